// Everything of the quote request form that touches Dexie or the network,
// loaded on demand (never in the page's first load): the draft with its
// photos, submitting (the request and its photos queued in one transaction,
// then sent by the sync engine) and watching where the request stands.
import { appDb, type AppDb, type QueuedQuotePhoto, type QueuedQuoteRequest } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { enqueue } from '@/lib/sync/outbox-kinds';
import { afterEnqueue, pageSyncEngine } from '@/lib/sync/page-sync';
import { markLocalData } from '@/lib/sync/local-data-hint';
import { visitorRefusal } from '@/lib/sync/refusals';
import {
  QUOTE_REQUEST_KEYS,
  type CurrentQuoteRequest,
  type QuoteRequestDraft,
  type QuoteRequestStanding,
} from '@/lib/quotes/quote-request-record';
import { warmShrinkWorker } from '@/lib/photos/shrink-photo';

export type { QuoteRequestDraft, QuoteRequestStanding };

/** The draft as the form left it, or undefined; whoever restores also resumes sending what waits. */
export async function restoreDraft(): Promise<QuoteRequestDraft | undefined> {
  pageSyncEngine();
  return (await appDb().meta.get(QUOTE_REQUEST_KEYS.draft))?.value as QuoteRequestDraft | undefined;
}

/** Where the submitted request stands (undefined: none on screen). */
export function requestStanding(): Promise<QuoteRequestStanding | undefined> {
  return currentQuoteRequest(appDb());
}

export async function saveDraft(draft: Omit<QuoteRequestDraft, 'updated_at'>): Promise<void> {
  markLocalData();
  await appDb().meta.put({ key: QUOTE_REQUEST_KEYS.draft, value: { ...draft, updated_at: Date.now() } satisfies QuoteRequestDraft });
}

export async function dropDraft(): Promise<void> {
  await appDb().meta.delete(QUOTE_REQUEST_KEYS.draft);
}

/**
 * Saves the request on this device: its outbox row (the photos' files in it),
 * the request on screen, and the draft dropped, in one transaction; then lets
 * the sync engine send it. Resolves before any network call.
 */
export async function submitRequest(request: QueuedQuoteRequest, serviceName: string): Promise<void> {
  const db = appDb();
  markLocalData();
  const current: CurrentQuoteRequest = { id: request.id, service: serviceName, email: request.customer_email, sent_at: null };
  await enqueue(db, 'requestQuote', request, async () => {
    await db.meta.delete(QUOTE_REQUEST_KEYS.draft);
    await db.meta.put({ key: QUOTE_REQUEST_KEYS.current, value: current });
  });
  afterEnqueue();
}

/**
 * A refused request goes back to the form as a draft under its own id (the
 * server stored nothing under it, so the corrected one is sent as the same
 * request); the refusal stays until it is sent again.
 */
export async function reopenRefused(draft: Omit<QuoteRequestDraft, 'updated_at'>): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.meta, async () => {
    await db.meta.delete(QUOTE_REQUEST_KEYS.current);
    await saveDraft(draft);
  });
}

/** Why the server refused the request a draft corrects (null: it was not refused, or has been sent again). */
export async function refusalMessage(id: string): Promise<string | null> {
  return (await visitorRefusal(appDb(), 'quote-form', id))?.message ?? null;
}

/** 'Request another quote': the request on screen is forgotten here (it is on the server). */
export async function forgetCurrent(): Promise<void> {
  await appDb().meta.delete(QUOTE_REQUEST_KEYS.current);
}

/** Where the request on screen stands (read in one transaction: the outbox, the refusals and the record agree); undefined when there is none. */
function currentQuoteRequest(db: AppDb): Promise<QuoteRequestStanding | undefined> {
  return db.transaction('r', db.meta, db.outbox, db.refusals, async () => {
    const request = (await db.meta.get(QUOTE_REQUEST_KEYS.current))?.value as CurrentQuoteRequest | undefined;
    if (!request) return undefined;
    const [queued, refusal] = await Promise.all([db.outbox.get(request.id), visitorRefusal(db, 'quote-form', request.id)]);
    if (queued?.kind === 'requestQuote') return { state: 'saved', request, payload: queued.payload };
    if (refusal?.kind === 'requestQuote') return { state: 'refused', request, payload: refusal.payload, code: refusal.code, message: refusal.message };
    return { state: 'sent', request };
  });
}

export function watchStanding(onChange: (standing: QuoteRequestStanding | undefined) => void): () => void {
  const sub = liveQuery(() => currentQuoteRequest(appDb())).subscribe({ next: onChange, error: () => undefined });
  return () => sub.unsubscribe();
}

/** Starts the photo shrinker with the storage half: a customer who loses signal after starting can still add photos. */
export function warmPhotos(): void {
  warmShrinkWorker();
}

export type { QueuedQuotePhoto };
