// What the device keeps of a booking opened from its manage link: the photos
// the server's read lists (an un-shared one leaves), and nothing at all once
// the server finds nothing for the link (deleted, erased, revoked), while a
// copy kept under another link and other bookings' rows stay.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDb, reschedulePrefix } from '@/lib/db/db';
import type { MyBooking } from '@/domain/booking/self-service-schema';
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { testBooking } from '@/testing/booking';
import { forgetManaged, readManaged, storeManaged } from './managed-bookings';
import { enqueueMyBookingChange } from './my-booking-changes';

const TOKEN = 'link-token';
const photo = (n: number) => ({ url: `/photos/b1/p${n}?x=1900000000&k=c&s=sig${n}`, tag: 'after' as const, caption: `Seats ${n}`, expires_at: '2030-01-01T01:00:00.000Z' });
const mine = (overrides: Partial<MyBooking> = {}): MyBooking => ({ ...testBooking(), revision: 1, ...overrides }) as MyBooking;

let db: AppDb;
beforeEach(() => {
  db = new AppDb(`managed-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

/** Everything the database holds, as text: what a person reading the device's storage would find. */
async function everything(): Promise<string> {
  const tables = await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const));
  return JSON.stringify(Object.fromEntries(tables));
}

/** A booking the visitor made on this device, confirmed by the server with its manage token. */
async function madeHere(id: string, token: string, name: string) {
  const input = { id, customer_name: name, customer_email: 'jane@example.com' } as CreateBookingInput;
  await db.myBookings.put({ id, input, sync: 'confirmed', server: { ...mine({ id, customer_name: name }), manage_token: token }, created_at: 1, updated_at: 1 });
}

describe('the manage page’s copy of a booking', () => {
  it('keeps the photos the last read listed: one un-shared since leaves the copy, and the visitor’s own record never holds photo links', async () => {
    await madeHere('b1', TOKEN, 'Jane Doe');
    await storeManaged(db, 'b1', TOKEN, mine({ photos: [photo(1), photo(2)] }), 'read');
    expect((await readManaged(db, 'b1'))?.booking.photos?.map((p) => p.caption)).toEqual(['Seats 1', 'Seats 2']);

    await storeManaged(db, 'b1', TOKEN, mine({ photos: [photo(2)] }), 'read');
    expect((await readManaged(db, 'b1'))?.booking.photos?.map((p) => p.caption)).toEqual(['Seats 2']);
    // None shared any more: the read carries no photos at all.
    await storeManaged(db, 'b1', TOKEN, mine(), 'read');
    expect((await readManaged(db, 'b1'))?.booking.photos).toBeUndefined();
    expect(await everything()).not.toContain('/photos/');
  });

  it('keeps the last read’s photos when a change’s answer (which lists none) comes back', async () => {
    await storeManaged(db, 'b1', TOKEN, mine({ photos: [photo(1)] }), 'read');
    await storeManaged(db, 'b1', TOKEN, mine({ status: 'cancelled', revision: 2 }));
    expect((await readManaged(db, 'b1'))?.booking).toMatchObject({ status: 'cancelled', revision: 2, photos: [photo(1)] });
  });
});

describe('a link the server finds nothing for', () => {
  it('leaves nothing of the booking on the device: its copy and photo links, the visitor’s record, changes waiting and refused, reschedule times', async () => {
    await madeHere('b1', TOKEN, 'Jane Doe');
    await storeManaged(db, 'b1', TOKEN, mine({ service_street: '12 Elm St', photos: [photo(1)] }), 'read');
    await enqueueMyBookingChange(db, { kind: 'setMyBookingAddress', payload: { id: 'b1', token: TOKEN, service_street: '12 Elm St', service_city: 'burnaby', service_postal_code: null } });
    await db.refusals.put({ id: 'r1', kind: 'cancelMyBooking', target_id: 'b1', audience: 'visitor', code: 'failed-precondition', message: 'No', details: null, payload: { id: 'b1', token: TOKEN }, created_at: 1, announced_at: null });
    const times = { service: 'Interior Detailing', fetched_at: '2030-01-01T00:00:00Z', output: { service_name: 'Interior Detailing', generated_at: '', dates: [] } };
    await db.availability.bulkPut([
      { key: `${reschedulePrefix('b1')}Interior Detailing:2030-01-06`, ...times },
      { key: 'Interior Detailing:any:2030-01-06', ...times },
    ]);
    // Another booking of this visitor, opened from its own link.
    await madeHere('b2', 'other-token', 'Sam Roe');
    await storeManaged(db, 'b2', 'other-token', mine({ id: 'b2', customer_name: 'Sam Roe' }), 'read');

    expect(await forgetManaged(db, 'b1', TOKEN)).toBe(true);

    const left = await everything();
    for (const trace of ['"b1"', 'Jane Doe', '12 Elm St', '/photos/', TOKEN, reschedulePrefix('b1')]) expect(left).not.toContain(trace);
    expect(await readManaged(db, 'b2')).toBeDefined();
    expect(await db.myBookings.get('b2')).toBeDefined();
    expect(await db.availability.get('Interior Detailing:any:2030-01-06')).toBeDefined();
  });

  it('leaves a copy kept under another link, and a booking still waiting to be sent, alone', async () => {
    await storeManaged(db, 'b1', TOKEN, mine(), 'read');
    await db.myBookings.put({ id: 'b3', input: { id: 'b3', customer_name: 'Kim Lee' } as CreateBookingInput, sync: 'pending', server: null, created_at: 1, updated_at: 1 });

    expect(await forgetManaged(db, 'b1', 'a-wrong-token')).toBe(false);
    expect(await forgetManaged(db, 'b3', TOKEN)).toBe(false);

    expect((await readManaged(db, 'b1'))?.token).toBe(TOKEN);
    expect(await db.myBookings.get('b3')).toMatchObject({ sync: 'pending' });
  });
});
