// The customer's changes from the manage page (rescheduleMyBooking,
// cancelMyBooking) as outbox kinds: queued on this device with a mutation id,
// sent by the page's or the service worker's engine, idempotent on the server.
// What the manage page knows of a booking lives in Dexie meta under
// `manage:{id}` (the last answer, and why a queued change was refused), so the
// page opens offline and a refusal that arrives later is shown when it is next
// opened; the visitor's myBookings row follows the server's answers.
import type { AppDb, OutboxRow } from '@/lib/db/db';
import type { CancelMyBookingInput, ChangeRefusal, MyBooking, MyBookingOutput, RescheduleMyBookingInput } from '@/domain/self-service-schema';
import { enqueueMutation, registerOutboxHandler, type OutboxHandler, type SyncError } from './sync-engine';

export interface ManagedBooking {
  id: string;
  token: string;
  booking: MyBooking | null;
  fetched_at: string | null;
  /** Why the server refused the last queued change, until the visitor moves on. */
  refusal: { kind: 'reschedule' | 'cancel'; code: string; message: string; reason: ChangeRefusal | null } | null;
}

export const managedKey = (id: string) => `manage:${id}`;

export async function readManaged(db: AppDb, id: string): Promise<ManagedBooking | undefined> {
  return (await db.meta.get(managedKey(id)))?.value as ManagedBooking | undefined;
}

/** Records the server's view of the booking (an answer to a read or a change). */
export async function storeManaged(db: AppDb, id: string, token: string, booking: MyBooking, refusal: ManagedBooking['refusal'] = null): Promise<void> {
  const value: ManagedBooking = { id, token, booking, fetched_at: new Date().toISOString(), refusal };
  await db.meta.put({ key: managedKey(id), value });
  const mine = await db.myBookings.get(id);
  if (mine?.server) await db.myBookings.update(id, { server: { ...mine.server, ...booking }, updated_at: Date.now() });
}

function handler(kind: 'reschedule' | 'cancel', name: string): OutboxHandler<MyBookingOutput> {
  return {
    send: (row, call) => call(name, row.payload, 20_000) as Promise<MyBookingOutput>,
    // A change limit (resource-exhausted) holds for the day: shown with the phone number, not retried.
    permanentCodes: ['resource-exhausted'],
    async onSent(db, row, result) {
      const { token } = row.payload as { token: string };
      await storeManaged(db, row.target_id, token, result.booking);
    },
    async onRejected(db, row, error: SyncError) {
      const { token } = row.payload as { token: string };
      const details = error.details as { reason?: ChangeRefusal; booking?: MyBooking } | undefined;
      const previous = await readManaged(db, row.target_id);
      const refusal = { kind, code: error.code, message: error.message, reason: details?.reason ?? null };
      const value: ManagedBooking = {
        id: row.target_id,
        token,
        booking: details?.booking ?? previous?.booking ?? null,
        fetched_at: details?.booking ? new Date().toISOString() : (previous?.fetched_at ?? null),
        refusal,
      };
      await db.meta.put({ key: managedKey(row.target_id), value });
    },
  };
}

export function registerMyBookingChanges(): void {
  registerOutboxHandler('rescheduleMyBooking', handler('reschedule', 'rescheduleMyBooking'));
  registerOutboxHandler('cancelMyBooking', handler('cancel', 'cancelMyBooking'));
}

/** Queues a change (a new mutation id); any earlier refused change of this booking is cleared. */
export async function enqueueMyBookingChange(
  db: AppDb,
  change:
    | { kind: 'rescheduleMyBooking'; payload: Omit<RescheduleMyBookingInput, 'mutation_id'> }
    | { kind: 'cancelMyBooking'; payload: Omit<CancelMyBookingInput, 'mutation_id'> },
): Promise<string> {
  const mutationId = crypto.randomUUID();
  const id = change.payload.id;
  await enqueueMutation(db, { id: mutationId, kind: change.kind, target_id: id, payload: { ...change.payload, mutation_id: mutationId } }, async () => {
    await clearRefusal(db, id);
  });
  return mutationId;
}

/** The visitor saw why a change was refused: forget it and its failed outbox rows. */
export async function clearRefusal(db: AppDb, id: string): Promise<void> {
  const failed = await db.outbox.where('target_id').equals(id).filter((r: OutboxRow) => r.state === 'failed' && r.kind !== 'createBooking').primaryKeys();
  await db.outbox.bulkDelete(failed);
  const managed = await readManaged(db, id);
  if (managed?.refusal) await db.meta.put({ key: managedKey(id), value: { ...managed, refusal: null } });
}
