// Slots, business-time-zone dates and capacity: the rules that decide which
// start times can take a package. Pure functions shared by browser and functions.
import { BUSINESS, SCHEDULE } from '../../config/business';
import type { CityId } from './cities';
import { reachable, type CrewJob } from './drive-time';

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

const DAY_MS = 86_400_000;

/**
 * A yyyy-MM-dd date as the instant of its UTC midnight: calendar arithmetic
 * with no time zone in it (UTC has no daylight saving), and no date library in
 * the pages that load this (date-fns' format was most of this module's size).
 */
export function utcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function addDaysToDate(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Half-hour marks (minutes after midnight) a job starting at startMin occupies. */
export function occupiedHalfHours(startMin: number, durationMin: number): number[] {
  const marks: number[] = [];
  for (let t = startMin; t < startMin + durationMin; t += HALF_HOUR_MIN) marks.push(t);
  return marks;
}

/** `full`: no crew is free for the whole job; `drive`: a crew is, but cannot get there from its job before, or on to its next, in time. */
export type SlotUnavailableReason = 'past' | 'notice' | 'too-late' | 'full' | 'drive' | 'out-of-range';

/**
 * Why a day takes no booking at all: `over` once the clock's rules (past,
 * notice, end of day) leave it no start time (today, late); `drive` a day whose
 * only free crews cannot get there in time; `full` any other day with every time taken.
 */
export type DayUnavailableReason = 'over' | 'full' | 'drive' | 'out-of-range';

/** Why a day cannot be booked, from the reasons of its start times (undefined: that time is free); null when one is free. */
export function dayUnavailableReason(reasons: readonly (SlotUnavailableReason | undefined)[]): DayUnavailableReason | null {
  if (reasons.includes(undefined)) return null;
  if (reasons.every((r) => r === 'out-of-range')) return 'out-of-range';
  const taken = reasons.filter((r) => r === 'full' || r === 'drive');
  if (taken.length === 0) return 'over';
  return taken.every((r) => r === 'drive') ? 'drive' : 'full';
}

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
  /** The job's service city; absent or null: unknown, counted as the farthest city. */
  city?: CityId | null;
}

/** The crews holding a lock (a booking's or a block's) at each half hour of one date, by minutes after midnight. */
export type TakenCrews = Readonly<Record<number, readonly number[]>>;

/**
 * What one date holds for the rule: which crews are locked at each half hour
 * (jobs and blocked time alike), and every crew's jobs with their cities (for
 * the drives between them). Absent parts are empty: `{}` is a free day.
 */
export interface DayBook {
  taken?: TakenCrews;
  jobs?: readonly CrewJob[];
}

/** A job looking for a crew: where and when. */
export interface JobRequest {
  date: string;
  startMin: number;
  durationMin: number;
  /** Null: unknown, counted as the farthest city. */
  city: CityId | null;
}

/** A lock document as the rule reads it (slotLocks: a booking's or a block's). */
export interface LockLike {
  booking_id?: string | null;
  block_id?: string | null;
  minute: number;
  crew: number;
}

/**
 * One date's DayBook from its lock documents: every lock takes its crew's half
 * hour, and the locks of one booking make one job (its first half hour to the
 * end of its last) in the city `cityOf` gives (undefined or null: unknown).
 * `ownerId`'s locks are left out: a booking being moved does not stand in its own way.
 */
export function dayBookFromLocks(locks: Iterable<LockLike>, cityOf: (bookingId: string) => CityId | null | undefined, ownerId?: string): DayBook {
  const taken: Record<number, number[]> = {};
  const jobs = new Map<string, CrewJob>();
  for (const lock of locks) {
    if (ownerId !== undefined && lock.booking_id === ownerId) continue;
    const crews = (taken[lock.minute] ??= []);
    if (!crews.includes(lock.crew)) crews.push(lock.crew);
    if (!lock.booking_id) continue;
    const job = jobs.get(lock.booking_id);
    if (job) {
      job.startMin = Math.min(job.startMin, lock.minute);
      job.endMin = Math.max(job.endMin, lock.minute + HALF_HOUR_MIN);
    } else {
      const city = cityOf(lock.booking_id) ?? null;
      jobs.set(lock.booking_id, { id: lock.booking_id, crew: lock.crew, startMin: lock.minute, endMin: lock.minute + HALF_HOUR_MIN, city });
    }
  }
  return { taken, jobs: [...jobs.values()] };
}

/** Every crew's number: 1..SCHEDULE.crews. */
export function allCrews(): number[] {
  return Array.from({ length: SCHEDULE.crews }, (_, i) => i + 1);
}

/** The crews (of `crews`) free at every half hour the job covers, before drives count. */
function unlockedCrews(job: JobRequest, day: DayBook, crews: readonly number[]): number[] {
  const minutes = occupiedHalfHours(job.startMin, job.durationMin);
  const taken = day.taken ?? {};
  return crews.filter((crew) => minutes.every((m) => !(taken[m] ?? []).includes(crew)));
}

/** Of crews free at every half hour, the first that can also drive from its job before and on to its job after (drive-time.ts). */
function firstReachingCrew(job: JobRequest, day: DayBook, crews: readonly number[]): number | undefined {
  const endMin = job.startMin + job.durationMin;
  return crews.find((crew) =>
    reachable(
      (day.jobs ?? []).filter((j) => j.crew === crew),
      { startMin: job.startMin, endMin, city: job.city },
      job.date,
    ),
  );
}

/**
 * The first crew (of `crews`) free at every half hour the job covers and able
 * to reach it from its job before and its job after in time, or undefined.
 * The one rule: availability offers a time exactly when this finds a crew, and
 * the booking and reschedule transactions take the crew it finds.
 */
export function firstFreeCrew(job: JobRequest, day: DayBook, crews: readonly number[] = allCrews()): number | undefined {
  return firstReachingCrew(job, day, unlockedCrews(job, day, crews));
}

/**
 * The state of every start time on a date for a package of durationMin, given
 * what the day holds: free when firstFreeCrew finds a crew for a job there in
 * `options.city`.
 */
export function slotStates(date: string, durationMin: number, day: DayBook, now: Date, options: SlotRuleOptions = {}): SlotState[] {
  const minNoticeMin = options.minNoticeMin ?? SCHEDULE.minNoticeMin;
  const bookable = dateBookable(date, now);
  const isToday = date === businessToday(now);
  const nowMin = businessMinutesNow(now);
  const crews = options.crew ? [options.crew] : allCrews();
  const city = options.city ?? null;
  return SLOT_LABELS.map((time) => {
    const start = labelToMinutes(time)!;
    if (bookable === 'past') return { time, available: false, reason: 'past' };
    if (bookable === 'too-far') return { time, available: false, reason: 'out-of-range' };
    if (isToday && start <= nowMin) return { time, available: false, reason: 'past' };
    if (isToday && start < nowMin + minNoticeMin) return { time, available: false, reason: 'notice' };
    if (start + durationMin > SCHEDULE.dayEndMin) return { time, available: false, reason: 'too-late' };
    // firstFreeCrew in its two steps, to tell a full time from one no crew can reach.
    const job = { date, startMin: start, durationMin, city };
    const unlocked = unlockedCrews(job, day, crews);
    if (unlocked.length === 0) return { time, available: false, reason: 'full' };
    return firstReachingCrew(job, day, unlocked) === undefined ? { time, available: false, reason: 'drive' } : { time, available: true };
  });
}

/** Lock document id: one per date, half hour and crew (e.g. 2026-11-30_1030_1). */
export function slotLockId(date: string, minute: number, crew: number): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${date}_${hh}${mm}_${crew}`;
}
