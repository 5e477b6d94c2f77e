// What the staff screens show: the server's rows as stored (server-data.ts)
// with every queued change applied on top, oldest first, by its kind's pure
// projection (kinds/staff-shows.ts), as Replicache's mutators and Dexie
// Cloud's pending changes do. Nothing is bookkept: a change answered or refused
// leaves the outbox, and the next read simply no longer applies it. Reads
// nothing of the kinds' sending code (outbox-kinds.ts): the Reports' worker
// loads this file.
import type { Booking } from '@/domain/booking/booking-schema';
import type { AppDb, CachedBlockRow, OutboxKindName, OutboxRowOf } from '@/lib/db/db';
import type { ShownBlock, ShownBooking } from './outbox-kind';
import type { QueuedChange } from './outbox-kinds';
import { STAFF_SHOWS, type ShowsTable } from './kinds/staff-shows';
import { storedBlocks } from './server-data';

export type { ShownBlock, ShownBooking };

const SHOWS: ShowsTable = STAFF_SHOWS;

/** The kinds that show before the server answers: a queued change of any other kind changes nothing shown. */
const SHOWING_KINDS = Object.keys(STAFF_SHOWS) as OutboxKindName[];

/** The queued changes that show (put oldest first where they are applied). */
function queuedShowing(db: AppDb): Promise<QueuedChange[]> {
  return db.outbox.where('kind').anyOf(SHOWING_KINDS).toArray();
}

/** The queued changes oldest first (the order they were made in, which is the order they apply in). */
function oldestFirst(queued: readonly QueuedChange[]): QueuedChange[] {
  return [...queued].sort((a, b) => a.created_at - b.created_at);
}

/** Applies a queued change's projection onto the bookings shown; false when its kind shows nothing on bookings. */
function onBookings<K extends OutboxKindName>(shown: Map<string, ShownBooking>, row: OutboxRowOf<K>): boolean {
  const project = SHOWS[row.kind]?.bookings;
  project?.(shown, row);
  return !!project;
}

/** Applies a queued change's projection onto the blocks shown; false when its kind shows nothing on blocks. */
function onBlocks<K extends OutboxKindName>(shown: Map<string, ShownBlock>, row: OutboxRowOf<K>): boolean {
  const project = SHOWS[row.kind]?.blocks;
  project?.(shown, row);
  return !!project;
}

/** Whether any queued change projects onto `on` (when none does, the stored rows are shown as they are). */
function projectsOn(queued: readonly QueuedChange[], on: 'bookings' | 'blocks'): boolean {
  return queued.some((row) => !!SHOWS[row.kind]?.[on]);
}

/**
 * The bookings as shown: the stored server rows with the queued changes on top.
 * With nothing queued for bookings it is the stored array itself (no copy of
 * 5,000 rows on every read); otherwise only the changed rows are new objects.
 */
export function showBookings(stored: readonly Booking[], queued: readonly QueuedChange[]): readonly ShownBooking[] {
  if (!projectsOn(queued, 'bookings')) return stored;
  const shown = new Map<string, ShownBooking>(stored.map((b) => [b.id, b]));
  for (const row of oldestFirst(queued)) onBookings(shown, row);
  return [...shown.values()];
}

/** The blocks as shown: the stored server blocks with the queued adds and removes on top, by start date. */
export function showBlocks(stored: readonly CachedBlockRow[], queued: readonly QueuedChange[]): readonly ShownBlock[] {
  if (!projectsOn(queued, 'blocks')) return stored;
  const shown = new Map<string, ShownBlock>(stored.map((b) => [b.id, b]));
  for (const row of oldestFirst(queued)) onBlocks(shown, row);
  return [...shown.values()].sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id.localeCompare(b.id));
}

/**
 * The staff bookings as shown now, read in one transaction (for a live query:
 * the stored rows and the outbox agree). With `pageSize`, the stored rows come
 * a page at a time: each page is unpacked in a task of its own, so the reader's
 * thread (the Reports' worker) answers its messages between them instead of
 * after the whole read.
 */
export function readShownBookings(db: AppDb, { pageSize }: { pageSize?: number } = {}): Promise<readonly ShownBooking[]> {
  return db.transaction('r', db.bookings, db.outbox, async () => showBookings(pageSize ? await storedInPages(db, pageSize) : await db.bookings.toArray(), await queuedShowing(db)));
}

/** Every stored booking, read by id a page at a time (inside the caller's transaction). */
async function storedInPages(db: AppDb, pageSize: number): Promise<Booking[]> {
  const rows: Booking[] = [];
  let page = await db.bookings.orderBy(':id').limit(pageSize).toArray();
  for (;;) {
    for (const row of page) rows.push(row);
    if (page.length < pageSize) return rows;
    page = await db.bookings.where(':id').above(page[page.length - 1].id).limit(pageSize).toArray();
  }
}

/**
 * The staff bookings as shown now whose appointment is inside `dates`, read in
 * one transaction; null when a queued change shows on bookings (it may move
 * one into the dates from outside them: only readShownBookings is sure then).
 */
export function readShownBookingsDated(db: AppDb, dates: { from: string; to: string }): Promise<readonly ShownBooking[] | null> {
  return db.transaction('r', db.bookings, db.outbox, async () => {
    if (projectsOn(await queuedShowing(db), 'bookings')) return null;
    return db.bookings.where('booking_date').between(dates.from, dates.to, true, true).toArray();
  });
}

/** The blocks as shown now, read in one transaction. */
export function readShownBlocks(db: AppDb): Promise<readonly ShownBlock[]> {
  return db.transaction('r', db.blocks, db.outbox, async () => showBlocks(await storedBlocks(db), await queuedShowing(db)));
}
