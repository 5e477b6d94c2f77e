// plans/{id} as stored, and what every plan function reads from it: the
// current series' recurrence, which dates it gives a visit, each visit's id,
// and the view staff and the customer get. A plan's visits are ordinary
// bookings (bookings/{visit id}) carrying plan_id and plan_date.
//
// The series: a change to "this visit and the following" starts a new series
// from that visit's date (series + 1, series_from), and its visits get ids of
// the new series, so the old series' untouched visits can be cancelled and the
// new ones created without either id meeting the other. The visits already
// moved or skipped by hand are kept, and their dates held: the new series makes
// no visit on a held date.
import type { DocumentSnapshot, FieldValue, Firestore, Timestamp } from 'firebase-admin/firestore';
import { addDaysToDate, businessToday } from '@/domain/schedule/schedule';
import { PLAN_RULES } from '@/domain/plans/plan-rules';
import { occurrencesBetween, type Cadence, type RecurrenceInput } from '@/domain/plans/recurrence';
import type { PlanEnd, PlanView, PlanVisit } from '@/domain/plans/plan-schema';
import type { HistoryActor } from '@/domain/booking/booking-history';
import { BOOKINGS, type BookingDoc } from '../lib/firestore-docs';

export const PLANS = 'plans';

/** One line of a plan's history (staff see it). */
export interface PlanHistoryEntry {
  at: string;
  by: HistoryActor;
  email: string | null;
  what: 'created' | 'series' | 'skipped' | 'paused' | 'ended';
  detail: string;
}

export interface PlanDoc {
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  /** Who the customer is ('e:…', 'p:…': src/domain/booking/customer-card.ts), for the customer card and an erase. */
  customer_keys: string[];
  vehicle_type: string;
  vehicle_make: string | null;
  vehicle_model: string | null;
  comments: string | null;
  service_street: string | null;
  service_city: string | null;
  service_postal_code: string | null;
  /** The current series: what each new visit is. */
  service_name: string;
  /** Per visit, in whole dollars: fixed when the plan (or the series) was made, never read from the catalog again. */
  price: number;
  cadence: Cadence;
  start_time: string;
  crew: number | null;
  start_date: string;
  end: PlanEnd;
  /** The last date a visit may fall on (an "after N visits" end as the date of the Nth); null: open. */
  last_date: string | null;
  series: number;
  /** The first date of the current series' rule. */
  series_from: string;
  /** Dates the current series skips: those of visits moved or skipped by hand before a series change. */
  held_dates: string[];
  /** The current series' RRULE text, for people and calendars (the rule is rebuilt from the fields above). */
  rrule: string;
  /** No visits before this date (a pause); null: not paused. */
  paused_until: string | null;
  /** No visits on or after this date (ended); null: open. */
  ended_from: string | null;
  created_by: string | null;
  created_at: Timestamp | FieldValue;
  updated_at: Timestamp | FieldValue;
  history: PlanHistoryEntry[];
  /** The last mutation ids applied (bounded): a resend answers without changing anything. */
  applied_mutations: string[];
  anonymized_at?: Timestamp | null;
}

export const PLAN_MUTATIONS_KEPT = 20;

export function planDocOf(snap: DocumentSnapshot): PlanDoc | undefined {
  return snap.exists ? (snap.data() as PlanDoc) : undefined;
}

/** The current series' rule. */
export function recurrenceOf(plan: Pick<PlanDoc, 'cadence' | 'series_from' | 'last_date'>): RecurrenceInput {
  return { cadence: plan.cadence, from: plan.series_from, until: plan.last_date };
}

/** A visit's id: the plan, the series and the date the rule gave it. A replay, a retry or a second run names the same document. */
export function visitId(planId: string, series: number, date: string): string {
  return `${planId}_${series}_${date}`;
}

/** The plan a visit's id names, or null for a booking of no plan. */
export function planOfVisitId(bookingId: string): string | null {
  const match = /^(.+)_\d+_\d{4}-\d{2}-\d{2}$/.exec(bookingId);
  return match ? match[1] : null;
}

/** Whether the plan makes a visit on `date` now: a date of its current rule, not held, paused, ended or past its last. */
export function planVisitsOn(plan: PlanDoc, date: string): boolean {
  if (plan.anonymized_at) return false;
  if (plan.paused_until && date < plan.paused_until) return false;
  if (plan.ended_from && date >= plan.ended_from) return false;
  if (plan.held_dates.includes(date)) return false;
  return occurrencesBetween(recurrenceOf(plan), date, date).length === 1;
}

/** The dates of visits that should exist now: after today, within the horizon (8 weeks), that the plan visits on. */
export function dueDates(plan: PlanDoc, now: Date): string[] {
  const today = businessToday(now);
  const from = addDaysToDate(today, 1);
  const to = addDaysToDate(today, PLAN_RULES.horizonDays);
  return occurrencesBetween(recurrenceOf(plan), from, to).filter((d) => planVisitsOn(plan, d));
}

export function planState(plan: PlanDoc, now: Date): PlanView['state'] {
  const today = businessToday(now);
  if (plan.ended_from && plan.ended_from <= addDaysToDate(today, 1)) return 'ended';
  if (plan.last_date && plan.last_date <= today) return 'ended';
  return plan.paused_until && plan.paused_until > today ? 'paused' : 'active';
}

/** A plan's visits as stored, every series, oldest first (by the date the rule gave them). */
export async function planVisitDocs(db: Firestore, planId: string): Promise<{ id: string; doc: BookingDoc }[]> {
  const snap = await db.collection(BOOKINGS).where('plan_id', '==', planId).get();
  return snap.docs
    .map((d) => ({ id: d.id, doc: d.data() as BookingDoc }))
    .filter((v) => !v.doc.deleted_at)
    .sort((a, b) => (a.doc.booking_date + a.id).localeCompare(b.doc.booking_date + b.id));
}

/** A visit that nobody moved or skipped by hand: a series change may cancel it and make the new series' visit instead. */
export function untouched(doc: BookingDoc): boolean {
  return (doc.sequence ?? 0) === 0 && (doc.status === 'pending' || doc.status === 'confirmed');
}

export function planVisitOf(id: string, doc: BookingDoc): PlanVisit {
  return { id, booking_date: doc.booking_date, booking_time: doc.booking_time, status: doc.status, needs_time: !!doc.reschedule_request && doc.reschedule_request.request_id === planRequestId(doc.plan_id ?? '') };
}

/** The reschedule_request id of a visit whose usual time was taken (the customer is asked to pick one). */
export function planRequestId(planId: string): string {
  return `plan_${planId}`;
}

/** The plan as staff see it, with its visits from today on. */
export async function planView(db: Firestore, id: string, plan: PlanDoc, now: Date): Promise<PlanView> {
  const today = businessToday(now);
  const visits = (await planVisitDocs(db, id)).filter((v) => v.doc.booking_date >= today && v.doc.status !== 'cancelled');
  return {
    id,
    customer_name: plan.customer_name,
    vehicle_type: plan.vehicle_type,
    service_name: plan.service_name as PlanView['service_name'],
    cadence: plan.cadence as PlanView['cadence'],
    start_time: plan.start_time,
    crew: plan.crew,
    price: plan.price,
    start_date: plan.start_date,
    end: plan.end,
    state: planState(plan, now),
    paused_until: plan.paused_until,
    ended_from: plan.ended_from,
    rrule: plan.rrule,
    next_visits: visits.map((v) => planVisitOf(v.id, v.doc)),
  };
}

/** What the customer sees: the plan without its crew. */
export function forCustomer(plan: PlanView) {
  const { crew: _crew, ...mine } = plan;
  return { plan: mine };
}
