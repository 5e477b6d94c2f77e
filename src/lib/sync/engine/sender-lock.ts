// One sender at a time across tabs (and the service worker): a Web Lock where
// the browser has them, otherwise a lease row in `meta` that a round renews
// before each batch and releases when it ends. A lease not renewed for
// SYNC_TIMING.LEASE_MS belongs to a closed tab and is taken over.
import type { AppDb } from '@/lib/db/db';
import { SYNC_TIMING } from '../sync-timing';

const LOCK_NAME = 'coastline-outbox-sender';
const LEASE_KEY = 'outbox-sender-lease';

export interface SenderLock {
  /** Runs a round holding the lock (or, without Web Locks, releasing the lease after it). */
  run<T>(round: () => Promise<T>): Promise<T>;
  /** Whether this sender still holds the lease (always, under a Web Lock); renews it. */
  holds(): Promise<boolean>;
}

export function senderLock(db: AppDb, locks: LockManager | null, owner: string, now: () => number): SenderLock {
  async function holds(): Promise<boolean> {
    if (locks) return true;
    return db.transaction('rw', db.meta, async () => {
      const lease = (await db.meta.get(LEASE_KEY))?.value as { owner: string; expires: number } | undefined;
      if (lease && lease.owner !== owner && lease.expires > now()) return false;
      await db.meta.put({ key: LEASE_KEY, value: { owner, expires: now() + SYNC_TIMING.LEASE_MS } });
      return true;
    });
  }

  async function release(): Promise<void> {
    await db.transaction('rw', db.meta, async () => {
      const lease = (await db.meta.get(LEASE_KEY))?.value as { owner: string } | undefined;
      if (lease?.owner === owner) await db.meta.delete(LEASE_KEY);
    });
  }

  async function run<T>(round: () => Promise<T>): Promise<T> {
    if (locks) return locks.request(LOCK_NAME, () => round());
    try {
      return await round();
    } finally {
      await release();
    }
  }

  return { run, holds };
}
