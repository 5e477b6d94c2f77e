// The words a customer reads about their booking's status, on every customer
// page and e-mail. The wizard's title says "Booking Confirmed" (site spec) as
// soon as the server holds the booking, so a booking staff have not reviewed
// yet (`pending`) is "Confirmed" to the customer too: "pending" next to that
// title reads as a contradiction. Staff keep the four statuses of the spec.
// A booking the business asked to move is "Needs a new time" until it moves:
// "Confirmed" above "we can't come at this time" would leave the customer
// guessing whether the crew comes.
import { isActiveStatus, type BookingStatus } from './status';
import { NEEDS_NEW_TIME_WORDS } from '../schedule/reschedule-words';

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

/** A booking's status in the customer's words, with whether it waits for them to pick a new time the business asked for. */
export function customerBookingStatus(b: { status: BookingStatus; reschedule_request?: object | null }): { label: string; needsNewTime: boolean } {
  const needsNewTime = !!b.reschedule_request && isActiveStatus(b.status);
  return { label: needsNewTime ? NEEDS_NEW_TIME_WORDS.customerStatus : customerStatusLabel(b.status), needsNewTime };
}

/** A booking made on this device that has not reached us yet (the wizard's "Booking Saved on This Device"). */
export const NOT_SENT_LABEL = 'Saved on this device, not sent yet';
