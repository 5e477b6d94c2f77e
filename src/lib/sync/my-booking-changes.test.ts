// The manage page's changes in the outbox: a change limit (resource-exhausted)
// stops the change with its message instead of retrying it all day, while a
// server that is unreachable keeps it waiting. The real callables' limit is
// covered by tests/integration/self-service.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/lib/db/db';
import { createSyncEngine, type CallFn } from './sync-engine';
import { enqueueMyBookingChange } from './my-booking-changes';
import { kindsFor } from './outbox-kinds';
import { customerRefusal } from './refusals';

const LIMIT = "We can't take more online changes to this booking right now. Please call us at (604) 555-0142 and we'll gladly help.";

class CallableError extends Error {
  code: string;
  details?: unknown;
  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

const dbs: AppDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function setup(answer: () => never) {
  const db = new AppDb(`my-changes-${crypto.randomUUID()}`);
  dbs.push(db);
  let t = 1_000_000;
  const calls: string[] = [];
  const call: CallFn = async (name) => {
    calls.push(name);
    answer();
  };
  const engine = createSyncEngine({ db, call, kinds: kindsFor('worker'), locks: null, now: () => t });
  return { db, engine, calls, advance: (ms: number) => (t += ms) };
}

describe('customer changes in the outbox', () => {
  it('stops a cancel refused by the change limit, keeps the message with the phone number, and never sends it again', async () => {
    const { db, engine, calls, advance } = setup(() => {
      throw new CallableError('functions/resource-exhausted', LIMIT, { reason: 'change-booking', phone: '(604) 555-0142' });
    });
    const id = crypto.randomUUID();
    await enqueueMyBookingChange(db, { kind: 'cancelMyBooking', payload: { id, token: 't' } });

    expect((await engine.drain()).rejected).toBe(1);
    advance(60 * 60_000);
    await engine.drain();

    expect(calls).toEqual(['cancelMyBooking']);
    expect(await customerRefusal(db, id)).toMatchObject({ kind: 'cancelMyBooking', code: 'resource-exhausted', message: LIMIT });
  });

  it('keeps a reschedule waiting while the server cannot be reached', async () => {
    const { db, engine } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const id = crypto.randomUUID();
    await enqueueMyBookingChange(db, { kind: 'rescheduleMyBooking', payload: { id, token: 't', booking_date: '2030-01-15', booking_time: '10:00 AM' } });

    expect((await engine.drain()).rejected).toBe(0);
    expect(await db.outbox.where('target_id').equals(id).first()).toMatchObject({ state: 'pending' });
    expect(await customerRefusal(db, id)).toBeUndefined();
  });
});
