// The staff callables' inputs and outputs (listBookings, updateBookingStatus,
// staffRescheduleBooking, deleteBooking): used by the dashboard, the outbox payloads and the functions.
import '../../config/zod-jitless';
import { z } from 'zod';
import { booking } from '../booking/booking-schema';
import { BOOKING_STATUSES } from '../booking/status';
import { isSlotLabel } from '../schedule/schedule';

export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A signed-in dashboard user as the browser sees it; role comes from the `role` custom claim. */
export interface StaffSession {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** null for an account without staff access. */
  role: StaffRole | null;
  expiresAt: string;
}

export const LIST_BOOKINGS_MAX_LIMIT = 500;

/**
 * How far before its cursor a pull starts again. A write that commits after the
 * cursor was handed out can carry an updated_at older than the cursor (its
 * transaction took the time earlier); re-reading this window catches it, and
 * the client merges idempotently (newer updated_at wins, tombstones delete).
 */
export const DELTA_OVERLAP_MS = 2 * 60_000;

export const listBookingsInput = z.object({
  /** Opaque cursor from the previous answer; null for everything. */
  since: z.string().nullable(),
  limit: z.number().int().min(1).max(LIST_BOOKINGS_MAX_LIMIT).default(LIST_BOOKINGS_MAX_LIMIT),
  /**
   * Also return changes up to this long before the cursor (the first page of a
   * pull passes DELTA_OVERLAP_MS; the pages that follow pass 0 so paging ends).
   */
  overlap_ms: z.number().int().min(0).max(10 * 60_000).default(0),
});
export type ListBookingsInput = z.input<typeof listBookingsInput>;

export const listBookingsOutput = z.object({
  /** Bookings created or changed since the cursor, oldest change first. */
  bookings: z.array(booking),
  /** Ids deleted since the cursor. */
  deleted_ids: z.array(z.string()),
  /** Pass back as `since` to get what changes next. */
  cursor: z.string(),
  /** True when the page was full: call again with the new cursor. */
  has_more: z.boolean(),
});
export type ListBookingsOutput = z.infer<typeof listBookingsOutput>;

/**
 * What every change of a booking from a device carries besides its own fields:
 * its mutation id (the outbox row's: a replay is answered, never applied twice)
 * and the revision it was made on (src/domain/booking/revision.ts). Both optional for
 * entries queued before they existed, which are applied as before.
 */
export const changeMeta = {
  mutation_id: z.uuid('Mutation id must be a UUID').optional(),
  base_revision: z.number().int().min(0).optional(),
};

export const updateBookingStatusInput = z.object({
  id: z.string().min(1),
  status: z.enum(BOOKING_STATUSES),
  ...changeMeta,
});
export type UpdateBookingStatusInput = z.infer<typeof updateBookingStatusInput>;

export const updateBookingStatusOutput = z.object({ booking });
export type UpdateBookingStatusOutput = z.infer<typeof updateBookingStatusOutput>;

export const staffRescheduleBookingInput = z.object({
  id: z.string().min(1),
  /** Client-generated (the outbox row's id): a replay changes nothing and sends nothing. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
  booking_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  booking_time: z.string().refine(isSlotLabel, 'Choose a time'),
  base_revision: changeMeta.base_revision,
});
export type StaffRescheduleBookingInput = z.infer<typeof staffRescheduleBookingInput>;

export const staffRescheduleBookingOutput = z.object({ booking });
export type StaffRescheduleBookingOutput = z.infer<typeof staffRescheduleBookingOutput>;

export const deleteBookingInput = z.object({ id: z.string().min(1), ...changeMeta });
export type DeleteBookingInput = z.infer<typeof deleteBookingInput>;

export const deleteBookingOutput = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteBookingOutput = z.infer<typeof deleteBookingOutput>;
