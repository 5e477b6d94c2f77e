// What anonymizing a booking replaces (BC's PIPA: keep personal information
// only as long as needed). Name, e-mail, phone, street, postal code, vehicle
// make/model, comments and the staff's customer note go; date, time, service,
// vehicle type, price, status and city stay, so revenue and workload figures stay right. The name
// becomes "Anonymized" (a required string); the e-mail is removed (null, as for
// a phone booking without one), so no view shows a made-up address and nothing
// is ever sent. ERASED_SUMMARY is what the admin's confirmation says: the same list.
// Used by the retention job, deleteBooking and the admin's anonymizeBooking callable,
// through functions/src/privacy/personal-data.ts (every other place the data lives).
import { z } from 'zod';
import { booking } from './booking-schema';

export const ANONYMIZED_NAME = 'Anonymized';
export const ANONYMIZED_EMAIL = null;

/** The erase confirmation's words, from the fields above. */
export const ERASED_SUMMARY =
  'Name, e-mail, phone, street address, postal code, vehicle make and model, comments, the staff’s note about the customer, the job’s photos and its condition check are erased; the date, time, service, vehicle type, city, price and status stay. ' +
  'This is done on every booking of this customer (same e-mail or phone) and on the e-mails about them; e-mails not sent yet are cancelled.';

export const ANONYMIZED_FIELDS = {
  customer_name: ANONYMIZED_NAME,
  customer_email: ANONYMIZED_EMAIL,
  customer_phone: null,
  vehicle_make: null,
  vehicle_model: null,
  comments: null,
  service_street: null,
  service_postal_code: null,
  customer_note: null,
} as const;

export const anonymizeBookingInput = z.object({ id: z.string().min(1) });
export type AnonymizeBookingInput = z.infer<typeof anonymizeBookingInput>;

export const anonymizeBookingOutput = z.object({ booking });
export type AnonymizeBookingOutput = z.infer<typeof anonymizeBookingOutput>;
