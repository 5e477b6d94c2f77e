// A small, polite notice while the browser is offline. The live region is always in
// the page so screen readers announce the text when it appears. Plain elements
// (site-chrome.css): an island of its own on the public pages, where a connection
// lost in the first seconds must be told at once.
import { useOnline } from '@/lib/use-online';

export const OFFLINE_MESSAGE = "You're offline. Pages still work, and bookings will be sent when you're back online.";

export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="offline-banner">
      {!online && <div className="offline-banner-text">{OFFLINE_MESSAGE}</div>}
    </div>
  );
}
