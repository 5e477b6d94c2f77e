// The shapes several outbox kinds share, written once: how a change of one
// booking is answered (the server's booking stored), refused (the booking the
// refusal came with stored) and read when the booking is gone. The staff
// kinds (staff-kinds.ts, job-kinds.ts) spread these into their declarations.
import type { AppDb, OutboxRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking/booking-schema';
import type { SyncError } from '../outbox-kind';
import { applyServerBookings } from '../server-data';

/** What every staff kind is: sent by the page only, with a signed-in member's session. */
export const STAFF = { senders: 'page', audience: 'staff' } as const;

/** What every visitor kind is: sent by the page and by the service worker with no page open. */
export const VISITOR = { senders: 'page-and-worker', audience: 'visitor' } as const;

/** A change the server is idempotent by its mutation id: that id is the row's, so a resend is the same change. */
export const BY_MUTATION = { rowId: (p: { mutation_id: string }) => p.mutation_id } as const;

/** The row id of a change whose mutation id is optional (entries queued before changes carried one get an id of their own). */
export const mutationOrNew = (p: { mutation_id?: string }) => p.mutation_id ?? crypto.randomUUID();

/**
 * The contention key of an entry that takes capacity on its payload's booking_date
 * (a booking, a staff booking, a reschedule): such entries on one day read and take
 * that day's slot locks, so sent together they make each other's transactions wait.
 */
export function bookingDayContention(payload: { booking_date?: unknown } | null | undefined): string {
  return `day:${payload?.booking_date ?? ''}`;
}

/** The server's booking as it stands, stored through the one door for server data. */
export async function storeBooking(db: AppDb, booking: Booking): Promise<void> {
  await applyServerBookings(db, { bookings: [booking] });
}

/** The booking a refusal came with (a conflict, a too-late or read-only change): the server's booking as it stands. */
async function storeRefusedWith(db: AppDb, refusal: SyncError): Promise<void> {
  const booking = (refusal.details as { booking?: Booking } | null | undefined)?.booking;
  if (booking) await storeBooking(db, booking);
}

/** What a staff change is about (a booking, a quote, a plan) is gone on the server: final (the engine retries unknown codes forever). */
export function goneIsRefused(error: SyncError): SyncError {
  if (error.code !== 'not-found') return error;
  return { ...error, code: 'failed-precondition', details: { reason: 'not-found' }, permanent: true };
}

/**
 * What a staff change of one booking does with the server's word: a booking
 * gone on the server is a refusal, the answer (the booking) is stored, and so
 * is the booking a refusal came with.
 */
export const BOOKING_CHANGE = {
  interpret: goneIsRefused,
  answered: (db: AppDb, _row: unknown, result: { booking: Booking }) => storeBooking(db, result.booking),
  refused: (db: AppDb, _row: unknown, refusal: SyncError) => storeRefusedWith(db, refusal),
} as const;

/**
 * Our change took the booking to `revision`: later changes of ours to it,
 * made on the revision this one was made on, were made on top of it, so they
 * are sent on the new revision (the server would take our own change for
 * someone else's otherwise).
 */
export async function rebaseQueued(db: AppDb, row: OutboxRow, revision: number | undefined): Promise<void> {
  const base = 'base_revision' in row.payload ? row.payload.base_revision : undefined;
  if (revision === undefined || base === undefined) return;
  await db.outbox
    .where('target_id')
    .equals(row.target_id)
    .filter((r) => r.id !== row.id && 'base_revision' in r.payload && r.payload.base_revision === base)
    .modify((r) => {
      if ('base_revision' in r.payload) r.payload.base_revision = revision;
    });
}

/** BOOKING_CHANGE for a change made on a revision: our later changes of that booking move onto the answer's revision. */
export const REVISED_BOOKING_CHANGE = {
  ...BOOKING_CHANGE,
  async answered(db: AppDb, row: OutboxRow, result: { booking: Booking }) {
    await rebaseQueued(db, row, result.booking.revision);
    await storeBooking(db, result.booking);
  },
} as const;
