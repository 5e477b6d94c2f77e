// One service card: price label, inclusions and its action (Book Now feeds the
// wizard; Request Quote and Inquire dial the business).
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { BUSINESS } from '@/config/business';
import { findPackage } from '@/domain/catalog';
import type { OfferCard as Offer } from '@/content/home';
import { chooseService } from '../choose-service';

const buttonStyle = { display: 'block', textAlign: 'center', w: 'full', py: '3', rounded: 'md', fontWeight: 'semibold' } as const;

export function OfferCard({ card }: { card: Offer }) {
  const navigate = useNavigate();
  const pkg = card.action.kind === 'book' ? findPackage(card.action.packageId) : undefined;
  return (
    <Stack as="article" gap="3" p="6" rounded="xl" borderWidth="1px" borderColor={card.popular ? 'cyan.400' : 'gray.200'} bg="white" boxShadow="sm" position="relative">
      {card.popular && (
        <Text position="absolute" top="-3" right="4" bg="blue.700" color="white" fontSize="xs" fontWeight="bold" px="2" py="0.5" rounded="full">
          Most Popular
        </Text>
      )}
      <Heading as="h4" fontSize="lg">
        {card.title}
      </Heading>
      <Text fontSize="2xl" fontWeight="extrabold" color="blue.700">
        {card.priceLabel}
      </Text>
      <Text color="gray.700">{card.description}</Text>
      <chakra.ul ps="5" listStyleType="disc" color="gray.700" flex="1">
        {card.inclusions.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </chakra.ul>
      <Box>
        {pkg ? (
          <chakra.button type="button" {...buttonStyle} bg="black" color="white" _hover={{ bg: 'gray.800' }} onClick={() => chooseService(pkg.name, navigate)}>
            Book Now
          </chakra.button>
        ) : (
          <chakra.a href={`tel:${BUSINESS.phoneE164}`} {...buttonStyle} borderWidth="1px" borderColor="black" color="black" _hover={{ bg: 'gray.100' }}>
            {card.action.kind === 'inquire' ? 'Inquire' : 'Request Quote'}
          </chakra.a>
        )}
      </Box>
    </Stack>
  );
}
