// The Reports' worker on a device whose app database the page has not opened
// yet (a first visit, or a build that upgrades it): it never creates the
// database itself, says at once that no quick answer comes (the entry then
// stops holding the app back for one: entry-client.tsx), and answers once the
// page says it has opened it. The worker's module runs as in the browser, on
// an IndexedDB of its own; only its messages are caught.
import 'fake-indexeddb/auto';
import { expect, it, vi } from 'vitest';
import { testBooking } from '@/testing/booking';
import { paced } from '@/testing/pace';
import { AppDb } from '@/lib/db/db';
import { businessToday } from '@/domain/schedule/schedule';
import { OPENING_PERIOD_KIND } from '@/domain/reports/report-period';
import { isReportAnswer, type ReportWorkerMessage, type ReportWorkerPost } from './report-messages';

const scope = globalThis as unknown as { self: unknown; postMessage: (m: ReportWorkerPost) => void; onmessage: ((e: { data: ReportWorkerMessage }) => void) | null };
const posts: ReportWorkerPost[] = [];
scope.self = globalThis;
scope.postMessage = (m) => posts.push(structuredClone(m));

it('says no quick answer comes while the database is not there, creates none, and answers once the page has opened it', async () => {
  await import('./report-worker');
  await vi.waitFor(() => expect(posts).toEqual([{ notice: 'no-quick-answer' }]), { timeout: paced(5_000) });
  expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(new AppDb().name);

  // The page opens (creates) the database and fills it, then says so.
  const db = new AppDb();
  await db.open();
  await db.bookings.put(testBooking({ id: 'b1', booking_date: businessToday(new Date()), status: 'confirmed' }));
  scope.onmessage?.({ data: { type: 'db-open' } });
  await vi.waitFor(() => expect(posts.filter(isReportAnswer).map((a) => a.report.period.kind)).toEqual([OPENING_PERIOD_KIND]), { timeout: paced(5_000) });
  const [answer] = posts.filter(isReportAnswer);
  expect(answer.report.firstLook).toBe(true);
  expect(answer.report.current.jobs).toBe(1);
}, paced(15_000));
