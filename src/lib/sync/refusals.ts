// The refusals table as the screens read it: one row per change the server
// refused (written by the engine when it drops the outbox row), whatever its
// kind. Each screen shows its own: the wizard its booking's, the manage page its
// booking's customer changes, the dashboard the staff ones (refusal-watch.ts).
import type { AppDb, RefusalRow } from '@/lib/db/db';
import { kindOf } from './outbox-kinds';

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

/** A refusal the manage page shows on its booking (its kind says so: a reschedule, a cancel, an address). */
function onManagePage(r: RefusalRow): boolean {
  return kindOf(r.kind)?.refusal.on === 'manage-page';
}

/** The customer's latest refused change of a booking, if it is still to be shown. */
export async function customerRefusal(db: AppDb, bookingId: string): Promise<RefusalRow | undefined> {
  const rows = await db.refusals.where('target_id').equals(bookingId).filter(onManagePage).toArray();
  return rows.sort((a, b) => b.created_at - a.created_at)[0];
}

/** The visitor saw why a change was refused: forget it. */
export async function dismissCustomerRefusals(db: AppDb, bookingId: string): Promise<void> {
  const ids = await db.refusals.where('target_id').equals(bookingId).filter(onManagePage).primaryKeys();
  await db.refusals.bulkDelete(ids);
}
