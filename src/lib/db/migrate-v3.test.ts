// A device that ran version 2 opens version 3: the cached bookings and blocks
// are the server's rows again (our unsent changes come off them), and every
// queued change is still in the outbox, so it still shows and still goes out.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { AppDb } from './db';

const V2_STORES = {
  drafts: 'id',
  outbox: 'id, state, next_attempt_at, kind, target_id, created_at',
  myBookings: 'id, sync, created_at',
  bookings: 'id, booking_date, status, updated_at, created_at',
  meta: 'key',
  blocks: 'id, date_from',
  managedBookings: 'id',
  availability: 'key',
  refusals: 'id, target_id, audience, created_at',
};

function queued(id: string, kind: string, target: string) {
  return { id, kind, target_id: target, payload: { id: target }, state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, created_at: 1_000 };
}

describe('database version 2 -> 3', () => {
  it('turns cached rows back into the server rows and keeps every queued change', async () => {
    const name = `migrate-${crypto.randomUUID()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(V2_STORES);
    v2.version(2).stores({});
    const server = testBooking({ id: 'seen', status: 'cancelled', updated_at: '2030-01-02T00:00:00Z' });
    await v2.table('bookings').bulkPut([
      // A status change and a move of ours on top of what we had from the server.
      { ...testBooking({ id: 'moved', status: 'confirmed', booking_date: '2030-01-12', booking_time: '1:00 PM' }), pending: { kind: 'staffRescheduleBooking', previous_status: 'pending', previous_time: { booking_date: '2030-01-10', booking_time: '9:00 AM' } } },
      // A pull brought the server's copy meanwhile: that is the row.
      { ...testBooking({ id: 'seen', status: 'completed' }), pending: { kind: 'updateBookingStatus', previous_status: 'pending', server } },
      // Deleted on the server meanwhile.
      { ...testBooking({ id: 'gone' }), pending: { kind: 'updateBookingStatus', previous_status: 'pending', server: null } },
      // A phone booking the server has not got yet: its outbox row shows it.
      { ...testBooking({ id: 'phone', source: 'staff' }), pending: { kind: 'createStaffBooking', previous_status: 'pending' } },
      testBooking({ id: 'plain' }),
    ]);
    await v2.table('blocks').bulkPut([
      { id: 'new-block', date_from: '2030-01-10', date_to: '2030-01-10', pending: 'create' },
      { id: 'removing', date_from: '2030-01-11', date_to: '2030-01-11', pending: 'remove', conflicts: [{ id: 'x' }] },
    ]);
    await v2.table('outbox').bulkPut([
      queued('m1', 'staffRescheduleBooking', 'moved'),
      queued('m2', 'updateBookingStatus', 'seen'),
      queued('m3', 'updateBookingStatus', 'gone'),
      queued('m4', 'createStaffBooking', 'phone'),
      queued('m5', 'createBlock', 'new-block'),
      queued('m6', 'removeBlock', 'removing'),
    ]);
    v2.close();

    const db = new AppDb(name);
    expect(await db.bookings.get('moved')).toEqual(testBooking({ id: 'moved', status: 'pending', booking_date: '2030-01-10', booking_time: '9:00 AM' }));
    expect(await db.bookings.get('seen')).toEqual(server);
    expect(await db.bookings.get('gone')).toBeUndefined();
    expect(await db.bookings.get('phone')).toBeUndefined();
    expect(await db.bookings.get('plain')).toEqual(testBooking({ id: 'plain' }));
    expect(await db.blocks.toArray()).toEqual([{ id: 'removing', date_from: '2030-01-11', date_to: '2030-01-11', conflicts: [{ id: 'x' }] }]);
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    db.close();
  });
});
