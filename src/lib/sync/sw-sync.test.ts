import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { appDb } from '@/lib/db/db';

// The worker's Functions client, statically imported by sw-sync.ts (never the page client).
const callFunction = vi.fn();
vi.mock('@/lib/firebase/functions-client', () => ({ callQueued: (...args: unknown[]) => callFunction(...args) }));
vi.mock('@/lib/firebase/client', () => {
  throw new Error('the service worker must not load the page firebase client');
});

const { onBackgroundSync } = await import('./sw-sync');
const { enqueueBooking, myBooking } = await import('./create-booking');
const { SYNC_TAG } = await import('./sync-engine');

const input: CreateBookingInput = {
  id: '5b0f4a6e-2c1d-4f7e-9a51-3d2e1f0c9b8a',
  customer_name: 'Closed Tab Customer',
  customer_email: 'closed-tab@example.com',
  service_name: 'Interior Detailing',
  vehicle_type: 'sedan',
  booking_date: '2030-01-20',
  booking_time: '10:00 AM',
};

/** Fires the sync event the way the browser does and settles what it waits on. */
async function fireSync(tag = SYNC_TAG): Promise<PromiseSettledResult<unknown>[]> {
  const waited: Promise<unknown>[] = [];
  onBackgroundSync({ tag, waitUntil: (p) => waited.push(p) });
  return Promise.allSettled(waited);
}

beforeEach(async () => {
  callFunction.mockReset();
  await Promise.all(appDb().tables.map((t) => t.clear()));
});

describe('the service worker on Background Sync', () => {
  it('sends a booking a closed tab left in backoff and records it as confirmed', async () => {
    const db = appDb();
    await enqueueBooking(db, input);
    // The tab failed once and went away: the row waits in backoff.
    await db.outbox.update(input.id, { attempts: 1, next_attempt_at: Date.now() + 60_000, last_error: 'network: Failed to fetch' });
    callFunction.mockImplementation(async (_name: string, payload: CreateBookingInput) => ({ ...payload, status: 'pending' }));

    const [result] = await fireSync();

    expect(result?.status).toBe('fulfilled');
    expect(callFunction).toHaveBeenCalledTimes(1);
    expect(callFunction).toHaveBeenCalledWith('createBooking', input, expect.any(Number));
    expect(await db.outbox.count()).toBe(0);
    const mine = await myBooking(db, input.id);
    expect(mine?.sync).toBe('confirmed');
    expect(mine?.server).toMatchObject({ id: input.id, status: 'pending' });
  });

  it('keeps the booking and rejects the event while the server is unreachable, so the browser fires it again', async () => {
    const db = appDb();
    await enqueueBooking(db, input);
    callFunction.mockRejectedValue(new TypeError('Failed to fetch'));

    const [result] = await fireSync();

    expect(result?.status).toBe('rejected');
    expect(await db.outbox.get(input.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await myBooking(db, input.id))?.sync).toBe('pending');
  });

  it('leaves staff changes to the signed-in dashboard and ignores other sync tags', async () => {
    const db = appDb();
    await db.outbox.put({
      id: 'staff-change-1',
      kind: 'updateBookingStatus',
      target_id: 'booking-1',
      payload: { id: 'booking-1', status: 'confirmed' },
      state: 'pending',
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
      created_at: Date.now(),
    });

    expect((await fireSync('some-other-tag')).every((r) => r.status === 'fulfilled')).toBe(true);
    const [result] = await fireSync();

    expect(result?.status).toBe('fulfilled');
    expect(callFunction).not.toHaveBeenCalled();
    expect(await db.outbox.get('staff-change-1')).toMatchObject({ state: 'pending', attempts: 0 });
  });
});
