// Props for a part that appears and goes (an overlay, a sheet, a badge) inside
// <AnimatePresence>: it fades (and a sheet or badge rises) in, and fades out.
// With the features not loaded yet or reduced motion asked for, it shows and
// goes at once.
import { MOTION_EXIT_TRANSITION, MOTION_TRANSITION, useMotionOn, type Variants } from './motion';

const PRESETS = {
  /** Full-screen overlays (menu, photo viewer): opacity only. */
  fade: {
    hidden: { opacity: 0, pointerEvents: 'none', transition: MOTION_EXIT_TRANSITION },
    shown: { opacity: 1, pointerEvents: 'auto', transition: MOTION_TRANSITION },
  },
  /** Something coming up from below: a small badge, or a bottom sheet (from its full height). */
  rise: {
    hidden: { opacity: 0, y: 16, transition: MOTION_EXIT_TRANSITION },
    shown: { opacity: 1, y: 0, transition: MOTION_TRANSITION },
  },
  sheet: {
    hidden: { y: '100%', transition: MOTION_EXIT_TRANSITION },
    shown: { y: 0, transition: MOTION_TRANSITION },
  },
} as const satisfies Record<string, Variants>;

export function usePresenceMotion(kind: keyof typeof PRESETS) {
  const on = useMotionOn();
  return { variants: PRESETS[kind], initial: on ? 'hidden' : false, animate: 'shown', exit: on ? 'hidden' : undefined } as const;
}
