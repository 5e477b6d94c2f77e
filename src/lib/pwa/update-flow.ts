// Prompt-mode updates: a new service worker waits; the visitor sees 'A new version is
// available' and chooses Reload, which activates it and reloads once it controls the
// page. While a booking is in progress the offer is held back until it is over, so a
// waiting worker never takes over in the middle of one.

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
}

/** Starts the flow; returns its 'a worker is waiting' handler, for waiting workers the Workbox events miss. */
export function startUpdateFlow({ worker, isBookingInProgress, onBookingActivityChange, offerUpdate, reload }: UpdateFlowDeps): () => void {
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
    worker.addEventListener('controlling', reload);
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
