// The staff's plan callables: the preview of a plan's next six visits, making
// it, reading it, and its changes (this visit only: skip; this and the
// following: a new series; pause; end). Moving one visit is the ordinary
// staffRescheduleBooking: a visit is a booking. The work is plan-changes.ts's;
// each change's e-mails go right after it is stored.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { PLANS, planDocOf, planView } from './plan-doc';
import { PLAN_MESSAGES, createPlanAt, editSeriesAt, endPlanAt, pausePlanAt, skipVisitAt, type PlanActor, type PlanChangeResult } from './plan-changes';
import { previewPlanAt } from './plan-preview';

function staffActor(role: 'staff' | 'admin', request: { auth?: { token: { email?: string } } }): PlanActor {
  return { by: role, email: request.auth?.token.email ?? null, customer: false };
}

async function sent(database: Firestore, result: PlanChangeResult, now: Date) {
  for (const mailId of result.mailIds) await sendNow(database, mailId, now);
  return { plan: result.plan };
}

export const previewPlan = defineCallable('previewPlan', CALLABLE_OPTIONS, async (input) => previewPlanAt(db, input, new Date()));

export const createPlan = defineCallable('createPlan', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  return sent(db, await createPlanAt(db, input, staffActor(caller.role, request), now), now);
});

export const getPlan = defineCallable('getPlan', CALLABLE_OPTIONS, async (input) => {
  const plan = planDocOf(await db.collection(PLANS).doc(input.plan_id).get());
  if (!plan || plan.anonymized_at) throw new HttpsError('not-found', PLAN_MESSAGES.notFound);
  return { plan: await planView(db, input.plan_id, plan, new Date()) };
});

export const editPlanSeries = defineCallable('editPlanSeries', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  return sent(db, await editSeriesAt(db, input, staffActor(caller.role, request), now), now);
});

export const skipPlanVisit = defineCallable('skipPlanVisit', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  return sent(db, await skipVisitAt(db, input.visit_id, input.mutation_id, staffActor(caller.role, request), now), now);
});

export const pausePlan = defineCallable('pausePlan', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  return sent(db, await pausePlanAt(db, input.plan_id, input.until, input.mutation_id, staffActor(caller.role, request), now), now);
});

export const endPlan = defineCallable('endPlan', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  return sent(db, await endPlanAt(db, input.plan_id, input.from, input.mutation_id, staffActor(caller.role, request), now), now);
});
