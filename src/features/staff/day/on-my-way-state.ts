// A job's On My Way as the crew reads it, on the job (Today & Tomorrow, the
// day view), in its details and in the On My Way dialog: when it went out and
// the window the customer was told, or that a tap waits to go. Apart from
// booking-format.ts, which stays free of the schemas (browser tests load it).
import { arrivalWindow, arrivalWindowLabel } from '@/domain/schedule/crew-schema';
import type { ShownBooking } from '@/lib/sync/shown';
import { formatClock } from '../booking-format';

/** A job's On My Way as the crew reads it: sent (when, and the window the customer was told), or tapped and waiting to go. */
export type OnMyWayState =
  | { kind: 'sent'; sentAt: string; window: string }
  | { kind: 'waiting'; tappedAt: string; driveMin: number; window: string };

/** The latest On My Way of a job: a tap of ours waiting to go first (it is the newer), else the one the server sent; null when none. */
export function onMyWayState(b: Pick<ShownBooking, 'on_my_way' | 'onMyWay'>): OnMyWayState | null {
  const waiting = b.onMyWay?.at(-1);
  if (waiting) return { kind: 'waiting', tappedAt: waiting.tapped_at, driveMin: waiting.drive_min, window: arrivalWindowLabel(arrivalWindow(new Date(waiting.tapped_at), waiting.drive_min)) };
  const sent = b.on_my_way;
  if (sent) return { kind: 'sent', sentAt: sent.sent_at ?? sent.at, window: arrivalWindowLabel({ from: sent.eta_from, to: sent.eta_to }) };
  return null;
}

/** "Sent 10:31 AM: arriving 10:45–11:00 AM", or "Waiting to send (tapped 10:31 AM, 30 min drive): arriving …". */
export function onMyWayText(state: OnMyWayState): string {
  return state.kind === 'sent'
    ? `Sent ${formatClock(state.sentAt)}: arriving ${state.window}`
    : `Waiting to send (tapped ${formatClock(state.tappedAt)}, ${state.driveMin} min drive): arriving ${state.window}`;
}

/** The job card's line: "On My Way sent 10:31 AM: arriving 10:45–11:00 AM". */
export function onMyWayLine(state: OnMyWayState): string {
  const text = onMyWayText(state);
  return `On My Way ${text[0].toLowerCase()}${text.slice(1)}`;
}
