// The one module that hands out framer-motion to the app: `m` components only
// (the full `motion` would put every feature in the first load), AnimatePresence
// for parts that animate out, and the shared transitions.
export { AnimatePresence, m } from 'framer-motion';
export type { Variants } from 'framer-motion';
export { useMotionOn } from './motion-provider';

/** Short and eased out: motion here only shows what changed, it never makes anyone wait. */
export const MOTION_TRANSITION = { duration: 0.22, ease: 'easeOut' } as const;
export const MOTION_EXIT_TRANSITION = { duration: 0.15, ease: 'easeIn' } as const;
