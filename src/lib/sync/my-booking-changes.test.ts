// The manage page's changes in the outbox: a change limit (resource-exhausted)
// stops the change with its message instead of retrying it all day, a link
// that finds nothing any more stops it and drops the booking from the device,
// while a server that is unreachable keeps it waiting. The real callables' limit is
// covered by tests/integration/self-service.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/lib/db/db';
import { CallableError } from '@/testing/outbox';
import { createSyncEngine, type CallFn } from './sync-engine';
import { enqueueMyBookingChange } from './my-booking-changes';
import { enqueue, kindsFor } from './outbox-kinds';
import { visitorRefusal } from './refusals';
import { storeManaged } from './managed-bookings';
import type { MyBooking } from '@/domain/booking/self-service-schema';

const LIMIT = "We can't take more online changes to this booking right now. Please call us at (604) 555-0142 and we'll gladly help.";

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
    expect(await visitorRefusal(db, 'manage-page', id)).toMatchObject({ kind: 'cancelMyBooking', code: 'resource-exhausted', message: LIMIT });
  });

  it('a change the server finds no booking for (deleted, erased, link revoked) is not sent again, and the device keeps nothing of the booking', async () => {
    const { db, engine, calls, advance } = setup(() => {
      throw new CallableError('functions/not-found', "We couldn't find that booking");
    });
    const id = crypto.randomUUID();
    await storeManaged(db, id, 't', { id, customer_name: 'Jane Doe', status: 'confirmed', booking_date: '2030-01-15', booking_time: '1:00 PM' } as MyBooking, 'read');
    await enqueueMyBookingChange(db, { kind: 'setMyBookingAddress', payload: { id, token: 't', service_street: '12 Elm St', service_city: 'burnaby', service_postal_code: null } });

    expect((await engine.drain()).rejected).toBe(1);
    advance(60 * 60_000);
    await engine.drain();

    expect(calls).toEqual(['setMyBookingAddress']);
    expect(await db.managedBookings.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await visitorRefusal(db, 'manage-page', id), 'nothing to show but "not found"').toBeUndefined();
  });

  it('keeps a reschedule waiting while the server cannot be reached', async () => {
    const { db, engine } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const id = crypto.randomUUID();
    await enqueueMyBookingChange(db, { kind: 'rescheduleMyBooking', payload: { id, token: 't', booking_date: '2030-01-15', booking_time: '10:00 AM' } });

    expect((await engine.drain()).rejected).toBe(0);
    expect(await db.outbox.where('target_id').equals(id).first()).toMatchObject({ state: 'pending' });
    expect(await visitorRefusal(db, 'manage-page', id)).toBeUndefined();
  });

  it('a cancel refused as a conflict keeps the booking as the server has it; sent again on its revision, the refusal goes and the new one is sent', async () => {
    const booking = { id: 'x', status: 'confirmed', booking_date: '2030-01-15', booking_time: '1:00 PM', revision: 2 };
    let refuse = true;
    const sent: unknown[] = [];
    // This test's own server answers; only the database of setup() is used.
    const { db } = setup(() => {
      throw new Error('not called');
    });
    const call: CallFn = async (_name, input) => {
      sent.push(input);
      if (refuse) {
        throw new CallableError('functions/failed-precondition', 'We moved your booking to 2030-01-15 1:00 PM at 10:41 AM, before your change reached us: your cancellation was not applied.', {
          reason: 'conflict',
          change: 'rescheduled',
          by: 'staff',
          by_email: null,
          at: '2026-11-24T18:41:00.000Z',
          from: null,
          to: '2030-01-15 1:00 PM',
          revision: 2,
          booking,
        });
      }
      return { booking: { ...booking, status: 'cancelled', revision: 3 } };
    };
    const engine2 = createSyncEngine({ db, call, kinds: kindsFor('worker'), locks: null });
    await enqueueMyBookingChange(db, { kind: 'cancelMyBooking', payload: { id: 'x', token: 't', base_revision: 1 } });
    await engine2.drain();
    const refused = await visitorRefusal(db, 'manage-page', 'x');
    expect(refused).toMatchObject({ kind: 'cancelMyBooking', details: { reason: 'conflict', revision: 2 } });
    expect((await db.managedBookings.get('x'))?.booking).toMatchObject({ status: 'confirmed', revision: 2 });

    refuse = false;
    await enqueue(db, 'cancelMyBooking', { ...(refused!.payload as { id: string; token: string }), mutation_id: crypto.randomUUID(), base_revision: 2 });
    expect(await visitorRefusal(db, 'manage-page', 'x'), 'the new change answers the old refusal').toBeUndefined();
    await engine2.drain();
    expect(sent.at(-1)).toMatchObject({ id: 'x', token: 't', base_revision: 2 });
    expect((await db.managedBookings.get('x'))?.booking).toMatchObject({ status: 'cancelled', revision: 3 });
  });
});
