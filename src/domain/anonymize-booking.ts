// What anonymizing a booking replaces (BC's PIPA: keep personal information
// only as long as needed). Name, e-mail, phone, street, postal code, vehicle
// make/model, comments and the staff's customer note go; date, time, service, vehicle type, price,
// status and city stay, so revenue and workload figures stay right. The
// values keep the Booking schema valid (name and e-mail are required strings):
// the e-mail is on the reserved .invalid domain, so nothing is ever sent to it.
// Used by the retention job and the admin's anonymizeBooking callable.
import { z } from 'zod';
import { booking } from './booking-schema';

export const ANONYMIZED_NAME = 'Anonymized';
export const ANONYMIZED_EMAIL = 'anonymized@anonymized.invalid';

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
