// The staff's plan callables that change nothing: the preview of a plan's next
// six visits (each checked against availability with drive time) and reading a
// plan. They send no mail and read no secret.
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { PLANS, planDocOf, planView } from './plan-doc';
import { PLAN_MESSAGES } from './plan-changes';
import { previewPlanAt } from './plan-preview';

export const previewPlan = defineCallable('previewPlan', CALLABLE_OPTIONS, async (input) => previewPlanAt(db, input, new Date()));

export const getPlan = defineCallable('getPlan', CALLABLE_OPTIONS, async (input) => {
  const plan = planDocOf(await db.collection(PLANS).doc(input.plan_id).get());
  if (!plan || plan.anonymized_at) throw new HttpsError('not-found', PLAN_MESSAGES.notFound);
  return { plan: await planView(db, input.plan_id, plan, new Date()) };
});
