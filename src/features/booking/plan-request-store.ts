// The plan offer's Dexie/network half, loaded when the offer is shown (never in
// the booking page's first load): the request queued in the outbox (the
// requestPlan kind, sent once by the page or the service worker), and where it
// stands, derived like a booking's: waiting while its outbox row is there,
// refused while its refusal is kept, sent once the server answered.
import { appDb, type SentPlanRequest } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { enqueue } from '@/lib/sync/outbox-kinds';
import { afterEnqueue, pageSyncEngine } from '@/lib/sync/page-sync';
import { queuedFrom } from '@/lib/sync/queued';
import { dismissVisitorRefusals, visitorRefusal } from '@/lib/sync/refusals';
import { planRequestKey } from '@/lib/sync/kinds/plan-visitor-kinds';
import type { CallInput } from '@/domain/callables/callables';

type Cadence = CallInput<'requestPlan'>['cadence'];

export type PlanRequestStanding =
  | { state: 'none' }
  /** Queued: `trying` once a send has failed (no answer yet), else it is being sent. */
  | { state: 'saved'; cadence: Cadence; failed: boolean }
  | { state: 'sent'; cadence: Cadence }
  | { state: 'refused'; cadence: Cadence; message: string };

async function standing(bookingId: string): Promise<PlanRequestStanding> {
  const db = appDb();
  const [queued] = await queuedFrom(db, 'plan-offer', bookingId);
  if (queued?.kind === 'requestPlan') return { state: 'saved', cadence: queued.payload.cadence, failed: queued.last_error !== null };
  const refused = await visitorRefusal(db, 'plan-offer', bookingId);
  if (refused?.kind === 'requestPlan') return { state: 'refused', cadence: refused.payload.cadence, message: refused.message };
  const sent = (await db.meta.get(planRequestKey(bookingId)))?.value as SentPlanRequest | undefined;
  return sent ? { state: 'sent', cadence: sent.cadence } : { state: 'none' };
}

/** Follows the booking's plan request; whoever shows it also resumes sending what waits in the outbox. */
export function watchPlanRequest(bookingId: string, onChange: (s: PlanRequestStanding) => void): () => void {
  pageSyncEngine();
  const sub = liveQuery(() => standing(bookingId)).subscribe({ next: onChange, error: () => undefined });
  return () => sub.unsubscribe();
}

/** Queues the request (a refused one before it is answered by this one) and sends it now if it can. */
export async function sendPlanRequest(bookingId: string, token: string, cadence: Cadence): Promise<void> {
  const db = appDb();
  await enqueue(db, 'requestPlan', { id: bookingId, token, cadence, mutation_id: crypto.randomUUID() }, () => dismissVisitorRefusals(db, 'plan-offer', bookingId));
  afterEnqueue();
}
