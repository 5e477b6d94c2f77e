// Live view of one managed booking: its Dexie copy and the change waiting in
// the outbox, so the page updates when the sync engine (here or in the
// service worker) gets the server's answer.
import { useLiveQuery } from '@/lib/db/use-live-query';
import { appDb, type OutboxRow } from '@/lib/db/db';
import { readManaged, type ManagedBooking } from '@/lib/sync/my-booking-changes';

export interface ManagedLive {
  managed: ManagedBooking | undefined;
  /** A change of this booking queued on this device and not yet answered. */
  waiting: OutboxRow | undefined;
}

export function useManagedBooking(id: string | null): ManagedLive | undefined {
  return useLiveQuery(async () => {
    if (!id) return { managed: undefined, waiting: undefined };
    const db = appDb();
    const rows = await db.outbox.where('target_id').equals(id).toArray();
    const waiting = rows.find((r) => (r.kind === 'rescheduleMyBooking' || r.kind === 'cancelMyBooking') && r.state !== 'failed');
    return { managed: await readManaged(db, id), waiting };
  }, [id]);
}
