// Home services: three tabs (a dropdown on small screens, a button group on
// large ones) with every card of every tab.
import { Box, Heading, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  EXTERIOR_ADDITIONAL_CARDS,
  EXTERIOR_MAIN_CARDS,
  EXTERIOR_MORE_CARDS,
  INTERIOR_CARDS,
  SERVICE_TABS,
  SPECIALTY_CARDS,
  type OfferCard as Offer,
  type ServiceTabId,
} from '@/content/home';
import { OfferCard } from './offer-card';

function Cards({ cards }: { cards: readonly Offer[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {cards.map((c) => (
        <OfferCard key={c.title} card={c} />
      ))}
    </SimpleGrid>
  );
}

export function ServicesSection({ tab, onTab }: { tab: ServiceTabId; onTab: (tab: ServiceTabId) => void }) {
  const label = SERVICE_TABS.find((t) => t.id === tab)!.label;
  return (
    <Box as="section" id="services" aria-labelledby="services-title" bg="gray.50" px="4" py={{ base: '12', md: '20' }} scrollMarginTop="64px">
      <Stack maxW="6xl" mx="auto" gap="8">
        <Stack gap="2" textAlign="center">
          <Heading as="h2" id="services-title" fontSize={{ base: '3xl', md: '4xl' }}>
            Our Services
          </Heading>
          <Text color="gray.700">Mobile detailing, correction and protection, priced up front.</Text>
        </Stack>
        <Box display={{ base: 'block', md: 'none' }}>
          <chakra.label htmlFor="service-tab-select" display="block" fontWeight="semibold" mb="1">
            Service category
          </chakra.label>
          <chakra.select
            id="service-tab-select"
            value={tab}
            onChange={(e) => onTab(e.target.value as ServiceTabId)}
            w="full"
            p="3"
            rounded="md"
            borderWidth="1px"
            borderColor="gray.400"
            bg="white"
          >
            {SERVICE_TABS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </chakra.select>
        </Box>
        <HStack role="group" aria-label="Service category" display={{ base: 'none', md: 'flex' }} justify="center" gap="0">
          {SERVICE_TABS.map((t, i) => (
            <chakra.button
              key={t.id}
              type="button"
              aria-pressed={tab === t.id}
              onClick={() => onTab(t.id)}
              px="6"
              py="3"
              fontWeight="semibold"
              borderWidth="1px"
              borderColor="black"
              roundedLeft={i === 0 ? 'md' : '0'}
              roundedRight={i === SERVICE_TABS.length - 1 ? 'md' : '0'}
              bg={tab === t.id ? 'black' : 'white'}
              color={tab === t.id ? 'white' : 'black'}
            >
              {t.label}
            </chakra.button>
          ))}
        </HStack>
        <Stack gap="8" aria-live="polite">
          <Heading as="h3" srOnly>
            {label}
          </Heading>
          {tab === 'interior' && <Cards cards={INTERIOR_CARDS} />}
          {tab === 'exterior' && (
            <>
              <Cards cards={EXTERIOR_MAIN_CARDS} />
              <Heading as="h3" fontSize="2xl" textAlign="center">
                Additional Exterior Services
              </Heading>
              <Cards cards={EXTERIOR_ADDITIONAL_CARDS} />
              <Cards cards={EXTERIOR_MORE_CARDS} />
            </>
          )}
          {tab === 'specialty' && <Cards cards={SPECIALTY_CARDS} />}
        </Stack>
      </Stack>
    </Box>
  );
}
