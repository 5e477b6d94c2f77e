// A small, polite notice while the browser is offline. The live region is always in
// the page so screen readers announce the text when it appears. Plain elements
// (site-chrome.css): an island of its own on the public pages, where a connection
// lost in the first seconds must be told at once. It sits under the fixed header
// and tells its height to the page (--offline-banner-height), which moves the
// content down by as much: it never covers a heading.
import { useEffect, useRef } from 'react';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_MESSAGE = "You're offline. Pages still work, and bookings will be sent when you're back online.";
const HEIGHT_VAR = '--offline-banner-height';

export function OfflineBanner() {
  const online = useOnline();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const node = ref.current;
    if (online || !node) {
      root.style.removeProperty(HEIGHT_VAR);
      return;
    }
    const tell = () => root.style.setProperty(HEIGHT_VAR, `${node.offsetHeight}px`);
    tell();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(tell);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [online]);
  return (
    <div role="status" aria-live="polite" className="offline-banner">
      {!online && (
        <div ref={ref} className="offline-banner-text">
          {OFFLINE_MESSAGE}
        </div>
      )}
    </div>
  );
}
