// The words a customer reads about their booking's status, on every customer
// page and e-mail. The wizard's title says "Booking Confirmed" (site spec) as
// soon as the server holds the booking, so a booking staff have not reviewed
// yet (`pending`) is "Confirmed" to the customer too: "pending" next to that
// title reads as a contradiction. Staff keep the four statuses of the spec.
import type { BookingStatus } from './status';

export const CUSTOMER_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Confirmed',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'Missed appointment',
};

export function customerStatusLabel(status: BookingStatus): string {
  return CUSTOMER_STATUS_LABELS[status];
}

/** A booking made on this device that has not reached us yet (the wizard's "Booking Saved on This Device"). */
export const NOT_SENT_LABEL = 'Saved on this device, not sent yet';
