// The outbox as the screens read it: queued rows typed by kind (outbox-kinds.ts:
// QueuedChange), so no screen queries the table or casts a payload itself.
import type { AppDb, OutboxKindName, RefusalRowOf } from '@/lib/db/db';
import { isConflict } from '@/domain/booking/revision';
import { asQueuedChanges, enqueue, kindOf, type QueuedChange } from './outbox-kinds';
import type { VisitorScreen } from './refusals';

/** One queued change by its row id (the mutation id), while it waits for the server. */
export async function queuedChange(db: AppDb, id: string): Promise<QueuedChange | undefined> {
  const row = await db.outbox.get(id);
  return row ? asQueuedChanges([row])[0] : undefined;
}

/** The changes of a booking the manage page queued (its kinds' refusals show there), oldest first. */
export async function queuedCustomerChanges(db: AppDb, bookingId: string): Promise<QueuedChange[]> {
  return queuedFrom(db, 'manage-page', bookingId);
}

/** The changes of a target queued from one of a visitor's screens (where their kinds' refusals show), oldest first. */
export async function queuedFrom(db: AppDb, screen: VisitorScreen, targetId: string): Promise<QueuedChange[]> {
  const rows = await db.outbox.where('target_id').equals(targetId).sortBy('created_at');
  return asQueuedChanges(rows).filter((r) => kindOf(r.kind)?.refusal.on === screen);
}

/**
 * "Apply mine again" (staff) and "Send my change again" (the manage page): a
 * change refused as a conflict, queued again on the booking's revision now (the
 * one the refusal came with) under a new mutation id, in place of its refusal.
 * Returns the new row's id; undefined when there is nothing to send again.
 */
export async function sendAgain(db: AppDb, refusalId: string): Promise<string | undefined> {
  const refusal = await db.refusals.get(refusalId);
  if (!refusal || !isConflict(refusal.details) || !kindOf(refusal.kind)) return undefined;
  return queueAgain(db, refusal, refusal.details.revision);
}

/** The refused change queued again (the refusal keeps what was sent: its kind's payload) on `revision`, in place of its refusal. */
function queueAgain<K extends OutboxKindName>(db: AppDb, refusal: RefusalRowOf<K>, revision: number): Promise<string> {
  const payload = { ...refusal.payload, mutation_id: crypto.randomUUID(), base_revision: revision };
  return enqueue(db, refusal.kind, payload, async () => {
    await db.refusals.delete(refusal.id);
  });
}
