// The animated parts themselves: framer-motion's `m` components inside LazyMotion
// (strict: nothing here can pull the full `motion` in). This module and the
// animation features (motion-features.ts) are loaded together with import()
// after the visitor's first tap, click or key press (motion-provider.tsx), so
// no page carries framer-motion in its first load.
import { AnimatePresence, LazyMotion, MotionConfig, m, useReducedMotion, type FeatureBundle, type Variants } from 'framer-motion';
import type { ComponentProps, ReactNode } from 'react';

/** Short and eased out: motion here only shows what changed, it never makes anyone wait. */
const ENTER = { duration: 0.22, ease: 'easeOut' } as const;
const EXIT = { duration: 0.15, ease: 'easeIn' } as const;

export const PRESENCE_PRESETS = {
  /** Full-screen overlays (menu, photo viewer, a sheet's backdrop) and a new photo: opacity only. */
  fade: {
    hidden: { opacity: 0, transition: EXIT },
    shown: { opacity: 1, transition: ENTER },
  },
  /** A small badge coming up from below. */
  rise: {
    hidden: { opacity: 0, y: 16, transition: EXIT },
    shown: { opacity: 1, y: 0, transition: ENTER },
  },
  /** A bottom sheet, from its full height. */
  sheet: {
    hidden: { y: '100%', transition: EXIT },
    shown: { y: 0, transition: ENTER },
  },
} as const satisfies Record<string, Variants>;
export type PresencePreset = keyof typeof PRESENCE_PRESETS;

type DivProps = ComponentProps<'div'>;

export function makeMotionKit(features: FeatureBundle) {
  // "user": framer-motion leaves out transforms for reduced motion; the parts
  // below also leave out their opacity change (no initial state, no exit).
  const Root = ({ children }: { children: ReactNode }) => (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );

  function PresenceDiv({ preset, ...rest }: { preset: PresencePreset } & DivProps) {
    const reduce = useReducedMotion();
    return (
      <Root>
        <m.div {...(rest as ComponentProps<typeof m.div>)} variants={PRESENCE_PRESETS[preset]} initial={reduce ? false : 'hidden'} animate="shown" exit={reduce ? undefined : 'hidden'} />
      </Root>
    );
  }

  /** Keeps a leaving part (a PresenceDiv) on screen until its exit has played. */
  function Presence({ children }: { children: ReactNode }) {
    return <AnimatePresence>{children}</AnimatePresence>;
  }

  return { PresenceDiv, Presence };
}

export type MotionKit = ReturnType<typeof makeMotionKit>;
