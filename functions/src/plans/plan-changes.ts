// Every change to a plan, by staff or by its customer, as plain functions over
// a Firestore handle and a clock (the callables and the tests share them):
// making a plan, this visit only (skip; a move is an ordinary reschedule of the
// visit), this visit and the following (time, cadence, package, price, crew: a
// new series), a pause until a date, the end from a date. Each answers with the
// plan as it then stands and queues one e-mail to the customer with the next
// visits. A resend of a change (its mutation id) changes nothing more.
//
// The customer's changes keep the 24-hour rule (change-window.ts): a visit
// within 24 hours is not skipped (refused in their words), and a pause or an
// end leaves such a visit where it is.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { SCHEDULE } from '@/config/business';
import { newHistoryEntry, type HistoryActor } from '@/domain/booking/booking-history';
import { customerChange } from '@/domain/booking/change-window';
import { customerKeys } from '@/domain/booking/customer-card';
import { findPackage, type VehicleType } from '@/domain/catalog';
import { defaultPlanPrice, type PlanPackage } from '@/domain/plans/plan-rules';
import { lastOccurrence, ruleText } from '@/domain/plans/recurrence';
import type { CreatePlanData, EditPlanSeriesInput, PlanView } from '@/domain/plans/plan-schema';
import { businessToday, labelToMinutes } from '@/domain/schedule/schedule';
import { BOOKINGS, MAIL, bookingFromData, type BookingDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { readSlotLocks } from '../schedule/free-slot-locks';
import { reconcileBookingLocks } from '../schedule/reconcile-locks';
import { customerMailDoc, mailData, planMailId, type MailTemplates } from '../mail/mail-doc';
import { PLANS, PLAN_MUTATIONS_KEPT, planDocOf, planView, planVisitDocs, untouched, type PlanDoc, type PlanHistoryEntry } from './plan-doc';
import { ensurePlanVisits } from './plan-visits';

export interface PlanActor {
  by: HistoryActor;
  /** The staff member's e-mail; null for the customer. */
  email: string | null;
  /** The customer's own change: the 24-hour rule holds. */
  customer: boolean;
}

export interface PlanChangeResult {
  plan: PlanView;
  /** The records to send now (the plan's e-mail, asks to pick a time). */
  mailIds: string[];
}

export const PLAN_MESSAGES = {
  notFound: 'We could not find this plan.',
  ended: 'This plan has ended.',
  tooLate: 'This visit is less than 24 hours away: please call us to change it.',
  notAVisit: 'This booking is not a visit of a plan.',
  tooLong: 'This package does not fit at that time: every job ends by 7:00 PM.',
  endBeforeStart: 'The end date is before the start date.',
  pastDate: 'Choose today or a later date.',
} as const;

/** A pause's or an end's date: today or later (a date gone by would change nothing it says). */
function checkNotPast(date: string, field: 'until' | 'from', now: Date): void {
  if (date < businessToday(now)) throw new HttpsError('invalid-argument', PLAN_MESSAGES.pastDate, { fields: { [field]: PLAN_MESSAGES.pastDate } });
}

const notFound = () => new HttpsError('not-found', PLAN_MESSAGES.notFound);

function planEntry(now: Date, actor: PlanActor, what: PlanHistoryEntry['what'], detail: string): PlanHistoryEntry {
  return { at: now.toISOString(), by: actor.by, email: actor.email, what, detail };
}

function checkFitsDay(serviceName: string, startTime: string): void {
  const pkg = findPackage(serviceName)!;
  if (labelToMinutes(startTime)! + pkg.durationMin > SCHEDULE.dayEndMin) {
    throw new HttpsError('invalid-argument', PLAN_MESSAGES.tooLong, { fields: { start_time: PLAN_MESSAGES.tooLong } });
  }
}

/** Queues the plan's e-mail for one change: its visits from today on, and the link of the next (else of `fallbackVisit`). */
async function queuePlanMail(db: Firestore, planId: string, mutationId: string, change: MailTemplates['plan-update']['change'], date: string | null, now: Date, fallbackVisit?: string): Promise<string[]> {
  const plan = planDocOf(await db.collection(PLANS).doc(planId).get());
  if (!plan?.customer_email) return [];
  const view = await planView(db, planId, plan, now);
  const linkId = view.next_visits[0]?.id ?? fallbackVisit;
  const snap = linkId ? await db.collection(BOOKINGS).doc(linkId).get() : undefined;
  if (!snap?.exists) return [];
  const booking = mailData(bookingFromData(snap.id, snap.data() as BookingDoc));
  const today = businessToday(now);
  const docs = (await planVisitDocs(db, planId)).filter((v) => v.doc.booking_date >= today);
  const sequenceOf = new Map(docs.map((v) => [v.id, v.doc.sequence ?? 0]));
  const visits = view.next_visits.map((v) => ({ id: v.id, sequence: sequenceOf.get(v.id) ?? 0, booking_date: v.booking_date, booking_time: v.booking_time, needs_time: v.needs_time }));
  const cancelled = docs
    .filter((v) => v.doc.status === 'cancelled')
    .map((v) => ({ id: v.id, sequence: v.doc.sequence ?? 0, booking_date: v.doc.booking_date, booking_time: v.doc.booking_time }));
  const mailId = planMailId(planId, mutationId);
  const mail = customerMailDoc(plan.customer_email, 'plan-update', { booking, change, date, service_name: plan.service_name, price: plan.price, visits, cancelled }, now);
  // The create is the "once": a resend of the change finds it.
  const made = await db.runTransaction(async (tx) => {
    const ref = db.collection(MAIL).doc(mailId);
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, mail);
    return true;
  });
  return made ? [mailId] : [];
}

/** A plan from staff's setup: stored with its price fixed, then its visits made to 8 weeks ahead. */
export async function createPlanAt(db: Firestore, input: CreatePlanData, actor: PlanActor, now: Date): Promise<PlanChangeResult> {
  checkFitsDay(input.service_name, input.start_time);
  if (input.end.kind === 'on' && input.end.date < input.start_date) throw new HttpsError('invalid-argument', PLAN_MESSAGES.endBeforeStart, { fields: { end: PLAN_MESSAGES.endBeforeStart } });
  const rule = { cadence: input.cadence, from: input.start_date };
  const lastDate = input.end.kind === 'after' ? lastOccurrence({ ...rule, count: input.end.visits }) : input.end.kind === 'on' ? input.end.date : null;
  const ref = db.collection(PLANS).doc(input.id);
  const doc: PlanDoc = {
    customer_name: input.customer_name,
    customer_email: input.customer_email,
    customer_phone: input.customer_phone,
    customer_keys: customerKeys(input),
    vehicle_type: input.vehicle_type,
    vehicle_make: input.vehicle_make,
    vehicle_model: input.vehicle_model,
    comments: input.comments,
    service_street: input.service_street,
    service_city: input.service_city,
    service_postal_code: input.service_postal_code,
    service_name: input.service_name,
    price: input.price ?? defaultPlanPrice(input.service_name, input.vehicle_type as VehicleType),
    cadence: input.cadence,
    start_time: input.start_time,
    crew: input.crew,
    start_date: input.start_date,
    end: input.end,
    last_date: lastDate,
    series: 1,
    series_from: input.start_date,
    held_dates: [],
    rrule: ruleText({ ...rule, until: lastDate }),
    paused_until: null,
    ended_from: null,
    created_by: actor.email,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
    history: [planEntry(now, actor, 'created', `${input.service_name}, ${input.start_time}`)],
    applied_mutations: [input.id],
  };
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) tx.create(ref, doc);
  });
  // A resend finishes what the first may have left (visits are idempotent) and mails once.
  const made = await ensurePlanVisits(db, input.id, now, { confirm: false });
  const mailIds = [...made.mailIds, ...(await queuePlanMail(db, input.id, input.id, 'created', null, now))];
  return { plan: await viewOf(db, input.id, now), mailIds };
}

async function viewOf(db: Firestore, planId: string, now: Date): Promise<PlanView> {
  const plan = planDocOf(await db.collection(PLANS).doc(planId).get());
  if (!plan) throw notFound();
  return planView(db, planId, plan, now);
}

export type DropOutcome = 'dropped' | 'kept' | 'too-late' | 'gone';

/**
 * Cancels one visit in its own transaction (its locks freed, or passed to a
 * block over them), with a history line; no e-mail of its own (the plan's says
 * it). `onlyUntouched`: a series change's, leaving a visit moved by hand.
 */
export async function dropVisit(db: Firestore, id: string, actor: PlanActor, now: Date, onlyUntouched: boolean, mutationId: string | null): Promise<DropOutcome> {
  const ref = db.collection(BOOKINGS).doc(id);
  const outcome = await db.runTransaction(async (tx): Promise<DropOutcome> => {
    const doc = (await tx.get(ref)).data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at || (doc.status !== 'pending' && doc.status !== 'confirmed')) return 'gone';
    if (onlyUntouched && !untouched(doc)) return 'kept';
    if (actor.customer && customerChange(doc, now) === 'too-late') return 'too-late';
    const freeLocks = await readSlotLocks(tx, id, doc, { db });
    freeLocks();
    tx.update(ref, {
      status: 'cancelled',
      sequence: (doc.sequence ?? 0) + 1,
      reschedule_request: null,
      ...changeFields(doc, newHistoryEntry(now, actor.by, actor.email, 'cancelled', doc.status, 'cancelled'), mutationId),
    });
    return 'dropped';
  });
  if (outcome === 'dropped') await reconcileBookingLocks(db, id);
  return outcome;
}

/** The plan and the visit a change starts from; not found for a booking of no plan. */
async function visitAndPlan(db: Firestore, visitId: string): Promise<{ visit: BookingDoc; planId: string; plan: PlanDoc }> {
  const visit = (await db.collection(BOOKINGS).doc(visitId).get()).data() as BookingDoc | undefined;
  if (!visit || visit.deleted_at || !visit.plan_id) throw new HttpsError('not-found', PLAN_MESSAGES.notAVisit);
  const plan = planDocOf(await db.collection(PLANS).doc(visit.plan_id).get());
  if (!plan || plan.anonymized_at) throw notFound();
  return { visit, planId: visit.plan_id, plan };
}

/** Writes a plan change once per mutation id; false for a resend (already applied). */
async function updatePlan(db: Firestore, planId: string, mutationId: string, fields: (plan: PlanDoc) => Partial<PlanDoc>, entry: PlanHistoryEntry): Promise<boolean> {
  const ref = db.collection(PLANS).doc(planId);
  return db.runTransaction(async (tx) => {
    const plan = planDocOf(await tx.get(ref));
    if (!plan || plan.anonymized_at) throw notFound();
    if (plan.applied_mutations.includes(mutationId)) return false;
    tx.update(ref, {
      ...fields(plan),
      history: [...plan.history, entry],
      applied_mutations: [...plan.applied_mutations, mutationId].slice(-PLAN_MUTATIONS_KEPT),
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/** This visit only: skipped (cancelled), the following ones left where they are. */
export async function skipVisitAt(db: Firestore, visitId: string, mutationId: string, actor: PlanActor, now: Date): Promise<PlanChangeResult> {
  const { visit, planId } = await visitAndPlan(db, visitId);
  const outcome = await dropVisit(db, visitId, actor, now, false, mutationId);
  if (outcome === 'too-late') throw new HttpsError('failed-precondition', PLAN_MESSAGES.tooLate, { reason: 'too-late' });
  if (outcome === 'dropped') await updatePlan(db, planId, mutationId, () => ({}), planEntry(now, actor, 'skipped', visit.booking_date));
  const mailIds = outcome === 'dropped' ? await queuePlanMail(db, planId, mutationId, 'skipped', visit.booking_date, now, visitId) : [];
  return { plan: await viewOf(db, planId, now), mailIds };
}

/** Cancels the visits dated in [from, to) (to null: open) that the actor may change; those within 24 hours stay for the customer. */
async function dropVisitsBetween(db: Firestore, planId: string, from: string, to: string | null, actor: PlanActor, now: Date, mutationId: string): Promise<void> {
  for (const v of await planVisitDocs(db, planId)) {
    if (v.doc.booking_date < from || (to !== null && v.doc.booking_date >= to)) continue;
    await dropVisit(db, v.id, actor, now, false, mutationId);
  }
}

/** No visits before `until`: those already made in between are cancelled; the nightly round makes none until then. */
export async function pausePlanAt(db: Firestore, planId: string, until: string, mutationId: string, actor: PlanActor, now: Date): Promise<PlanChangeResult> {
  checkNotPast(until, 'until', now);
  const applied = await updatePlan(db, planId, mutationId, () => ({ paused_until: until }), planEntry(now, actor, 'paused', until));
  if (!applied) return { plan: await viewOf(db, planId, now), mailIds: [] };
  await dropVisitsBetween(db, planId, businessToday(now), until, actor, now, mutationId);
  // A shorter pause than one before: the dates from its end on are made again where the plan still makes them.
  const made = await ensurePlanVisits(db, planId, now, { confirm: false });
  const mailIds = [...made.mailIds, ...(await queuePlanMail(db, planId, mutationId, 'paused', until, now))];
  return { plan: await viewOf(db, planId, now), mailIds };
}

/** No visits on or after `from`: those made are cancelled (a customer's within 24 hours stay). */
export async function endPlanAt(db: Firestore, planId: string, from: string, mutationId: string, actor: PlanActor, now: Date): Promise<PlanChangeResult> {
  checkNotPast(from, 'from', now);
  const applied = await updatePlan(db, planId, mutationId, (p) => ({ ended_from: p.ended_from && p.ended_from < from ? p.ended_from : from }), planEntry(now, actor, 'ended', from));
  if (!applied) return { plan: await viewOf(db, planId, now), mailIds: [] };
  await dropVisitsBetween(db, planId, from, null, actor, now, mutationId);
  const mailIds = await queuePlanMail(db, planId, mutationId, 'ended', from, now);
  return { plan: await viewOf(db, planId, now), mailIds };
}

/**
 * This visit and the following: a new series from the visit's plan date with
 * the changes. The visits from that date on that nobody touched are cancelled
 * and made again by the new series; those moved or skipped by hand stay, and
 * their dates are held (the new series makes no second visit on them).
 */
export async function editSeriesAt(db: Firestore, input: EditPlanSeriesInput, actor: PlanActor, now: Date): Promise<PlanChangeResult> {
  const { visit, planId, plan } = await visitAndPlan(db, input.visit_id);
  const from = visit.plan_date ?? visit.booking_date;
  const c = input.changes;
  const serviceName = c.service_name ?? plan.service_name;
  const startTime = c.start_time ?? plan.start_time;
  checkFitsDay(serviceName, startTime);
  const before = await planVisitDocs(db, planId);
  // The current series' visits from the date on that were moved or skipped by hand (an earlier series'
  // cancelled visits were cancelled by its change, not by hand: their dates are not held).
  const touchedDates = (series: number) =>
    before.filter((v) => v.id.startsWith(`${planId}_${series}_`) && (v.doc.plan_date ?? '') >= from && !untouched(v.doc)).map((v) => v.doc.plan_date!);
  let series = plan.series;
  const applied = await updatePlan(
    db,
    planId,
    input.mutation_id,
    (p) => {
      series = p.series + 1;
      const cadence = c.cadence ?? p.cadence;
      return {
        service_name: serviceName,
        start_time: startTime,
        cadence,
        crew: c.crew !== undefined ? c.crew : p.crew,
        // A new package without a new price: that package's default for the vehicle, fixed now.
        price: c.price ?? (c.service_name && c.service_name !== p.service_name ? defaultPlanPrice(c.service_name as PlanPackage, p.vehicle_type as VehicleType) : p.price),
        series,
        series_from: from,
        // Dates held before stay held: the visits moved by hand then are still where they were moved.
        held_dates: [...new Set([...p.held_dates, ...touchedDates(p.series)])].sort(),
        rrule: ruleText({ cadence, from, until: p.last_date }),
      };
    },
    planEntry(now, actor, 'series', `from ${from}: ${Object.keys(c).filter((k) => c[k as keyof typeof c] !== undefined).join(', ')}`),
  );
  if (!applied) return { plan: await viewOf(db, planId, now), mailIds: [] };
  // Read again after the new series is stored: a visit of the old one made meanwhile (the nightly round) is found too.
  for (const v of await planVisitDocs(db, planId)) {
    if ((v.doc.plan_date ?? '') < from || !v.id.startsWith(`${planId}_`) || v.id.startsWith(`${planId}_${series}_`)) continue;
    const outcome = await dropVisit(db, v.id, actor, now, true, input.mutation_id);
    // Moved by hand between the two reads: kept, and its date held too.
    if (outcome === 'kept' && v.doc.plan_date) {
      await db.collection(PLANS).doc(planId).update({ held_dates: FieldValue.arrayUnion(v.doc.plan_date) });
    }
  }
  const made = await ensurePlanVisits(db, planId, now, { confirm: false });
  const mailIds = [...made.mailIds, ...(await queuePlanMail(db, planId, input.mutation_id, 'series', from, now, input.visit_id))];
  return { plan: await viewOf(db, planId, now), mailIds };
}

/** The plan a visit belongs to, for a caller holding the visit (its manage link). */
export async function planOfVisit(db: Firestore, visitId: string, now: Date): Promise<PlanView> {
  const { planId } = await visitAndPlan(db, visitId);
  return viewOf(db, planId, now);
}

