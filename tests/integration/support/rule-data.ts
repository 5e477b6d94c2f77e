// What the rule tests (drive, quotes, plans) write straight through the
// functions' code on their own database: a booking's data as writeBooking takes
// it, and a clean slate between files.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { WriteBookingData } from '../../../functions/src/booking/write-booking';

/** A booking of Interior Detailing for a sedan at `date` `time`, no e-mail (nothing is queued to send); at `1 Test St` in the city given. */
export function ruleBooking(date: string, time: string, fields: Partial<WriteBookingData> = {}): WriteBookingData {
  const city = fields.service_city === undefined ? 'burnaby' : fields.service_city;
  return {
    id: randomUUID(),
    customer_name: 'Neighbour',
    customer_email: null,
    customer_phone: null,
    service_name: 'Interior Detailing',
    vehicle_type: 'sedan',
    booking_date: date,
    booking_time: time,
    vehicle_make: null,
    vehicle_model: null,
    comments: null,
    service_street: city ? '1 Test St' : null,
    service_city: city,
    service_postal_code: null,
    total_price: 0,
    ...fields,
  };
}

/** Deletes every document of the collections, in batches under Firestore's limit. */
export async function clearCollections(db: Firestore, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const docs = (await db.collection(name).get()).docs;
    for (let i = 0; i < docs.length; i += 400) {
      const batch = db.batch();
      for (const d of docs.slice(i, i + 400)) batch.delete(d.ref);
      await batch.commit();
    }
  }
}
