// The Reports' worker as it answers: a first look at once, and every booking
// read only once the page has drawn it or asks for another period, which gets
// a first look of its own first. The worker's module runs here as it does in
// the browser, on an IndexedDB the page filled; only its messages are caught.
// (The page's side, which says when it has drawn, is use-report.test.tsx; the
// whole page, tests/e2e/staff-reports.spec.ts.)
import 'fake-indexeddb/auto';
import { expect, it, vi } from 'vitest';
import { testBooking } from '@/testing/booking';
import { paced } from '@/testing/pace';
import { AppDb } from '@/lib/db/db';
import { META_SYNCED_AT } from '@/lib/sync/server-data';
import { addDaysToDate, businessToday } from '@/domain/schedule/schedule';
import { OPENING_PERIOD_KIND, reportPeriod } from '@/domain/reports/report-period';
import type { ReportWorkerAnswer, ReportWorkerMessage } from './report-messages';

const scope = globalThis as unknown as { self: unknown; postMessage: (m: ReportWorkerAnswer) => void; onmessage: ((e: { data: ReportWorkerMessage }) => void) | null };
const answers: ReportWorkerAnswer[] = [];
scope.self = globalThis;
scope.postMessage = (m) => answers.push(structuredClone(m));
const kinds = () => answers.map((a) => `${a.id}:${a.report.period.kind}:${a.report.firstLook ? 'first look' : 'whole'}`);

it('answers a first look at the opening period and waits; a period asked then gets a first look, then every booking is read and it is answered whole', async () => {
  // The page's cache: two years of bookings up to today.
  const today = businessToday(new Date());
  const syncedAt = new Date().toISOString();
  await new AppDb().meta.put({ key: META_SYNCED_AT, value: syncedAt });
  await new AppDb().bookings.bulkPut(
    Array.from({ length: 400 }, (_, i) =>
      testBooking({ id: `b${i}`, booking_date: addDaysToDate(today, -Math.floor(i * 1.8)), status: 'completed', customer_email: `c${i % 40}@example.com`, crew: (i % 2) + 1 }),
    ),
  );
  await import('./report-worker');

  await vi.waitFor(() => expect(kinds()).toEqual([`0:${OPENING_PERIOD_KIND}:first look`]), { timeout: paced(5_000) });
  expect(answers[0].report.current.newCustomers).toBeNull();
  expect(answers[0].report.current.booked).toBeGreaterThan(0);
  // When the cache was last synced, for the first look drawn ahead of the view (reports-ahead.tsx).
  expect(answers[0].syncedAt).toBe(syncedAt);
  // Nothing more while the page is still drawing it: every booking is read only once it says so, or asks.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(kinds()).toHaveLength(1);

  scope.onmessage?.({ data: { type: 'compute', id: 1, period: reportPeriod('year', new Date()) } });
  await vi.waitFor(() => expect(kinds()).toEqual([`0:${OPENING_PERIOD_KIND}:first look`, '1:year:first look', '1:year:whole']), { timeout: paced(5_000) });
  const [, first, whole] = answers;
  expect(first.report.current.returningShare).toBeNull();
  expect(whole.report.current.returningShare).toBeGreaterThan(0);
  // The first look's figures are the whole report's.
  expect(first.report.current.booked).toBe(whole.report.current.booked);
  expect(first.report.tables[0]).toEqual(whole.report.tables[0]);
  expect(whole.syncedAt).toBe(syncedAt);
  // Its own budget: two waits of up to five quiet seconds each, and the pause between them.
}, paced(15_000));
