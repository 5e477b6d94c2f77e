// The crew day view's pure model: for one date, one lane per crew with its
// jobs (as long as their duration), its blocked time and the free gaps between,
// in minutes after midnight over the working day (first start to end of day).
import { SCHEDULE } from '@/config/business';
import type { Booking } from '@/domain/booking-schema';
import { blockCrews, blockMinutes, type Block } from '@/domain/operations-schema';
import { businessMinutesNow, businessToday, labelToMinutes } from '@/domain/schedule';

export const DAY_START_MIN = SCHEDULE.firstSlotMin;
export const DAY_END_MIN = SCHEDULE.dayEndMin;

export interface Span {
  startMin: number;
  endMin: number;
}

export interface Lane<B extends Booking, K extends Block> {
  /** 1..crews; 0 for jobs not yet assigned a crew (a phone booking waiting to sync). */
  crew: number;
  jobs: (Span & { booking: B })[];
  blocks: (Span & { block: K })[];
  free: Span[];
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
  const lanes: Lane<B, K>[] = Array.from({ length: SCHEDULE.crews }, (_, i) => ({ crew: i + 1, jobs: [], blocks: [], free: [] }));
  const unassigned: Lane<B, K> = { crew: 0, jobs: [], blocks: [], free: [] };
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
  }
  return all;
}
