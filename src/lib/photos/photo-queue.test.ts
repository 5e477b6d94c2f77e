import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/lib/db/db';
import type { CallInput } from '@/domain/callables/callables';
import { testBooking } from '@/testing/booking';
import { OUTBOX_KINDS } from '@/lib/sync/outbox-kinds';
import { createSyncEngine, type CallFn } from '@/lib/sync/sync-engine';
import { setStaffSignedIn } from '@/lib/sync/staff-session';
import { readShownBookings } from '@/lib/sync/shown';
import { evictPhotoCache, storageNearlyFull } from './photo-files';
import { queuePhoto, removePhoto, sendPhotoAgain } from './photo-queue';

const dbs: AppDb[] = [];
function freshDb(): AppDb {
  const db = new AppDb(`photo-queue-${crypto.randomUUID()}`);
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  setStaffSignedIn(false);
});

const jpeg = (n: number) => new Blob([new Uint8Array(n).fill(7)], { type: 'image/jpeg' });

class Refused extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** A fake addJobPhoto that stores each photo id once and counts deliveries; `refuse` refuses the next call. */
function fakePhotoServer(booking = testBooking()) {
  const stored = new Map<string, CallInput<'addJobPhoto'>>();
  const deliveries: string[] = [];
  const faults: ('network' | 'too-large')[] = [];
  const call: CallFn = async (name, input) => {
    expect(name).toBe('addJobPhoto');
    const p = input as CallInput<'addJobPhoto'>;
    deliveries.push(p.photo_id);
    const fault = faults.shift();
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 'too-large') throw new Refused('functions/invalid-argument', 'That photo is too large (3.1 MB): the most is 2 MB');
    if (!stored.has(p.photo_id)) stored.set(p.photo_id, p);
    const photos = [...stored.values()].map((s) => ({
      id: s.photo_id,
      tag: s.tag,
      caption: s.caption ?? null,
      taken_at: s.taken_at,
      by: 'crew@example.com',
      shared: false,
      size: atob(s.data).length,
      content_type: s.content_type,
      added_at: new Date().toISOString(),
    }));
    return { photo: photos.find((x) => x.id === p.photo_id)!, booking: { ...booking, photos } };
  };
  return { call, stored, deliveries, faults };
}

async function setUp() {
  const db = freshDb();
  const server = fakePhotoServer();
  await db.bookings.put(testBooking());
  setStaffSignedIn(true);
  const engine = createSyncEngine({ db, call: server.call, kinds: OUTBOX_KINDS, locks: null, random: () => 0 });
  return { db, server, engine };
}

describe('job photos in the outbox', () => {
  it('shows a queued photo on its job at once, marked waiting, with its file kept on the device', async () => {
    const { db } = await setUp();
    const id = await queuePhoto(db, { bookingId: 'b1', tag: 'before', caption: ' Scratch on the door ', blob: jpeg(1000) });
    const [shown] = await readShownBookings(db);
    expect(shown.photos?.map((p) => [p.id, p.tag, p.caption])).toEqual([[id, 'before', 'Scratch on the door']]);
    expect(shown.photosWaiting).toEqual([id]);
    const file = await db.photoFiles.get(id);
    expect(file?.state).toBe('waiting');
    expect((await db.outbox.get(id))?.payload).not.toHaveProperty('data');
  });

  it('sends the file read from the device, stores it once across a dropped connection, and keeps it as uploaded', async () => {
    const { db, server, engine } = await setUp();
    const id = await queuePhoto(db, { bookingId: 'b1', tag: 'after', blob: jpeg(5000) });
    server.faults.push('network');
    await engine.drain();
    expect(await db.outbox.get(id)).toBeDefined();
    await db.outbox.update(id, { next_attempt_at: 0 });
    await engine.drain();
    expect(server.deliveries).toEqual([id, id]);
    expect(server.stored.size).toBe(1);
    expect(atob(server.stored.get(id)!.data)).toHaveLength(5000);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.photoFiles.get(id))?.state).toBe('uploaded');
    const [shown] = await readShownBookings(db);
    expect(shown.photosWaiting).toBeUndefined();
    expect(shown.photos?.map((p) => p.id)).toEqual([id]);
  });

  it('keeps a refused photo\'s file with the reason, and sends it again under the same id', async () => {
    const { db, server, engine } = await setUp();
    const id = await queuePhoto(db, { bookingId: 'b1', tag: 'before', blob: jpeg(100) });
    server.faults.push('too-large');
    await engine.drain();
    const file = await db.photoFiles.get(id);
    expect(file?.state).toBe('failed');
    expect(file?.error).toMatch(/too large/);
    expect((await db.refusals.get(id))?.kind).toBe('addJobPhoto');
    expect(await sendPhotoAgain(db, id)).toBe(id);
    await engine.drain();
    expect(server.stored.has(id)).toBe(true);
    expect((await db.photoFiles.get(id))?.state).toBe('uploaded');
  });

  it('drops a photo never sent without calling the server', async () => {
    const { db, server, engine } = await setUp();
    const id = await queuePhoto(db, { bookingId: 'b1', tag: 'before', blob: jpeg(100) });
    expect(await removePhoto(db, 'b1', id)).toBeUndefined();
    await engine.drain();
    expect(server.deliveries).toEqual([]);
    expect(await db.photoFiles.count()).toBe(0);
    expect((await readShownBookings(db))[0].photos).toBeUndefined();
  });

  it('refuses a row whose file is gone instead of retrying it forever', async () => {
    const { db, server, engine } = await setUp();
    const id = await queuePhoto(db, { bookingId: 'b1', tag: 'before', blob: jpeg(100) });
    await db.photoFiles.delete(id);
    await engine.drain();
    expect(server.deliveries).toEqual([]);
    expect((await db.refusals.get(id))?.message).toBe('The photo file is no longer on this device');
  });
});

describe('the photo cache', () => {
  it('evicts the least recently shown uploaded files beyond the budget, never a file not uploaded yet', async () => {
    const db = freshDb();
    const row = (id: string, state: 'waiting' | 'failed' | 'uploaded', used_at: number) => ({
      id, booking_id: 'b1', blob: jpeg(10), size: 400, tag: 'before' as const, caption: null, taken_at: '2030-01-10T09:00:00Z', state, error: null, stored_at: used_at, used_at,
    });
    await db.photoFiles.bulkPut([row('old', 'uploaded', 1), row('newer', 'uploaded', 3), row('waiting', 'waiting', 0), row('failed', 'failed', 0), row('newest', 'uploaded', 4)]);
    expect(await evictPhotoCache(db, 800)).toBe(1);
    expect((await db.photoFiles.toCollection().primaryKeys()).sort()).toEqual(['failed', 'newer', 'newest', 'waiting']);
    await evictPhotoCache(db, 0);
    expect((await db.photoFiles.toCollection().primaryKeys()).sort()).toEqual(['failed', 'waiting']);
  });

  it('says the device is nearly full from the storage estimate', async () => {
    expect(await storageNearlyFull(async () => ({ usage: 950, quota: 1000 }))).toBe(true);
    expect(await storageNearlyFull(async () => ({ usage: 1e8, quota: 1e10 }))).toBe(false);
    expect(await storageNearlyFull(async () => ({ usage: 9.95e9, quota: 1e10 }))).toBe(true);
    expect(await storageNearlyFull(async () => { throw new Error('no estimate'); })).toBe(false);
  });
});

describe('photo and condition changes on the job before the server answers', () => {
  it('shows a share, a removal and a condition check at once', async () => {
    const db = freshDb();
    const photo = { id: 'p1', tag: 'after' as const, caption: null, taken_at: '2030-01-10T11:00:00Z', by: 'crew@example.com', shared: false, size: 10, content_type: 'image/jpeg' as const, added_at: '2030-01-10T11:01:00Z' };
    await db.bookings.put(testBooking({ photos: [photo, { ...photo, id: 'p2' }] }));
    const { enqueue } = await import('@/lib/sync/outbox-kinds');
    await enqueue(db, 'updateJobPhoto', { booking_id: 'b1', photo_id: 'p1', shared: true, mutation_id: crypto.randomUUID() });
    await enqueue(db, 'removeJobPhoto', { booking_id: 'b1', photo_id: 'p2' });
    await enqueue(db, 'setConditionCheck', { booking_id: 'b1', items: ['scratches'], note: ' Rear bumper ', mutation_id: crypto.randomUUID() });
    const [shown] = await readShownBookings(db);
    expect(shown.photos?.map((p) => [p.id, p.shared])).toEqual([['p1', true]]);
    expect(shown.condition_check).toMatchObject({ items: ['scratches'], note: 'Rear bumper' });
    expect(shown.conditionWaiting).toBe(true);
    // The stored server row is untouched.
    expect((await db.bookings.get('b1'))?.photos).toHaveLength(2);
  });
});

describe('discarding staff changes', () => {
  it('drops the files of photos not uploaded with their queued changes, and keeps the uploaded ones', async () => {
    const { db, engine } = await setUp();
    const uploaded = await queuePhoto(db, { bookingId: 'b1', tag: 'before', blob: jpeg(10) });
    await engine.drain();
    const waiting = await queuePhoto(db, { bookingId: 'b1', tag: 'after', blob: jpeg(10) });
    const { discardStaffChanges } = await import('@/lib/sync/staff-changes');
    expect(await discardStaffChanges(db)).toBe(1);
    expect(await db.photoFiles.get(waiting)).toBeUndefined();
    expect((await db.photoFiles.get(uploaded))?.state).toBe('uploaded');
  });
});
