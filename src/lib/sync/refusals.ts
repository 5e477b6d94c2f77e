// The refusals table as the screens read it: one row per change the server
// refused (written by the engine with the rollback), whatever its kind.
// Each screen shows its own: the wizard its booking's, the manage page its
// booking's customer changes, the dashboard the staff ones.
import type { AppDb, RefusalRow } from '@/lib/db/db';

export function refusalOf(db: AppDb, rowId: string): Promise<RefusalRow | undefined> {
  return db.refusals.get(rowId);
}

/** Staff refusals no dashboard has announced yet. */
export function unannouncedStaffRefusals(db: AppDb): Promise<RefusalRow[]> {
  return db.refusals
    .where('audience')
    .equals('staff')
    .filter((r) => r.announced_at === null)
    .toArray();
}

/**
 * Takes a refusal's announcement: true for exactly one caller (across tabs), who
 * tells the person. A refusal that needs a choice (a conflict) stays until it is
 * resolved; any other is done once told.
 */
export async function claimRefusal(db: AppDb, id: string, keep: (r: RefusalRow) => boolean = () => false): Promise<boolean> {
  return db.transaction('rw', db.refusals, async () => {
    const row = await db.refusals.get(id);
    if (!row || row.announced_at !== null) return false;
    if (keep(row)) await db.refusals.update(id, { announced_at: Date.now() });
    else await db.refusals.delete(id);
    return true;
  });
}

/** The customer's latest refused change of a booking (reschedule or cancel), if it is still to be shown. */
export async function customerRefusal(db: AppDb, bookingId: string): Promise<RefusalRow | undefined> {
  const rows = await db.refusals
    .where('target_id')
    .equals(bookingId)
    .filter((r) => r.audience === 'visitor' && r.kind !== 'createBooking')
    .toArray();
  return rows.sort((a, b) => b.created_at - a.created_at)[0];
}

/** The visitor saw why a change was refused: forget it. */
export async function dismissCustomerRefusals(db: AppDb, bookingId: string): Promise<void> {
  const ids = await db.refusals
    .where('target_id')
    .equals(bookingId)
    .filter((r) => r.audience === 'visitor' && r.kind !== 'createBooking')
    .primaryKeys();
  await db.refusals.bulkDelete(ids);
}
