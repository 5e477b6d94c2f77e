// requestPlan (anyone holding a booking's manage link): after booking a plan
// package, the customer asks for a maintenance plan at the cadence they chose.
// It stores the request on the booking (`plan_request`, which staff read to set
// the plan up) and queues the owner's alert, in one transaction counted with
// the customer's other changes (abuse/change-limits.ts); nothing is made by it.
// The alert's record is keyed by the request's mutation id and is the "once": a
// replay finds it and changes and mails nothing more.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isPlanPackage } from '@/domain/plans/plan-rules';
import { cadenceWords } from '@/domain/plans/plan-words';
import type { PlanRequest, RequestPlanData } from '@/domain/plans/plan-schema';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BOOKINGS, MAIL, bookingFromData, type BookingDoc } from '../lib/firestore-docs';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { mailData, planRequestAlertMailId } from '../mail/mail-doc';
import { ownerAlertMail } from '../mail/owner-alert';
import type { RequestLike } from '../abuse/booking-limits';
import { rateLimitRefs } from '../abuse/rate-limits';
import { checkChangeLimits, customerChangeLimits } from '../abuse/change-limits';
import { notFound, requireManageToken } from '../self-service/manage-access';

export const PLAN_REQUEST_MESSAGES = {
  notAPlanPackage: 'Plans are for interior detailing, the interior and exterior package, or steam cleaning.',
  alreadyAPlan: 'This booking is already a visit of your plan.',
  notActive: 'This booking is cancelled: book again to ask for a plan.',
} as const;

/** The request stored and its alert queued (the token already checked); a replay answers the request as stored. */
export async function storePlanRequest(database: Firestore, input: RequestPlanData, raw: RequestLike | undefined, now: Date): Promise<{ plan_request: PlanRequest; mailIds: string[] }> {
  const ref = database.collection(BOOKINGS).doc(input.id);
  const alertRef = database.collection(MAIL).doc(planRequestAlertMailId(input.id, input.mutation_id));
  const limits = customerChangeLimits(input.id, raw);
  return database.runTransaction(async (tx) => {
    const [snap, alert, ...counters] = await tx.getAll(ref, alertRef, ...rateLimitRefs(database, limits.keys));
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at || doc.anonymized_at) throw notFound();
    if (alert.exists && doc.plan_request) return { plan_request: doc.plan_request as PlanRequest, mailIds: [] };
    if (!isPlanPackage(doc.service_name)) throw new HttpsError('failed-precondition', PLAN_REQUEST_MESSAGES.notAPlanPackage, { reason: 'not-a-plan-package' });
    if (doc.plan_id) throw new HttpsError('failed-precondition', PLAN_REQUEST_MESSAGES.alreadyAPlan, { reason: 'already-a-plan' });
    if (doc.status === 'cancelled' || doc.status === 'no-show') throw new HttpsError('failed-precondition', PLAN_REQUEST_MESSAGES.notActive, { reason: 'read-only' });
    const limit = checkChangeLimits(tx, limits, input.id, doc, counters, now, input.mutation_id);
    if (limit?.refused) throw limit.refused;
    limit?.count();
    const planRequest: PlanRequest = { cadence: input.cadence, asked_at: now.toISOString() };
    tx.update(ref, { plan_request: planRequest, updated_at: FieldValue.serverTimestamp() });
    const { mail } = ownerAlertMail('plan-request', mailData(bookingFromData(input.id, { ...doc, plan_request: planRequest })), now, {
      made_by: 'online',
      plan: cadenceWords(input.cadence),
    });
    tx.create(alertRef, mail);
    return { plan_request: planRequest, mailIds: [alertRef.id] };
  });
}

export const requestPlan = defineCallable('requestPlan', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const { plan_request, mailIds } = await storePlanRequest(db, input, request.rawRequest, now);
  for (const mailId of mailIds) await sendNow(db, mailId, now);
  return { plan_request };
});
