// The calendar strip's dates: 7 days from the current week's start (Sunday) in
// the business time zone, moved a week at a time, never before the current week.
import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { businessToday } from './schedule';

export interface StripDay {
  date: string;
  /** 'Today' or the short weekday name. */
  label: string;
  dayOfMonth: string;
  month: string;
  past: boolean;
}

export function weekStrip(now: Date, weekOffset: number): StripDay[] {
  const today = businessToday(now);
  const start = addDays(startOfWeek(parseISO(today)), 7 * Math.max(0, weekOffset));
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(start, i);
    const date = format(day, 'yyyy-MM-dd');
    return {
      date,
      label: date === today ? 'Today' : format(day, 'EEE'),
      dayOfMonth: format(day, 'd'),
      month: format(day, 'MMM'),
      past: date < today,
    };
  });
}

/** Which week (0 = current) holds a date, so a restored draft opens on its week. */
export function weekOffsetOf(now: Date, date: string): number {
  const first = weekStrip(now, 0)[0].date;
  const diff = Math.round((parseISO(date).getTime() - parseISO(first).getTime()) / 86_400_000);
  return Math.max(0, Math.floor(diff / 7));
}

export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d, yyyy');
}
