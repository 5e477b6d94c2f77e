// /services/{serviceId}: name, description, benefits, process, FAQs and
// service-area links. Unknown ids show the not-found page.
import { Text } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { CITIES } from '@/domain/schedule/cities';
import { findService } from '@/content/services';
import { SERVICE_BOOKING_TARGETS } from '@/content/booking-targets';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { FaqList } from '@/components/ui/faq-list';
import { imagePreload } from '@/components/ui/responsive-image';
import { NotFoundPage } from '../not-found-page';
import { BookingCta, BookLink, BulletList, HERO_SIZES, QuoteLink, PageHero, Section, ServiceAreaLinks, Steps } from '../page-parts';
import { breadcrumbLd, faqLd, serviceLd } from '../seo/json-ld';

export function ServicePage({ serviceId }: { serviceId: string }) {
  const service = findService(serviceId);
  if (!service) return <NotFoundPage />;
  const path = `/services/${service.id}`;
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: service.name, path },
  ];
  return (
    <>
      <PageHead
        meta={{
          title: `${service.name} | Mobile ${service.name} in Metro Vancouver | ${BUSINESS.shortName}`,
          description: `${service.summary} ${service.priceLabel}. Mobile service in Burnaby, Vancouver, Surrey, Richmond, Coquitlam, Langley and North Vancouver.`,
          path,
          keywords: service.keywords,
          image: `/images/${service.image}-1024.webp`,
          jsonLd: [serviceLd({ name: service.name, description: service.description, path }), faqLd(service.faqs), breadcrumbLd(crumbs)],
          preloadImage: imagePreload(service.image, HERO_SIZES),
        }}
      />
      <PageHero image={service.image} title={service.name} subtitle={service.summary}>
        <Breadcrumbs items={crumbs} />
      </PageHero>
      <Section title={`About ${service.name}`}>
        <Text fontSize="lg" color="gray.800">
          {service.description}
        </Text>
        <Text fontWeight="bold">{service.priceLabel}</Text>
      </Section>
      <Section title="Benefits" bg="gray.50">
        <BulletList items={service.benefits} />
      </Section>
      <Section title="Our Process">
        <Steps steps={service.process} />
      </Section>
      <Section title="Frequently Asked Questions" bg="gray.50">
        <FaqList faqs={service.faqs} title="" />
      </Section>
      <Section title="Service Areas">
        <ServiceAreaLinks serviceId={service.id} cities={CITIES.map((c) => c.name)} />
      </Section>
      <BookingCta title={`Book ${service.name}`} text="Choose your package, date and time online, or call us for a free quote.">
        <BookLink label="Book Now" target={SERVICE_BOOKING_TARGETS[service.id]} service={service.name} />
        <QuoteLink label="Request Quote" service={service.name} />
      </BookingCta>
    </>
  );
}
