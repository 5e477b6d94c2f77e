// /north-vancouver: the seasonal (Summer) area page.
import { Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { CITY_CONTENT, NORTH_VANCOUVER_SEASONAL as N } from '@/content/cities';
import { SERVICES } from '@/content/services';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { mapEmbedIsland } from '@/components/ui/map-embed-island';
import { Island } from '@/lib/islands/island';
import { imagePreload } from '@/components/ui/responsive-image';
import { BookingCta, BookLink, BulletList, HERO_SIZES, PageHero, PageLink, Section } from '../page-parts';
import { breadcrumbLd, localBusinessLd } from '../seo/json-ld';

const PATH = '/north-vancouver';
const CRUMBS = [
  { label: 'Home', path: '/' },
  { label: N.areaName, path: PATH },
];

export function NorthVancouverPage() {
  const city = CITY_CONTENT['north-vancouver'];
  return (
    <>
      <PageHead
        meta={{
          title: `${N.season} Mobile Detailing in ${N.areaName} | ${BUSINESS.shortName}`,
          description: `${N.season} detailing on the North Shore: trail mud, beach sand and sun damage handled at your home in Lonsdale, Lynn Valley, Deep Cove and Edgemont.`,
          path: PATH,
          keywords: ['North Vancouver car detailing', 'North Shore mobile detailing', 'summer car detailing'],
          image: `/images/${N.heroImage}-1024.webp`,
          jsonLd: [localBusinessLd({ city, path: PATH }), breadcrumbLd(CRUMBS)],
          preloadImage: imagePreload(N.heroImage, HERO_SIZES),
        }}
      />
      <PageHero image={N.heroImage} title={`${N.season} Detailing in ${N.areaName}`} subtitle={city.intro} height="80vh">
        <Breadcrumbs items={CRUMBS} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <BookLink label="Book Your Appointment" cityId={city.id} />
        </Stack>
      </PageHero>
      <Section title={`Why ${N.season} Matters on the North Shore`}>
        <BulletList items={N.seasonalReasons} />
      </Section>
      <Section title={`${N.season} Care Tips`} bg="gray.50">
        <BulletList items={N.seasonalTips} />
      </Section>
      <Section title="Our Solutions">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {N.solutions.map((s) => (
            <Stack key={s.serviceId} p="5" rounded="xl" borderWidth="1px" borderColor="gray.200" gap="2">
              <Heading as="h3" fontSize="lg">
                {SERVICES[s.serviceId].name}
              </Heading>
              <Text color="gray.700">{s.text}</Text>
              <PageLink href={`/services/${s.serviceId}/north-vancouver`} fontWeight="semibold" color="blue.700" textDecoration="underline" >
                Learn More<chakra.span srOnly> about {SERVICES[s.serviceId].name} in North Vancouver</chakra.span>
              </PageLink>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Areas We Serve" bg="gray.50">
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" listStyleType="none">
          {city.neighbourhoods.map((n) => (
            <Text as="li" key={n} p="3" rounded="md" bg="white" borderWidth="1px" borderColor="gray.200">
              {n}
            </Text>
          ))}
        </SimpleGrid>
        <Island def={mapEmbedIsland} props={{ place: 'North Vancouver, BC' }} />
      </Section>
      <BookingCta title={`Book Your ${N.season} Detail`} text="North Shore days fill quickly in summer.">
        <BookLink label="Schedule Now" cityId={city.id} />
      </BookingCta>
    </>
  );
}
