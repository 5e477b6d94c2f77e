// The delta pull of the staff data: what changed since the stored cursor
// (re-reading DELTA_OVERLAP_MS before it), and the upcoming blocks, stored
// through the one door for server data (server-data.ts). The live listener
// (live-sync.ts) calls it for what its window does not hold.
import { appDb } from '@/lib/db/db';
import type { CallInput, CallOutput, CallableName } from '@/domain/callables/callables';
import { DELTA_OVERLAP_MS } from '@/domain/callables/staff-schema';
import { blocksFrom } from '@/domain/booking/booking-doc';
import { META_SYNCED_AT, applyServerBlocks, applyServerBookings, endServerDataEra, serverDataEra, storedSyncedAt } from './server-data';

/** v2: bookings carry `crew` and `source`; a new key made every device that pulled before them pull everything once. */
export const META_CURSOR = 'staff.bookings.cursor.v2';
export { META_SYNCED_AT } from './server-data';

/** Calls a staff callable by its contract's name (src/domain/callables/callables.ts). */
export type StaffCaller = <N extends CallableName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>;

// After Firebase has read its stored session: a staff page draws its cached data from the
// session last confirmed on the device (session-hint.ts) before that, and a call made then
// carried no token.
const defaultCaller: StaffCaller = async (name, input) => {
  const [{ callFunction }, { sessionReady }] = await Promise.all([import('@/lib/firebase/client'), import('@/lib/firebase/auth')]);
  await sessionReady();
  return callFunction(name, input);
};
let caller: StaffCaller = defaultCaller;

/** Tests and the bench swap the network for a fake. */
export function setStaffCaller(next: StaffCaller | null): void {
  caller = next ?? defaultCaller;
}

/** Calls a staff callable directly (pulls, and reads that need the network such as the staff availability view). */
export function callStaff<N extends CallableName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  return caller(name, input);
}

/** The pull under way, and the serverDataEra it stores for. */
let pulling: { era: number; done: Promise<number> } | null = null;

/**
 * Pulls what changed since the stored cursor (re-reading DELTA_OVERLAP_MS
 * before it) into the cache; returns how many cached rows changed. One pull at
 * a time; a pull left from before the data was cleared stores nothing more, and
 * the next sign-in's pull does not wait on it.
 */
export function pullBookings(): Promise<number> {
  const era = serverDataEra();
  if (pulling?.era === era) return pulling.done;
  const pull = {
    era,
    done: (async () => {
      const db = appDb();
      let since = ((await db.meta.get(META_CURSOR))?.value as string | undefined) ?? null;
      let overlap = since ? DELTA_OVERLAP_MS : 0;
      let changed = 0;
      for (;;) {
        const page = await caller('listBookings', { since, limit: 500, overlap_ms: overlap });
        const current = await db.transaction('rw', [db.bookings, db.meta, db.photoFiles], async () => {
          if (serverDataEra() !== era) return false;
          changed += await applyServerBookings(db, { bookings: page.bookings, deletedIds: page.deleted_ids });
          await db.meta.put({ key: META_CURSOR, value: page.cursor });
          await db.meta.put({ key: META_SYNCED_AT, value: new Date().toISOString() });
          return true;
        });
        // The data was cleared meanwhile (signed out, or the access ended): this pull is over.
        if (!current) return changed;
        since = page.cursor;
        overlap = 0;
        if (!page.has_more) return changed;
      }
    })().finally(() => {
      if (pulling === pull) pulling = null;
    }),
  };
  pulling = pull;
  return pull.done;
}

/**
 * Pulls the blocks that end on or after `from` (yesterday by default: the
 * upcoming set the day view and the admin's list show; the reports ask from
 * the start of what they compare): they replace the stored ones in that range.
 */
export async function pullBlocks(from = blocksFrom(new Date())): Promise<void> {
  const era = serverDataEra();
  const { blocks } = await caller('listBlocks', { from });
  await applyServerBlocks(appDb(), { blocks, from, era });
}

/** When the bookings were last brought up to date (a pull or a live snapshot). */
export async function bookingsSyncedAt(): Promise<string | null> {
  return storedSyncedAt(appDb());
}

/**
 * Signing out leaves no customer data on the device (the job photos kept as a
 * cache too); queued changes are not touched (sign-out sends or discards them),
 * nor the files of photos not uploaded yet.
 */
export async function clearServerData(): Promise<void> {
  endServerDataEra();
  const db = appDb();
  await db.transaction('rw', [db.bookings, db.blocks, db.meta, db.photoFiles, db.quotes], async () => {
    await db.bookings.clear();
    await db.blocks.clear();
    await db.quotes.clear();
    await db.meta.bulkDelete([META_CURSOR, META_SYNCED_AT]);
    await db.photoFiles.where('state').equals('uploaded').delete();
  });
}
