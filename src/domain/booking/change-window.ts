// Whether a customer may still change a booking from the manage link: until
// 24 hours before its start in business time (src/domain/schedule/schedule.ts), and
// only while it is pending or confirmed. The manage page and the functions
// both ask this, so the buttons and the server agree. A booking the business
// asked to move (a rain day: reschedule_request) may be moved or cancelled
// inside the 24 hours too: the business asked.
import { BUSINESS, SCHEDULE } from '../../config/business';
import { businessInstant, labelToMinutes } from '../schedule/schedule';
import type { BookingStatus } from './status';

export type CustomerChange = 'allowed' | 'too-late' | 'read-only';

export const CHANGE_WINDOW_MESSAGES = {
  tooLate: `Changes within 24 hours of your appointment: please call ${BUSINESS.phoneDisplay}`,
  readOnly: 'This booking can no longer be changed online.',
} as const;

/** The instant the booking starts. */
export function bookingStartInstant(b: { booking_date: string; booking_time: string }): Date {
  return businessInstant(b.booking_date, labelToMinutes(b.booking_time) ?? 0);
}

export function customerChange(
  b: { status: BookingStatus; booking_date: string; booking_time: string; reschedule_request?: object | null },
  now: Date,
): CustomerChange {
  if (b.status !== 'pending' && b.status !== 'confirmed') return 'read-only';
  if (b.reschedule_request) return 'allowed';
  const untilStartMs = bookingStartInstant(b).getTime() - now.getTime();
  return untilStartMs < SCHEDULE.customerChangeNoticeMin * 60_000 ? 'too-late' : 'allowed';
}
