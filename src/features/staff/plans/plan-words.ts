// What the staff's plan screens say and how a setup starts: a cadence in
// words (the customer's own, from the domain), why a visit of the preview does not fit,
// the setup prefilled from a booking (its weekday and start time, the next
// date after it), and a nearest free time taken as the plan's new start. Pure:
// the setup dialog, the plan's panel and their unit tests read them.
import type { Booking } from '@/domain/booking/booking-schema';
import type { VehicleType } from '@/domain/catalog';
import { PLAN_WEEK_INTERVALS, defaultPlanPrice, isPlanPackage, type PlanPackage } from '@/domain/plans/plan-rules';
import type { PlanEnd, PlanView, PreviewPlanOutput } from '@/domain/plans/plan-schema';
import { WEEKDAYS, nextOccurrences, weekdayIndex, type Cadence, type WeekdayCode } from '@/domain/plans/recurrence';
import { addDaysToDate, daysBetween } from '@/domain/schedule/schedule';
import { cityIdOf } from '@/domain/schedule/cities';
import { NTH_WORDS } from '@/domain/plans/plan-words';

export { WEEKDAY_NAMES, cadenceWords } from '@/domain/plans/plan-words';

/** The cadence select's value for a cadence ("weeks:4", "monthly:2"), and back with the plan's weekday. */
export function cadenceKey(cadence: Cadence): string {
  return cadence.kind === 'weeks' ? `weeks:${cadence.every}` : `monthly:${cadence.nth}`;
}

/** A cadence as the plan callables take it (the nth of a monthly one is 1 to 4, or -1: the last). */
export type PlanCadence = PlanView['cadence'];

export function cadenceFromKey(key: string, weekday: WeekdayCode): PlanCadence {
  const [kind, n] = key.split(':');
  return kind === 'monthly' ? { kind: 'monthly', nth: Number(n) as Extract<PlanCadence, { kind: 'monthly' }>['nth'], weekday } : { kind: 'weeks', every: Number(n), weekday };
}

/** The weekday a date falls on, as a cadence names it. */
export function weekdayOf(date: string): WeekdayCode {
  return WEEKDAYS[weekdayIndex(date)];
}

type Reason = NonNullable<PreviewPlanOutput['visits'][number]['reason']>;

/** Why a visit of the preview does not fit as asked. */
export const REASON_WORDS: Record<Reason, string> = {
  full: 'Full: both crews are booked',
  drive: 'No time to drive there between jobs',
  notice: 'Too soon',
  'too-late': 'Ends after 7:00 PM',
  past: 'Already passed',
  'out-of-range': 'Too far ahead to book',
};

/** Why a visit does not fit, in words (a crew chosen for the plan: that crew, not both). */
export function reasonWords(reason: Reason | undefined, crew: number | null): string {
  if ((reason ?? 'full') === 'full') return crew ? `Full: crew ${crew} is booked` : REASON_WORDS.full;
  return REASON_WORDS[reason!];
}

/** "No end", "After 6 visits", "Ends on Tue, Mar 2, 2027" (the date written by the caller's formatter). */
export function endWords(end: PlanEnd, formatDate: (date: string) => string): string {
  if (end.kind === 'after') return `After ${end.visits} visit${end.visits === 1 ? '' : 's'}`;
  if (end.kind === 'on') return `Last visit on or before ${formatDate(end.date)}`;
  return 'No end date';
}

/** Where a plan stands, in words (the server's state: a pause gone by is active again; an end still ahead is said). */
export function stateWords(plan: Pick<PlanView, 'state' | 'paused_until' | 'ended_from'>, formatDate: (date: string) => string): string {
  if (plan.state === 'ended') return 'Ended';
  if (plan.state === 'paused' && plan.paused_until) return `Paused until ${formatDate(plan.paused_until)}`;
  return plan.ended_from ? `Active, no visits from ${formatDate(plan.ended_from)}` : 'Active';
}

/** A plan is offered from a booking of a plan package that is no plan's visit, not cancelled and not erased. */
export function offersPlan(b: Pick<Booking, 'service_name' | 'plan_id' | 'status' | 'anonymized_at'>): boolean {
  return isPlanPackage(b.service_name) && !b.plan_id && !b.anonymized_at && b.status !== 'cancelled';
}

/** What the setup form holds (the plan's setup before its customer part is added). */
export interface SetupFields {
  service_name: PlanPackage;
  /** "weeks:4" or "monthly:2": with `weekday`, the cadence. */
  cadence_key: string;
  weekday: WeekdayCode;
  start_time: string;
  start_date: string;
  /** "" for any crew. */
  crew: string;
  /** Whole dollars, as typed. */
  price: string;
  end_kind: PlanEnd['kind'];
  end_visits: string;
  end_date: string;
}

export const DEFAULT_CADENCE_KEY = 'weeks:4';

/**
 * The first date of the plan: the next date of its cadence after the booking
 * it is set up from, counted from that booking (every 4 weeks after it), and
 * after today when that booking is long past.
 */
export function nextStartAfter(bookingDate: string, cadence: Cadence, today: string): string {
  const after = [addDaysToDate(bookingDate, 1), addDaysToDate(today, 1)].sort()[1];
  return nextOccurrences({ cadence, from: bookingDate }, after, 1)[0] ?? after;
}

/** The setup prefilled from a booking: its package, weekday and start time, the next date after it, the default price. */
export function setupFromBooking(booking: Pick<Booking, 'service_name' | 'booking_date' | 'booking_time' | 'vehicle_type'>, today: string, initialCadence?: Cadence): SetupFields {
  const weekday = initialCadence?.weekday ?? weekdayOf(booking.booking_date);
  const cadenceKeyValue = initialCadence ? cadenceKey(initialCadence) : DEFAULT_CADENCE_KEY;
  const pkg: PlanPackage = isPlanPackage(booking.service_name) ? booking.service_name : 'Interior Detailing';
  return {
    service_name: pkg,
    cadence_key: cadenceKeyValue,
    weekday,
    start_time: booking.booking_time,
    start_date: nextStartAfter(booking.booking_date, cadenceFromKey(cadenceKeyValue, weekday), today),
    crew: '',
    price: String(defaultPlanPrice(pkg, booking.vehicle_type as VehicleType)),
    end_kind: 'none',
    end_visits: '6',
    end_date: '',
  };
}

/**
 * A nearest free time taken for the plan: its start time becomes that time,
 * and when it is on another day, the plan moves by as many days (its weekday
 * becomes that day's), so the visit that did not fit lands on it.
 */
export function takeNearest(fields: SetupFields, visitDate: string, nearest: { booking_date: string; booking_time: string }): SetupFields {
  const shift = daysBetween(visitDate, nearest.booking_date);
  if (shift === 0) return { ...fields, start_time: nearest.booking_time };
  const startDate = addDaysToDate(fields.start_date, shift);
  return { ...fields, start_time: nearest.booking_time, start_date: startDate, weekday: weekdayOf(nearest.booking_date) };
}

/** What is wrong with the form before anything is asked of the server (null: nothing). */
export function setupProblem(fields: SetupFields): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.start_date)) return 'Choose the first date';
  if (!/^\d+$/.test(fields.price.trim())) return 'Enter the price per visit in whole dollars';
  if (fields.end_kind === 'after' && !(/^\d+$/.test(fields.end_visits) && Number(fields.end_visits) >= 1 && Number(fields.end_visits) <= 104)) return 'Enter how many visits (1 to 104)';
  if (fields.end_kind === 'on' && !/^\d{4}-\d{2}-\d{2}$/.test(fields.end_date)) return 'Choose the last date';
  if (fields.end_kind === 'on' && fields.end_date < fields.start_date) return 'The end date is before the first date';
  return null;
}

type SetupCustomer = Pick<
  Booking,
  'customer_name' | 'customer_email' | 'customer_phone' | 'vehicle_type' | 'vehicle_make' | 'vehicle_model' | 'comments' | 'service_street' | 'service_city' | 'service_postal_code'
>;

/** The plan callables' setup: the form's choices and the booking's customer, vehicle and address. */
export function setupInput(fields: SetupFields, from: SetupCustomer) {
  const end: PlanEnd =
    fields.end_kind === 'after' ? { kind: 'after', visits: Number(fields.end_visits) } : fields.end_kind === 'on' ? { kind: 'on', date: fields.end_date } : { kind: 'none' };
  return {
    service_name: fields.service_name,
    cadence: cadenceFromKey(fields.cadence_key, fields.weekday),
    start_time: fields.start_time,
    crew: fields.crew ? Number(fields.crew) : null,
    customer_name: from.customer_name,
    customer_email: from.customer_email,
    customer_phone: from.customer_phone,
    vehicle_type: from.vehicle_type,
    vehicle_make: from.vehicle_make,
    vehicle_model: from.vehicle_model,
    comments: from.comments,
    service_street: from.service_street,
    // A city the booking names that is no longer served is sent as none (the drives then count the farthest).
    service_city: cityIdOf(from.service_city),
    service_postal_code: from.service_postal_code,
    start_date: fields.start_date,
    end,
    price: Number(fields.price.trim()),
  };
}

/** The cadence select's choices. */
export const CADENCE_CHOICES: readonly { value: string; label: string }[] = [
  ...PLAN_WEEK_INTERVALS.map((n) => ({ value: `weeks:${n}`, label: `Every ${n} weeks` })),
  ...[1, 2, 3, 4, -1].map((n) => ({ value: `monthly:${n}`, label: `Monthly, the ${NTH_WORDS[n]} weekday` })),
];

/** The series form: the plan as it stands, then as changed ("" cadence or "same" crew: not known offline, left as it is). */
export interface SeriesFields {
  start_time: string;
  cadence_key: string;
  weekday: WeekdayCode;
  service_name: string;
  price: string;
  crew: string;
}

/** Only what was changed, as editPlanSeries takes it; or what is wrong, in words. */
export function seriesChanges(before: SeriesFields, after: SeriesFields) {
  if (!/^\d+$/.test(after.price.trim())) return 'Enter the price per visit in whole dollars';
  const changes: {
    start_time?: string;
    cadence?: PlanCadence;
    service_name?: PlanPackage;
    price?: number;
    crew?: number | null;
  } = {};
  if (after.start_time !== before.start_time) changes.start_time = after.start_time;
  if (after.cadence_key && (after.cadence_key !== before.cadence_key || after.weekday !== before.weekday)) changes.cadence = cadenceFromKey(after.cadence_key, after.weekday);
  if (after.service_name !== before.service_name && isPlanPackage(after.service_name)) changes.service_name = after.service_name;
  if (Number(after.price.trim()) !== Number(before.price.trim())) changes.price = Number(after.price.trim());
  if (after.crew !== before.crew && after.crew !== 'same') changes.crew = after.crew ? Number(after.crew) : null;
  return Object.keys(changes).length === 0 ? 'Change at least one thing' : changes;
}
