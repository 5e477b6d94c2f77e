// The maintenance plan callables' inputs and outputs: one zod schema each,
// used by the staff plan screens, the customer's plan section of the manage
// page and the functions (src/domain/callables/callables.ts lists them).
import '../../config/zod-jitless';
import { z } from 'zod';
import { SCHEDULE } from '../../config/business';
import { VEHICLE_TYPE_IDS } from '../catalog';
import { ISO_DATE, createBookingInput } from '../booking/booking-schema';
import { isSlotLabel } from '../schedule/schedule';
import { NOT_FOUND_MESSAGE } from '../booking/manage-messages';
import { PLAN_PACKAGES, PLAN_RULES, PLAN_WEEK_INTERVALS } from './plan-rules';
import { WEEKDAYS } from './recurrence';

const weekday = z.enum(WEEKDAYS, { error: 'Choose a weekday' });

export const cadence = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weeks'),
    every: z.number().refine((n) => (PLAN_WEEK_INTERVALS as readonly number[]).includes(n), 'Choose every 2, 3, 4, 6 or 8 weeks'),
    weekday,
  }),
  // The nth weekday of each month; -1 is the last (a fifth one is not in every month).
  z.object({ kind: z.literal('monthly'), nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]), weekday }),
]);

export const planEnd = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('after'), visits: z.number().int().min(1).max(PLAN_RULES.maxVisits) }),
  z.object({ kind: z.literal('on'), date: ISO_DATE }),
]);
export type PlanEnd = z.infer<typeof planEnd>;

const startTime = z.string().refine(isSlotLabel, 'Choose a time from the list');
const crew = z.number().int().min(1).max(SCHEDULE.crews).nullable();
const price = z.number().int('Enter a whole dollar price').min(0).max(100_000);

/** What a plan repeats and when: the package, the cadence, the start time, the crew (null: any). */
export const planSchedule = z.object({
  service_name: z.enum(PLAN_PACKAGES, { error: 'Plans are for interior detailing, the interior and exterior package, or steam cleaning' }),
  cadence,
  start_time: startTime,
  /** The crew the customer wants every time; null: whichever crew is free. */
  crew,
});

/** Who and where: the customer's card and vehicle, as a booking carries them (a staff plan may have no e-mail). */
export const planCustomer = z.object({
  customer_name: createBookingInput.shape.customer_name,
  customer_email: z.email('Enter a valid e-mail address').nullish().transform((v) => v ?? null),
  customer_phone: createBookingInput.shape.customer_phone,
  vehicle_type: z.enum(VEHICLE_TYPE_IDS as [string, ...string[]], { error: 'Choose a vehicle type' }),
  vehicle_make: createBookingInput.shape.vehicle_make,
  vehicle_model: createBookingInput.shape.vehicle_model,
  comments: createBookingInput.shape.comments,
  service_street: createBookingInput.shape.service_street,
  service_city: createBookingInput.shape.service_city,
  service_postal_code: createBookingInput.shape.service_postal_code,
});

export const planSetup = planSchedule.extend({
  ...planCustomer.shape,
  start_date: ISO_DATE,
  end: planEnd,
  /** The price per visit in whole dollars; absent: the package's price for the vehicle less 10 %. */
  price: price.optional(),
});
export type PlanSetup = z.input<typeof planSetup>;
export type PlanSetupData = z.output<typeof planSetup>;

export const previewPlanInput = planSetup;

/** One visit of the preview: whether it fits as asked, and if not why and the nearest free time. */
export const previewVisit = z.object({
  booking_date: z.string(),
  booking_time: z.string(),
  fits: z.boolean(),
  /** Why it does not fit: full (no crew free), drive (no crew can get there in time). */
  reason: z.enum(['full', 'drive', 'notice', 'too-late', 'past', 'out-of-range']).optional(),
  /** The nearest start the one rule would take, the same day first; null when none within a week. */
  nearest: z.object({ booking_date: z.string(), booking_time: z.string() }).nullable(),
});
export const previewPlanOutput = z.object({
  price: z.number(),
  default_price: z.number(),
  rrule: z.string(),
  visits: z.array(previewVisit),
});
export type PreviewPlanOutput = z.infer<typeof previewPlanOutput>;

export const createPlanInput = planSetup.extend({
  /** Chosen by the device: sending it again is the same plan. */
  id: z.uuid('Plan id must be a UUID'),
});
export type CreatePlanInput = z.input<typeof createPlanInput>;
export type CreatePlanData = z.output<typeof createPlanInput>;

/** A visit as a plan lists it. */
export const planVisit = z.object({
  id: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  status: z.string(),
  /** The usual time was taken: the customer is asked to pick another (the booking's reschedule_request). */
  needs_time: z.boolean(),
});
export type PlanVisit = z.infer<typeof planVisit>;

export const PLAN_STATES = ['active', 'paused', 'ended'] as const;

/** A plan as staff and its customer see it: no history, no crew for the customer (planForCustomer). */
export const planView = planSchedule.extend({
  id: z.string(),
  customer_name: z.string(),
  vehicle_type: z.string(),
  price: z.number(),
  start_date: z.string(),
  end: planEnd,
  state: z.enum(PLAN_STATES),
  paused_until: z.string().nullable(),
  ended_from: z.string().nullable(),
  rrule: z.string(),
  /** The visits from today on, the next ones first. */
  next_visits: z.array(planVisit),
});
export type PlanView = z.infer<typeof planView>;
export const planOutput = z.object({ plan: planView });

/** The customer's view: what they agreed, not which crew. */
export const myPlanView = planView.omit({ crew: true });
export const myPlanOutput = z.object({ plan: myPlanView });

const mutation = { mutation_id: z.uuid('Mutation id must be a UUID') };
const visitRef = { visit_id: z.string().min(1).max(120) };

export const getPlanInput = z.object({ plan_id: z.string().min(1).max(100) });

/** This visit and the following: what changes from it on (at least one). */
export const editPlanSeriesInput = z.object({
  ...visitRef,
  ...mutation,
  changes: z
    .object({ start_time: startTime.optional(), cadence: cadence.optional(), service_name: planSchedule.shape.service_name.optional(), price: price.optional(), crew: crew.optional() })
    .refine((c) => Object.values(c).some((v) => v !== undefined), 'Change at least one thing'),
});
export type EditPlanSeriesInput = z.infer<typeof editPlanSeriesInput>;

export const skipPlanVisitInput = z.object({ ...visitRef, ...mutation });
export const pausePlanInput = z.object({ plan_id: z.string().min(1).max(100), until: ISO_DATE, ...mutation });
export const endPlanInput = z.object({ plan_id: z.string().min(1).max(100), from: ISO_DATE, ...mutation });

/** The customer's calls carry a visit's manage link (`/manage-booking#id=…&t=…`): any visit of the plan opens it. */
const manageKey = {
  id: z.string().min(1, NOT_FOUND_MESSAGE).max(120, NOT_FOUND_MESSAGE),
  token: z.string().min(1, NOT_FOUND_MESSAGE).max(100, NOT_FOUND_MESSAGE),
};
export const getMyPlanInput = z.object(manageKey);
/** Skip the visit of this link. */
export const skipMyPlanVisitInput = z.object({ ...manageKey, ...mutation });
export const pauseMyPlanInput = z.object({ ...manageKey, until: ISO_DATE, ...mutation });
export const endMyPlanInput = z.object({ ...manageKey, from: ISO_DATE, ...mutation });

/**
 * The offer after a booking of a plan package: the customer asks for a plan
 * from that booking's manage link, with the cadence they chose. Staff set the
 * plan up from it (nothing is made by the request itself).
 */
export const requestPlanInput = z.object({ ...manageKey, cadence, ...mutation });
export type RequestPlanInput = z.input<typeof requestPlanInput>;
export type RequestPlanData = z.output<typeof requestPlanInput>;
/** The request as stored on the booking (`plan_request`): when it was asked is staff's to see. */
export const planRequest = z.object({ cadence, asked_at: z.string() });
export type PlanRequest = z.infer<typeof planRequest>;
export const requestPlanOutput = z.object({ plan_request: planRequest.pick({ cadence: true }) });
