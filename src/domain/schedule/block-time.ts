// Blocked time as the schedule reads it, apart from the callables' schemas
// (operations-schema.ts) so that what only counts blocked hours (the Reports'
// worker) loads no validation code: the reasons, the half hours and crews a
// block takes, and the bookings it sits over.
import { SCHEDULE } from '../../config/business';
import { labelToMinutes, occupiedHalfHours } from './schedule';

export const BLOCK_REASONS = ['Holiday', 'Weather', 'Vehicle', 'Other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** The half hours (minutes after midnight) a block covers on each of its days. */
export function blockMinutes(b: { start_time: string | null; end_time: string | null }): number[] {
  const start = b.start_time ? labelToMinutes(b.start_time)! : SCHEDULE.firstSlotMin;
  const end = b.end_time ? labelToMinutes(b.end_time)! : SCHEDULE.dayEndMin;
  const out: number[] = [];
  for (let m = start; m < end; m += SCHEDULE.slotStepMin) out.push(m);
  return out;
}

/** The crews a block takes. */
export function blockCrews(b: { crew: number | null }): number[] {
  return b.crew === null ? Array.from({ length: SCHEDULE.crews }, (_, i) => i + 1) : [b.crew];
}

/** What of a booking decides whether a block covers it. */
export interface BlockableBooking {
  booking_date: string;
  booking_time: string;
  duration_min: number;
  crew?: number | null;
  status: string;
  deleted_at?: string | null;
}

/**
 * The bookings a block would sit over: not cancelled, completed or deleted, on
 * one of its crews, sharing a half hour with it on one of its days. The admin's
 * warning before saving a block and the server's list after it use this rule.
 */
export function bookingsInsideBlock<B extends BlockableBooking>(
  bookings: readonly B[],
  b: { date_from: string; date_to: string; start_time?: string | null; end_time?: string | null; crew?: number | null },
): B[] {
  const crews = blockCrews({ crew: b.crew ?? null });
  const minutes = new Set(blockMinutes({ start_time: b.start_time ?? null, end_time: b.end_time ?? null }));
  return bookings
    .filter((d) => {
      if (d.deleted_at || d.status === 'cancelled' || d.status === 'completed') return false;
      if (d.booking_date < b.date_from || d.booking_date > b.date_to) return false;
      if (typeof d.crew !== 'number' || !crews.includes(d.crew)) return false;
      const start = labelToMinutes(d.booking_time);
      return start !== undefined && occupiedHalfHours(start, d.duration_min).some((m) => minutes.has(m));
    })
    .sort((x, y) => x.booking_date.localeCompare(y.booking_date) || (labelToMinutes(x.booking_time) ?? 0) - (labelToMinutes(y.booking_time) ?? 0));
}
