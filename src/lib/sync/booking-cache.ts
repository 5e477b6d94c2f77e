// The staff bookings cache (`bookings` table) as the staff outbox kinds change
// it: a change shows at once with `pending` (what to roll back to), the
// server's answer replaces it, a refusal rolls it back. Several changes of ours
// to one booking in a row: the last answer or refusal settles the row.
import type { AppDb, CachedBookingRow, OutboxRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';

/** Other changes of ours to the same booking still on their way (not this one). */
export async function othersQueued(db: AppDb, row: Pick<OutboxRow, 'id' | 'target_id'>): Promise<number> {
  return db.outbox
    .where('target_id')
    .equals(row.target_id)
    .filter((r) => r.id !== row.id)
    .count();
}

/** Shows a change on the cached booking at once, remembering what it was before our unsent changes. */
export async function showPending(db: AppDb, bookingId: string, kind: string, change: Partial<Booking>): Promise<void> {
  const cached = await db.bookings.get(bookingId);
  if (!cached) return;
  const pending: NonNullable<CachedBookingRow['pending']> = {
    ...cached.pending,
    kind,
    // Several changes in a row roll back to the last server state.
    previous_status: cached.pending?.previous_status ?? cached.status,
    ...('booking_date' in change
      ? { previous_time: cached.pending?.previous_time ?? { booking_date: cached.booking_date, booking_time: cached.booking_time } }
      : {}),
  };
  await db.bookings.put({ ...cached, ...change, pending });
}

/**
 * The cached row back to the server's state: the booking a refusal came with
 * (a conflict carries it), what a pull saw meanwhile, or the status and time
 * before our change.
 */
export async function rollBackBooking(db: AppDb, row: Pick<OutboxRow, 'id' | 'target_id'>, refusedWith?: Booking): Promise<void> {
  const cached = await db.bookings.get(row.target_id);
  if (!cached) return;
  if (!cached.pending) {
    if (refusedWith) await db.bookings.put(refusedWith);
    return;
  }
  const { pending: mine, ...rest } = cached;
  const pending = refusedWith ? { ...mine, server: refusedWith } : mine;
  // A later change of ours to the same booking keeps the row pending; its answer settles it.
  if ((await othersQueued(db, row)) > 0) {
    if (refusedWith) await db.bookings.put({ ...cached, pending });
    return;
  }
  if (pending.server === null) await db.bookings.delete(row.target_id);
  else await db.bookings.put(pending.server ?? { ...rest, status: pending.previous_status, ...pending.previous_time });
}

/**
 * Our change took the booking to `revision`: later changes of ours to it,
 * made on the revision this one was made on, were made on top of it, so they
 * are sent on the new revision (the server would take our own change for
 * someone else's otherwise).
 */
export async function rebaseQueued(db: AppDb, row: OutboxRow<{ base_revision?: number }>, revision: number | undefined): Promise<void> {
  const base = row.payload.base_revision;
  if (revision === undefined || base === undefined) return;
  await db.outbox
    .where('target_id')
    .equals(row.target_id)
    .filter((r) => r.id !== row.id && (r.payload as { base_revision?: number }).base_revision === base)
    .modify((r) => {
      r.payload = { ...(r.payload as object), base_revision: revision };
    });
}

/** The server's booking into the cache, unless another change of ours to it is still on its way. */
export async function putAnswer(db: AppDb, row: Pick<OutboxRow, 'id' | 'target_id'>, booking: Booking): Promise<void> {
  const cached = await db.bookings.get(row.target_id);
  if (cached?.pending && (await othersQueued(db, row)) > 0) {
    // Another change of ours follows: keep showing it; a refusal of it falls back to this answer.
    await db.bookings.put({ ...cached, pending: { ...cached.pending, server: booking } });
    return;
  }
  await db.bookings.put(booking);
}
