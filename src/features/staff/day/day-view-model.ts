// The crew day view's pure model: for one date, one lane per crew with its
// jobs (as long as their duration), its blocked time and the free gaps between,
// in minutes after midnight over the working day (first start to end of day),
// and its route: the drive into each job from the one before, whether it fits
// the gap, and the crew's driving total (src/domain/schedule/drive-time.ts, the rule
// bookings are placed by).
import { SCHEDULE } from '@/config/business';
import type { Booking } from '@/domain/booking/booking-schema';
import { cityIdOf, type CityId } from '@/domain/schedule/cities';
import { crewRoute, driveLabel, driveMinutes, plainDriveMin, type CrewJob } from '@/domain/schedule/drive-time';
import type { Block } from '@/domain/callables/operations-schema';
import { blockCrews, blockMinutes } from '@/domain/schedule/block-time';
import { businessMinutesNow, businessToday, labelToMinutes } from '@/domain/schedule/schedule';

export const DAY_START_MIN = SCHEDULE.firstSlotMin;
export const DAY_END_MIN = SCHEDULE.dayEndMin;

export interface Span {
  startMin: number;
  endMin: number;
}

/** The drive into a job from the crew's job before it. */
export interface Drive {
  /** "30 min from Burnaby". */
  label: string;
  driveMin: number;
  gapMin: number;
  /** The drive fits between the two jobs (a city changed after booking can make it not). */
  fits: boolean;
}

export interface Lane<B extends Booking, K extends Block> {
  /** 1..crews; 0 for jobs not yet assigned a crew (a phone booking waiting to sync). */
  crew: number;
  jobs: (Span & { booking: B })[];
  blocks: (Span & { block: K })[];
  free: Span[];
  /** By booking id: the drive into each job but the crew's first. */
  drives: Record<string, Drive>;
  /** The crew's driving between jobs that day. */
  driveTotalMin: number;
  /** Every drive fits its gap. */
  fits: boolean;
}

/** A booking's service city as the drive rule reads it (none, or not one of ours: the farthest). */
export function bookingCity(b: Pick<Booking, 'service_city'>): CityId | null {
  return cityIdOf(b.service_city);
}

function routeOf<B extends Booking>(lane: { crew: number; jobs: (Span & { booking: B })[] }, date: string) {
  const jobs: CrewJob[] = lane.jobs.map((j) => ({ crew: lane.crew, id: j.booking.id, startMin: j.startMin, endMin: j.endMin, city: bookingCity(j.booking) }));
  const route = crewRoute(jobs, date);
  const drives: Record<string, Drive> = {};
  for (const leg of route.legs) {
    drives[leg.to.id!] = { label: driveLabel(leg.driveMin, leg.from.city, leg.to.city), driveMin: leg.driveMin, gapMin: leg.gapMin, fits: leg.fits };
  }
  return { drives, driveTotalMin: route.totalMin, fits: route.fits };
}

function freeGaps(busy: Span[], fromMin: number): Span[] {
  const sorted = [...busy].sort((a, b) => a.startMin - b.startMin);
  const gaps: Span[] = [];
  let at = Math.max(DAY_START_MIN, fromMin);
  for (const s of sorted) {
    if (s.startMin > at) gaps.push({ startMin: at, endMin: s.startMin });
    at = Math.max(at, s.endMin);
  }
  if (at < DAY_END_MIN) gaps.push({ startMin: at, endMin: DAY_END_MIN });
  return gaps.filter((g) => g.endMin - g.startMin >= SCHEDULE.slotStepMin);
}

// Each rows array the dashboard gets (one per cache change) grouped by date once,
// so moving day to day reads one day's rows, not all of them.
const rowsByDate = new WeakMap<readonly Booking[], Map<string, Booking[]>>();

function rowsOn<B extends Booking>(bookings: readonly B[], date: string): readonly B[] {
  let index = rowsByDate.get(bookings);
  if (!index) {
    index = new Map();
    for (const b of bookings) {
      const day = index.get(b.booking_date);
      if (day) day.push(b);
      else index.set(b.booking_date, [b]);
    }
    rowsByDate.set(bookings, index);
  }
  return (index.get(date) ?? []) as B[];
}

/** Groups the rows by date ahead of the day view's first open (the dashboard calls it when idle). */
export function prepareDays(bookings: readonly Booking[]): void {
  rowsOn(bookings, '');
}

/**
 * Where free time may start on `date`, seen at `now`: the day's start on a day
 * ahead, the next half hour today (time already gone is not free to offer), and
 * nothing on a day gone by.
 */
export function freeFromMin(date: string, now: Date): number {
  const today = businessToday(now);
  if (date > today) return DAY_START_MIN;
  if (date < today) return DAY_END_MIN;
  return Math.ceil(businessMinutesNow(now) / SCHEDULE.slotStepMin) * SCHEDULE.slotStepMin;
}

/** The lanes of a day: cancelled bookings left out, jobs and blocks in time order; free time from `fromMin` (freeFromMin) on. */
export function dayLanes<B extends Booking, K extends Block>(bookings: readonly B[], blocks: readonly K[], date: string, fromMin = DAY_START_MIN): Lane<B, K>[] {
  const empty = { free: [], drives: {}, driveTotalMin: 0, fits: true };
  const lanes: Lane<B, K>[] = Array.from({ length: SCHEDULE.crews }, (_, i) => ({ crew: i + 1, jobs: [], blocks: [], ...empty }));
  const unassigned: Lane<B, K> = { crew: 0, jobs: [], blocks: [], ...empty };
  for (const b of rowsOn(bookings, date)) {
    if (b.status === 'cancelled') continue;
    const startMin = labelToMinutes(b.booking_time) ?? DAY_START_MIN;
    const lane = lanes.find((l) => l.crew === b.crew) ?? unassigned;
    lane.jobs.push({ booking: b, startMin, endMin: startMin + b.duration_min });
  }
  for (const k of blocks) {
    if (date < k.date_from || date > k.date_to) continue;
    const minutes = blockMinutes(k);
    const span = { startMin: minutes[0], endMin: minutes[minutes.length - 1] + SCHEDULE.slotStepMin };
    for (const crew of blockCrews(k)) lanes.find((l) => l.crew === crew)?.blocks.push({ block: k, ...span });
  }
  const all = unassigned.jobs.length > 0 ? [...lanes, unassigned] : lanes;
  for (const lane of all) {
    lane.jobs.sort((a, b) => a.startMin - b.startMin || (a.booking.id < b.booking.id ? -1 : 1));
    lane.blocks.sort((a, b) => a.startMin - b.startMin);
    lane.free = lane.crew === 0 ? [] : freeGaps([...lane.jobs, ...lane.blocks], fromMin);
    // A crew's jobs make its route; jobs waiting for a crew have none yet.
    if (lane.crew !== 0) Object.assign(lane, routeOf(lane, date));
  }
  return all;
}

/**
 * On My Way's first choice: the drive from the crew's job before this one that
 * day (from the base when it is the first), leaving now when the job is today.
 */
export function onMyWaySuggestion(bookings: readonly Booking[], booking: Booking, now: Date): { driveMin: number; label: string } {
  const startMin = labelToMinutes(booking.booking_time) ?? DAY_START_MIN;
  let before: { endMin: number; city: CityId | null } | undefined;
  for (const b of rowsOn(bookings, booking.booking_date)) {
    if (b.id === booking.id || b.crew !== booking.crew || b.status === 'cancelled' || b.status === 'no-show') continue;
    const endMin = (labelToMinutes(b.booking_time) ?? DAY_START_MIN) + b.duration_min;
    if (endMin <= startMin && (!before || endMin > before.endMin)) before = { endMin, city: bookingCity(b) };
  }
  const to = bookingCity(booking);
  // Leaving now on the day; otherwise when the job before ends, or in time to arrive by the start.
  const departMin =
    booking.booking_date === businessToday(now) ? businessMinutesNow(now) : (before?.endMin ?? startMin - plainDriveMin('base', to));
  if (!before) {
    const driveMin = driveMinutes('base', to, booking.booking_date, departMin);
    return { driveMin, label: to ? `${driveMin} min from the base` : `${driveMin} min from the base (no city: counted as the farthest)` };
  }
  const driveMin = driveMinutes(before.city, to, booking.booking_date, departMin);
  return { driveMin, label: driveLabel(driveMin, before.city, to) };
}
