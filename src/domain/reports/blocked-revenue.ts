// Revenue moved or lost to blocked time (rain, holidays, a vehicle off the road).
//
// For every block that touches the period, the bookings it sat over
// (blockBookings, as the Blocked Time dialog lists them): moved out of it
// (still booked elsewhere: revenue moved), cancelled (revenue lost), or still
// inside it, waiting for a new time (revenue at risk). By the block's
// reason; a booking under two blocks counts once, for the earliest block.
import { blockBookings } from '../schedule/block-bookings';
import type { Block } from '../callables/operations-schema';
import { counted, type ReportBooking } from './report-booking';
import { type DateRange } from './report-period';
import { fromCents, tableWithTotal, toCents, type ReportColumn, type ReportTable } from './report-table';
import { BLOCK_REASONS } from '../schedule/block-time';

type BlockShape = Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew' | 'created_at' | 'booking_ids' | 'reason'>;

export const BLOCKED_COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Reason', kind: 'text' },
  { key: 'movedJobs', label: 'Jobs moved', kind: 'count' },
  { key: 'moved', label: 'Revenue moved', kind: 'money' },
  { key: 'lostJobs', label: 'Jobs lost', kind: 'count' },
  { key: 'lost', label: 'Revenue lost', kind: 'money' },
  { key: 'waitingJobs', label: 'Jobs waiting', kind: 'count' },
  { key: 'waiting', label: 'Revenue waiting', kind: 'money' },
];

export function blockedRevenueTable(bookings: readonly ReportBooking[], blocks: readonly BlockShape[], range: DateRange): ReportTable {
  const acc = new Map(BLOCK_REASONS.map((r) => [r as string, { movedJobs: 0, moved: 0, lostJobs: 0, lost: 0, waitingJobs: 0, waiting: 0 }]));
  const seen = new Set<string>();
  const inPeriod = blocks.filter((b) => b.date_from <= range.to && b.date_to >= range.from).sort((a, b) => a.date_from.localeCompare(b.date_from));
  // Only bookings that could concern a block are handed to blockBookings: those it lists, those on its days, and, for a block without a list, those with a move or a cancel in their history.
  const changed = bookings.filter((b) => counted(b) && (b.history ?? []).some((h) => h.change === 'rescheduled' || h.change === 'cancelled'));
  for (const block of inPeriod) {
    const listed = new Set(block.booking_ids ?? []);
    const near = bookings.filter((b) => counted(b) && (listed.has(b.id) || (b.booking_date >= block.date_from && b.booking_date <= block.date_to)));
    const candidates = block.booking_ids ? near : [...new Set([...near, ...changed])];
    const a = acc.get(block.reason)!;
    for (const { booking, state } of blockBookings(block, candidates)) {
      if (seen.has(booking.id)) continue;
      seen.add(booking.id);
      const cents = toCents(booking.total_price);
      if (state === 'moved') {
        a.movedJobs += 1;
        a.moved += cents;
      } else if (state === 'cancelled') {
        a.lostJobs += 1;
        a.lost += cents;
      } else {
        a.waitingJobs += 1;
        a.waiting += cents;
      }
    }
  }
  const rows = [...acc].map(([name, a]) => ({ name, movedJobs: a.movedJobs, moved: fromCents(a.moved), lostJobs: a.lostJobs, lost: fromCents(a.lost), waitingJobs: a.waitingJobs, waiting: fromCents(a.waiting) }));
  return tableWithTotal('blocked', 'Revenue moved or lost to blocked time', BLOCKED_COLUMNS, rows);
}
