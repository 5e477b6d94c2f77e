// Prompt-mode updates: a new service worker waits; the visitor sees 'A new version is
// available' and chooses Reload, which activates it and reloads once it controls the
// page. While a booking is in progress the offer is held back until it is over, so a
// waiting worker never takes over in the middle of one.
//
// Chromium activates the waiting worker only once the old one has no work left, and
// stops the old one as soon as it is idle to get there. A request the page makes just
// then (a chunk, an image, a call) starts the old worker again with its ordinary idle
// time of about 30 seconds, and the new one stays waiting all that while: the visitor
// chose Reload and nothing happened. So until the new worker takes over, Reload asks
// the browser again every couple of seconds (nudgeTakeover).

/** How often Reload asks the browser again to let the new worker take over, while it has not. */
export const TAKEOVER_NUDGE_MS = 2_000;
/** Asked this many times at most (20 s), then the browser's own timing is left to finish it. */
export const TAKEOVER_NUDGES = 10;

/** The part of workbox-window's Workbox this flow uses (a fake in tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateFlowDeps {
  worker: UpdatableWorker;
  isBookingInProgress(): boolean;
  /** Calls back every time the booking-in-progress flag changes; returns an unsubscribe. */
  onBookingActivityChange(listener: () => void): () => void;
  /** Shows the offer; calls `accept` when the visitor chooses Reload. */
  offerUpdate(accept: () => void): void;
  reload(): void;
  /** Asks the browser to activate the waiting worker now if the old one has nothing to do. */
  nudgeTakeover(): void;
}

/** Starts the flow; returns its 'a worker is waiting' handler, for waiting workers the Workbox events miss. */
export function startUpdateFlow({ worker, isBookingInProgress, onBookingActivityChange, offerUpdate, reload, nudgeTakeover }: UpdateFlowDeps): () => void {
  let offered = false;
  let accepted = false;
  let unsubscribe: (() => void) | undefined;

  const accept = () => {
    // The flag may have been set since the offer showed: then wait for the booking to end.
    if (accepted) return;
    if (isBookingInProgress()) {
      offered = false;
      whenFree();
      return;
    }
    accepted = true;
    let nudges = 0;
    const nudging = setInterval(() => {
      nudges += 1;
      if (nudges > TAKEOVER_NUDGES) clearInterval(nudging);
      else nudgeTakeover();
    }, TAKEOVER_NUDGE_MS);
    worker.addEventListener('controlling', () => {
      clearInterval(nudging);
      reload();
    });
    worker.messageSkipWaiting();
  };
  const offer = () => {
    if (offered || isBookingInProgress()) return false;
    offered = true;
    offerUpdate(accept);
    return true;
  };
  const whenFree = () => {
    if (unsubscribe) return;
    unsubscribe = onBookingActivityChange(() => {
      if (offer()) {
        unsubscribe?.();
        unsubscribe = undefined;
      }
    });
  };

  const onWaiting = () => {
    if (!offer()) whenFree();
  };
  worker.addEventListener('waiting', onWaiting);
  return onWaiting;
}
