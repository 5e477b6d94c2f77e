// The staff side of the outbox, as the dashboard needs it: the session's
// lifecycle (staffSessionChanged, the one call a staff page makes), its queued
// changes (typed by kind, what the derived views apply), where one stands, the
// refused ones waiting for a choice, and what Refresh and sign-out send, count
// or discard. Every list of kinds here is the table's (STAFF_KINDS); the
// features read the outbox only through this file.
import type { AppDb, RefusalRow } from '@/lib/db/db';
import { STAFF_KINDS, asQueuedChanges, type QueuedChange } from './outbox-kinds';
import { isConflict } from '@/domain/booking/revision';
import { setStaffSignedIn } from './staff-session';
import { pageSyncEngine } from './page-sync';
import { clearServerData } from './server-pull';

export { STAFF_KINDS };
export { isStaffSignedIn, setStaffSignedIn, subscribeStaffSignedIn } from './staff-session';

/**
 * What a staff page does when its session changes (Firebase's answer, a
 * sign-in, a sign-out, a role ended elsewhere): with a role, queued staff
 * changes may go, and are sent now; without one they wait, neither sent nor
 * refused, for the next staff sign-in. `ended` (signed out, or the access
 * gone): no customer data stays on the device either: the stored server data
 * is cleared, and the live listeners and pulls started before store nothing
 * more (server-data.ts: serverDataEra). Queued changes are never dropped here
 * (sign-out sends or explicitly discards them first). The signed-in flag is
 * set before this returns its promise.
 */
export async function staffSessionChanged(session: { role: string | null } | null, change: { ended?: boolean } = {}): Promise<void> {
  setStaffSignedIn(!!session?.role);
  if (session?.role) pageSyncEngine().kick();
  if (change.ended) await clearServerData().catch((error: unknown) => console.warn('Could not clear the bookings cache', error));
}

/** Where a queued change stands now. */
export async function outboxState(db: AppDb, rowId: string): Promise<'sent' | 'queued' | 'refused'> {
  if (await db.outbox.get(rowId)) return 'queued';
  return (await db.refusals.get(rowId)) ? 'refused' : 'sent';
}

/** The staff changes still queued, oldest first, typed by kind (what the derived views apply on top of the server's rows). */
export async function queuedStaffChanges(db: AppDb): Promise<QueuedChange[]> {
  return asQueuedChanges(await db.outbox.where('kind').anyOf([...STAFF_KINDS]).sortBy('created_at'));
}

/** Staff changes refused as conflicts, waiting for "keep theirs" or "apply mine again". */
export function conflicts(db: AppDb): Promise<RefusalRow[]> {
  return db.refusals
    .where('audience')
    .equals('staff')
    .filter((r) => isConflict(r.details))
    .sortBy('created_at');
}

/** Makes queued staff changes due now (Refresh: the user asked to sync). */
export async function makeStaffChangesDue(db: AppDb): Promise<void> {
  await db.outbox
    .where('kind')
    .anyOf([...STAFF_KINDS])
    .filter((r) => r.state === 'pending')
    .modify({ next_attempt_at: 0 });
}

/** Staff changes not yet answered by the server: what sign-out must not lose. */
export function unsentStaffChanges(db: AppDb): Promise<number> {
  return db.outbox
    .where('kind')
    .anyOf([...STAFF_KINDS])
    .count();
}

/**
 * The explicit "discard them" choice: drops every queued staff change and its
 * refusals at once (with the files of photos not uploaded); the screens then
 * show the server's rows as stored.
 */
export async function discardStaffChanges(db: AppDb): Promise<number> {
  return db.transaction('rw', [db.outbox, db.refusals, db.photoFiles], async () => {
    const ids = await db.outbox.where('kind').anyOf([...STAFF_KINDS]).primaryKeys();
    await db.outbox.bulkDelete(ids);
    await db.refusals.where('audience').equals('staff').delete();
    // The files of photos never uploaded go with their changes (an uploaded one is on the server).
    await db.photoFiles.where('state').anyOf('waiting', 'failed').delete();
    return ids.length;
  });
}
