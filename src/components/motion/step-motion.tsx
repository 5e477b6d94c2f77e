// One step of a multi-step flow (the booking wizard). A new step slides in from
// the side it comes from (forward: from the right, so the flow moves left; back:
// from the left) while it fades in. The step shown on first render (prerendered)
// does not move: it is there at full opacity from the first paint.
import type { ReactNode } from 'react';
import { MOTION_TRANSITION, m, useMotionOn, type Variants } from './motion';

/** Forward (1), back (-1), or no step change yet (0). */
export type StepDirection = 1 | -1 | 0;

const STEP_OFFSET_PX = 32;

const variants: Variants = {
  enter: (direction: StepDirection) => ({ opacity: 0, x: direction * STEP_OFFSET_PX }),
  center: { opacity: 1, x: 0 },
};

export function StepMotion({ stepKey, direction, children }: { stepKey: string; direction: StepDirection; children: ReactNode }) {
  const on = useMotionOn();
  return (
    <m.div
      key={stepKey}
      data-testid="wizard-step"
      data-step={stepKey}
      custom={direction}
      variants={variants}
      initial={on && direction !== 0 ? 'enter' : false}
      animate="center"
      transition={MOTION_TRANSITION}
    >
      {children}
    </m.div>
  );
}
