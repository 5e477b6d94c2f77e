// The booking callables' inputs and outputs: one zod schema each, used by the
// wizard form, the outbox payload and the functions.
import '../../config/zod-jitless';
import { z } from 'zod';
import { SCHEDULE } from '../../config/business';
import { PACKAGE_IDS, VEHICLE_TYPE_IDS } from '../catalog';
import { CITY_IDS } from '../schedule/cities';
import { BOOKING_STATUSES } from './status';
import { historyEntry } from './booking-history';
import { isSlotLabel } from '../schedule/schedule';
import { conditionCheck, jobPhoto } from '../photos/job-photo-records';
import { FIELD_LIMITS, HONEYPOT_FIELD, INVALID_EMAIL_MESSAGE, REQUIRED_FIELDS_MESSAGE } from './booking-fields';
import type { Cadence } from '../plans/recurrence';

export { FIELD_LIMITS, HONEYPOT_FIELD, INVALID_EMAIL_MESSAGE, REQUIRED_FIELDS_MESSAGE, emailProblem } from './booking-fields';

/** Empty or blank optional text is sent and stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The customer e-mail's rule, the one createBookingInput applies (told to the visitor as they type by booking-fields.ts's emailProblem). */
const customerEmail = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(FIELD_LIMITS.customer_email, `E-mail must be at most ${FIELD_LIMITS.customer_email} characters`)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

export const ISO_DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date');

export const createBookingInput = z.object({
  /** Client-generated id: the server treats a repeat as the same request. */
  id: z.uuid('Booking id must be a UUID'),
  customer_name: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(FIELD_LIMITS.customer_name, `Name must be at most ${FIELD_LIMITS.customer_name} characters`),
  customer_email: customerEmail,
  customer_phone: optionalText(FIELD_LIMITS.customer_phone, 'Phone'),
  service_name: z.enum(PACKAGE_IDS, { error: 'Choose a service package' }),
  vehicle_type: z.enum(VEHICLE_TYPE_IDS as [string, ...string[]], { error: 'Choose a vehicle type' }),
  booking_date: ISO_DATE,
  booking_time: z.string().refine(isSlotLabel, 'Choose a time from the list'),
  vehicle_make: optionalText(FIELD_LIMITS.vehicle_make, 'Vehicle make'),
  vehicle_model: optionalText(FIELD_LIMITS.vehicle_model, 'Vehicle model'),
  comments: optionalText(FIELD_LIMITS.comments, 'Comments'),
  service_street: optionalText(FIELD_LIMITS.service_street, 'Street address'),
  service_city: z.enum(CITY_IDS, { error: 'Choose a city we serve' }).nullish().transform((v) => v ?? null),
  service_postal_code: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, 'Enter a postal code like V5H 4T7')
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  /** Shown to the customer; the server recomputes it from the catalog. */
  total_price: z.number().optional(),
  /**
   * Honeypot: a form field no person sees or reaches (details-step.tsx); only
   * bots fill it. Never stored. The server answers a filled one as if booked.
   */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;
export type CreateBookingData = z.output<typeof createBookingInput>;

/**
 * The business asked the customer to pick a new time (rain: a block of time over
 * the booking). Open while the booking is pending or confirmed and not moved:
 * the dashboard shows it as needing a new time, and the manage link may move it
 * inside the 24-hour window and outside the change limits.
 */
export const rescheduleRequest = z.object({
  /** The askToReschedule request (rescheduleRequests/{id}) this belongs to. */
  request_id: z.string(),
  asked_at: z.string(),
  /** Why: the block's reason (Weather, Holiday, Vehicle, Other). */
  reason: z.string(),
  note: z.string().nullable(),
  /** False for a booking without an e-mail: staff call the customer instead. */
  emailed: z.boolean(),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequest>;

/** The crew's last "On my way" message to the customer. */
export const onMyWay = z.object({
  /** When the crew tapped it (the arrival window counts from here). */
  at: z.string(),
  drive_min: z.number(),
  /** The arrival window, as instants. */
  eta_from: z.string(),
  eta_to: z.string(),
  /** When it went out, by the server's clock (the repeat guard counts from here); absent on records made before it was kept. */
  sent_at: z.string().optional(),
});
export type OnMyWay = z.infer<typeof onMyWay>;

export const booking = z.object({
  id: z.string(),
  customer_name: z.string(),
  /** null for a phone booking taken by staff without an e-mail (the public input requires one). */
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  service_name: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  vehicle_type: z.string(),
  vehicle_size: z.string().nullable().optional(),
  vehicle_make: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  comments: z.string().nullable(),
  service_street: z.string().nullable(),
  service_city: z.string().nullable(),
  service_postal_code: z.string().nullable(),
  total_price: z.number(),
  duration_min: z.number(),
  status: z.enum(BOOKING_STATUSES),
  /** The crew whose slot locks the booking holds (the day view's lane); absent on rows cached before it was sent. */
  crew: z.number().nullable().optional(),
  /** 'staff' for a phone booking taken on the dashboard; absent or 'online' for the wizard's. */
  source: z.enum(['online', 'staff']).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Calendar revision: 0 when created, + 1 on every reschedule and cancel (the .ics SEQUENCE). */
  sequence: z.number().int().optional(),
  /** Raised by the server on every change (src/domain/booking/revision.ts); 0 for a booking stored before revisions. */
  revision: z.number().int().optional(),
  /** Who changed what, when (src/domain/booking/booking-history.ts); staff see it, customers do not. */
  history: z.array(historyEntry).optional(),
  /** When its personal details were erased (retention job or an admin); absent or null before. */
  anonymized_at: z.string().nullable().optional(),
  /** Staff's note about the customer (gate code, "dog hair, bring the pet brush"): the same on every booking of theirs. */
  customer_note: z.string().nullable().optional(),
  reschedule_request: rescheduleRequest.nullable().optional(),
  on_my_way: onMyWay.nullable().optional(),
  /** The job's photos (src/domain/photos/job-photo-records.ts): staff see them all; a customer sees the shared ones only, as links. */
  photos: z.array(jobPhoto).optional(),
  /** The crew's condition check before starting: staff-only. */
  condition_check: conditionCheck.nullable().optional(),
  /** The quote this booking was accepted from (quotes/{id}); absent on a booking made from a package. */
  quote_id: z.string().nullable().optional(),
  /** A quoted job of whole days: how many consecutive days (8:00 AM to 7:00 PM each, on one crew) from booking_date; absent for a job within one day. */
  job_days: z.number().int().optional(),
  /** The maintenance plan this visit belongs to (plans/{id}); absent on a booking made on its own. */
  plan_id: z.string().nullable().optional(),
  /** The date the plan's rule gave this visit (its id carries it too); a move keeps it, so the plan knows the visit as moved. */
  plan_date: z.string().nullable().optional(),
  /**
   * The customer asked for a maintenance plan after booking this (the offer on
   * the confirmation; requestPlan): the cadence they chose and when. Staff only.
   */
  plan_request: z
    .object({ cadence: z.custom<Cadence>((v) => typeof v === 'object' && v !== null && 'kind' in v), asked_at: z.string() })
    .nullable()
    .optional(),
});
export type Booking = z.infer<typeof booking>;

/**
 * What a customer may see of a booking (product.md section 10), and so every
 * public callable's answer: the fields the customer gave, the price and
 * duration of their package, the status (the pages put it in the customer's
 * words), when it was made and last changed, the calendar sequence their .ics
 * files already carry, the revision their changes are made on, and the
 * business's request for a new time (its reason and note, as the e-mail tells
 * them). Nothing else: no staff note, history, On my way record, crew, source
 * or erasure stamp. Picked field by field, never the stored booking less some
 * fields: zod's objects strip keys they do not list, so a field added to the
 * stored booking stays out of every public answer until it is picked here.
 */
export const customerBooking = booking
  .pick({
    id: true,
    customer_name: true,
    customer_email: true,
    customer_phone: true,
    service_name: true,
    booking_date: true,
    booking_time: true,
    vehicle_type: true,
    vehicle_size: true,
    vehicle_make: true,
    vehicle_model: true,
    comments: true,
    service_street: true,
    service_city: true,
    service_postal_code: true,
    total_price: true,
    duration_min: true,
    status: true,
    created_at: true,
    updated_at: true,
    // The calendar revision: the SEQUENCE of the .ics files the customer's e-mails carry.
    sequence: true,
    // The revision the manage page sends its changes on (a conflict's answer says the new one).
    revision: true,
    // A quoted job of whole days: the customer's own booking lasts that many days.
    job_days: true,
    // A plan's visit: the manage page offers the plan's own changes (skip, pause, end) from it.
    plan_id: true,
  })
  .extend({
    /** Why the business asks for a new time, as the customer's e-mail says it; not who asked, when, or whether it was e-mailed. */
    reschedule_request: rescheduleRequest.pick({ reason: true, note: true }).nullable().optional(),
  });
export type CustomerBooking = z.infer<typeof customerBooking>;

/** createBooking's answer: the customer's view of the stored booking and the token of its manage link (`/manage-booking#id=…&t=…`). */
export const createdBooking = customerBooking.extend({ manage_token: z.string().optional() });
export type CreatedBooking = z.infer<typeof createdBooking>;

export const getAvailabilityInput = z.object({
  service_name: z.enum(PACKAGE_IDS, { error: 'Choose a service package' }),
  from: ISO_DATE,
  days: z.number().int().min(1).max(14),
  /** A signed-in staff member's view: times inside the minimum notice count as free (staff and admin only). */
  staff: z.boolean().optional(),
  /**
   * A reschedule: the booking being moved. Its own locks do not count against it
   * (it may move into times only its own crew holds) in the staff view, or from
   * the manage link with its manage token. Otherwise it is ignored: the answer is everyone's.
   */
  exclude_booking: z.object({ id: z.string().min(1).max(100), token: z.string().min(1).max(100).optional() }).optional(),
  /** Only this crew's free times (staff booking for a chosen crew); any crew when absent. */
  crew: z.number().int().min(1).max(SCHEDULE.crews).optional(),
  /**
   * The job's service city, for the drives from the crew's job before and to its
   * next; absent or null: unknown, counted as the farthest city. A reschedule
   * answers for the moving booking's own city when absent, for this one when
   * the move brings a new address.
   */
  city: z.enum(CITY_IDS).nullish(),
});
export type GetAvailabilityInput = z.infer<typeof getAvailabilityInput>;

export const getAvailabilityOutput = z.object({
  service_name: z.string(),
  generated_at: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.object({ time: z.string(), available: z.boolean(), reason: z.string().optional() })),
    }),
  ),
});
export type GetAvailabilityOutput = z.infer<typeof getAvailabilityOutput>;

export const healthOutput = z.object({
  ok: z.literal(true),
  server_time: z.string(),
  firestore_round_trip_ms: z.number(),
  project_id: z.string(),
});
export type HealthOutput = z.infer<typeof healthOutput>;

/** Field messages of a failed parse, keyed by field name, for invalid-argument details. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
