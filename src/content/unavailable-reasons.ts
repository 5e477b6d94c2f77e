// Why a start time or a day cannot be booked, in the customer's words: a word
// under the time or day (its button's name ends with it), and the line shown
// under the times or the days when one of them is tapped.
import { SCHEDULE } from '@/config/business';
import { minutesToLabel, type DayUnavailableReason, type SlotUnavailableReason } from '@/domain/schedule/schedule';

const NOTICE = `we need ${SCHEDULE.minNoticeMin / 60} hours' notice`;
const AHEAD = `We take bookings up to ${SCHEDULE.horizonDays} days ahead.`;

export const REASON_WORDS: Record<SlotUnavailableReason | DayUnavailableReason, string> = {
  past: 'Past',
  notice: 'Too soon',
  'too-late': 'Too late',
  over: 'Too late',
  full: 'Full',
  drive: 'Too far',
  'out-of-range': 'Too far ahead',
};

/** "8:00 AM is full: every crew is booked then." `place`: the job's city, null when not known. */
export function timeReasonLine(time: string, reason: SlotUnavailableReason, place: string | null): string {
  if (reason === 'past') return `${time} has passed.`;
  if (reason === 'notice') return `${time} is too soon: ${NOTICE}.`;
  if (reason === 'too-late') return `${time} is too late for this service: it would end after ${minutesToLabel(SCHEDULE.dayEndMin)}.`;
  if (reason === 'drive') return `${time} is too far from our other jobs: our crew can't get to ${place ?? 'you'} by then.`;
  if (reason === 'out-of-range') return AHEAD;
  return `${time} is full: every crew is booked then.`;
}

export const DAY_REASON_LINES: Record<DayUnavailableReason, string> = {
  over: `Too late to book today: ${NOTICE}. Please choose another day.`,
  full: 'This day is fully booked. Please choose another day.',
  drive: 'Our crews are too far away that day. Please choose another day.',
  'out-of-range': AHEAD,
};
