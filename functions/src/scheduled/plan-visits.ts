// The plans' nightly round (2:00 AM business time): every plan not ended gets
// the visits that have come within 8 weeks (plans/plan-visits.ts), each with
// its confirmation, or, when its usual time is taken, the ask to pick another.
// Idempotent: a second run, or two at once, make nothing twice.
import type { Firestore } from 'firebase-admin/firestore';
import { PLANS, planDocOf, planState } from '../plans/plan-doc';
import { ensurePlanVisits } from '../plans/plan-visits';
import { sendNow } from '../mail/send-now';

export interface PlanRound {
  booked: string[];
  needsTime: string[];
}

export async function runPlanRound(db: Firestore, now: Date, options: { send: boolean } = { send: true }): Promise<PlanRound> {
  const plans = await db.collection(PLANS).get();
  const round: PlanRound = { booked: [], needsTime: [] };
  for (const snap of plans.docs) {
    const plan = planDocOf(snap);
    if (!plan || plan.anonymized_at || planState(plan, now) === 'ended') continue;
    const made = await ensurePlanVisits(db, snap.id, now, { confirm: true });
    round.booked.push(...made.booked);
    round.needsTime.push(...made.needsTime);
    if (options.send) for (const mailId of made.mailIds) await sendNow(db, mailId, now);
  }
  return round;
}
