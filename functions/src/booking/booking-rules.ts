// The date and time rules a new booking must pass, in the business time zone.
// They reuse slotStates (the same rules the wizard shows as disabled times),
// so the server refuses exactly what the browser greys out.
import { format, isValid, parseISO } from 'date-fns';
import { SCHEDULE } from '@/config/business';
import { dateBookable, minutesToLabel, slotStates, type SlotRuleOptions } from '@/domain/schedule/schedule';

export const BOOKING_RULE_MESSAGES = {
  invalidDate: 'Choose a date',
  pastDate: 'Choose a date that is not in the past',
  tooFar: `Bookings can be made up to ${SCHEDULE.horizonDays} days ahead`,
  pastTime: 'That time has already passed; choose a later time',
  notice: `Bookings need at least ${SCHEDULE.minNoticeMin / 60} hours' notice; choose a later time`,
  tooLate: (durationMin: number) =>
    `This service takes ${durationMin / 60} hours and must end by ${minutesToLabel(SCHEDULE.dayEndMin)}; choose an earlier time`,
  taken: 'Sorry, that time was just booked by someone else. Please choose another time.',
} as const;

export interface RuleViolation {
  field: 'booking_date' | 'booking_time';
  message: string;
}

/** A real calendar date (the schema only checks the yyyy-MM-dd shape). */
export function isCalendarDate(date: string): boolean {
  const parsed = parseISO(date);
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === date;
}

/**
 * Why a package of durationMin cannot start at date/time now, ignoring
 * capacity (the transaction decides that); undefined when it can. Staff pass
 * `{ minNoticeMin: 0 }`: a phone booking may start inside the minimum notice.
 */
export function bookingRuleViolation(
  date: string,
  time: string,
  durationMin: number,
  now: Date,
  options: SlotRuleOptions = {},
): RuleViolation | undefined {
  if (!isCalendarDate(date)) return { field: 'booking_date', message: BOOKING_RULE_MESSAGES.invalidDate };
  const state = slotStates(date, durationMin, {}, now, options).find((s) => s.time === time);
  if (!state) return { field: 'booking_time', message: 'Choose a time from the list' };
  switch (state.reason) {
    case undefined:
      return undefined;
    case 'past':
      // A past day is the date's fault; a passed hour today is the time's.
      return dateBookable(date, now) === 'past'
        ? { field: 'booking_date', message: BOOKING_RULE_MESSAGES.pastDate }
        : { field: 'booking_time', message: BOOKING_RULE_MESSAGES.pastTime };
    case 'out-of-range':
      return { field: 'booking_date', message: BOOKING_RULE_MESSAGES.tooFar };
    case 'notice':
      return { field: 'booking_time', message: BOOKING_RULE_MESSAGES.notice };
    case 'too-late':
      return { field: 'booking_time', message: BOOKING_RULE_MESSAGES.tooLate(durationMin) };
    case 'full':
      return { field: 'booking_time', message: BOOKING_RULE_MESSAGES.taken };
  }
}
