// The bookings a block of time concerns, and where each stands: still inside
// it (asked to move and waiting, or nobody asked yet), moved out of it, or
// cancelled. Worked out from the block's own list of the bookings it sat over
// when made (booking_ids, which every device has) and the bookings as they
// are now, so every admin device lists the same whenever the dialog opens,
// not only the one that saved the block. A block made before it kept that
// list falls back on the bookings' history (a move away from a time inside
// it, a cancel there, since the block was made).
import type { Booking } from '../booking/booking-schema';
import { needsNewTime } from '../booking/customer-card';
import type { Block, BlockConflict } from '../callables/operations-schema';
import { bookingsInsideBlock } from './block-time';
import { isActiveStatus } from '../booking/status';

export type BlockBookingState = 'needs-new-time' | 'not-asked' | 'moved' | 'cancelled';

export interface BlockBooking<B extends Booking> {
  booking: B;
  state: BlockBookingState;
}

type BlockShape = Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew' | 'created_at' | 'booking_ids'>;

/** "2026-12-01 10:00 AM", as a reschedule's history entry writes the time it left. */
function placeOf(text: string | null): { booking_date: string; booking_time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}:\d{2} [AP]M)$/.exec(text ?? '');
  return match ? { booking_date: match[1], booking_time: match[2] } : null;
}

/** Whether the booking sat inside the block at this date and time (as an active job, whatever it is now). */
function wasInside(b: Booking, at: { booking_date: string; booking_time: string }, block: BlockShape): boolean {
  return bookingsInsideBlock([{ ...b, ...at, status: 'confirmed' }], block).length > 0;
}

/** What became of a booking the block sat over when it was made, and no longer does. */
function leftListed(b: Booking): BlockBookingState | null {
  if (b.status === 'cancelled') return 'cancelled';
  return isActiveStatus(b.status) ? 'moved' : null;
}

/** For a block made before it kept its list: left it after it was made, moved away from a time inside it or cancelled there. */
function leftByHistory(b: Booking, block: BlockShape): BlockBookingState | null {
  const since = (h: { at: string }) => h.at >= block.created_at;
  if (b.status === 'cancelled') {
    return (b.history ?? []).some((h) => h.change === 'cancelled' && since(h)) && wasInside(b, b, block) ? 'cancelled' : null;
  }
  if (!isActiveStatus(b.status)) return null;
  const movedOut = (b.history ?? []).some((h) => {
    const from = h.change === 'rescheduled' && since(h) ? placeOf(h.from) : null;
    return from !== null && wasInside(b, from, block);
  });
  return movedOut ? 'moved' : null;
}

const ORDER: Record<BlockBookingState, number> = { 'not-asked': 0, 'needs-new-time': 1, moved: 2, cancelled: 3 };

/**
 * The bookings a block concerns, those still inside it first (nobody asked,
 * then waiting for a new time), then those moved out and those cancelled.
 * `listed`: the server's answer when the block was made, on the device that made it.
 */
export function blockBookings<B extends Booking>(block: BlockShape, bookings: readonly B[], listed: readonly Pick<BlockConflict, 'id'>[] = []): BlockBooking<B>[] {
  const inside = new Set(bookingsInsideBlock(bookings, block).map((b) => b.id));
  const satOver = new Set([...(block.booking_ids ?? []), ...listed.map((c) => c.id)]);
  const out: BlockBooking<B>[] = [];
  for (const b of bookings) {
    if (inside.has(b.id)) {
      out.push({ booking: b, state: needsNewTime(b) ? 'needs-new-time' : 'not-asked' });
      continue;
    }
    const state = satOver.has(b.id) ? leftListed(b) : block.booking_ids ? null : leftByHistory(b, block);
    if (state) out.push({ booking: b, state });
  }
  return out.sort((x, y) => ORDER[x.state] - ORDER[y.state] || x.booking.booking_date.localeCompare(y.booking.booking_date) || x.booking.id.localeCompare(y.booking.id));
}

/** The ones Ask to Reschedule would ask: still inside the block, pending or confirmed, not asked yet. */
export function notAskedYet<B extends Booking>(list: readonly BlockBooking<B>[]): B[] {
  return list.filter((x) => x.state === 'not-asked').map((x) => x.booking);
}
