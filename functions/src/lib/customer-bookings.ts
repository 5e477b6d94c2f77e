// A customer's bookings (same e-mail or phone, src/domain/booking/customer-card.ts),
// found by the `customer_keys` every booking stores: the customer note is
// written on all of them (staff/customer-note.ts) and a new booking takes
// their newest note (booking/write-booking.ts).
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BOOKINGS, type BookingDoc } from './firestore-docs';

/**
 * The customer's bookings (tombstones left out): by their keys, and by the exact
 * e-mail for bookings stored before keys existed.
 */
export async function customerBookingDocs(fs: Firestore, keys: readonly string[], email: string | null): Promise<QueryDocumentSnapshot[]> {
  if (keys.length === 0) return [];
  const queries = [fs.collection(BOOKINGS).where('customer_keys', 'array-contains-any', [...keys]).get()];
  if (email) queries.push(fs.collection(BOOKINGS).where('customer_email', '==', email).get());
  const byId = new Map<string, QueryDocumentSnapshot>();
  for (const snap of await Promise.all(queries)) for (const d of snap.docs) byId.set(d.id, d);
  return [...byId.values()].filter((d) => !(d.data() as BookingDoc).deleted_at);
}

/** The newest note among the customer's bookings, for a booking being made: null when they have none. */
export function latestCustomerNote(docs: readonly QueryDocumentSnapshot[]): { note: string; at: string } | null {
  let latest: { note: string; at: string } | null = null;
  for (const d of docs) {
    const { customer_note: note, customer_note_at: at } = d.data() as BookingDoc;
    if (note && at && (!latest || at > latest.at)) latest = { note, at };
  }
  return latest;
}
