// What the report figures read of a booking: the cached booking as the
// dashboard holds it, with the plan it was made from where plans exist.
import type { Booking } from '../booking/booking-schema';

export type ReportBooking = Booking & {
  /** The maintenance plan that created this visit; absent on a booking made any other way. */
  plan_id?: string | null;
  /** Set on a deleted booking the server still lists: it counts for nothing. */
  deleted_at?: string | null;
};

/** A deleted booking is no booking for any figure. */
export function counted(b: ReportBooking): boolean {
  return !b.deleted_at;
}
