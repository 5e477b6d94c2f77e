// What the app uses to animate, without framer-motion in the first load: each
// part renders a plain element until the animated parts have loaded
// (motion-provider.tsx), and switches only where it mounts anyway (an overlay
// opening), never under a visitor's hand.
import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import { useMotionKit } from './motion-provider';
import type { PresencePreset } from './motion-kit';

/**
 * Wraps a part that appears and goes (`{open && <Overlay/>}`): once the
 * animated parts have loaded, a leaving PresenceDiv inside stays until its exit
 * has played. It switches to that only while nothing is shown, so an open
 * overlay is never remounted.
 */
export function MotionPresence({ children }: { children: ReactNode }) {
  const kit = useMotionKit();
  const [animated, setAnimated] = useState(false);
  if (kit && !animated && !children) setAnimated(true);
  const Wrapper = animated && kit ? kit.Presence : Fragment;
  return <Wrapper>{children}</Wrapper>;
}

/**
 * A div that fades (or rises, or slides up as a sheet) in when it mounts and out
 * inside MotionPresence; a plain div before the animated parts have loaded.
 * Give it the styles through Chakra's `asChild` (`<Box asChild …><PresenceDiv/></Box>`).
 */
export function PresenceDiv({ preset, ...rest }: { preset: PresencePreset } & ComponentProps<'div'>) {
  const kit = useMotionKit();
  const [Div] = useState(() => kit?.PresenceDiv ?? null);
  return Div ? <Div preset={preset} {...rest} /> : <div {...rest} />;
}
