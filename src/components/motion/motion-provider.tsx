// Motion for the parts that change under a visitor's hand (wizard steps, the
// confirmation, the menu and Locations sheet, the photo viewer, the pending
// badge), kept off the first load: `m` components render the markup from the
// start, and the animation features arrive with import() after the first tap,
// click or key press. Until then, and always when the visitor asks the system
// for reduced motion, nothing animates: parts appear and go at once.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, useReducedMotion } from 'framer-motion';
import { importWhenOnline } from '@/lib/hydration-gate';

const MotionReady = createContext(false);

// click too: a tap made before hydration reaches the page only as event replay's click.
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'click'] as const;

/** Resolves on the visitor's first tap, click or key press on the page. */
function firstInput(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

export function MotionProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const loadFeatures = useCallback(
    () =>
      firstInput()
        .then(() => importWhenOnline(() => import('./motion-features')))
        .then((module) => {
          // Marks the page (browser tests wait for it before checking that a change animates).
          document.documentElement.dataset.motion = 'ready';
          setReady(true);
          return module.default;
        }),
    [],
  );
  return (
    <LazyMotion features={loadFeatures} strict>
      {/* "user": framer-motion drops transforms for reduced motion; useMotionOn drops the rest. */}
      <MotionConfig reducedMotion="user">
        <MotionReady.Provider value={ready}>{children}</MotionReady.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}

/**
 * Whether a part may animate now: the features have loaded and the visitor has
 * not asked for reduced motion. When false, pass `initial={false}` and no `exit`,
 * so the part shows at full opacity at once (never stuck at its start values).
 */
export function useMotionOn(): boolean {
  const ready = useContext(MotionReady);
  const reduce = useReducedMotion();
  return ready && !reduce;
}
