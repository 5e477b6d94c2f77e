// When a plan's visits fall: its cadence as a standard recurrence rule (RFC
// 5545 RRULE, evaluated by the `rrule` library), read on the business's own
// calendar. rrule is given "floating" dates (each date's UTC midnight, no time
// zone: UTC has no daylight saving, so a rule steps whole calendar days and
// weeks), and answers calendar dates; the visit's start is that date at its
// wall-clock time, turned into an instant by the business-time helpers
// (businessInstant: BC's offset, never the runtime's zone data). So a visit at
// 10:00 AM stays at 10:00 AM on its weekday over any clock change, and the
// server and a phone in another zone list the same dates.
import { RRule, Weekday } from 'rrule';
import { addDaysToDate, businessInstant, labelToMinutes, utcMidnight } from '../schedule/schedule';

/** Weekdays as RFC 5545 names them. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number];

/** Every N weeks on a weekday, or monthly on the nth (-1: last) weekday of the month ("the second Tuesday"). */
export type Cadence = { kind: 'weeks'; every: number; weekday: WeekdayCode } | { kind: 'monthly'; nth: number; weekday: WeekdayCode };

/** The part of a plan its dates come from: the cadence, the first date the rule applies, and its last (inclusive), if any. */
export interface RecurrenceInput {
  cadence: Cadence;
  /** The first date the rule may fall on (yyyy-MM-dd). */
  from: string;
  /** No visit after this date; null: open-ended. */
  until?: string | null;
  /** At most this many visits from `from` (an "after N visits" end); absent: no count. */
  count?: number | null;
}

/** A yyyy-MM-dd date as rrule's floating date (its UTC midnight). */
const floating = (date: string) => new Date(utcMidnight(date));
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** The weekday (0 = Monday, RFC 5545's order) of a date. */
export function weekdayIndex(date: string): number {
  return (floating(date).getUTCDay() + 6) % 7;
}

/** The first date on or after `date` that falls on `weekday`. */
export function onOrAfter(date: string, weekday: WeekdayCode): string {
  return addDaysToDate(date, (WEEKDAYS.indexOf(weekday) - weekdayIndex(date) + 7) % 7);
}

/** The rule, as rrule builds it and as stored with the plan (its RRULE text). */
export function recurrenceRule(input: RecurrenceInput): RRule {
  const { cadence } = input;
  const day = new Weekday(WEEKDAYS.indexOf(cadence.weekday));
  // Weekly rules count their interval from DTSTART's week: starting on the weekday itself makes the
  // first visit the first such weekday on or after `from`, not one interval later.
  const dtstart = floating(cadence.kind === 'weeks' ? onOrAfter(input.from, cadence.weekday) : input.from);
  return new RRule({
    dtstart,
    ...(cadence.kind === 'weeks'
      ? { freq: RRule.WEEKLY, interval: cadence.every, byweekday: [day] }
      : { freq: RRule.MONTHLY, interval: 1, byweekday: [day.nth(cadence.nth)] }),
    ...(input.until ? { until: floating(input.until) } : {}),
    ...(input.count ? { count: input.count } : {}),
  });
}

/** The RRULE line of a plan's rule (what staff and a calendar would read). */
export function ruleText(input: RecurrenceInput): string {
  return recurrenceRule(input).toString();
}

/** The visit dates from `from` to `to`, both inclusive, in order. */
export function occurrencesBetween(input: RecurrenceInput, from: string, to: string): string[] {
  if (to < from) return [];
  return recurrenceRule(input).between(floating(from), floating(to), true).map(dateOf);
}

/** The first `n` visit dates on or after `from`. */
export function nextOccurrences(input: RecurrenceInput, from: string, n: number): string[] {
  const out: string[] = [];
  recurrenceRule(input).all((d) => {
    if (out.length >= n) return false;
    const date = dateOf(d);
    if (date >= from) out.push(date);
    // rrule's iterator stops on false; a rule with a count or an end stops by itself.
    return out.length < n;
  });
  return out;
}

/** Whether `date` is one of the rule's dates. */
export function occursOn(input: RecurrenceInput, date: string): boolean {
  return occurrencesBetween(input, date, date).length === 1;
}

/** The date of the rule's last visit when it has a count: an "after N visits" end as a date. */
export function lastOccurrence(input: RecurrenceInput): string | null {
  if (!input.count && !input.until) return null;
  const all = recurrenceRule(input).all();
  return all.length > 0 ? dateOf(all[all.length - 1]) : null;
}

/** A visit's start instant: its date at its wall-clock time, business time. */
export function visitStart(date: string, time: string): Date {
  return businessInstant(date, labelToMinutes(time) ?? 0);
}
