// City landing pages (/burnaby, /vancouver, ...): hero with map, intro, why-choose
// cards, services in the city, neighbourhoods and a call to action.
import { Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import type { CityId } from '@/domain/schedule/cities';
import { CITY_CONTENT } from '@/content/cities';
import { CORE_SERVICE_IDS, SERVICES } from '@/content/services';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { mapEmbedIsland } from '@/components/ui/map-embed-island';
import { Island } from '@/lib/islands/island';
import { imagePreload } from '@/components/ui/responsive-image';
import { BookingCta, BookLink, HERO_SIZES, PageHero, PageLink, Section } from '../page-parts';
import { breadcrumbLd, localBusinessLd } from '../seo/json-ld';

export function CityPage({ cityId }: { cityId: CityId }) {
  const city = CITY_CONTENT[cityId];
  const path = `/${city.id}`;
  const image = city.image ?? 'hero-home';
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: city.name, path },
  ];
  return (
    <>
      <PageHead
        meta={{
          title: `Mobile Car Detailing in ${city.name}, BC | ${BUSINESS.shortName}`,
          description: `Mobile detailing, paint correction and ceramic coating in ${city.name}: ${city.neighbourhoods.slice(0, 4).join(', ')} and more. We come to you, no travel fee.`,
          path,
          keywords: [`mobile detailing ${city.name}`, `car detailing ${city.name}`, `ceramic coating ${city.name}`],
          image: `/images/${image}-1024.webp`,
          jsonLd: [localBusinessLd({ city, path }), breadcrumbLd(crumbs)],
          preloadImage: imagePreload(image, HERO_SIZES),
        }}
      />
      <PageHero image={image} title={`Mobile Car Detailing in ${city.name}`} subtitle={city.intro} height="80vh">
        <Breadcrumbs items={crumbs} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="center">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <BookLink label="Book Your Appointment" cityId={city.id} />
          </Stack>
          <Island def={mapEmbedIsland} props={{ place: `${city.name}, BC`, height: 240 }} />
        </SimpleGrid>
      </PageHero>
      <Section title={`Detailing Across ${city.name}`}>
        <Text fontSize="lg" color="gray.800">
          {city.intro} Every service is mobile: we bring water, power and professional products, and there is no travel fee anywhere in {city.name}.
        </Text>
      </Section>
      <Section title={`Why ${city.name} Chooses Us`} bg="gray.50">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {city.whyChoose.map((w) => (
            <Stack key={w.title} p="5" rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200">
              <Heading as="h3" fontSize="lg">
                {w.title}
              </Heading>
              <Text color="gray.700">{w.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={`Our Services in ${city.name}`}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {CORE_SERVICE_IDS.map((id) => (
            <Stack key={id} as="article" p="5" rounded="xl" borderWidth="1px" borderColor="gray.200" gap="2">
              <Heading as="h3" fontSize="lg">
                {SERVICES[id].name}
              </Heading>
              <Text color="gray.700" flex="1">
                {SERVICES[id].summary}
              </Text>
              <PageLink href={`/services/${id}/${city.id}`} fontWeight="semibold" color="blue.700" textDecoration="underline" >
                Learn More<chakra.span srOnly> about {SERVICES[id].name} in {city.name}</chakra.span>
              </PageLink>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Areas We Serve" bg="gray.50">
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" listStyleType="none" data-neighbourhoods="">
          {city.neighbourhoods.map((n) => (
            <Text as="li" key={n} p="3" rounded="md" bg="white" borderWidth="1px" borderColor="gray.200">
              {n}
            </Text>
          ))}
        </SimpleGrid>
      </Section>
      <BookingCta title={`Book Your ${city.name} Detail`} text="Choose a package and a time; we will be there.">
        <BookLink label="Schedule Now" cityId={city.id} />
      </BookingCta>
    </>
  );
}
