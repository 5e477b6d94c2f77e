// The three-step indicator (Service, Date & Time, Details) on desktop (site
// spec); on phones, where it is hidden, one compact "Step 2 of 3" line says
// where the visitor is.
import { Box, HStack, Text } from '@chakra-ui/react';
import type { WizardStep } from './wizard-store';

const STEPS = [
  { step: 'service', label: 'Service' },
  { step: 'calendar', label: 'Date & Time' },
  { step: 'form', label: 'Details' },
] as const;

export function StepIndicator({ current }: { current: WizardStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <>
      <Text hideFrom="md" textAlign="center" fontSize="sm" fontWeight="semibold" color="gray.700" mb="4" data-testid="step-line">
        Step {index + 1} of {STEPS.length}: {STEPS[index]?.label}
      </Text>
      <HStack as="ol" aria-label="Booking steps" hideBelow="md" justify="center" gap="6" listStyleType="none" mb="8" data-testid="step-indicator">
        {STEPS.map((s, i) => (
          <HStack as="li" key={s.step} gap="2" aria-current={i === index ? 'step' : undefined}>
            <Box
              w="8"
              h="8"
              rounded="full"
              display="grid"
              placeItems="center"
              fontWeight="bold"
              bg={i <= index ? 'blue.600' : 'gray.200'}
              color={i <= index ? 'white' : 'gray.700'}
            >
              {i + 1}
            </Box>
            <Text fontWeight={i === index ? 'semibold' : 'normal'}>{s.label}</Text>
          </HStack>
        ))}
      </HStack>
    </>
  );
}
