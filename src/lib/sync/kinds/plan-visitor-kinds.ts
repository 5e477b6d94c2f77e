// The kinds a maintenance plan's customer queues: from a visit's manage page,
// skip this visit, pause until a date, end from a date; from the booking
// confirmation, ask for a plan. Both engines send them (the service worker
// too); each is idempotent on the server by its mutation id, so it is sent
// once whatever the retries. Their refusals are shown where they were made
// (the plan section, the offer), with what the customer chose kept.
import type { AppDb, SentPlanRequest } from '@/lib/db/db';
import type { CallOutput } from '@/domain/callables/callables';
import { declareKind } from '../outbox-kind';
import { storeManagedPlan } from '../managed-bookings';
import { BY_MUTATION, VISITOR } from './kind-shapes';

/** The meta key of a plan request answered for a booking (the offer says "Request sent" from it). */
export const planRequestKey = (bookingId: string) => `plan-request:${bookingId}`;

/**
 * What a customer's plan kinds share: sent through a visit's link (`token`),
 * once by the mutation id. A day's change limit is final (the page gives the
 * phone number), and so is not found (the link or the plan is gone): the
 * section says why.
 */
const PLAN_LINK = {
  ...VISITOR,
  ...BY_MUTATION,
  target: (p: { id: string }) => p.id,
  permanentCodes: ['resource-exhausted', 'not-found'],
} as const;

/**
 * A plan change from the manage page: the answer is the plan as it now
 * stands, kept beside the visit's copy; a skip within 24 hours is refused by
 * the server in the customer's words.
 */
const PLAN_CHANGE = {
  ...PLAN_LINK,
  answered: (db: AppDb, row: { target_id: string; payload: { token: string } }, result: CallOutput<'getMyPlan'>) => storeManagedPlan(db, row.target_id, row.payload.token, result.plan),
  refusal: { on: 'plan-section' },
} as const;

export const PLAN_VISITOR_KINDS = {
  /** This visit skipped (cancelled); the following ones stay. */
  skipMyPlanVisit: declareKind({ callable: 'skipMyPlanVisit', ...PLAN_CHANGE }),
  /** No visits before a date. */
  pauseMyPlan: declareKind({ callable: 'pauseMyPlan', ...PLAN_CHANGE }),
  /** No visits from a date on. */
  endMyPlan: declareKind({ callable: 'endMyPlan', ...PLAN_CHANGE }),

  /** The offer after a booking of a plan package: the customer asks for a plan at a cadence (stored on the booking for staff). */
  requestPlan: declareKind({
    callable: 'requestPlan',
    ...PLAN_LINK,
    async answered(db, row) {
      const sent: SentPlanRequest = { cadence: row.payload.cadence, sent_at: Date.now() };
      await db.meta.put({ key: planRequestKey(row.target_id), value: sent });
    },
    refusal: { on: 'plan-offer' },
  }),
} as const;
