import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from './db';
import { sharedLiveQuery } from './shared-live-query';
import { paced } from '@/testing/pace';

const dbs: AppDb[] = [];
function freshDb(): AppDb {
  const db = new AppDb(`shared-live-query-${crypto.randomUUID()}`);
  dbs.push(db);
  return db;
}
afterEach(() => {
  vi.useRealTimers();
  for (const db of dbs.splice(0)) db.close();
});

/**
 * Resolves once `check` holds (the live query answers asynchronously), looking after each of
 * fake IndexedDB's tasks (setImmediate), so a test's fake setTimeout does not stop it; gives up
 * after a second of a quiet machine, at this machine's pace.
 */
async function until(check: () => boolean): Promise<void> {
  const deadline = performance.now() + paced(1_000);
  while (!check() && performance.now() < deadline) await new Promise((r) => setImmediate(r));
  expect(check()).toBe(true);
}

describe('a live query read before its screen mounts', () => {
  it('has its rows read before anyone subscribes, and the first subscriber gets them without reading again', async () => {
    const db = freshDb();
    await db.meta.bulkPut([
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ]);
    const querier = vi.fn(() => db.meta.toArray());
    const query = sharedLiveQuery(querier);
    query.preload();
    await until(() => query.snapshot() !== undefined);
    expect(query.snapshot()?.map((r) => r.key)).toEqual(['a', 'b']);
    const reads = querier.mock.calls.length;

    const seen: number[] = [];
    const stop = query.subscribe(() => seen.push(query.snapshot()?.length ?? -1));
    expect(query.snapshot()?.length).toBe(2);
    expect(querier.mock.calls.length).toBe(reads);

    // Still live: a change to the table reaches the subscriber.
    await db.meta.put({ key: 'c', value: 3 });
    await until(() => seen.includes(3));
    stop();
  });

  it('forgets its rows once the last subscriber has gone, so a later screen reads afresh', async () => {
    const db = freshDb();
    await db.meta.put({ key: 'a', value: 1 });
    const query = sharedLiveQuery(() => db.meta.toArray());
    const stop = query.subscribe(() => undefined);
    await until(() => query.snapshot()?.length === 1);
    stop();
    await until(() => query.snapshot() === undefined);

    await db.meta.put({ key: 'b', value: 2 });
    const again = query.subscribe(() => undefined);
    await until(() => query.snapshot()?.length === 2);
    again();
  });

  it('drops a read nobody subscribes to after ten seconds', async () => {
    const db = freshDb();
    await db.meta.put({ key: 'a', value: 1 });
    // The clock runs on by itself (the read's timers need it), and jumps when told: to nine
    // seconds after the preload, however long the read took on a busy machine (no tick of its
    // own runs between two statements).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const preloadedAt = Date.now();
    const query = sharedLiveQuery(() => db.meta.toArray());
    query.preload();
    await until(() => query.snapshot() !== undefined);
    vi.advanceTimersByTime(9_000 - (Date.now() - preloadedAt));
    expect(query.snapshot()).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(query.snapshot()).toBeUndefined();
  });

  it('throws a failed read to the screen, as useLiveQuery does', async () => {
    const query = sharedLiveQuery<number>(() => Promise.reject(new Error('disk gone')));
    const stop = query.subscribe(() => undefined);
    await until(() => {
      try {
        query.snapshot();
        return false;
      } catch {
        return true;
      }
    });
    expect(() => query.snapshot()).toThrow('disk gone');
    stop();
  });
});
