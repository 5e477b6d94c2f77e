// /services: six service cards, location links and a booking call to action.
import { Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { CORE_SERVICE_IDS, SERVICES } from '@/content/services';
import { imagePreload } from '@/components/ui/responsive-image';
import { BookingCta, BookLink, HERO_SIZES, PageHero, PageLink, Section } from '../page-parts';
import { breadcrumbLd, localBusinessLd } from '../seo/json-ld';

const LOCATION_LINKS = [
  { name: 'Burnaby', to: '/burnaby' },
  ...['Surrey', 'Vancouver', 'Coquitlam', 'Langley', 'North Vancouver'].map((name) => ({
    name,
    to: `/services/interior-detailing/${name.toLowerCase().replace(' ', '-')}`,
  })),
];

export function ServicesPage() {
  return (
    <>
      <PageHead
        meta={{
          title: `Detailing Services: Interior, Exterior, Paint Correction & Ceramic | ${BUSINESS.shortName}`,
          description: 'Interior and exterior detailing, paint correction, ceramic coating, headlight restoration and steam cleaning, all mobile across Metro Vancouver.',
          path: '/services',
          keywords: ['car detailing services', 'mobile detailing Metro Vancouver', 'ceramic coating', 'paint correction'],
          jsonLd: [localBusinessLd({ path: '/services' }), breadcrumbLd([{ label: 'Home', path: '/' }, { label: 'Services', path: '/services' }])],
          preloadImage: imagePreload('service-exterior', HERO_SIZES),
        }}
      />
      <PageHero image="service-exterior" title="Our Detailing Services" subtitle="Everything from a quick interior refresh to multi-year ceramic protection, done where your car is parked." />
      <Section title="Choose a Service">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {CORE_SERVICE_IDS.map((id) => {
            const s = SERVICES[id];
            return (
              <Stack as="article" key={id} p="6" rounded="xl" borderWidth="1px" borderColor="gray.200" gap="3">
                <Heading as="h3" fontSize="xl">
                  {s.name}
                </Heading>
                <Text fontWeight="bold" color="blue.700">
                  {s.priceLabel}
                </Text>
                <Text color="gray.700" flex="1">
                  {s.summary}
                </Text>
                <PageLink href={`/services/${id}`} fontWeight="semibold" color="blue.700" textDecoration="underline" >
                  Learn More<chakra.span srOnly> about {s.name}</chakra.span>
                </PageLink>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Section>
      <Section title="Service Locations" bg="gray.50">
        <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" listStyleType="none">
          {LOCATION_LINKS.map((l) => (
            <li key={l.name}>
              <PageLink href={l.to} display="block" p="3" rounded="md" bg="white" borderWidth="1px" borderColor="gray.200" fontWeight="medium">
                {l.name}
              </PageLink>
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <BookingCta title="Ready for a Cleaner Car?" text="Pick a package and a time that suits you; we come to you.">
        <BookLink label="Book Now" />
      </BookingCta>
    </>
  );
}
