// The Reports' worker reads the cache itself: the bookings as the staff screens
// show them (a change queued offline counts), slimmed, and it opens the app's
// database only as the page left it (never creating or upgrading it).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { testQueuedRow } from '@/testing/outbox';
import { AppDb } from '@/lib/db/db';
import { REPORT_READ_PAGE, openCacheReadOnly, readReportBookings, readReportBookingsDated } from './report-data';

const freshName = () => `reports-${crypto.randomUUID()}`;
const listedVersion = async (name: string) => (await indexedDB.databases()).find((d) => d.name === name)?.version;

describe('the cache as the Reports worker opens it', () => {
  it('is not there while the page has not made the database, and the worker does not make it', async () => {
    const name = freshName();
    expect(await openCacheReadOnly({ name })).toBeNull();
    expect(await listedVersion(name)).toBeUndefined();
  });

  it('is not opened while the database is at an older version: the page upgrades it, not the worker', async () => {
    const name = freshName();
    // Version 4 as IndexedDB numbers it (Dexie's n is its 10n).
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name, 40);
      open.onupgradeneeded = () => open.result.createObjectStore('bookings', { keyPath: 'id' });
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    expect(await openCacheReadOnly({ name })).toBeNull();
    expect(await listedVersion(name)).toBe(40);
    // Once the page says it has opened it (upgraded by the page's own code), the worker opens it.
    expect(await openCacheReadOnly({ name, pageOpened: true })).toBeInstanceOf(AppDb);
  });

  it('reads the bookings with a change queued offline on top, slimmed to what the figures read', async () => {
    const name = freshName();
    const page = new AppDb(name);
    await page.bookings.bulkPut([
      testBooking({ id: 'b1', status: 'confirmed', service_street: '1 Kingsway', comments: 'Gate code 4821' }),
      testBooking({ id: 'b2', status: 'confirmed' }),
    ]);
    await page.outbox.add(testQueuedRow('updateBookingStatus', 'b1', { id: 'b1', status: 'completed', mutation_id: 'm1' }, { created_at: 1 }));
    await page.outbox.add(testQueuedRow('deleteBooking', 'b2', { id: 'b2', mutation_id: 'm2' }, { created_at: 2 }));

    const worker = await openCacheReadOnly({ name });
    expect(worker).not.toBeNull();
    const read = await readReportBookings(worker!);
    expect(read.map((b) => [b.id, b.status])).toEqual([['b1', 'completed']]);
    expect(read[0]).toMatchObject({ service_street: null, comments: null, total_price: 195 });
    // The stored row is the server's as it was: the queued change is only shown on top.
    expect((await page.bookings.get('b1'))?.status).toBe('confirmed');
    expect(await listedVersion(name)).toBe(page.verno * 10);
  });

  it('reads for a first look only the bookings dated inside the dates, slimmed; nothing while a change queued on bookings may move one in', async () => {
    const name = freshName();
    const page = new AppDb(name);
    await page.bookings.bulkPut([
      testBooking({ id: 'before', booking_date: '2026-04-30', status: 'completed' }),
      testBooking({ id: 'first', booking_date: '2026-05-01', status: 'completed', comments: 'Gate code 4821' }),
      testBooking({ id: 'last', booking_date: '2026-05-31', status: 'confirmed' }),
      testBooking({ id: 'after', booking_date: '2026-06-01', status: 'confirmed' }),
    ]);
    const worker = (await openCacheReadOnly({ name }))!;
    const dates = { from: '2026-05-01', to: '2026-05-31' };
    const near = await readReportBookingsDated(worker, dates);
    expect(near?.map((b) => b.id).sort()).toEqual(['first', 'last']);
    expect(near?.find((b) => b.id === 'first')).toMatchObject({ comments: null });
    // A reschedule waiting to be sent could bring 'after' into May: only the whole read is sure.
    await page.outbox.add(testQueuedRow('updateBookingStatus', 'after', { id: 'after', status: 'cancelled', mutation_id: 'm1' }, { created_at: 1 }));
    expect(await readReportBookingsDated(worker, dates)).toBeNull();
    expect((await readReportBookings(worker)).map((b) => b.id).sort()).toEqual(['after', 'before', 'first', 'last']);
  });

  it('reads every booking a page at a time, each once, the last page short or full, and a queued change on top', async () => {
    for (const count of [REPORT_READ_PAGE * 2, REPORT_READ_PAGE * 2 + 3]) {
      const name = freshName();
      const page = new AppDb(name);
      await page.bookings.bulkPut(Array.from({ length: count }, (_, i) => testBooking({ id: `b${String(i).padStart(5, '0')}`, status: 'confirmed' })));
      await page.outbox.add(testQueuedRow('updateBookingStatus', 'b00007', { id: 'b00007', status: 'completed', mutation_id: 'm1' }, { created_at: 1 }));
      const read = await readReportBookings((await openCacheReadOnly({ name }))!);
      expect(read).toHaveLength(count);
      expect(new Set(read.map((b) => b.id)).size).toBe(count);
      expect(read.filter((b) => b.status === 'completed').map((b) => b.id)).toEqual(['b00007']);
    }
  });
});
