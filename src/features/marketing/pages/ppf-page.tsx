// /services/paint-protection-film: the fixed PPF page.
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { PPF_PAGE as P } from '@/content/fixed-pages';
import { SERVICE_BOOKING_TARGETS } from '@/content/booking-targets';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { FaqList } from '@/components/ui/faq-list';
import { imagePreload } from '@/components/ui/responsive-image';
import { BookingCta, BookLink, BulletList, CompareTable, HERO_SIZES, QuoteLink, PageHero, Section, ServiceAreaLinks, Steps } from '../page-parts';
import { breadcrumbLd, faqLd, serviceLd } from '../seo/json-ld';

const PATH = '/services/paint-protection-film';
const SERVICE = 'Paint Protection Film';
const CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Services', path: '/services' },
  { label: 'Paint Protection Film', path: PATH },
];

export function PpfPage() {
  return (
    <>
      <PageHead
        meta={{
          title: `Paint Protection Film (PPF) Installation | Metro Vancouver | ${BUSINESS.shortName}`,
          description: 'Self-healing clear PPF against rock chips: partial front $800-1,500, full vehicle $3,000-6,000, 8 and 10-year warranties, 500+ installs.',
          path: PATH,
          keywords: ['paint protection film Vancouver', 'PPF Burnaby', 'clear bra', 'XPEL'],
          image: '/images/service-ppf-1024.webp',
          jsonLd: [serviceLd({ name: 'Paint Protection Film', description: P.tagline, path: PATH }), faqLd(P.faqs), breadcrumbLd(CRUMBS)],
          preloadImage: imagePreload('service-ppf', HERO_SIZES),
        }}
      />
      <PageHero image="service-ppf" title={P.title} subtitle={P.tagline} height="90vh">
        <Breadcrumbs items={CRUMBS} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <QuoteLink label="Get PPF Quote" service={SERVICE} variant="primary" />
        </Stack>
      </PageHero>
      <Section title="Why Choose Our PPF">
        <BulletList items={P.whyChoose} />
      </Section>
      <Section title="Film Brand Comparison" bg="gray.50">
        <CompareTable head={['Brand', 'Warranty', 'Finish', 'Notes']} rows={P.brands.map((b) => [b.brand, b.warranty, b.finish, b.note])} />
      </Section>
      <Section title="Our Installation Process">
        <Steps steps={P.process} />
      </Section>
      <Section title="PPF Cost Guide" bg="gray.50">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {P.costGuide.map((c) => (
            <Stack key={c.item} p="5" rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200" gap="1">
              <Heading as="h3" fontSize="md">
                {c.item}
              </Heading>
              <Text fontSize="xl" fontWeight="bold" color="blue.700">
                {c.price}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <QuoteLink label="Request Quote" service={SERVICE} />
        </Stack>
      </Section>
      <Section title="PPF Service Areas">
        <ServiceAreaLinks serviceId="paint-protection-film" cities={P.areaCities} />
      </Section>
      <Section title="Frequently Asked Questions" bg="gray.50">
        <FaqList faqs={P.faqs} title="" />
      </Section>
      <BookingCta title="Protect Your Paint Today" text="Book an installation or call for a free, no-pressure quote.">
        <BookLink label="Book PPF Installation" target={SERVICE_BOOKING_TARGETS['paint-protection-film']} service={SERVICE} />
        <QuoteLink label="Get Free Quote" service={SERVICE} />
      </BookingCta>
    </>
  );
}
