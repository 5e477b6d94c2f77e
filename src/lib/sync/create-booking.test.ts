import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb, type MyBookingRow } from '@/lib/db/db';
import type { CreateBookingInput, CreatedBooking } from '@/domain/booking/booking-schema';
import { testQueuedRow, testRefusal } from '@/testing/outbox';
import { myBooking, myBookings } from './create-booking';

const dbs: AppDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function freshDb(): AppDb {
  const db = new AppDb(`my-bookings-${crypto.randomUUID()}`);
  dbs.push(db);
  return db;
}

const input = (id: string) => ({ id, customer_name: 'Ada Lovelace', booking_date: '2030-01-15', booking_time: '10:00 AM' }) as CreateBookingInput;

/** A myBookings row as the build before derived states wrote it: with its `sync`. */
function earlierRow(id: string, sync: 'pending' | 'confirmed' | 'rejected', server: CreatedBooking | null = null): MyBookingRow {
  return { id, input: input(id), sync, server, created_at: 1, updated_at: 1 };
}

describe("the visitor's bookings on this device", () => {
  it('read rows an earlier build stored, each standing as it stood', async () => {
    const db = freshDb();
    const server = { ...input('c'), manage_token: 't' } as unknown as CreatedBooking;
    await db.myBookings.bulkPut([earlierRow('p', 'pending'), earlierRow('c', 'confirmed', server), earlierRow('r', 'rejected')]);
    // That build kept a pending booking's outbox row and a refused one's refusal, as this one does.
    await db.outbox.put(testQueuedRow('createBooking', 'p', input('p'), { id: 'p' }));
    await db.refusals.put(testRefusal('createBooking', { id: 'r', target_id: 'r', audience: 'visitor', message: 'That time is no longer available' }));

    const byId = new Map((await myBookings(db)).map((b) => [b.id, b]));
    expect(byId.get('p')).toMatchObject({ sync: 'pending', refusal: null });
    expect(byId.get('c')).toMatchObject({ sync: 'confirmed', server: { manage_token: 't' } });
    expect(byId.get('r')).toMatchObject({ sync: 'rejected', refusal: { message: 'That time is no longer available' } });
  });

  it('stand where the outbox and the refusals say, whatever an earlier build stored', async () => {
    const db = freshDb();
    // Stored as pending, then sent again after a refusal by this build: its refusal decides.
    await db.myBookings.put(earlierRow('x', 'pending'));
    await db.refusals.put(testRefusal('createBooking', { id: 'x', target_id: 'x', audience: 'visitor', message: 'No', details: { fields: { customer_email: 'Enter a valid e-mail address' } } }));
    expect(await myBooking(db, 'x')).toMatchObject({ sync: 'rejected', refusal: { message: 'No', fields: { customer_email: 'Enter a valid e-mail address' } } });
    // Queued again: waiting, with no refusal.
    await db.refusals.delete('x');
    await db.outbox.put(testQueuedRow('createBooking', 'x', input('x'), { id: 'x' }));
    expect(await myBooking(db, 'x')).toMatchObject({ sync: 'pending', refusal: null });
  });
});
