// A wizard step's title. When the visitor moves to another step, the section
// brings this heading into view below the fixed header and focuses it
// (booking-section.tsx), so a phone shows the new step from its top and a
// screen reader reads where the visitor now is.
import type { ReactNode } from 'react';

export function StepHeading({ children, large = false, className }: { children: ReactNode; large?: boolean; className?: string }) {
  const classes = ['bw-step-heading', large && 'bw-heading-2xl', className].filter(Boolean).join(' ');
  return (
    <h3 className={classes} tabIndex={-1} data-step-heading="">
      {children}
    </h3>
  );
}
