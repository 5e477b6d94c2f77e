// What the manage page knows of a booking (`managedBookings` table): the last
// answer of the server, so the page opens offline; the visitor's myBookings row
// follows it. Refusals of the customer's changes are in `refusals`.
import type { AppDb, ManagedBookingRow } from '@/lib/db/db';
import type { MyBooking } from '@/domain/booking/self-service-schema';

export function readManaged(db: AppDb, id: string): Promise<ManagedBookingRow | undefined> {
  return db.managedBookings.get(id);
}

/** Records the server's view of the booking (an answer to a read or a change). */
export async function storeManaged(db: AppDb, id: string, token: string, booking: MyBooking): Promise<void> {
  await db.managedBookings.put({ id, token, booking, fetched_at: new Date().toISOString() });
  const mine = await db.myBookings.get(id);
  if (mine?.server) await db.myBookings.update(id, { server: { ...mine.server, ...booking }, updated_at: Date.now() });
}
