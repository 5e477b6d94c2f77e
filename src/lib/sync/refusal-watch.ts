// How a refusal reaches the person: one watcher per audience, reading the
// refusals table and each kind's declaration (outbox-kinds.ts: `refusal`).
// Staff: an open dashboard announces each refused change once across tabs (a
// toast with the kind's title, and the server's reason where the kind declares
// one or it is a conflict); a conflict then stays on its booking with its two
// choices until one is made. A form waiting for its own change's answer (a kind
// declared `inForm`) shows the reason itself: it holds the refusal, and the
// watcher leaves it alone. Visitors: each screen shows the refusal of what it is
// about where it is (the wizard its booking, the manage page its booking's
// changes), read through the visitor audience's one reader (refusals.ts:
// visitorRefusals).
import type { AppDb, RefusalAudience, RefusalRow } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { isConflict } from '@/domain/booking/revision';
import { kindOf } from './outbox-kinds';
import { claimRefusal } from './refusals';

export interface RefusalNotice {
  title: string;
  description?: string;
}

/** What a refused staff change says, as its kind declares it; a conflict always says what happened. */
function refusalNotice(refusal: Pick<RefusalRow, 'kind' | 'message' | 'details'>): RefusalNotice {
  const shown = kindOf(refusal.kind)?.refusal;
  if (shown?.on !== 'dashboard') return { title: 'Failed to update booking status' };
  const withReason = shown.withReason || isConflict(refusal.details);
  return { title: shown.title, ...(withReason && refusal.message ? { description: refusal.message } : {}) };
}

/** Refusals held by a form on this page that waits for them (settle with an `inForm` kind). */
const held = new Set<string>();

/**
 * A form waits for this queued change's answer: when its kind's refusal shows
 * in the form (`inForm`), the watcher leaves it to the form until the returned
 * release. Undefined when the kind's refusal is the watcher's to tell.
 */
export async function holdForForm(db: AppDb, rowId: string): Promise<(() => void) | undefined> {
  const row = await db.outbox.get(rowId);
  const display = row ? kindOf(row.kind)?.refusal : undefined;
  if (display?.on !== 'dashboard' || !display.inForm) return undefined;
  held.add(rowId);
  return () => held.delete(rowId);
}

/** Takes a staff refusal's announcement: true for exactly one caller (across tabs). A conflict stays until resolved. */
export function claimStaffRefusal(db: AppDb, id: string): Promise<boolean> {
  return claimRefusal(db, id, (r) => isConflict(r.details));
}

/** Refusals of an audience no screen has announced yet. */
export function unannouncedRefusals(db: AppDb, audience: RefusalAudience): Promise<RefusalRow[]> {
  return db.refusals
    .where('audience')
    .equals(audience)
    .filter((r) => r.announced_at === null)
    .toArray();
}

/**
 * The staff audience's watcher: calls `show` once per refused staff change
 * (across tabs), with what its kind declares. Returns the unsubscribe.
 */
export function watchStaffRefusals(db: AppDb, show: (notice: RefusalNotice, refusal: RefusalRow) => void): () => void {
  const subscription = liveQuery(() => unannouncedRefusals(db, 'staff')).subscribe({
    next: (rows) => {
      for (const row of rows) {
        if (held.has(row.id)) continue;
        void claimStaffRefusal(db, row.id).then((mine) => {
          if (mine) show(refusalNotice(row), row);
        });
      }
    },
    error: (error: unknown) => console.warn('[sync] refusal watcher ended', error),
  });
  return () => subscription.unsubscribe();
}
