// The calendar strip's dates: 7 days from today in the business time zone,
// moved a week at a time, never before today. It opens on today, not on the
// week's Sunday: a visitor on a Saturday would otherwise open on six days gone by.
// Names of days and months are the runtime's own (Intl, en-US, read at the
// date's UTC midnight), so no date library comes with the wizard.
import { addDaysToDate, businessToday, daysBetween, utcMidnight } from './schedule';

export interface StripDay {
  date: string;
  /** 'Today' or the short weekday name. */
  label: string;
  dayOfMonth: string;
  month: string;
}

const named = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const WEEKDAY = named({ weekday: 'short' });
const MONTH = named({ month: 'short' });
const LONG = named({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export function weekStrip(now: Date, weekOffset: number): StripDay[] {
  const today = businessToday(now);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDaysToDate(today, 7 * Math.max(0, weekOffset) + i);
    const at = utcMidnight(date);
    return {
      date,
      label: date === today ? 'Today' : WEEKDAY.format(at),
      dayOfMonth: String(Number(date.slice(8))),
      month: MONTH.format(at),
    };
  });
}

/** Which strip (0 = the one opening on today) holds a date, so a restored draft opens on it. */
export function weekOffsetOf(now: Date, date: string): number {
  return Math.max(0, Math.floor(daysBetween(businessToday(now), date) / 7));
}

/** "Wednesday, November 25, 2026". */
export function longDate(date: string): string {
  return LONG.format(utcMidnight(date));
}
