// The customer's self-service callables (getMyBooking, rescheduleMyBooking,
// cancelMyBooking): one zod schema each, used by the manage page, the outbox
// payloads and the functions. Every call carries the booking id and the
// manage token from the link (`/manage-booking#id=…&t=…`).
import '../../config/zod-jitless';
import { z } from 'zod';
import { FIELD_LIMITS, ISO_DATE, createBookingInput, customerBooking } from './booking-schema';
import { isSlotLabel } from '../schedule/schedule';
import { CITY_IDS } from '../schedule/cities';
import { sharedPhoto } from '../photos/job-photos';

export const NOT_FOUND_MESSAGE = "We couldn't find that booking";

const manageKey = {
  id: z.string().min(1, NOT_FOUND_MESSAGE).max(100, NOT_FOUND_MESSAGE),
  token: z.string().min(1, NOT_FOUND_MESSAGE).max(100, NOT_FOUND_MESSAGE),
};

/**
 * What the customer sees of their booking: the customer's view (booking-schema.ts),
 * nothing staff-only, and on the manage page's read (getMyBooking) the photos the
 * crew shared, as expiring links with their captions (never the Before photos or
 * the condition check unless shared, never who took them).
 */
export const myBooking = customerBooking.extend({ photos: z.array(sharedPhoto).optional() });
export type MyBooking = z.infer<typeof myBooking>;

export const getMyBookingInput = z.object(manageKey);
export type GetMyBookingInput = z.infer<typeof getMyBookingInput>;

export const myBookingOutput = z.object({ booking: myBooking });
export type MyBookingOutput = z.infer<typeof myBookingOutput>;

export const rescheduleMyBookingInput = z.object({
  ...manageKey,
  /** Client-generated: a replay of the same mutation changes nothing and sends nothing. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
  booking_date: ISO_DATE,
  booking_time: z.string().refine(isSlotLabel, 'Choose a time from the list'),
  /** The revision the customer saw (src/domain/booking/revision.ts); absent from changes queued before revisions. */
  base_revision: z.number().int().min(0).optional(),
});
export type RescheduleMyBookingInput = z.infer<typeof rescheduleMyBookingInput>;

export const cancelMyBookingInput = z.object({
  ...manageKey,
  mutation_id: z.uuid('Mutation id must be a UUID'),
  base_revision: z.number().int().min(0).optional(),
});
export type CancelMyBookingInput = z.infer<typeof cancelMyBookingInput>;

export const STREET_REQUIRED_MESSAGE = 'Enter the street address';

/**
 * The customer adds (or corrects) the service address of a booking made
 * without one: the crew needs it. Street and city are required here; the
 * postal code stays optional, as in the booking form.
 */
export const setMyBookingAddressInput = z.object({
  ...manageKey,
  mutation_id: z.uuid('Mutation id must be a UUID'),
  service_street: z
    .string({ error: STREET_REQUIRED_MESSAGE })
    .trim()
    .min(1, STREET_REQUIRED_MESSAGE)
    .max(FIELD_LIMITS.service_street, `Street address must be at most ${FIELD_LIMITS.service_street} characters`),
  service_city: z.enum(CITY_IDS, { error: 'Choose a city we serve' }),
  service_postal_code: createBookingInput.shape.service_postal_code,
});
export type SetMyBookingAddressInput = z.input<typeof setMyBookingAddressInput>;

/** `details.reason` of a refused change, so the page can offer the next step. */
export const CHANGE_REFUSALS = ['slot-taken', 'too-late', 'read-only', 'conflict'] as const;
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];

/**
 * The customer asks for a new manage link (one they forwarded, or fear was
 * seen): the booking's link key is replaced, so this link stops working, and
 * the new link goes to the booking's e-mail address only. Anyone holding the
 * link may ask; only the customer's mailbox gets the new one.
 */
export const renewMyManageLinkInput = z.object({
  ...manageKey,
  /** Client-generated: a repeat of one request renews and mails once. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
});
export type RenewMyManageLinkInput = z.infer<typeof renewMyManageLinkInput>;

/** Whether the new link was e-mailed (a booking without an e-mail address: staff tell the customer). */
export const renewManageLinkOutput = z.object({ link_sent: z.boolean() });
export type RenewManageLinkOutput = z.infer<typeof renewManageLinkOutput>;

export const LINK_RENEWED_MESSAGE = "We've e-mailed a new link to the address on this booking. This link no longer works.";

/** Staff renew a customer's link from the dashboard (the customer says it was forwarded, or the owner revokes it). */
export const renewManageLinkInput = z.object({
  id: z.string().min(1).max(100),
  mutation_id: z.uuid('Mutation id must be a UUID'),
});
export type RenewManageLinkInput = z.infer<typeof renewManageLinkInput>;
