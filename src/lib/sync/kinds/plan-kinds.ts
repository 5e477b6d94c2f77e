// The kinds staff queue about a maintenance plan: making it, and its changes
// (skip one visit, this visit and the following, pause, end). Sent by the page
// with the signed-in session, each once: a plan's id (createPlan) or the
// change's mutation id is the row's id and what the server is idempotent by,
// so a resend after a lost answer changes nothing more. Nothing shows on the
// bookings before the answer: the server makes, drops or remakes the visits,
// and they arrive as bookings through the live listener and the pulls. The
// plan itself is not kept on the device (its panel asks getPlan when online).
import { declareKind } from '../outbox-kind';
import { BY_MUTATION, STAFF, goneIsRefused } from './kind-shapes';

/** The answer is the plan as it stands; its visits come as bookings, so there is nothing to store here. */
const answered = async () => undefined;

/** A change of a plan made (a plan gone on the server, or the visit a change names, is a final refusal). */
const PLAN_CHANGE = { ...STAFF, ...BY_MUTATION, interpret: goneIsRefused, answered } as const;

export const PLAN_KINDS = {
  /** A new plan from the staff's setup: the plan's id, chosen on the device, makes a resend the same plan. */
  createPlan: declareKind({
    callable: 'createPlan',
    ...PLAN_CHANGE,
    rowId: (p) => p.id,
    target: (p) => p.id,
    // The setup dialog shows the reason above what was chosen.
    refusal: { on: 'dashboard', title: 'Plan not created', withReason: true, inForm: true },
  }),

  /** This visit and the following: a new series from the visit's date. */
  editPlanSeries: declareKind({
    callable: 'editPlanSeries',
    ...PLAN_CHANGE,
    target: (p) => p.visit_id,
    refusal: { on: 'dashboard', title: 'Plan not changed', withReason: true, inForm: true },
  }),

  /** This visit only: skipped (cancelled), the following ones stay. */
  skipPlanVisit: declareKind({ callable: 'skipPlanVisit', ...PLAN_CHANGE, target: (p) => p.visit_id, refusal: { on: 'dashboard', title: 'Visit not skipped', withReason: true } }),

  /** No visits until a date. */
  pausePlan: declareKind({ callable: 'pausePlan', ...PLAN_CHANGE, target: (p) => p.plan_id, refusal: { on: 'dashboard', title: 'Plan not paused', withReason: true } }),

  /** No visits from a date on. */
  endPlan: declareKind({ callable: 'endPlan', ...PLAN_CHANGE, target: (p) => p.plan_id, refusal: { on: 'dashboard', title: 'Plan not ended', withReason: true } }),
} as const;
