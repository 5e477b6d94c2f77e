// What a job will offer later and does not yet, said where its buttons are
// ("On My Way: on the day of the job"): worked out from the rules that decide
// the buttons and that the server holds every change to (onMyWayUnavailable,
// actionsAfterStart), so the words cannot promise what the server refuses.
import type { Booking } from './booking-schema';
import { bookingStartInstant } from './change-window';
import { onMyWayUnavailable } from '../schedule/crew-schema';
import { businessToday } from '../schedule/schedule';
import { actionsAfterStart } from './status';

export const ON_MY_WAY_LATER = 'On My Way: on the day of the job';
export const ON_MY_WAY_NO_EMAIL = 'On My Way: no e-mail on this booking, call instead';

/** One line per action still to come, for a job at `now` (empty when nothing is). */
export function actionsLater(b: Pick<Booking, 'status' | 'customer_email' | 'booking_date' | 'booking_time'>, now: Date): string[] {
  const lines: string[] = [];
  const unavailable = onMyWayUnavailable(b, now);
  if (unavailable === 'notToday' && b.booking_date > businessToday(now)) lines.push(ON_MY_WAY_LATER);
  if (unavailable === 'noEmail' && b.booking_date >= businessToday(now)) lines.push(ON_MY_WAY_NO_EMAIL);
  const started = bookingStartInstant(b).getTime() <= now.getTime();
  const afterStart = actionsAfterStart(b.status, started).map((a) => a.label);
  if (afterStart.length > 0) lines.push(`${afterStart.join(' and ')}: after the start time (${b.booking_time})`);
  return lines;
}
