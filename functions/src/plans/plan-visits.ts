// Makes the visits a plan should have now: each date its current series gives
// from tomorrow to 8 weeks ahead (plan-doc.ts dueDates), one writeVisit each.
// Every step is idempotent (visit ids from plan, series and date; the plan
// read again in each visit's transaction), so the nightly round, a plan change
// and a retry of either may all run it, at once too, and make each visit once.
import type { Firestore } from 'firebase-admin/firestore';
import { PLANS, dueDates, planDocOf } from './plan-doc';
import { writeVisit, type VisitOptions, type VisitOutcome } from './write-visit';

export interface EnsuredVisits {
  booked: string[];
  needsTime: string[];
  /** The records to send now. */
  mailIds: string[];
}

export async function ensurePlanVisits(db: Firestore, planId: string, now: Date, options: VisitOptions): Promise<EnsuredVisits> {
  const out: EnsuredVisits = { booked: [], needsTime: [], mailIds: [] };
  const plan = planDocOf(await db.collection(PLANS).doc(planId).get());
  if (!plan) return out;
  for (const date of dueDates(plan, now)) {
    const outcome: VisitOutcome = await writeVisit(db, planId, plan.series, date, now, options);
    if (outcome.kind === 'booked') out.booked.push(outcome.id);
    if (outcome.kind === 'needs-time') out.needsTime.push(outcome.id);
    if (outcome.kind === 'booked' || outcome.kind === 'needs-time') out.mailIds.push(...outcome.mailIds);
  }
  return out;
}
