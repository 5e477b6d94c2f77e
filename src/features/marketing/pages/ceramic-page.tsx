// /services/ceramic-coating: the fixed ceramic coating page.
import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { CERAMIC_PAGE as P } from '@/content/fixed-pages';
import { QUOTE_REQUEST, SERVICE_BOOKING_TARGETS } from '@/content/booking-targets';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { FaqList } from '@/components/ui/faq-list';
import { imagePreload } from '@/components/ui/responsive-image';
import { BookingCta, BookLink, CompareTable, HERO_SIZES, PageHero, PageLink, Section, ServiceAreaLinks, Steps, bookingHref } from '../page-parts';
import { breadcrumbLd, faqLd, serviceLd } from '../seo/json-ld';

const PATH = '/services/ceramic-coating';
const TARGET = SERVICE_BOOKING_TARGETS['ceramic-coating'];
const CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Services', path: '/services' },
  { label: 'Ceramic Coating', path: PATH },
];

export function CeramicPage() {
  return (
    <>
      <PageHead
        meta={{
          title: `Ceramic Coating: 3, 5 & 7-Year Packages | Metro Vancouver | ${BUSINESS.shortName}`,
          description: 'Mobile ceramic coating from $699: 3-year 7H, 5-year 9H and 7-year 9H+ packages with paint correction, applied at your home in Metro Vancouver.',
          path: PATH,
          keywords: ['ceramic coating Vancouver', 'ceramic coating Burnaby', '9H ceramic coating'],
          image: '/images/service-ceramic-1024.webp',
          jsonLd: [serviceLd({ name: 'Ceramic Coating', description: P.tagline, path: PATH, price: 699 }), faqLd(P.faqs), breadcrumbLd(CRUMBS)],
          preloadImage: imagePreload('service-ceramic', HERO_SIZES),
        }}
      />
      <PageHero image="service-ceramic" title={P.title} subtitle={P.tagline} height="90vh">
        <Breadcrumbs items={CRUMBS} />
        <Box>
          <BookLink label="Book Ceramic Coating" target={TARGET} />
        </Box>
      </PageHero>
      <Section title="Benefits of Ceramic Coating">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {P.benefits.map((b) => (
            <Stack key={b.title} p="5" rounded="xl" borderWidth="1px" borderColor="gray.200">
              <Heading as="h3" fontSize="lg">
                {b.title}
              </Heading>
              <Text color="gray.700">{b.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Ceramic Coating Packages" bg="gray.50">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          {P.packages.map((p) => (
            <Stack key={p.name} as="article" p="6" rounded="xl" bg="white" borderWidth="2px" borderColor={p.popular ? 'cyan.400' : 'gray.200'} gap="3">
              {p.popular && (
                <Text alignSelf="start" bg="blue.700" color="white" fontSize="xs" fontWeight="bold" px="2" py="0.5" rounded="full">
                  Most Popular
                </Text>
              )}
              <Heading as="h3" fontSize="xl">
                {p.name}
              </Heading>
              <Text>Hardness: {p.hardness}</Text>
              <Text fontSize="2xl" fontWeight="extrabold" color="blue.700">
                {p.price}
              </Text>
              <chakra.ul ps="5" listStyleType="disc" flex="1">
                {p.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </chakra.ul>
              {/* The wizard's own package is chosen there; the others are priced by quote. */}
              {'bookingPackage' in p ? (
                <PageLink href={bookingHref(p.bookingPackage)} textAlign="center" py="3" rounded="md" bg="black" color="white" fontWeight="bold" aria-label={`Select Package: ${p.name}`} data-booking-target="package">
                  Select Package
                </PageLink>
              ) : (
                <PageLink href={QUOTE_REQUEST.href(`Ceramic Coating, ${p.name}`)} textAlign="center" py="3" rounded="md" bg="black" color="white" fontWeight="bold" data-booking-target="quote">
                  Select Package<chakra.span srOnly>: {p.name}.</chakra.span>
                  <chakra.span display="block" fontSize="sm" fontWeight="medium">
                    {QUOTE_REQUEST.step(`Ceramic Coating, ${p.name}`)}
                  </chakra.span>
                </PageLink>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Our Coating Process">
        <Steps steps={P.process} />
      </Section>
      <Section title="Before and After Ceramic Coating" bg="gray.50">
        <CompareTable head={[<chakra.span key="aspect" srOnly>Aspect</chakra.span>, 'Before', 'After']} rows={P.beforeAfter.map((r) => [r.aspect, r.before, r.after])} />
      </Section>
      <Section title="Ceramic Coating Service Areas">
        <ServiceAreaLinks serviceId="ceramic-coating" cities={P.areaCities} />
      </Section>
      <Section title="Frequently Asked Questions" bg="gray.50">
        <FaqList faqs={P.faqs} title="" />
      </Section>
      <BookingCta title="Lock In the Shine" text="Book your ceramic coating online; we confirm your slot by e-mail.">
        <BookLink label="Book Ceramic Coating" target={TARGET} />
        <BookLink label="Schedule Now" variant="secondary" target={TARGET} />
      </BookingCta>
    </>
  );
}
