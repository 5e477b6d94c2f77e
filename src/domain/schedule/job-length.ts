// How long a job takes when it is not a package: whole half hours within one
// day (a quoted headlight restoration: 1 h 30), or whole days on consecutive
// dates for one crew (a full PPF wrap: 3 days, 8:00 AM to 7:00 PM each). The
// start times such a job can take come from the one rule (firstFreeCrew), so
// what is offered for a length is what accepting it can lock.
import { SCHEDULE } from '../../config/business';
import {
  HALF_HOUR_MIN,
  addDaysToDate,
  allCrews,
  businessMinutesNow,
  businessToday,
  dateBookable,
  firstFreeCrew,
  minutesToLabel,
  slotStates,
  type DayBook,
  type SlotRuleOptions,
  type SlotState,
  type SlotUnavailableReason,
} from './schedule';

export type JobLength =
  /** Within one day: a multiple of 30 minutes, ending by 7:00 PM. */
  | { readonly unit: 'minutes'; readonly minutes: number }
  /** Consecutive whole days on one crew. */
  | { readonly unit: 'days'; readonly days: number };

/** The longest job within one day: the first start time to the end of the day. */
export const LONGEST_DAY_JOB_MIN = SCHEDULE.dayEndMin - SCHEDULE.firstSlotMin;

/** Each day of a whole-days job: 8:00 AM to 7:00 PM. */
export const WHOLE_DAY = { startMin: SCHEDULE.firstSlotMin, durationMin: LONGEST_DAY_JOB_MIN } as const;

/** The most whole days one job can take: a full wrap rarely takes more than a working week. */
export const MAX_JOB_DAYS = 5;

/** What is wrong with a length, in words for the owner; null when it is a length a job can have. */
export function jobLengthProblem(length: JobLength): string | null {
  if (length.unit === 'minutes') {
    const { minutes } = length;
    if (!Number.isInteger(minutes) || minutes < HALF_HOUR_MIN || minutes % HALF_HOUR_MIN !== 0) return 'A job takes whole half hours.';
    if (minutes > LONGEST_DAY_JOB_MIN) return 'A job within one day ends by 7:00 PM: choose whole days for a longer one.';
    return null;
  }
  if (!Number.isInteger(length.days) || length.days < 1) return 'A job takes at least one whole day.';
  if (length.days > MAX_JOB_DAYS) return `A job takes at most ${MAX_JOB_DAYS} whole days.`;
  return null;
}

/** "1 hour 30 min", "3 hours", "2 days". */
export function jobLengthLabel(length: JobLength): string {
  if (length.unit === 'days') return length.days === 1 ? '1 day' : `${length.days} days`;
  const hours = Math.floor(length.minutes / 60);
  const rest = length.minutes % 60;
  const hourPart = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  if (!rest) return hourPart;
  return hourPart ? `${hourPart} ${rest} min` : `${rest} min`;
}

/** The dates a job starting on `startDate` covers. */
export function jobDates(startDate: string, length: JobLength): string[] {
  const days = length.unit === 'days' ? length.days : 1;
  return Array.from({ length: days }, (_, i) => addDaysToDate(startDate, i));
}

/** Start minute and length in minutes of the job on each of its dates. */
export function dailySpan(length: JobLength, startMin: number): { startMin: number; durationMin: number } {
  return length.unit === 'days'
    ? { ...WHOLE_DAY }
    : { startMin, durationMin: length.minutes };
}

/**
 * The first crew (of `crews`) that can take every day of a whole-days job
 * starting on `startDate`: the one rule, asked for the same crew on each date.
 */
export function firstFreeCrewForDays(
  startDate: string,
  days: number,
  dayBookOf: (date: string) => DayBook,
  city: SlotRuleOptions['city'],
  crews: readonly number[] = allCrews(),
): number | undefined {
  const dates = jobDates(startDate, { unit: 'days', days });
  return crews.find((crew) =>
    dates.every(
      (date) =>
        firstFreeCrew(
          { date, startMin: WHOLE_DAY.startMin, durationMin: WHOLE_DAY.durationMin, city: city ?? null },
          dayBookOf(date),
          [crew],
        ) !== undefined,
    ),
  );
}

/**
 * The start times a job of `length` can take on `date`: for a job within a day,
 * the package rule at that duration; for whole days, the one start (8:00 AM),
 * free when one crew can take every date, each of them within the booking horizon.
 */
export function startStates(
  date: string,
  length: JobLength,
  dayBookOf: (date: string) => DayBook,
  now: Date,
  options: SlotRuleOptions = {},
): SlotState[] {
  if (length.unit === 'minutes') return slotStates(date, length.minutes, dayBookOf(date), now, options);
  const time = minutesToLabel(WHOLE_DAY.startMin);
  const dates = jobDates(date, length);
  const first = dateBookable(date, now);
  if (first === 'past') return [{ time, available: false, reason: 'past' }];
  if (dates.some((d) => dateBookable(d, now) !== 'ok')) return [{ time, available: false, reason: 'out-of-range' }];
  if (date === businessToday(now)) {
    const nowMin = businessMinutesNow(now);
    if (WHOLE_DAY.startMin <= nowMin) return [{ time, available: false, reason: 'past' }];
    if (WHOLE_DAY.startMin < nowMin + (options.minNoticeMin ?? SCHEDULE.minNoticeMin)) return [{ time, available: false, reason: 'notice' }];
  }
  const crews = options.crew ? [options.crew] : allCrews();
  const crew = firstFreeCrewForDays(date, length.days, dayBookOf, options.city, crews);
  return [crew === undefined ? { time, available: false, reason: 'full' } : { time, available: true }];
}

/**
 * Why a job of `length` cannot start at `date` `time` at `now`, capacity aside
 * (the accepting transaction decides that with the locks): the reason
 * startStates gives on a free day, 'not-a-start' for a time it never offers,
 * null when it can. So acceptance refuses exactly what the times offered grey out.
 */
export function startRuleReason(date: string, time: string, length: JobLength, now: Date, options: SlotRuleOptions = {}): SlotUnavailableReason | 'not-a-start' | null {
  const state = startStates(date, length, () => ({}), now, options).find((s) => s.time === time);
  if (!state) return 'not-a-start';
  return state.available ? null : (state.reason ?? 'full');
}
