import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from './db';
import { sharedLiveQuery } from './shared-live-query';

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

/** Resolves once `check` holds (the live query answers asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
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
    // The clock runs on by itself (IndexedDB answers), and jumps when told.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const query = sharedLiveQuery(() => db.meta.toArray());
    query.preload();
    await until(() => query.snapshot() !== undefined);
    vi.advanceTimersByTime(9_000);
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
