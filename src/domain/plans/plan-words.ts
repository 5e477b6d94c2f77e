// A plan's cadence and state in the customer's and the crew's words ("Every 4
// weeks on Tuesday", "Paused until …"). Plain strings only: no rrule, no zod,
// so the public booking page's offer and the manage page can use it.
import type { Cadence, WeekdayCode } from './recurrence';

export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const DAY_CODES: readonly WeekdayCode[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
export const NTH_WORDS = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as Record<number, string>;

/** The weekday a yyyy-MM-dd date falls on (the calendar date itself, whatever the device's zone). */
export function weekdayOfDate(date: string): WeekdayCode {
  return DAY_CODES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** "Every 4 weeks on Tuesday", "Monthly on the last Friday". */
export function cadenceWords(cadence: Cadence): string {
  const day = WEEKDAY_NAMES[cadence.weekday];
  if (cadence.kind === 'weeks') return `Every ${cadence.every} weeks on ${day}`;
  return `Monthly on the ${NTH_WORDS[cadence.nth] ?? `${cadence.nth}th`} ${day}`;
}
