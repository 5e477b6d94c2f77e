import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '@/lib/db/db';
import { markQuoteSent } from '@/lib/quotes/quote-request-record';
import { quoteRequestBody, quoteRequestFieldsOf } from '@/domain/quotes/quote-request-fields';
import { OUTBOX_KINDS } from '@/lib/sync/outbox-kinds';

// No engine timers in these tests: what is queued stays queued.
vi.mock('@/lib/sync/page-sync', () => ({ pageSyncEngine: () => undefined, afterEnqueue: () => undefined }));

const { dropDraft, reopenRefused, requestStanding, restoreDraft, saveDraft, submitRequest } = await import('./quote-persistence');

const fields = quoteRequestFieldsOf({
  service: 'paint-protection-film',
  vehicle_type: 'sedan',
  service_city: 'burnaby',
  description: 'Full front',
  customer_name: 'Sam Park',
  customer_email: 'sam@example.com',
});
const photo = (byte: number) => ({ id: crypto.randomUUID(), content_type: 'image/jpeg' as const, blob: new Blob([new Uint8Array([0xff, 0xd8, byte])], { type: 'image/jpeg' }) });

beforeEach(async () => {
  await Promise.all(appDb().tables.map((t) => t.clear()));
});

describe('the quote request on this device', () => {
  it('keeps the typing and the photos as a draft across a reload, and forgets an emptied one', async () => {
    await saveDraft({ fields, photos: [photo(1), photo(2)], id: null });
    const restored = await restoreDraft();
    expect(restored?.fields).toEqual(fields);
    expect(restored?.photos).toHaveLength(2);
    expect(new Uint8Array(await restored!.photos[1]!.blob.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 2]));
    await dropDraft();
    expect(await restoreDraft()).toBeUndefined();
  });

  it('queues a submitted request with its photos in one step, drops the draft, and says saved until the server answers, then sent', async () => {
    const id = crypto.randomUUID();
    await saveDraft({ fields, photos: [photo(1)], id: null });
    await submitRequest({ id, ...quoteRequestBody(fields), photos: [photo(1), photo(2)] }, 'Paint Protection Film');
    expect(await restoreDraft()).toBeUndefined();
    const saved = await requestStanding();
    expect(saved).toMatchObject({ state: 'saved', request: { id, service: 'Paint Protection Film', email: 'sam@example.com', sent_at: null } });
    const row = await appDb().outbox.get(id);
    expect(row?.kind).toBe('requestQuote');

    // What is sent: the request with each photo's bytes as base64, under the device's id (a resend is the same request).
    const input = await OUTBOX_KINDS.requestQuote.sendInput!(appDb(), row as never);
    expect(input.id).toBe(id);
    expect(input.photos?.map((p) => p.data)).toEqual([btoa('\xff\xd8\x01'), btoa('\xff\xd8\x02')]);

    // The engine's answer: the row goes and the request reads as sent, in one transaction.
    await appDb().transaction('rw', appDb().tables, async () => {
      await appDb().outbox.delete(id);
      await markQuoteSent(appDb(), id);
    });
    expect(await requestStanding()).toMatchObject({ state: 'sent', request: { id } });
  });

  it('brings a refused request back as a draft under its own id, with the server’s words, so the corrected one is the same request', async () => {
    const id = crypto.randomUUID();
    await submitRequest({ id, ...quoteRequestBody(fields), photos: [photo(3)] }, 'Paint Protection Film');
    const row = (await appDb().outbox.get(id))!;
    await appDb().transaction('rw', appDb().tables, async () => {
      await appDb().outbox.delete(id);
      await appDb().refusals.put({ ...row, audience: 'visitor', code: 'resource-exhausted', message: 'Too many quote requests today', details: null, created_at: Date.now(), announced_at: null } as never);
    });
    expect(await requestStanding()).toMatchObject({ state: 'refused', message: 'Too many quote requests today' });

    await reopenRefused({ fields, photos: [photo(3)], id });
    expect(await requestStanding()).toBeUndefined();
    expect((await restoreDraft())?.id).toBe(id);
    const { refusalMessage } = await import('./quote-persistence');
    expect(await refusalMessage(id)).toBe('Too many quote requests today');

    // Sent again: the same id, the refusal answered.
    await submitRequest({ id, ...quoteRequestBody(fields), photos: [] }, 'Paint Protection Film');
    expect(await refusalMessage(id)).toBeNull();
    expect(await requestStanding()).toMatchObject({ state: 'saved' });
  });
});
