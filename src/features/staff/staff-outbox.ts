// The dashboard's side of the staff outbox kinds (declared in
// src/lib/sync/outbox-kinds.ts): where a queued change stands, the refusals to
// announce, and what sign-out sends, counts or discards.
import type { AppDb, RefusalRow } from '@/lib/db/db';
import { STAFF_KINDS, isStaffKind, kindOf } from '@/lib/sync/outbox-kinds';
import { rollBackBooking } from '@/lib/sync/booking-cache';
import { claimRefusal as claim, unannouncedStaffRefusals } from '@/lib/sync/refusals';
import { isConflict } from '@/domain/revision';

export { STAFF_KINDS, isStaffKind };
export { isStaffSignedIn, setStaffSignedIn, subscribeStaffSignedIn } from '@/lib/sync/staff-session';

/** Where a queued change stands now. */
export async function outboxState(db: AppDb, rowId: string): Promise<'sent' | 'queued' | 'refused'> {
  if (await db.outbox.get(rowId)) return 'queued';
  return (await db.refusals.get(rowId)) ? 'refused' : 'sent';
}

/** Refused staff changes whose message has not been shown yet. */
export function refusedChanges(db: AppDb): Promise<RefusalRow[]> {
  return unannouncedStaffRefusals(db);
}

/**
 * Takes a refusal notice; true for exactly one caller, who shows the message.
 * A conflict stays (on its booking, with its two choices) until it is resolved.
 */
export function claimRefusal(db: AppDb, id: string): Promise<boolean> {
  return claim(db, id, (r) => isConflict(r.details));
}

/** The toast a refused staff change gets, as its kind declares it; a conflict always says what happened. */
export function refusalToast(refusal: Pick<RefusalRow, 'kind' | 'message' | 'details'>): { title: string; description?: string } {
  const shown = kindOf(refusal.kind)?.refusal;
  if (shown?.on !== 'dashboard') return { title: 'Failed to update booking status' };
  const withReason = shown.withReason || isConflict(refusal.details);
  return { title: shown.title, ...(withReason && refusal.message ? { description: refusal.message } : {}) };
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

/** The explicit "discard them" choice: drops every queued staff change and its refusals, and rolls the cache back, atomically. */
export async function discardStaffChanges(db: AppDb): Promise<number> {
  return db.transaction('rw', [db.outbox, db.bookings, db.blocks, db.refusals], async () => {
    const rows = await db.outbox.where('kind').anyOf([...STAFF_KINDS]).toArray();
    await db.outbox.bulkDelete(rows.map((r) => r.id));
    await db.refusals.where('audience').equals('staff').delete();
    // One rollback per booking, once none of its changes is left.
    const perBooking = new Map(rows.map((r) => [r.target_id, r]));
    for (const row of perBooking.values()) await rollBackBooking(db, row);
    for (const row of rows) if (row.kind === 'createBlock' || row.kind === 'removeBlock') await kindOf(row.kind)!.rollBack(db, row, { code: 'discarded', message: '', permanent: true });
    return rows.length;
  });
}
