// A wizard step's title. When the visitor moves to another step, the section
// brings this heading into view below the fixed header and focuses it
// (booking-section.tsx), so a phone shows the new step from its top and a
// screen reader reads where the visitor now is.
import { Heading, type HeadingProps } from '@chakra-ui/react';

export function StepHeading(props: HeadingProps) {
  return <Heading as="h3" size="xl" tabIndex={-1} data-step-heading="" outline="none" {...props} />;
}
