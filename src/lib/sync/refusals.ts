// The refusals table as the screens read it: one row per change the server
// refused (written by the engine when it drops the outbox row), whatever its
// kind. One reader per audience: visitors' screens read theirs here
// (`visitorRefusals`, by the screen their kind declares), the dashboard is told
// of staff ones by its watcher (refusal-watch.ts).
import type { AppDb, RefusalRow } from '@/lib/db/db';
import type { RefusalDisplay } from './outbox-kind';
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

/** The screens that show a visitor's refused changes, as each kind declares (outbox-kind.ts: `refusal.on`). */
export type VisitorScreen = Exclude<RefusalDisplay['on'], 'dashboard'>;

/**
 * The visitor audience's one reader: the refusals still to be shown of these
 * targets (bookings) on `screen`, latest first. A visitor's screen shows the
 * refusal of what it is about, where it is about it (the wizard its booking,
 * the manage page its booking's changes): the screens follow it with a live
 * query, so it is read here and nowhere else.
 */
export async function visitorRefusals(db: AppDb, screen: VisitorScreen, targetIds: readonly string[]): Promise<RefusalRow[]> {
  const rows = await db.refusals
    .where('target_id')
    .anyOf(targetIds)
    .filter((r) => kindOf(r.kind)?.refusal.on === screen)
    .toArray();
  return rows.sort((a, b) => b.created_at - a.created_at);
}

/** The latest refusal of one target still to be shown on `screen`. */
export async function visitorRefusal(db: AppDb, screen: VisitorScreen, targetId: string): Promise<RefusalRow | undefined> {
  return (await visitorRefusals(db, screen, [targetId]))[0];
}

/** The visitor saw why a change was refused: forget it (every one of the target's on that screen). */
export async function dismissVisitorRefusals(db: AppDb, screen: VisitorScreen, targetId: string): Promise<void> {
  const ids = (await visitorRefusals(db, screen, [targetId])).map((r) => r.id);
  await db.refusals.bulkDelete(ids);
}
