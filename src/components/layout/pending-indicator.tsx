// A small badge, on every page, while bookings or staff changes wait on this
// device to be sent. Mounted once in the site layout. Dexie is loaded only when
// the local-data hint says there is something to show (or once something is queued).
// It rises into view when something starts waiting and fades when all is sent
// (src/components/motion), so the change is noticed without being looked for.
// Plain elements (site-chrome.css): it is on the public pages too.
import { useEffect, useState } from 'react';
import { hasLocalData, LOCAL_DATA_EVENT } from '@/lib/sync/local-data-hint';
import type { PendingSnapshot } from '@/lib/sync/pending-count';
import { useOnline } from '@/lib/use-online';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';

export function PendingIndicator() {
  const [snapshot, setSnapshot] = useState<PendingSnapshot>({ waiting: 0, failed: 0 });
  const online = useOnline();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      if (unsubscribe || cancelled) return;
      unsubscribe = () => undefined;
      void import('@/lib/sync/pending-count').then(({ subscribePending }) => {
        if (!cancelled) unsubscribe = subscribePending(setSnapshot);
      });
    };
    if (hasLocalData()) load();
    window.addEventListener(LOCAL_DATA_EVENT, load);
    return () => {
      cancelled = true;
      window.removeEventListener(LOCAL_DATA_EVENT, load);
      unsubscribe?.();
    };
  }, []);

  return <MotionPresence>{snapshot.waiting > 0 && <PendingBadge key="pending" waiting={snapshot.waiting} online={online} />}</MotionPresence>;
}

function PendingBadge({ waiting, online }: { waiting: number; online: boolean }) {
  const what = waiting === 1 ? '1 booking update' : `${waiting} booking updates`;
  return (
    <PresenceDiv preset="rise" role="status" data-testid="pending-indicator" className="pending-badge">
      <div className="pending-badge-row">
        {online ? <span className="spinner" aria-hidden="true" /> : <span className="pending-dot" aria-hidden="true" />}
        <p>{online ? `Sending ${what}…` : `${what} saved on this device, waiting for a connection`}</p>
      </div>
    </PresenceDiv>
  );
}
