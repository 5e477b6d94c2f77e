// Building blocks shared by the public pages: hero, section, lists, the
// booking call to action and the service-area links. Static HTML (Chakra on the
// build only); links are ordinary page loads, precached by the service worker.
import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { citySlug } from '@/content/cities';
import type { CityId } from '@/domain/schedule/cities';
import { BOOK_CITY_ATTR } from '@/lib/booking-intent';
import { QUOTE_REQUEST, type BookingTarget } from '@/content/booking-targets';

export const HERO_SIZES = '100vw';

export function PageHero({ image, title, subtitle, height = '60vh', children }: { image: string; title: string; subtitle: string; height?: string; children?: ReactNode }) {
  return (
    <Box as="section" position="relative" color="white" overflow="hidden" minH={height} display="flex" alignItems="center" bg="gray.900">
      <Box position="absolute" inset="0" aria-hidden="true">
        <ResponsiveImage image={image} alt="" sizes={HERO_SIZES} priority style={{ height: '100%', objectFit: 'cover' }} />
        <Box position="absolute" inset="0" bg="blackAlpha.700" />
      </Box>
      <Stack position="relative" maxW="6xl" mx="auto" px="4" py="12" gap="5" w="full">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="extrabold">
          {title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.100" maxW="3xl">
          {subtitle}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}

export function Section({ title, children, bg, id }: { title: string; children: ReactNode; bg?: string; id?: string }) {
  return (
    <Box as="section" id={id} bg={bg} px="4" py={{ base: '10', md: '14' }}>
      <Stack maxW="6xl" mx="auto" gap="6">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <chakra.ul ps="5" listStyleType="disc" display="grid" gap="2" color="gray.800">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </chakra.ul>
  );
}

/** A comparison table: a header row, then rows each led by its own header cell (the thing compared). */
export function CompareTable({ head, rows }: { head: readonly ReactNode[]; rows: readonly (readonly string[])[] }) {
  return (
    <Box overflowX="auto">
      <chakra.table w="full" textAlign="start" borderCollapse="collapse">
        <thead>
          <tr>
            {head.map((h, i) => (
              <chakra.th key={i} textAlign="start" p="3" borderBottomWidth="2px" borderColor="gray.300">
                {h}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <chakra.th scope="row" textAlign="start" p="3" borderBottomWidth="1px" borderColor="gray.200">
                {name}
              </chakra.th>
              {cells.map((c, i) => (
                <chakra.td key={i} p="3" borderBottomWidth="1px" borderColor="gray.200">
                  {c}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export function Steps({ steps }: { steps: readonly { title: string; description: string; duration?: string }[] }) {
  return (
    <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="4" listStyleType="none">
      {steps.map((s, i) => (
        <Stack as="li" key={s.title} p="5" rounded="xl" borderWidth="1px" borderColor="gray.200" gap="2">
          <Text fontWeight="bold" color="blue.700">
            Step {i + 1}
          </Text>
          <Heading as="h3" fontSize="lg">
            {s.title}
          </Heading>
          <Text color="gray.700">{s.description}</Text>
          {s.duration && (
            <Text fontSize="sm" fontWeight="semibold">
              Duration: {s.duration}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

const primary = { display: 'inline-block', px: '6', py: '3', rounded: 'md', fontWeight: 'bold', bg: 'cyan.400', color: 'black', _hover: { bg: 'cyan.300' } } as const;
const secondary = { display: 'inline-block', px: '6', py: '3', rounded: 'md', fontWeight: 'bold', borderWidth: '1px', borderColor: 'currentColor', _hover: { bg: 'blackAlpha.100' } } as const;
/** A link to another page (static: the page is HTML only). */
export const PageLink = chakra.a;

/** The booking section of the home page, with the wizard's package chosen when one is named (a plain link: it works before any script runs). */
export function bookingHref(packageId?: string): string {
  return packageId ? `/?section=booking&package=${encodeURIComponent(packageId)}` : '/?section=booking';
}

/**
 * A booking button: a button-styled link. To the home page's booking section,
 * with `target`'s package chosen when it names one (none: the wizard as the
 * visitor left it). On a city page (`cityId`), it hands the city to the wizard,
 * which prefills the service address: index.html's inline script stores the
 * link's city when it is followed, from the first paint
 * (src/lib/booking-intent.ts). A quote-priced service's button keeps its label
 * and leads to the quote request, saying so under the label
 * (src/content/booking-targets.ts).
 */
export function BookLink({
  label,
  variant = 'primary',
  cityId,
  target,
  service,
}: {
  label: string;
  variant?: 'primary' | 'secondary';
  cityId?: CityId;
  target?: BookingTarget;
  /** The service's name, for the quote request. */
  service?: string;
}) {
  const look = variant === 'primary' ? primary : secondary;
  if (target?.kind === 'quote') {
    return (
      <chakra.a href={QUOTE_REQUEST.href(service, cityId)} {...look} textAlign="center" data-booking-target="quote">
        {label}
        <chakra.span display="block" fontSize="sm" fontWeight="medium">
          {QUOTE_REQUEST.step(service)}
        </chakra.span>
      </chakra.a>
    );
  }
  return (
    <chakra.a href={bookingHref(target?.packageId)} {...(cityId ? { [BOOK_CITY_ATTR]: cityId } : {})} {...look} data-booking-target={target ? 'package' : 'wizard'}>
      {label}
    </chakra.a>
  );
}

/** A button-styled link to the quote request (src/content/booking-targets.ts). */
export function QuoteLink({ label, service, variant = 'secondary' }: { label: string; service?: string; variant?: 'primary' | 'secondary' }) {
  return (
    <chakra.a href={QUOTE_REQUEST.href(service)} {...(variant === 'primary' ? primary : secondary)}>
      {label}
    </chakra.a>
  );
}

/** Every page ends here: a call to action to the booking section. */
export function BookingCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Box as="section" bg="gray.900" color="white" px="4" py={{ base: '12', md: '16' }} textAlign="center">
      <Stack maxW="3xl" mx="auto" gap="5" align="center">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="gray.200">{text}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Service-area links: /services/{serviceId}/{city} with the spec's slug rule. */
export function ServiceAreaLinks({ serviceId, cities }: { serviceId: string; cities: readonly string[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" listStyleType="none">
      {cities.map((name) => (
        <li key={name}>
          <PageLink href={`/services/${serviceId}/${citySlug(name)}`} display="block" p="3" rounded="md" bg="gray.100" fontWeight="medium" color="gray.900" _hover={{ bg: 'gray.200' }}>
            {name}
          </PageLink>
        </li>
      ))}
    </SimpleGrid>
  );
}

