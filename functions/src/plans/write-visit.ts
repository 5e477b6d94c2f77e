// Makes one visit of a plan: an ordinary booking (so drive time, rain days, On
// My Way, photos, reminders and the manage link all apply) whose id is the
// plan's, its series' and its date's (plan-doc.ts visitId), written in one
// transaction that reads the plan and the visit by reference. A visit that
// exists is left as it is (a replay, a retry, two nightly runs at once, or a
// visit moved or skipped since); one the plan no longer makes (paused, ended,
// a new series, a held date) is not written.
//
// The visit takes a crew through the one availability rule (findFreeCrew:
// free for the whole job and able to drive from the job before and on to the
// next) and creates that crew's slot locks, so it can never double-book: a
// booking that took one of the half hours meanwhile makes the commit fail and
// the next attempt reads again. A visit that does not fit holds no locks: it is
// stored at its usual time asking the customer to pick another
// (reschedule_request, the rain day's mechanism: the manage page offers the
// picker even inside 24 hours, staff see "needs a new time"), and the customer
// is e-mailed.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { customerKeys } from '@/domain/booking/customer-card';
import { findPackage } from '@/domain/catalog';
import { cityIdOf } from '@/domain/schedule/cities';
import { businessToday, labelToMinutes, occupiedHalfHours } from '@/domain/schedule/schedule';
import type { RescheduleRequest } from '@/domain/booking/booking-schema';
import { BOOKINGS, MAIL, bookingFromData, type NewBookingDoc } from '../lib/firestore-docs';
import { newManageKey } from '../lib/manage-token';
import { confirmationMailId, mailData, newMailDoc, rescheduleAskMailId } from '../mail/mail-doc';
import { createLocks, findFreeCrew } from '../schedule/crew-locks';
import { runJobMove } from '../schedule/move-job';
import { PLANS, planDocOf, planRequestId, planVisitsOn, visitId } from './plan-doc';

/** Said with the request to pick a new time (its reason is the plan: reschedule-words.ts). */
export const PLAN_REQUEST_REASON = 'Plan';

export type VisitOutcome =
  /** `mailIds`: the records to send now (the confirmation, or the ask to pick a time). */
  | { kind: 'booked' | 'needs-time'; id: string; mailIds: string[] }
  | { kind: 'existing'; id: string }
  /** The plan makes no visit on this date any more (or never did). */
  | { kind: 'not-due'; id: string };

export interface VisitOptions {
  /** Queue the visit's own confirmation (the nightly round's visits); a plan change lists its visits in one e-mail instead. */
  confirm: boolean;
}

export async function writeVisit(db: Firestore, planId: string, series: number, date: string, now: Date, options: VisitOptions): Promise<VisitOutcome> {
  const id = visitId(planId, series, date);
  const planRef = db.collection(PLANS).doc(planId);
  const visitRef = db.collection(BOOKINGS).doc(id);

  const attempt = async (tx: Transaction): Promise<VisitOutcome> => {
    const [planSnap, visitSnap] = await tx.getAll(planRef, visitRef);
    if (visitSnap.exists) return { kind: 'existing', id };
    const plan = planDocOf(planSnap);
    // Read in this transaction: a pause, an end or a series change committed meanwhile re-runs it and is obeyed.
    if (!plan || plan.series !== series || date <= businessToday(now) || !planVisitsOn(plan, date)) return { kind: 'not-due', id };
    const pkg = findPackage(plan.service_name)!;
    const startMin = labelToMinutes(plan.start_time)!;
    const city = cityIdOf(plan.service_city);
    const free = await findFreeCrew(db, tx, { date, startMin, durationMin: pkg.durationMin, city }, undefined, plan.crew);
    const request: RescheduleRequest | null = free
      ? null
      : { request_id: planRequestId(planId), asked_at: now.toISOString(), reason: PLAN_REQUEST_REASON, note: null, emailed: !!plan.customer_email };
    if (free) createLocks(tx, free, id, date, occupiedHalfHours(startMin, pkg.durationMin));
    const slot = `${date} ${plan.start_time}`;
    const booking: NewBookingDoc = {
      id,
      customer_name: plan.customer_name,
      customer_email: plan.customer_email,
      customer_phone: plan.customer_phone,
      service_name: pkg.id,
      booking_date: date,
      booking_time: plan.start_time,
      vehicle_type: plan.vehicle_type,
      vehicle_size: null,
      vehicle_make: plan.vehicle_make,
      vehicle_model: plan.vehicle_model,
      comments: plan.comments,
      service_street: plan.service_street,
      service_city: plan.service_city,
      service_postal_code: plan.service_postal_code,
      // The plan's price, fixed when the plan (or its series) was made.
      total_price: plan.price,
      duration_min: pkg.durationMin,
      // Agreed with the customer when the plan was made: nothing for staff to review per visit.
      status: 'confirmed',
      sequence: 0,
      source: 'staff',
      // A visit needing a time holds no locks; the crew it would have had is only its lane on the day view.
      crew: free?.crew ?? plan.crew ?? 1,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      deleted_at: null,
      reminder_sent_at: null,
      created_by: plan.created_by,
      revision: 0,
      history: [
        newHistoryEntry(now, 'system', null, 'created', null, slot, 0),
        ...(request ? [newHistoryEntry(now, 'system', null, 'reschedule-asked', null, PLAN_REQUEST_REASON)] : []),
      ],
      applied_mutations: [],
      customer_keys: customerKeys(plan),
      manage_key: newManageKey(),
      customer_note: null,
      customer_note_at: null,
      reschedule_request: request,
      plan_id: planId,
      plan_date: date,
    };
    tx.create(visitRef, booking);
    const stamp = Timestamp.fromDate(now);
    const asMailed = mailData(bookingFromData(id, { ...booking, created_at: stamp, updated_at: stamp }));
    const mailIds: string[] = [];
    if (request && plan.customer_email) {
      const mailId = rescheduleAskMailId(id, request.request_id);
      tx.create(db.collection(MAIL).doc(mailId), newMailDoc(plan.customer_email, 'reschedule-request', { booking: asMailed, reason: request.reason, note: null }, now));
      mailIds.push(mailId);
    } else if (options.confirm && plan.customer_email) {
      tx.create(db.collection(MAIL).doc(confirmationMailId(id)), newMailDoc(plan.customer_email, 'booking-confirmation', asMailed, now));
      mailIds.push(confirmationMailId(id));
    }
    return { kind: request ? 'needs-time' : 'booked', id, mailIds };
  };

  // A lost race for a lock (or for the visit itself: a concurrent run) re-runs on fresh reads.
  return runJobMove(db, id, attempt, () => false);
}
