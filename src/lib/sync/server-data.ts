// The one door server data comes in by: a pull's pages, the live listener's
// snapshots and the server's answers to our queued changes (and the booking a
// refusal comes with) all go through here, and are stored as the server has
// them. Nothing of ours is ever written into these rows: what the screens show
// is derived from them and the outbox (shown.ts).
import type { AppDb, CachedBlockRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking/booking-schema';
import type { Block, BlockConflict } from '@/domain/callables/operations-schema';
import type { Quote } from '@/domain/quotes/quote-schema';

/** When the bookings were last brought up to date (written by a pull or a live snapshot: server-pull.ts, live-sync.ts). */
export const META_SYNCED_AT = 'staff.bookings.syncedAt';

/** The time in META_SYNCED_AT, or null before the first pull. */
export async function storedSyncedAt(db: AppDb): Promise<string | null> {
  return ((await db.meta.get(META_SYNCED_AT))?.value as string | undefined) ?? null;
}

let era = 0;

/**
 * Which stretch of signed-in access the stored server data belongs to. It ends
 * (endServerDataEra) when the data is cleared (sign-out, or the role ended
 * elsewhere); a listener or pull started before stores nothing it brings after
 * that, or a snapshot landing just after the clear would put the bookings back
 * on a device whose access has ended.
 */
export function serverDataEra(): number {
  return era;
}

export function endServerDataEra(): void {
  era++;
}

/** Server bookings, and the ids the server deleted (tombstones). */
export interface ServerBookings {
  bookings: readonly Booking[];
  deletedIds?: readonly string[];
}

/** Whether a server copy should replace the stored one: newer, or as new but different (never rewrite an identical row). */
function replaces(incoming: Booking, stored: Booking): boolean {
  const a = Date.parse(incoming.updated_at);
  const b = Date.parse(stored.updated_at);
  if (a !== b) return a > b;
  return JSON.stringify(incoming) !== JSON.stringify(stored);
}

/**
 * Stores server bookings; idempotent, so a pull's overlap window or a
 * listener's snapshot can bring a change twice. A booking replaces the stored
 * one unless that one is newer (an older copy never wins); a tombstone
 * deletes. A booking the server erased (its personal details anonymised) or
 * deleted has its photos gone there too: the copies this device keeps of them
 * go with it (dropErasedPhotoFiles). Returns how many stored rows changed. Runs
 * in the caller's transaction when there is one (it must include `bookings`
 * and `photoFiles`).
 */
export async function applyServerBookings(db: AppDb, change: ServerBookings): Promise<number> {
  const deletedIds = change.deletedIds ?? [];
  const ids = [...change.bookings.map((b) => b.id), ...deletedIds];
  const stored = new Map((await db.bookings.bulkGet(ids)).filter((r): r is Booking => !!r).map((r) => [r.id, r]));
  const puts: Booking[] = [];
  for (const incoming of change.bookings) {
    const mine = stored.get(incoming.id);
    if (mine && !replaces(incoming, mine)) continue;
    puts.push(incoming);
    stored.set(incoming.id, incoming);
  }
  const deletes = deletedIds.filter((id) => stored.has(id));
  if (puts.length) await db.bookings.bulkPut(puts);
  if (deletes.length) await db.bookings.bulkDelete(deletes);
  await dropErasedPhotoFiles(db, [...change.bookings.filter((b) => b.anonymized_at).map((b) => b.id), ...deletedIds]);
  return puts.length + deletes.length;
}

/**
 * Drops the uploaded photo files this device keeps (a cache) of bookings the
 * server erased or deleted, which no longer has the photos either. A file not
 * uploaded yet stays: it is the only copy, and its refused upload tells the
 * crew why.
 */
async function dropErasedPhotoFiles(db: AppDb, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db.photoFiles
    .where('booking_id')
    .anyOf([...bookingIds])
    .filter((f) => f.state === 'uploaded')
    .delete();
}

/**
 * Stores the server's blocks. `from`: the answer is the whole set of blocks
 * that end on or after that date (a pull's answer or a live snapshot of the
 * same query), which replaces the stored ones in that range; blocks ending
 * before it stay (the owner's reports read past blocked time, pulled once with
 * an earlier date). Without it the blocks are added or replaced one by one (an
 * answer). A block keeps the
 * conflicts its creation listed (the bookings inside it, from the answer).
 * `era`: the serverDataEra the request or listener started in (nothing is
 * stored once it has ended). Only what changed is written, as with bookings:
 * the day view pulls the blocks each time it opens, and an answer that changes
 * nothing must not wake the screens that read them (every lane of the day
 * shown drawn again).
 */
export async function applyServerBlocks(
  db: AppDb,
  change: { blocks: readonly (Block & { conflicts?: BlockConflict[] })[]; removedIds?: readonly string[]; from?: string; era?: number },
): Promise<void> {
  await db.transaction('rw', db.blocks, async () => {
    if (change.era !== undefined && change.era !== era) return;
    const stored = new Map((await db.blocks.toArray()).map((b) => [b.id, b]));
    const rows: CachedBlockRow[] = change.blocks.map((b) => {
      const conflicts = b.conflicts ?? stored.get(b.id)?.conflicts;
      return { ...b, ...(conflicts ? { conflicts } : {}) };
    });
    const kept = new Set(rows.map((b) => b.id));
    const gone = new Set(change.removedIds ?? []);
    const from = change.from;
    if (from !== undefined) for (const [id, b] of stored) if (!kept.has(id) && b.date_to >= from) gone.add(id);
    const removed = [...gone].filter((id) => stored.has(id) && !kept.has(id));
    const puts = rows.filter((b) => JSON.stringify(b) !== JSON.stringify(stored.get(b.id)));
    if (removed.length > 0) await db.blocks.bulkDelete(removed);
    if (puts.length > 0) await db.blocks.bulkPut(puts);
  });
}

export async function storedBlocks(db: AppDb): Promise<CachedBlockRow[]> {
  return (await db.blocks.toArray()).sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id.localeCompare(b.id));
}

/**
 * Stores the server's quotes (the Quotes view). `all`: the whole collection (a
 * live snapshot), which replaces the stored one; otherwise the quotes are added
 * or replaced one by one (an answer to a change of ours). An older copy never
 * replaces a newer one; only what changed is written. `era`: as for blocks.
 */
export async function applyServerQuotes(db: AppDb, change: { quotes: readonly Quote[]; all?: boolean; era?: number }): Promise<void> {
  await db.transaction('rw', db.quotes, async () => {
    if (change.era !== undefined && change.era !== era) return;
    const stored = new Map((await db.quotes.toArray()).map((q) => [q.id, q]));
    const puts = change.quotes.filter((q) => {
      const mine = stored.get(q.id);
      if (!mine) return true;
      const a = Date.parse(q.updated_at);
      const b = Date.parse(mine.updated_at);
      return a !== b ? a > b : JSON.stringify(q) !== JSON.stringify(mine);
    });
    const kept = new Set(change.quotes.map((q) => q.id));
    const gone = change.all ? [...stored.keys()].filter((id) => !kept.has(id)) : [];
    if (gone.length > 0) await db.quotes.bulkDelete(gone);
    if (puts.length > 0) await db.quotes.bulkPut(puts);
  });
}
