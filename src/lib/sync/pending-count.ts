// Live count of outbox entries still to send (loaded on demand by the indicator).
import { appDb } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { pageSyncEngine } from './page-sync';
import { clearLocalDataHint } from './local-data-hint';
import { QUOTE_REQUEST_KEYS } from '../quotes/quote-request-record';

export interface PendingSnapshot {
  waiting: number;
  failed: number;
}

export function subscribePending(onChange: (snapshot: PendingSnapshot) => void): () => void {
  // Whatever page shows the indicator also resumes sending.
  pageSyncEngine();
  const db = appDb();
  const subscription = liveQuery(async () => {
    return {
      waiting: await db.outbox.count(),
      failed: await db.refusals.count(),
      drafts: await db.drafts.count(),
      current: await db.meta.get('booking:current'),
      // The quote request form's draft and the request it shows are this device's too.
      quoteRequest: (await db.meta.bulkGet([QUOTE_REQUEST_KEYS.draft, QUOTE_REQUEST_KEYS.current])).some(Boolean),
    };
  }).subscribe({
    next: (s) => {
      onChange({ waiting: s.waiting, failed: s.failed });
      if (s.waiting === 0 && s.failed === 0 && s.drafts === 0 && !s.current && !s.quoteRequest) clearLocalDataHint();
    },
    error: () => onChange({ waiting: 0, failed: 0 }),
  });
  return () => subscription.unsubscribe();
}
