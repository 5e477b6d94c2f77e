// The booking wizard, rendered inside the home page's booking section.
import { Heading } from '@chakra-ui/react';

export function BookingSection() {
  return (
    <Heading as="h2" size="2xl" textAlign="center">
      Book Your Detail
    </Heading>
  );
}
