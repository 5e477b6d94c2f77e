// /services/{serviceId}/{cityId}: the city's own challenges, benefits and tips
// for a service, map, breadcrumbs and six sibling services in the city.
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { findCity } from '@/content/cities';
import { CORE_SERVICE_IDS, SERVICES, findService } from '@/content/services';
import { SERVICE_BOOKING_TARGETS } from '@/content/booking-targets';
import { cityServiceCopy } from '@/content/service-in-city';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { mapEmbedIsland } from '@/components/ui/map-embed-island';
import { Island } from '@/lib/islands/island';
import { imagePreload } from '@/components/ui/responsive-image';
import { NotFoundPage } from '../not-found-page';
import { BookingCta, BookLink, BulletList, HERO_SIZES, PageHero, PageLink, Section } from '../page-parts';
import { breadcrumbLd, localBusinessLd, serviceLd } from '../seo/json-ld';

export function ServiceCityPage({ serviceId, cityId }: { serviceId: string; cityId: string }) {
  const service = findService(serviceId);
  const city = findCity(cityId);
  if (!service || !city) return <NotFoundPage />;
  const path = `/services/${service.id}/${city.id}`;
  const copy = cityServiceCopy(service.id, city);
  const image = city.image ?? service.image;
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: service.name, path: `/services/${service.id}` },
    { label: city.name, path },
  ];
  return (
    <>
      <PageHead
        meta={{
          title: `${service.name} in ${city.name}, BC | Mobile Service | ${BUSINESS.shortName}`,
          description: `Mobile ${service.name.toLowerCase()} in ${city.name}: ${copy.benefits[0]} ${service.priceLabel}, no travel fee in ${city.name}.`,
          path,
          keywords: [...service.keywords.map((k) => `${k} ${city.name}`), `${city.name} mobile detailing`],
          image: `/images/${image}-1024.webp`,
          jsonLd: [serviceLd({ name: `${service.name} in ${city.name}`, description: service.description, path, areaServed: city.name }), localBusinessLd({ city, path }), breadcrumbLd(crumbs)],
          preloadImage: imagePreload(image, HERO_SIZES),
        }}
      />
      <PageHero image={image} title={`${service.name} in ${city.name}`} subtitle={`${service.summary} We come to you anywhere in ${city.name}, free of travel charges.`}>
        <Breadcrumbs items={crumbs} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <BookLink label="Book Your Appointment" cityId={city.id} target={SERVICE_BOOKING_TARGETS[service.id]} service={service.name} />
        </Stack>
      </PageHero>
      <Section title={`${service.name} Challenges in ${city.name}`}>
        <BulletList items={copy.challenges} />
      </Section>
      <Section title={`Why ${city.name} Drivers Choose Us`} bg="gray.50">
        <BulletList items={copy.benefits} />
      </Section>
      <Section title={`Tips for ${city.name} Car Owners`}>
        <BulletList items={copy.tips} />
      </Section>
      <Section title={`Serving ${city.name}`} bg="gray.50">
        <Text color="gray.700">{city.intro}</Text>
        <Island def={mapEmbedIsland} props={{ place: `${city.name}, BC` }} />
      </Section>
      <Section title={`Other Services in ${city.name}`}>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none">
          {CORE_SERVICE_IDS.map((id) => (
            <li key={id}>
              <PageLink
                href={`/services/${id}/${city.id}`}
                aria-current={id === service.id ? 'page' : undefined}
                display="block"
                p="4"
                rounded="md"
                borderWidth="1px"
                borderColor="gray.200"
                _hover={{ bg: 'gray.50' }}
              >
                <Heading as="h3" fontSize="md">
                  {SERVICES[id].name} in {city.name}
                </Heading>
              </PageLink>
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <BookingCta title={`Book ${service.name} in ${city.name}`} text="Pick a time online and we will meet you at your home, office or parkade.">
        <BookLink label="Schedule Now" cityId={city.id} target={SERVICE_BOOKING_TARGETS[service.id]} service={service.name} />
      </BookingCta>
    </>
  );
}
