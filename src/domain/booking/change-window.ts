// Whether a customer may still change a booking from the manage link: until
// 24 hours before its start in business time (src/domain/schedule/schedule.ts), and
// only while it is pending or confirmed. The manage page and the functions
// both ask this, so the buttons and the server agree. A booking the business
// asked to move (a rain day: reschedule_request) may be moved or cancelled
// inside the 24 hours too: the business asked. The service address may be
// corrected until the job starts (the crew needs it most on the day), but a
// new city moves the job as a new time does, so it keeps the 24 hours.
import { BUSINESS, SCHEDULE } from '../../config/business';
import { businessInstant, labelToMinutes } from '../schedule/schedule';
import { cityIdOf } from '../schedule/cities';
import type { BookingStatus } from './status';

export type CustomerChange = 'allowed' | 'too-late' | 'read-only';

export const CHANGE_WINDOW_MESSAGES = {
  tooLate: `Changes within 24 hours of your appointment: please call ${BUSINESS.phoneDisplay}`,
  readOnly: 'This booking can no longer be changed online.',
  /** A quoted job of several whole days: the change paths know one day, so it is moved by phone. */
  multiDay: `A job of several days is moved by phone: please call ${BUSINESS.phoneDisplay}`,
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

/**
 * Whether an address change takes the job to another city: the stored city is
 * one of ours and the new one differs. A booking without a city was planned as
 * the farthest city from its neighbours (src/domain/schedule/drive-time.ts), so
 * naming its city moves nothing: every real city is at most that far.
 */
export function movesCity(storedCity: string | null | undefined, newCity: string): boolean {
  const from = cityIdOf(storedCity);
  return from !== null && from !== newCity;
}

/** Whether the customer may change the service address: a street until the start, a new city as a reschedule (customerChange). */
export function customerAddressChange(
  b: { status: BookingStatus; booking_date: string; booking_time: string; reschedule_request?: object | null },
  now: Date,
  newCity: boolean,
): CustomerChange {
  if (b.status !== 'pending' && b.status !== 'confirmed') return 'read-only';
  if (bookingStartInstant(b).getTime() <= now.getTime()) return 'read-only';
  return newCity ? customerChange(b, now) : 'allowed';
}
