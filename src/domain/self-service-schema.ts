// The customer's self-service callables (getMyBooking, rescheduleMyBooking,
// cancelMyBooking): one zod schema each, used by the manage page, the outbox
// payloads and the functions. Every call carries the booking id and the
// manage token from the link (`/manage-booking#id=…&t=…`).
import '../config/zod-jitless';
import { z } from 'zod';
import { ISO_DATE, booking } from './booking-schema';
import { isSlotLabel } from './schedule';

export const NOT_FOUND_MESSAGE = "We couldn't find that booking";

const manageKey = {
  id: z.string().min(1, NOT_FOUND_MESSAGE).max(100, NOT_FOUND_MESSAGE),
  token: z.string().min(1, NOT_FOUND_MESSAGE).max(100, NOT_FOUND_MESSAGE),
};

/** What the customer sees of their booking: no staff history, no staff note about them, no crew messages. */
export const myBooking = booking.omit({ history: true, customer_note: true, on_my_way: true });
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
  /** The revision the customer saw (src/domain/revision.ts); absent from changes queued before revisions. */
  base_revision: z.number().int().min(0).optional(),
});
export type RescheduleMyBookingInput = z.infer<typeof rescheduleMyBookingInput>;

export const cancelMyBookingInput = z.object({
  ...manageKey,
  mutation_id: z.uuid('Mutation id must be a UUID'),
  base_revision: z.number().int().min(0).optional(),
});
export type CancelMyBookingInput = z.infer<typeof cancelMyBookingInput>;

/** `details.reason` of a refused change, so the page can offer the next step. */
export const CHANGE_REFUSALS = ['slot-taken', 'too-late', 'read-only', 'conflict'] as const;
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];
