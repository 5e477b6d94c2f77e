// Queued changes and refusals for tests, of any kind, with only the payload
// fields a case reads (the code under test reads no others).
import type { AppDb, OutboxKindName, OutboxPayloads, OutboxRow, OutboxRowOf, RefusalRow, RefusalRowOf } from '@/lib/db/db';
import type { SyncEngine } from '@/lib/sync/sync-engine';

/** A payload with only the fields a test reads. */
export function testPayload<K extends OutboxKindName>(_kind: K, fields: Partial<OutboxPayloads[K]> = {}): OutboxPayloads[K] {
  return fields as OutboxPayloads[K];
}

/** A stored outbox row of `kind`, due now. */
export function testQueuedRow<K extends OutboxKindName>(
  kind: K,
  target: string,
  payload: Partial<OutboxPayloads[K]> = {},
  fields: Partial<Pick<OutboxRow, 'id' | 'state' | 'attempts' | 'next_attempt_at' | 'last_error' | 'created_at'>> = {},
): OutboxRow {
  const row: OutboxRowOf<K> = { id: crypto.randomUUID(), kind, target_id: target, payload: testPayload(kind, payload), state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, created_at: 0, ...fields };
  return row as OutboxRow;
}

/** A stored refusal of `kind`, not announced yet. */
export function testRefusal<K extends OutboxKindName>(
  kind: K,
  { payload = {}, ...fields }: Partial<Omit<RefusalRow, 'kind' | 'payload'>> & { payload?: Partial<OutboxPayloads[K]> } = {},
): RefusalRow {
  const row: RefusalRowOf<K> = {
    id: crypto.randomUUID(),
    kind,
    target_id: 'b1',
    audience: 'staff',
    code: 'failed-precondition',
    message: '',
    details: null,
    payload: testPayload(kind, payload),
    created_at: Date.now(),
    announced_at: null,
    ...fields,
  };
  return row as RefusalRow;
}

/** What a callable throws when the server refuses: its `functions/…` code, words and details, as the sync engine reads them. */
export class CallableError extends Error {
  code: string;
  details?: unknown;
  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** Drains until nothing is due or waiting, sleeping through the engine's backoff. */
export async function drainAll(engine: Pick<SyncEngine, 'drain'>, db: AppDb): Promise<void> {
  for (;;) {
    await engine.drain();
    const waiting = await db.outbox.where('state').anyOf('pending', 'sending').toArray();
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((r) => r.next_attempt_at));
    await new Promise((r) => setTimeout(r, Math.max(50, due - Date.now())));
  }
}
