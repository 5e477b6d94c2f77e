// The customer's self-service callables (getMyBooking, rescheduleMyBooking,
// cancelMyBooking, setMyBookingAddress): one zod schema each, used by the
// manage page, the outbox payloads and the functions. Every call carries the
// booking id and the manage token from the link (`/manage-booking#id=…&t=…`).
import '../../config/zod-jitless';
import { z } from 'zod';
import { FIELD_LIMITS, ISO_DATE, createBookingInput, customerBooking } from './booking-schema';
import { isSlotLabel } from '../schedule/schedule';
import { CITIES, CITY_IDS } from '../schedule/cities';
import { sharedPhoto } from '../photos/job-photos';

import { NOT_FOUND_MESSAGE } from './manage-messages';

export { LINK_RENEWED_MESSAGE, NOT_FOUND_MESSAGE } from './manage-messages';

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


export const cancelMyBookingInput = z.object({
  ...manageKey,
  mutation_id: z.uuid('Mutation id must be a UUID'),
  base_revision: z.number().int().min(0).optional(),
});
export type CancelMyBookingInput = z.infer<typeof cancelMyBookingInput>;

export const STREET_REQUIRED_MESSAGE = 'Enter the street address';

/**
 * A service address as the customer gives it on the manage page: street and
 * city required (the crew needs both), the postal code optional, as in the
 * booking form.
 */
export const serviceAddress = z.object({
  service_street: z
    .string({ error: STREET_REQUIRED_MESSAGE })
    .trim()
    .min(1, STREET_REQUIRED_MESSAGE)
    .max(FIELD_LIMITS.service_street, `Street address must be at most ${FIELD_LIMITS.service_street} characters`),
  service_city: z.enum(CITY_IDS, { error: 'Choose a city we serve' }),
  service_postal_code: createBookingInput.shape.service_postal_code,
});
/** As parsed (the street trimmed, the postal code in capitals or null): what the page queues and the functions store. */
export type ServiceAddress = z.output<typeof serviceAddress>;

export const rescheduleMyBookingInput = z.object({
  ...manageKey,
  /** Client-generated: a replay of the same mutation changes nothing and sends nothing. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
  booking_date: ISO_DATE,
  booking_time: z.string().refine(isSlotLabel, 'Choose a time from the list'),
  /** The revision the customer saw (src/domain/booking/revision.ts); absent from changes queued before revisions. */
  base_revision: z.number().int().min(0).optional(),
  /**
   * A new address that goes with the new time: the move the page offers when a
   * new city did not fit at the booking's time (reason 'drive'). The new time
   * is checked for the new city, and both are stored together or neither.
   */
  address: serviceAddress.optional(),
});
export type RescheduleMyBookingInput = z.infer<typeof rescheduleMyBookingInput>;

/**
 * The customer adds the service address of a booking made without one, or
 * corrects it, until the job starts. A new city moves the job: it is held to
 * the 24 hours and the drive rule, as a reschedule is
 * (src/domain/booking/change-window.ts: customerAddressChange).
 */
export const setMyBookingAddressInput = z.object({
  ...manageKey,
  mutation_id: z.uuid('Mutation id must be a UUID'),
  ...serviceAddress.shape,
});
export type SetMyBookingAddressInput = z.input<typeof setMyBookingAddressInput>;
export type SetMyBookingAddressData = z.output<typeof setMyBookingAddressInput>;

/**
 * `details.reason` of a refused change, so the page can offer the next step.
 * 'drive': a new city the crew cannot reach at the booking's time (its jobs
 * before and after are too far from it); the page offers a new time there.
 */
export const CHANGE_REFUSALS = ['slot-taken', 'too-late', 'read-only', 'conflict', 'drive'] as const;
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


/** Staff renew a customer's link from the dashboard (the customer says it was forwarded, or the owner revokes it). */
export const renewManageLinkInput = z.object({
  id: z.string().min(1).max(100),
  mutation_id: z.uuid('Mutation id must be a UUID'),
});
export type RenewManageLinkInput = z.infer<typeof renewManageLinkInput>;
/** "4321 Hastings St, Burnaby, V5C 2J9": an address as the page and the history show it; null when there is none. */
export function addressText(a: { service_street?: string | null; service_city?: string | null; service_postal_code?: string | null }): string | null {
  const city = CITIES.find((c) => c.id === a.service_city)?.name ?? a.service_city;
  return [a.service_street?.trim(), city, a.service_postal_code].filter(Boolean).join(', ') || null;
}

/** The customer's words for a new city the crew cannot reach at the booking's time. */
export function outOfReachMessage(city: string, time: string): string {
  const name = CITIES.find((c) => c.id === city)?.name ?? city;
  return `Our crew can't get to ${name} by ${time}: our jobs before and after yours that day are too far from there. Pick a new time for the new address, or keep your current address.`;
}
