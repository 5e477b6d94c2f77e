// Slots, business-time-zone dates and capacity: the rules that decide which
// start times can take a package. Pure functions shared by browser and functions.
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { BUSINESS, SCHEDULE } from '../config/business';

export const HALF_HOUR_MIN = 30;

export function minutesToLabel(totalMin: number): string {
  const h24 = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  const suffix = h24 >= 12 ? 'PM' : 'AM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function labelToMinutes(label: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) return undefined;
  const h12 = Number(match[1]);
  const m = Number(match[2]);
  if (h12 < 1 || h12 > 12 || m > 59) return undefined;
  const h24 = (h12 % 12) + (match[3] === 'PM' ? 12 : 0);
  return h24 * 60 + m;
}

/** The 18 start times, 8:00 AM to 4:30 PM, in 12-hour labels. */
export const SLOT_LABELS: readonly string[] = Array.from(
  { length: (SCHEDULE.lastSlotMin - SCHEDULE.firstSlotMin) / SCHEDULE.slotStepMin + 1 },
  (_, i) => minutesToLabel(SCHEDULE.firstSlotMin + i * SCHEDULE.slotStepMin),
);

export function isSlotLabel(label: string): boolean {
  return SLOT_LABELS.includes(label);
}

const OFFSET_MS = BUSINESS.utcOffsetMin * 60_000;

/** The business wall clock at an instant, read through the UTC getters of the returned Date. */
function businessWallClock(now: Date): Date {
  return new Date(now.getTime() + OFFSET_MS);
}

/** Today's date (yyyy-MM-dd) in business time. */
export function businessToday(now: Date): string {
  return businessWallClock(now).toISOString().slice(0, 10);
}

/** Minutes since midnight, now, in business time. */
export function businessMinutesNow(now: Date): number {
  const wall = businessWallClock(now);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** The instant a local business date and time (minutes after midnight) happens. */
export function businessInstant(date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 0, minutes) - OFFSET_MS);
}

export function addDaysToDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** Half-hour marks (minutes after midnight) a job starting at startMin occupies. */
export function occupiedHalfHours(startMin: number, durationMin: number): number[] {
  const marks: number[] = [];
  for (let t = startMin; t < startMin + durationMin; t += HALF_HOUR_MIN) marks.push(t);
  return marks;
}

export type SlotUnavailableReason = 'past' | 'notice' | 'too-late' | 'full' | 'out-of-range';

export interface SlotState {
  time: string;
  available: boolean;
  reason?: SlotUnavailableReason;
}

/**
 * Whether a date can be booked at all: not before today and not past the
 * horizon, both in the business time zone.
 */
export function dateBookable(date: string, now: Date): 'ok' | 'past' | 'too-far' {
  const diff = daysBetween(businessToday(now), date);
  if (diff < 0) return 'past';
  if (diff > SCHEDULE.horizonDays) return 'too-far';
  return 'ok';
}

export interface SlotRuleOptions {
  /** Minimum notice in minutes; staff taking a phone booking pass 0 (every other rule holds). */
  minNoticeMin?: number;
  /** Only this crew (staff booking for a chosen crew); any crew when absent or null. */
  crew?: number | null;
}

/** The crews holding a lock (a booking's or a block's) at each half hour of one date, by minutes after midnight. */
export type TakenCrews = Readonly<Record<number, readonly number[]>>;

/** Every crew's number: 1..SCHEDULE.crews. */
export function allCrews(): number[] {
  return Array.from({ length: SCHEDULE.crews }, (_, i) => i + 1);
}

/**
 * The first crew (of `crews`) free at every half hour a job covers, or undefined.
 * The one rule: availability offers a time exactly when this finds a crew, and the
 * booking and reschedule transactions take the crew it finds.
 */
export function firstFreeCrew(minutes: readonly number[], taken: TakenCrews, crews: readonly number[] = allCrews()): number | undefined {
  return crews.find((crew) => minutes.every((m) => !(taken[m] ?? []).includes(crew)));
}

/**
 * The state of every start time on a date for a package of durationMin, given
 * which crews hold a lock at each half hour: free when one crew (firstFreeCrew)
 * is free for the whole job.
 */
export function slotStates(
  date: string,
  durationMin: number,
  taken: TakenCrews,
  now: Date,
  options: SlotRuleOptions = {},
): SlotState[] {
  const minNoticeMin = options.minNoticeMin ?? SCHEDULE.minNoticeMin;
  const bookable = dateBookable(date, now);
  const isToday = date === businessToday(now);
  const nowMin = businessMinutesNow(now);
  return SLOT_LABELS.map((time) => {
    const start = labelToMinutes(time)!;
    if (bookable === 'past') return { time, available: false, reason: 'past' };
    if (bookable === 'too-far') return { time, available: false, reason: 'out-of-range' };
    if (isToday && start <= nowMin) return { time, available: false, reason: 'past' };
    if (isToday && start < nowMin + minNoticeMin) return { time, available: false, reason: 'notice' };
    if (start + durationMin > SCHEDULE.dayEndMin) return { time, available: false, reason: 'too-late' };
    const crew = firstFreeCrew(occupiedHalfHours(start, durationMin), taken, options.crew ? [options.crew] : undefined);
    return crew === undefined ? { time, available: false, reason: 'full' } : { time, available: true };
  });
}

/** Lock document id: one per date, half hour and crew (e.g. 2026-11-30_1030_1). */
export function slotLockId(date: string, minute: number, crew: number): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${date}_${hh}${mm}_${crew}`;
}
