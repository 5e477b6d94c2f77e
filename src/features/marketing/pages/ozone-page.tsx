// /services/ozone-treatment: the fixed ozone odour treatment page.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { OZONE_PAGE as P } from '@/content/fixed-pages';
import { SERVICE_BOOKING_TARGETS } from '@/content/booking-targets';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { FaqList } from '@/components/ui/faq-list';
import { imagePreload } from '@/components/ui/responsive-image';
import { BookingCta, BookLink, BulletList, HERO_SIZES, QuoteLink, PageHero, Section, ServiceAreaLinks, Steps } from '../page-parts';
import { breadcrumbLd, faqLd, serviceLd } from '../seo/json-ld';

const PATH = '/services/ozone-treatment';
const SERVICE = 'Ozone Odour Treatment';
const TARGET = SERVICE_BOOKING_TARGETS['ozone-treatment'];
const CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Services', path: '/services' },
  { label: 'Ozone Treatment', path: PATH },
];

export function OzonePage() {
  return (
    <>
      <PageHead
        meta={{
          title: `Ozone Odour Treatment: Smoke, Pet & Mildew Removal | ${BUSINESS.shortName}`,
          description: 'Mobile ozone odour removal in Metro Vancouver: Light $199, Standard $299, Severe $499. Smoke, pet, mildew and food odours removed at the source.',
          path: PATH,
          keywords: ['ozone treatment car', 'smoke smell removal Vancouver', 'car odour removal Burnaby'],
          image: '/images/service-ozone-1024.webp',
          jsonLd: [serviceLd({ name: 'Ozone Odour Treatment', description: P.tagline, path: PATH, price: 199 }), faqLd(P.faqs), breadcrumbLd(CRUMBS)],
          preloadImage: imagePreload('service-ozone', HERO_SIZES),
        }}
      />
      <PageHero image="service-ozone" title={P.title} subtitle={P.tagline} height="90vh">
        <Breadcrumbs items={CRUMBS} />
        <Box>
          <BookLink label="Book Ozone Treatment" target={TARGET} service={SERVICE} />
        </Box>
      </PageHero>
      <Section title="Odours We Eliminate">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {P.odourTypes.map((o) => (
            <Stack key={o.name} p="5" rounded="xl" borderWidth="1px" borderColor="gray.200" gap="2">
              <Heading as="h3" fontSize="lg">
                {o.name}
              </Heading>
              <Text fontSize="sm" fontWeight="bold" color="red.800">
                Severity: {o.severity}
              </Text>
              <Text color="gray.700">{o.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Our Treatment Process" bg="gray.50">
        <Steps steps={P.process} />
      </Section>
      <Section title="Safety Protocol">
        <Box p="6" rounded="xl" borderWidth="2px" borderColor="orange.400" bg="orange.50">
          <BulletList items={P.safety} />
        </Box>
      </Section>
      <Section title="Before and After" bg="gray.50">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          {P.scenarios.map((s) => (
            <Stack key={s.title} p="5" rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200" gap="2">
              <Heading as="h3" fontSize="lg">
                {s.title}
              </Heading>
              <Text>
                <strong>Before:</strong> {s.before}
              </Text>
              <Text>
                <strong>After:</strong> {s.after}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Pricing">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {P.pricing.map((t) => (
            <Stack key={t.tier} p="6" rounded="xl" borderWidth="1px" borderColor="gray.200" gap="2">
              <Heading as="h3" fontSize="xl">
                {t.tier}
              </Heading>
              <Text fontSize="2xl" fontWeight="extrabold" color="blue.700">
                {t.price}
              </Text>
              <Text fontWeight="semibold">{t.time}</Text>
              <Text color="gray.700">{t.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Ozone Treatment Service Areas" bg="gray.50">
        <ServiceAreaLinks serviceId="ozone-treatment" cities={P.areaCities} />
      </Section>
      <Section title="Frequently Asked Questions">
        <FaqList faqs={P.faqs} title="" />
      </Section>
      <BookingCta title="Breathe Easy in Your Car Again" text="Book a treatment online or call us for an odour assessment.">
        <BookLink label="Book Ozone Treatment" target={TARGET} service={SERVICE} />
        <QuoteLink label="Get Odor Assessment" service={SERVICE} />
      </BookingCta>
    </>
  );
}
