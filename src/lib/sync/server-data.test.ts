import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDb, type PhotoFileRow } from '@/lib/db/db';
import type { Block } from '@/domain/callables/operations-schema';
import { testBooking } from '@/testing/booking';
import { liveQuery } from '@/lib/db/live';
import { applyServerBlocks, applyServerBookings, storedBlocks } from './server-data';
import { readShownBlocks } from './shown';

let db: AppDb;
beforeEach(() => {
  db = new AppDb(`server-data-${crypto.randomUUID()}`);
});

const block = (id: string, date: string): Block => ({
  id,
  date_from: date,
  date_to: date,
  start_time: null,
  end_time: null,
  crew: null,
  reason: 'Weather',
  note: null,
  created_by: 'admin',
  created_at: '2030-01-01T00:00:00Z',
});

describe('server data in through one door', () => {
  it('stores an answer newer than the stored row and never lets an older copy win', async () => {
    await applyServerBookings(db, { bookings: [testBooking({ status: 'confirmed', updated_at: '2030-01-02T00:00:00Z' })] });
    // A listener's snapshot from before the answer arrives late: the answer stands.
    expect(await applyServerBookings(db, { bookings: [testBooking({ status: 'pending', updated_at: '2030-01-01T12:00:00Z' })] })).toBe(0);
    expect(await db.bookings.get('b1')).toMatchObject({ status: 'confirmed' });
    expect(await applyServerBookings(db, { bookings: [], deletedIds: ['b1', 'never-here'] })).toBe(1);
    expect(await db.bookings.count()).toBe(0);
  });

  it('drops the uploaded photo files of a booking the server erased or deleted, and keeps one not uploaded yet', async () => {
    const file = (id: string, booking_id: string, state: PhotoFileRow['state']): PhotoFileRow => ({
      id,
      booking_id,
      blob: new Blob(['jpeg']),
      size: 4,
      tag: 'before',
      caption: null,
      taken_at: '2030-01-01T09:00:00Z',
      state,
      error: null,
      stored_at: 0,
      used_at: 0,
    });
    await applyServerBookings(db, { bookings: [testBooking({ id: 'b1' }), testBooking({ id: 'b2' }), testBooking({ id: 'b3' })] });
    await db.photoFiles.bulkPut([file('p1', 'b1', 'uploaded'), file('p2', 'b1', 'waiting'), file('p3', 'b2', 'uploaded'), file('p4', 'b3', 'uploaded')]);
    // Another device erased b1's personal details, and deleted b2: this device hears of both.
    const erased = testBooking({ id: 'b1', customer_name: 'Erased', anonymized_at: '2030-01-03T00:00:00Z', updated_at: '2030-01-03T00:00:00Z' });
    await applyServerBookings(db, { bookings: [erased], deletedIds: ['b2'] });
    expect((await db.photoFiles.toArray()).map((f) => f.id).sort()).toEqual(['p2', 'p4']);
  });

  it("replaces the stored blocks with the server's whole set, keeping the conflicts a block's creation listed", async () => {
    await applyServerBlocks(db, { blocks: [{ ...block('k1', '2030-01-11'), conflicts: [{ id: 'b1' } as never] }] });
    await applyServerBlocks(db, { blocks: [block('k2', '2030-01-10')] });
    expect((await storedBlocks(db)).map((b) => b.id)).toEqual(['k2', 'k1']);
    // A live snapshot of the upcoming blocks: k2 was removed elsewhere; k1 keeps its conflicts.
    await applyServerBlocks(db, { blocks: [block('k1', '2030-01-11')], from: '2030-01-10' });
    expect(await storedBlocks(db)).toEqual([{ ...block('k1', '2030-01-11'), conflicts: [{ id: 'b1' }] }]);
    await applyServerBlocks(db, { blocks: [], removedIds: ['k1'] });
    expect(await storedBlocks(db)).toEqual([]);
  });

  it('keeps the blocks that ended before the range an answer covers (the reports read past rain days)', async () => {
    // The reports' pull from the start of the year: a past rain day and an upcoming block.
    await applyServerBlocks(db, { blocks: [block('past', '2030-01-03'), block('k1', '2030-01-11')], from: '2030-01-01' });
    // The day view's pull and the live snapshot cover yesterday on: the past block is not theirs to remove.
    await applyServerBlocks(db, { blocks: [block('k1', '2030-01-11')], from: '2030-01-09' });
    expect((await storedBlocks(db)).map((b) => b.id)).toEqual(['past', 'k1']);
    // The next pull from the start of the year hears that the past block was removed.
    await applyServerBlocks(db, { blocks: [block('k1', '2030-01-11')], from: '2030-01-01' });
    expect((await storedBlocks(db)).map((b) => b.id)).toEqual(['k1']);
  });

  it("wakes the screens reading the blocks only when the server's answer changes them", async () => {
    await applyServerBlocks(db, { blocks: [block('k1', '2030-01-11'), block('k2', '2030-01-12')], from: '2030-01-10' });
    const seen: string[][] = [];
    const subscription = liveQuery(() => readShownBlocks(db)).subscribe((rows) => seen.push(rows.map((b) => `${b.id} ${b.reason}`)));
    // What a screen is shown comes when the read answers (later on a busy machine); that the same set
    // wakes nothing is seen over a moment in which a wake-up would have come.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    await expect.poll(() => seen).toEqual([['k1 Weather', 'k2 Weather']]);
    // The day view's pull on every open: the same set, as the server has it, wakes nothing.
    await applyServerBlocks(db, { blocks: [block('k1', '2030-01-11'), block('k2', '2030-01-12')], from: '2030-01-10' });
    await settled();
    expect(seen).toHaveLength(1);
    // A changed reason and a block removed elsewhere do.
    await applyServerBlocks(db, { blocks: [{ ...block('k2', '2030-01-12'), reason: 'Holiday' }], from: '2030-01-10' });
    await expect.poll(() => seen.at(-1)).toEqual(['k2 Holiday']);
    subscription.unsubscribe();
  });
});
