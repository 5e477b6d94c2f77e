// The customer's changes from the manage page (rescheduleMyBooking,
// cancelMyBooking, setMyBookingAddress, declared in outbox-kinds.ts): queued on this device with a
// mutation id, sent by the page's or the service worker's engine, idempotent
// on the server. What the page knows of the booking is in `managedBookings`
// (managed-bookings.ts), a refusal in `refusals` (refusals.ts).
import type { AppDb } from '@/lib/db/db';
import type { CancelMyBookingInput, RescheduleMyBookingInput, SetMyBookingAddressInput } from '@/domain/booking/self-service-schema';
import { enqueue } from './outbox-kinds';

/** Queues a change under a new mutation id; an earlier refused change of this booking is cleared with it. */
export async function enqueueMyBookingChange(
  db: AppDb,
  change:
    | { kind: 'rescheduleMyBooking'; payload: Omit<RescheduleMyBookingInput, 'mutation_id'> }
    | { kind: 'cancelMyBooking'; payload: Omit<CancelMyBookingInput, 'mutation_id'> }
    | { kind: 'setMyBookingAddress'; payload: Omit<SetMyBookingAddressInput, 'mutation_id'> },
): Promise<string> {
  const mutationId = crypto.randomUUID();
  if (change.kind === 'rescheduleMyBooking') return enqueue(db, change.kind, { ...change.payload, mutation_id: mutationId });
  if (change.kind === 'setMyBookingAddress') return enqueue(db, change.kind, { ...change.payload, mutation_id: mutationId });
  return enqueue(db, change.kind, { ...change.payload, mutation_id: mutationId });
}
