// The customer's plan changes, from any visit's manage link (the link's token
// checked as every manage-page call's: an unknown id and a wrong token are the
// same "not found"): skip this visit, pause until a date, end from a date
// (reading the plan is get-my-plan.ts's). Moving one visit is the ordinary rescheduleMyBooking
// (the usual picker and 24-hour rule). Each change keeps the 24-hour rule
// (plan-changes.ts) and is answered by e-mail with the next visits.
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { requireManageToken } from '../self-service/manage-access';
import { forCustomer } from './plan-doc';
import { endPlanAt, pausePlanAt, planOfVisit, skipVisitAt, type PlanActor, type PlanChangeResult } from './plan-changes';

const CUSTOMER: PlanActor = { by: 'customer', email: null, customer: true };

async function sent(database: Firestore, result: PlanChangeResult, now: Date) {
  for (const mailId of result.mailIds) await sendNow(database, mailId, now);
  return forCustomer(result.plan);
}

export const skipMyPlanVisit = defineCallable('skipMyPlanVisit', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  return sent(db, await skipVisitAt(db, input.id, input.mutation_id, CUSTOMER, now), now);
});

export const pauseMyPlan = defineCallable('pauseMyPlan', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const plan = await planOfVisit(db, input.id, now);
  return sent(db, await pausePlanAt(db, plan.id, input.until, input.mutation_id, CUSTOMER, now), now);
});

export const endMyPlan = defineCallable('endMyPlan', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const plan = await planOfVisit(db, input.id, now);
  return sent(db, await endPlanAt(db, plan.id, input.from, input.mutation_id, CUSTOMER, now), now);
});
