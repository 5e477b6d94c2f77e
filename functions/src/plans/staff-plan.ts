// The staff's plan callables that change a plan: making it and its changes (this visit only: skip; this and the
// following: a new series; pause; end). Moving one visit is the ordinary
// staffRescheduleBooking: a visit is a booking. The work is plan-changes.ts's;
// each change's e-mails go right after it is stored. Reading a plan and the
// preview are read-plan.ts's (they send no mail: a module of their own keeps
// their bundles free of the mail's secrets).
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { createPlanAt, editSeriesAt, endPlanAt, pausePlanAt, skipVisitAt, type PlanActor, type PlanChangeResult } from './plan-changes';

function staffActor(role: 'staff' | 'admin', request: { auth?: { token: { email?: string } } }): PlanActor {
  return { by: role, email: request.auth?.token.email ?? null, customer: false };
}

async function sent(database: Firestore, result: PlanChangeResult, now: Date) {
  for (const mailId of result.mailIds) await sendNow(database, mailId, now);
  return { plan: result.plan };
}

export const createPlan = defineCallable('createPlan', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  return sent(db, await createPlanAt(db, input, staffActor(caller.role, request), now), now);
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
