// The report of a period, worked out in a worker (report-worker.ts) from the
// cached bookings and blocks. The bookings go to the worker once per change of
// the cache, slimmed to what the figures read (no photos, notes or addresses),
// and a period is a small message, so changing the period costs the page only
// the drawing. While an answer is on its way the last report stays shown.
import { useEffect, useRef, useState } from 'react';
import type { Block } from '@/domain/callables/operations-schema';
import type { Report } from '@/domain/reports/compute-report';
import type { ReportBooking } from '@/domain/reports/report-booking';
import type { ReportPeriod } from '@/domain/reports/report-period';
import type { ReportWorkerAnswer, ReportWorkerMessage } from './report-messages';
import { markReports } from './report-marks';

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

export function useReport(bookings: readonly ReportBooking[] | undefined, blocks: readonly Block[], period: ReportPeriod): Report | null {
  const [report, setReport] = useState<Report | null>(null);
  const worker = useRef<Worker | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    const started = new Worker(new URL('./report-worker.ts', import.meta.url), { type: 'module', name: 'reports' });
    markReports('worker-created');
    started.onmessage = (event: MessageEvent<ReportWorkerAnswer>) => {
      markReports('worker-code', { at: event.data.loadedAt });
      markReports('answer', { ms: event.data.ms });
      // Only the answer to the latest question is shown: an older period's must not replace it.
      if (event.data.id === lastId.current) setReport(event.data.report);
    };
    worker.current = started;
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!bookings || !worker.current) return;
    markReports('bookings-read');
    worker.current.postMessage({ type: 'data', bookings: bookings.map(slim), blocks } satisfies ReportWorkerMessage);
    markReports('bookings-sent');
  }, [bookings, blocks]);

  useEffect(() => {
    if (!bookings || !worker.current) return;
    const id = ++lastId.current;
    worker.current.postMessage({ type: 'compute', id, period } satisfies ReportWorkerMessage);
  }, [bookings, blocks, period]);

  return report;
}
