// Booking status flow and the dashboard's action labels (site spec section 4,
// plus No-show: the customer was not there when the crew arrived).
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses whose appointment is still to happen: changes, reminders and reschedule requests apply to these only. */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

export function isActiveStatus(status: BookingStatus): boolean {
  return (ACTIVE_STATUSES as readonly BookingStatus[]).includes(status);
}

export const STATUS_ACTIONS = [
  { to: 'confirmed', from: ['pending'], label: 'Confirm Booking', afterStart: false },
  { to: 'cancelled', from: ['pending', 'confirmed'], label: 'Cancel Booking', afterStart: false },
  // Only once the start time has passed: a job cannot be done before it began
  // (a tap on the wrong card of tomorrow's would send tomorrow's customer a review request).
  { to: 'completed', from: ['confirmed'], label: 'Mark as Completed', afterStart: true },
  // Only once the start time has passed: the crew is there and nobody is.
  { to: 'no-show', from: ['confirmed'], label: 'No-show', afterStart: true },
] as const satisfies readonly { to: BookingStatus; from: readonly BookingStatus[]; label: string; afterStart: boolean }[];

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return STATUS_ACTIONS.some((a) => a.to === to && (a.from as readonly BookingStatus[]).includes(from));
}

/** Whether the move needs the appointment's start to have passed (Mark as Completed, No-show). */
export function needsStart(to: BookingStatus): boolean {
  return STATUS_ACTIONS.some((a) => a.to === to && a.afterStart);
}

/** The actions a booking offers now; `started`: its start time has passed (Mark as Completed and No-show appear then). */
export function actionsFor(status: BookingStatus, started = false) {
  return STATUS_ACTIONS.filter((a) => (a.from as readonly BookingStatus[]).includes(status) && (started || !a.afterStart));
}

/** The actions a booking will offer once its start has passed, and does not yet (empty once started). */
export function actionsAfterStart(status: BookingStatus, started: boolean) {
  return started ? [] : STATUS_ACTIONS.filter((a) => (a.from as readonly BookingStatus[]).includes(status) && a.afterStart);
}

/** What the server says when a move that needs the start comes before it. */
export function notStartedMessage(to: BookingStatus): string {
  return `A booking can be marked as ${to === 'no-show' ? 'a no-show' : to} once its start time has passed`;
}
