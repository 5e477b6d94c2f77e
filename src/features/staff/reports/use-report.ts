// The report of a period, worked out in a worker (report-worker.ts) from the
// cached bookings and blocks. The worker was started by the gate ahead of
// this code (report-worker-start.ts), and the cached reads start as this
// module loads, so the worker's code, the view's code and the reads overlap.
// The bookings go to the worker once per change of the cache, slimmed to what
// the figures read (no photos, notes or addresses); the blocks on their own,
// so a block added does not send the bookings again. A period is a small
// message, so changing the period costs the page only the drawing. Nothing is
// worked out until both have been read (a report without the blocks would be
// drawn and then drawn again). While an answer is on its way the last report
// stays shown.
import { useEffect, useRef, useState } from 'react';
import type { Report } from '@/domain/reports/compute-report';
import type { ReportBooking } from '@/domain/reports/report-booking';
import type { ReportPeriod } from '@/domain/reports/report-period';
import { appDb } from '@/lib/db/db';
import { sharedLiveQuery, useSharedLiveQuery } from '@/lib/db/shared-live-query';
import { readShownBlocks, type ShownBlock } from '@/lib/sync/shown';
import { pullBlocks } from '@/lib/sync/server-pull';
import { preloadStaffBookings } from '../bookings/use-staff-bookings';
import type { ReportWorkerAnswer, ReportWorkerMessage } from './report-messages';
import { endReportWorker, takeReportWorker } from './report-worker-start';
import { markReports } from './report-marks';

const shownBlocks = sharedLiveQuery(() => readShownBlocks(appDb()));

// This module loads only for admins (behind the gate), with the view: start the reads now.
preloadStaffBookings();
shownBlocks.preload();

/**
 * Every block the business ever made: a period in the past is compared with
 * the one before it, so its rain days must be on the device too (the other
 * screens pull from yesterday on). Blocks hold no personal data and are few.
 */
export const REPORT_BLOCKS_FROM = '2000-01-01';

/** The blocked time on this device, live, all of it pulled on open and when the connection returns; undefined until read. */
export function useReportBlocks(): readonly ShownBlock[] | undefined {
  const blocks = useSharedLiveQuery(shownBlocks);
  useEffect(() => {
    const pull = () => void pullBlocks(REPORT_BLOCKS_FROM).catch(() => undefined);
    pull();
    window.addEventListener('online', pull);
    return () => window.removeEventListener('online', pull);
  }, []);
  return blocks;
}

/** What of a booking the figures read. */
function slim(b: ReportBooking): ReportBooking {
  return {
    id: b.id,
    customer_name: b.customer_name,
    customer_email: b.customer_email,
    customer_phone: b.customer_phone,
    service_name: b.service_name,
    booking_date: b.booking_date,
    booking_time: b.booking_time,
    vehicle_type: b.vehicle_type,
    vehicle_make: null,
    vehicle_model: null,
    comments: null,
    service_street: null,
    service_city: b.service_city,
    service_postal_code: null,
    total_price: b.total_price,
    duration_min: b.duration_min,
    status: b.status,
    crew: b.crew,
    created_at: b.created_at,
    updated_at: b.updated_at,
    history: b.history?.filter((h) => h.change === 'cancelled' || h.change === 'rescheduled'),
    quote_id: b.quote_id,
    plan_id: b.plan_id,
    job_days: b.job_days,
    deleted_at: b.deleted_at,
  };
}

export function useReport(bookings: readonly ReportBooking[] | undefined, blocks: readonly ShownBlock[] | undefined, period: ReportPeriod): Report | null {
  const [report, setReport] = useState<Report | null>(null);
  const worker = useRef<Worker | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    const started = takeReportWorker();
    started.onmessage = (event: MessageEvent<ReportWorkerAnswer>) => {
      markReports('worker-code', { at: event.data.loadedAt });
      markReports('answer', { ms: event.data.ms });
      // Only the answer to the latest question is shown: an older period's must not replace it.
      if (event.data.id === lastId.current) setReport(event.data.report);
    };
    worker.current = started;
    return () => {
      endReportWorker(started);
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!bookings || !worker.current) return;
    markReports('bookings-read');
    worker.current.postMessage({ type: 'data', bookings: bookings.map(slim) } satisfies ReportWorkerMessage);
    markReports('bookings-sent');
  }, [bookings]);

  useEffect(() => {
    if (!blocks || !worker.current) return;
    worker.current.postMessage({ type: 'data', blocks } satisfies ReportWorkerMessage);
  }, [blocks]);

  useEffect(() => {
    if (!bookings || !blocks || !worker.current) return;
    const id = ++lastId.current;
    worker.current.postMessage({ type: 'compute', id, period } satisfies ReportWorkerMessage);
  }, [bookings, blocks, period]);

  return report;
}
