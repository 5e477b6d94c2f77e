// A device that ran version 1 opens version 2: what it had queued still goes
// out, what was refused is in the one refusal store, and server data moved out
// of `meta` into its tables.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { AppDb } from './db';

const V1_STORES = {
  drafts: 'id',
  outbox: 'id, state, next_attempt_at, kind, target_id, created_at',
  myBookings: 'id, sync, created_at',
  bookings: 'id, booking_date, status, updated_at, created_at',
  meta: 'key',
};

function outboxRow(id: string, kind: string, state: string, lastError: string | null = null) {
  return { id, kind, target_id: `t-${id}`, payload: { id: `t-${id}` }, state, attempts: 1, next_attempt_at: 0, last_error: lastError, created_at: 1_000 };
}

describe('database version 1 -> 2', () => {
  it('keeps queued entries, moves refusals into one store and server data into tables', async () => {
    const name = `migrate-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    await v1.table('outbox').bulkPut([
      outboxRow('queued', 'updateBookingStatus', 'pending'),
      outboxRow('in-flight', 'createBooking', 'sending'),
      outboxRow('refused-staff', 'createStaffBooking', 'failed', 'failed-precondition: That time was just booked: please pick another'),
    ]);
    await v1.table('myBookings').bulkPut([
      { id: 'ok', input: { id: 'ok' }, sync: 'confirmed', server: { id: 'ok' }, error: null, created_at: 1, updated_at: 1 },
      { id: 'no', input: { id: 'no' }, sync: 'rejected', server: null, error: { code: 'invalid-argument', message: 'Check it', fields: { customer_email: 'Enter a valid e-mail address' } }, created_at: 2, updated_at: 2 },
    ]);
    const booking = { id: 'm1', status: 'confirmed', booking_date: '2030-01-15', booking_time: '10:00 AM' };
    await v1.table('meta').bulkPut([
      { key: 'staff.blocks', value: [{ id: 'b1', date_from: '2030-01-01', date_to: '2030-01-01' }, { id: 'b2', date_from: '2030-01-02', date_to: '2030-01-02' }] },
      { key: 'staff.blocks.conflicts', value: { block_id: 'b2', conflicts: [{ id: 'x' }] } },
      { key: 'manage:m1', value: { id: 'm1', token: 'tok', booking, fetched_at: '2030-01-01T00:00:00.000Z', refusal: { kind: 'cancel', code: 'failed-precondition', message: 'Too late', reason: 'too-late' } } },
      { key: 'availability:Interior Detailing:2030-01-13', value: { fetched_at: 'f', output: { service_name: 'Interior Detailing', generated_at: 'g', dates: [] } } },
      { key: 'booking:current', value: 'ok' },
    ]);
    v1.close();

    const db = new AppDb(name);
    expect((await db.outbox.toArray()).map((r) => r.id).sort()).toEqual(['in-flight', 'queued']);
    expect(await db.refusals.get('refused-staff')).toMatchObject({
      kind: 'createStaffBooking',
      audience: 'staff',
      code: 'failed-precondition',
      message: 'That time was just booked: please pick another',
      announced_at: null,
    });
    expect(await db.refusals.get('no')).toMatchObject({ kind: 'createBooking', audience: 'visitor', code: 'invalid-argument', details: { fields: { customer_email: 'Enter a valid e-mail address' } } });
    expect(await db.myBookings.get('no')).not.toHaveProperty('error');
    expect(await db.myBookings.get('ok')).toMatchObject({ sync: 'confirmed', server: { id: 'ok' } });
    expect((await db.blocks.toArray()).map((b) => [b.id, b.conflicts ?? null])).toEqual([
      ['b1', null],
      ['b2', [{ id: 'x' }]],
    ]);
    expect(await db.managedBookings.get('m1')).toEqual({ id: 'm1', token: 'tok', booking, fetched_at: '2030-01-01T00:00:00.000Z' });
    expect(await db.refusals.where('target_id').equals('m1').first()).toMatchObject({ kind: 'cancelMyBooking', code: 'failed-precondition', details: { reason: 'too-late' } });
    expect(await db.availability.get('Interior Detailing:2030-01-13')).toMatchObject({ service: 'Interior Detailing', fetched_at: 'f' });
    // Only the device's own state stays in meta.
    expect((await db.meta.toArray()).map((m) => m.key)).toEqual(['booking:current']);
    db.close();
  });
});
