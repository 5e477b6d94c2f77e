// Which queued entries a round sends together (a pure choice over the outbox
// as the round read it).
import type { OutboxRow } from '@/lib/db/db';

export interface BatchRules {
  /** The time entries are due by. */
  now: number;
  /** Entries in flight at once. */
  concurrency: number;
  /** Whether this engine sends the entry's kind now (other kinds are left untouched for their sender). */
  sendable(row: OutboxRow): boolean;
  /** The entry's contention key: entries with one key would wait for each other's locks on the server. */
  contention(row: OutboxRow): string | undefined;
}

/**
 * The next entries to send together: due ones, oldest first, at most one per booking
 * (entries about one booking go in order: a later one waits for an earlier one, even
 * one in backoff), none that would wait for another in the batch on the server, at
 * most `concurrency`. `rows` is the outbox as the round found it (oldest first):
 * entries answered in this round are in `sentIds`, and entries queued meanwhile go
 * in the next round (their kick asks for one).
 */
export function nextBatch(rows: readonly OutboxRow[], sentIds: ReadonlySet<string>, rules: BatchRules): OutboxRow[] {
  const blocked = new Set<string>();
  const contended = new Set<string>();
  const batch: OutboxRow[] = [];
  for (const r of rows) {
    // Kinds this engine does not send (the service worker and staff kinds, another build's) are left untouched for their sender.
    if (sentIds.has(r.id) || !rules.sendable(r)) continue;
    const due = r.state === 'sending' || r.next_attempt_at <= rules.now;
    const key = rules.contention(r);
    if (due && !blocked.has(r.target_id) && !(key && contended.has(key))) {
      batch.push(r);
      if (key) contended.add(key);
    }
    blocked.add(r.target_id);
    if (batch.length === rules.concurrency) break;
  }
  return batch;
}
