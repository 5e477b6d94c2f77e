// The staff's plan calls. The preview and reading a plan are asked of the
// server directly (online only: they answer from the whole calendar, which the
// device does not hold); making a plan and changing one are queued as outbox
// kinds (src/lib/sync/kinds/plan-kinds.ts): kept on the device offline, sent
// once, a refusal shown in the form or told by the dashboard. The visits a
// change makes or drops come as bookings: a pull after a change the server
// took brings them without waiting for the live listener.
import type { CallInput, CallOutput } from '@/domain/callables/callables';
import type { PlanView } from '@/domain/plans/plan-schema';
import { callFailure } from '@/domain/callables/failure-words';
import { CallRefused, callStaff, pullBookings, queueStaffChange, type ChangeResult } from '../staff-service';

/** A direct call: its answer, or CallRefused with the server's code ('unavailable' when no answer came) and words. */
async function ask<N extends 'previewPlan' | 'getPlan'>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  try {
    return await callStaff(name, input);
  } catch (error) {
    const { code, message } = callFailure(error);
    throw new CallRefused(code === 'network' ? 'unavailable' : code, message);
  }
}

/** The next six visits of a plan as set up, each checked against the calendar (nothing is written). */
export function previewPlan(setup: CallInput<'previewPlan'>): Promise<CallOutput<'previewPlan'>> {
  return ask('previewPlan', setup);
}

export async function readPlan(planId: string): Promise<PlanView> {
  return (await ask('getPlan', { plan_id: planId })).plan;
}

async function changed(result: Promise<ChangeResult>): Promise<ChangeResult> {
  const done = await result;
  if (done === 'saved') void pullBookings().catch(() => undefined);
  return done;
}

/** Makes the plan (its id chosen here: a resend is the same plan). */
export function createPlan(input: CallInput<'createPlan'>): Promise<ChangeResult> {
  return changed(queueStaffChange('createPlan', input));
}

/** This visit only: skipped. */
export function skipPlanVisit(visitId: string): Promise<ChangeResult> {
  return changed(queueStaffChange('skipPlanVisit', { visit_id: visitId, mutation_id: crypto.randomUUID() }));
}

/** This visit and the following: what changes from its date on. */
export function editPlanSeries(visitId: string, changes: CallInput<'editPlanSeries'>['changes']): Promise<ChangeResult> {
  return changed(queueStaffChange('editPlanSeries', { visit_id: visitId, changes, mutation_id: crypto.randomUUID() }));
}

/** No visits until `until`. */
export function pausePlan(planId: string, until: string): Promise<ChangeResult> {
  return changed(queueStaffChange('pausePlan', { plan_id: planId, until, mutation_id: crypto.randomUUID() }));
}

/** No visits from `from` on. */
export function endPlan(planId: string, from: string): Promise<ChangeResult> {
  return changed(queueStaffChange('endPlan', { plan_id: planId, from, mutation_id: crypto.randomUUID() }));
}
