// Booking status flow and the dashboard's action labels (site spec section 4).
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_ACTIONS = [
  { to: 'confirmed', from: ['pending'], label: 'Confirm Booking' },
  { to: 'cancelled', from: ['pending', 'confirmed'], label: 'Cancel Booking' },
  { to: 'completed', from: ['confirmed'], label: 'Mark as Completed' },
] as const satisfies readonly { to: BookingStatus; from: readonly BookingStatus[]; label: string }[];

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return STATUS_ACTIONS.some((a) => a.to === to && (a.from as readonly BookingStatus[]).includes(from));
}

export function actionsFor(status: BookingStatus) {
  return STATUS_ACTIONS.filter((a) => (a.from as readonly BookingStatus[]).includes(status));
}
