// What the staff screens show: the server's rows as stored (server-data.ts)
// with every queued change applied on top, oldest first, by its kind's pure
// `shows` projection (outbox-kinds.ts), as Replicache's mutators and Dexie
// Cloud's pending changes do. Nothing is bookkept: a change answered or refused
// leaves the outbox, and the next read simply no longer applies it.
import type { Booking } from '@/domain/booking/booking-schema';
import type { AppDb, CachedBlockRow } from '@/lib/db/db';
import type { ShownBlock, ShownBooking } from './outbox-kind';
import { kindOf, type QueuedChange } from './outbox-kinds';
import { storedBlocks } from './server-data';
import { queuedStaffChanges } from './staff-changes';

export type { ShownBlock, ShownBooking };

/** Each queued change (oldest first) of a kind that projects onto `on`, with its projection. */
function projections<T extends 'bookings' | 'blocks'>(queued: readonly QueuedChange[], on: T) {
  const out: { row: QueuedChange; apply: (shown: Map<string, never>, row: QueuedChange) => void }[] = [];
  for (const row of queued) {
    const shows = kindOf(row.kind)?.shows as Record<string, (shown: Map<string, never>, row: QueuedChange) => void> | undefined;
    const apply = shows?.[on];
    if (apply) out.push({ row, apply });
  }
  return out.sort((a, b) => a.row.created_at - b.row.created_at);
}

/**
 * The bookings as shown: the stored server rows with the queued changes on top.
 * With nothing queued for bookings it is the stored array itself (no copy of
 * 5,000 rows on every read); otherwise only the changed rows are new objects.
 */
export function showBookings(stored: readonly Booking[], queued: readonly QueuedChange[]): readonly ShownBooking[] {
  const steps = projections(queued, 'bookings');
  if (steps.length === 0) return stored;
  const shown = new Map<string, ShownBooking>(stored.map((b) => [b.id, b]));
  for (const { row, apply } of steps) apply(shown as Map<string, never>, row);
  return [...shown.values()];
}

/** The blocks as shown: the stored server blocks with the queued adds and removes on top, by start date. */
export function showBlocks(stored: readonly CachedBlockRow[], queued: readonly QueuedChange[]): readonly ShownBlock[] {
  const steps = projections(queued, 'blocks');
  if (steps.length === 0) return stored;
  const shown = new Map<string, ShownBlock>(stored.map((b) => [b.id, b]));
  for (const { row, apply } of steps) apply(shown as Map<string, never>, row);
  return [...shown.values()].sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id.localeCompare(b.id));
}

/** The staff bookings as shown now, read in one transaction (for a live query: the stored rows and the outbox agree). */
export function readShownBookings(db: AppDb): Promise<readonly ShownBooking[]> {
  return db.transaction('r', db.bookings, db.outbox, async () => showBookings(await db.bookings.toArray(), await queuedStaffChanges(db)));
}

/** The blocks as shown now, read in one transaction. */
export function readShownBlocks(db: AppDb): Promise<readonly ShownBlock[]> {
  return db.transaction('r', db.blocks, db.outbox, async () => showBlocks(await storedBlocks(db), await queuedStaffChanges(db)));
}
