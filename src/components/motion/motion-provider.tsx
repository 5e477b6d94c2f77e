// Motion for the parts that change under a visitor's hand (the
// menu and Locations sheet, the photo viewer, the pending
// badge), kept off every page's first load: the animated parts and
// framer-motion's features arrive with import() after the first tap, click or
// key press. Until then, parts appear and go at once as plain elements; and they
// always do when the visitor asks the system for reduced motion.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { importWhenOnline } from '@/lib/hydration-gate';
import type { MotionKit } from './motion-kit';

const MotionKitContext = createContext<MotionKit | null>(null);

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

async function loadKit(): Promise<MotionKit> {
  await firstInput();
  const [{ makeMotionKit }, features] = await Promise.all([
    importWhenOnline(() => import('./motion-kit')),
    // LazyMotion's feature bundle (domAnimation), a chunk of its own.
    importWhenOnline(() => import('./motion-features')).then((module) => module.default),
  ]);
  return makeMotionKit(features);
}

export function MotionProvider({ children }: { children: ReactNode }) {
  const [kit, setKit] = useState<MotionKit | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadKit().then((loaded) => {
      if (cancelled) return;
      // Marks the page (browser tests wait for it before checking that a change animates).
      document.documentElement.dataset.motion = 'ready';
      setKit(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return <MotionKitContext.Provider value={kit}>{children}</MotionKitContext.Provider>;
}

/** The animated parts, once loaded (null before). */
export function useMotionKit(): MotionKit | null {
  return useContext(MotionKitContext);
}
