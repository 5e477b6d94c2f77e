// The customer's quote request on this device: the draft being typed (its
// photos' files with it), the request on screen once submitted, and where
// that one stands, derived as a booking's is: waiting while its outbox row
// is there, refused while its refusal is kept, sent once the server answered
// (the requestQuote kind in src/lib/sync/kinds/visitor-kinds.ts records that).
import type { AppDb, QueuedQuotePhoto, QueuedQuoteRequest } from '@/lib/db/db';
import type { CallInput } from '@/domain/callables/callables';
import { base64Of } from '@/lib/photos/photo-files';

/** The meta keys of the form's draft and of the request on screen. */
export const QUOTE_REQUEST_KEYS = { draft: 'quote-request:draft', current: 'quote-request:current' } as const;

/** What the form keeps across reloads: the typed fields and the shrunk photos. */
export interface QuoteRequestDraft {
  fields: Record<string, string>;
  photos: QueuedQuotePhoto[];
  /** The id of a refused request being corrected: sent again under it. */
  id: string | null;
  updated_at: number;
}

/** The request on screen since it was submitted; `sent_at` once the server answered. */
export interface CurrentQuoteRequest {
  id: string;
  /** The service's name, as the e-mails say it. */
  service: string;
  /** Where the confirmation goes. */
  email: string;
  sent_at: number | null;
}

export type QuoteRequestStanding =
  | { state: 'saved'; request: CurrentQuoteRequest; payload: QueuedQuoteRequest }
  | { state: 'sent'; request: CurrentQuoteRequest }
  | { state: 'refused'; request: CurrentQuoteRequest; payload: QueuedQuoteRequest; code: string; message: string };

/** requestQuote's input for a queued request: its photos' files read as base64 now. */
export async function quoteRequestInput(queued: QueuedQuoteRequest): Promise<CallInput<'requestQuote'>> {
  const photos = await Promise.all(
    queued.photos.map(async (p) => ({ id: p.id, content_type: p.content_type, data: base64Of(new Uint8Array(await p.blob.arrayBuffer())) })),
  );
  return { ...queued, photos };
}

/** The server has the request: the one on screen says sent. */
export async function markQuoteSent(db: AppDb, id: string): Promise<void> {
  const current = (await db.meta.get(QUOTE_REQUEST_KEYS.current))?.value as CurrentQuoteRequest | undefined;
  if (current?.id === id && current.sent_at === null) await db.meta.put({ key: QUOTE_REQUEST_KEYS.current, value: { ...current, sent_at: Date.now() } });
}
