// Live count of outbox entries still to send (loaded on demand by the indicator).
import { appDb } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { pageSyncEngine } from './page-sync';
import { clearLocalDataHint } from './local-data-hint';

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
    };
  }).subscribe({
    next: (s) => {
      onChange({ waiting: s.waiting, failed: s.failed });
      if (s.waiting === 0 && s.failed === 0 && s.drafts === 0 && !s.current) clearLocalDataHint();
    },
    error: () => onChange({ waiting: 0, failed: 0 }),
  });
  return () => subscription.unsubscribe();
}
