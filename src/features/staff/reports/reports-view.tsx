// The Reports view (admins): a period chosen at the top, the headline figures
// with the period before beside each, then one section per figure with its
// chart, its table and its CSV. Worked out on this device from the cached
// bookings and blocks, in a worker that reads them itself (use-report.ts), so
// it works offline like the rest of the dashboard and the page never stalls
// while it counts.
// Over years of bookings the worker's first answer is a first look (every
// figure but those that read every booking: they say so, and follow).
// The headlines and the first figure (its chart drawn by the view itself) come
// first, the other figures' tables right after in a render React can
// interrupt; the chart library for their charts is fetched only once the first
// chart has painted (figureCharts), so the owner's first look at the page
// waits on none of it.
// Its top and its figures are plain elements (reports-parts.tsx,
// report-figure.tsx): on the prerendered page the same parts are drawn ahead
// of the staff pages' shell (reports-ahead.tsx), and the view takes over
// where they were, on the period picked there.
import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Spinner } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Report } from '@/domain/reports/compute-report';
import { OPENING_PERIOD_KIND } from '@/domain/reports/report-period';
import { businessToday } from '@/domain/schedule/schedule';
import { useStaffBookingsSync } from '../bookings/use-staff-bookings';
import { ReportFigure, figureCharts } from './report-figure';
import { usePullReportBlocks, useReport } from './use-report';
import { markReports } from './report-marks';
import { choiceMadeAhead, earlyReportAnswer } from './report-worker-start';
import { DASHBOARD_LINK_CLASS, HeadlineGrid, PeriodPicker, READING_EVERY_BOOKING, ReportsTitle, choicePeriod, openingChoice, type PeriodChoice } from './reports-parts';
import { WeeklySummarySetting } from './weekly-summary-setting';

markReports('view-code');

/**
 * Whether the chart library has arrived: fetched once the first report has
 * painted (a frame, then a task), and its charts drawn in a transition, which
 * React interrupts for a tap.
 */
function useChartsAfterFirstPaint(painted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!painted || ready) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void figureCharts.preload().then(() => {
          if (!cancelled) startTransition(() => setReady(true));
        });
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, ready]);
  return ready;
}

export function ReportsView({ now = new Date() }: { now?: Date }) {
  // The cached bookings are pulled as on the dashboard; the worker reads them (use-report.ts).
  const { syncedAt } = useStaffBookingsSync(true);
  usePullReportBlocks();
  const today = businessToday(now);
  // The period picked on the first look drawn ahead of the shell, if one was (reports-ahead.tsx).
  const [choice, setChoice] = useState<PeriodChoice>(() => choiceMadeAhead() ?? openingChoice(OPENING_PERIOD_KIND, today));
  const period = useMemo(() => choicePeriod(choice, today), [choice, today]);
  // Until the view's own read of the last sync is in, the time the worker said (drawn ahead the same).
  const [syncedAhead] = useState(() => earlyReportAnswer()?.syncedAt ?? null);
  // The last report stays on screen while the next period's is worked out.
  const shown: Report | null = useReport(period);
  const chartsReady = useChartsAfterFirstPaint(shown !== null);
  // The headlines and the first figure are drawn first; the other figures follow in a render
  // React can interrupt, and read faded while they still show the period before (none, when
  // the first render already has a report: the worker's answer came before the view's code).
  const rest = useDeferredValue(shown, null);
  // The commits the first chart waits on, for the bench's breakdown (only the first of each counts).
  useLayoutEffect(() => markReports(shown ? 'report-committed' : 'view-committed'), [shown]);
  return (
    <div className="dash-page">
      <ReportsTitle
        period={period}
        syncedAt={syncedAt === undefined ? syncedAhead : syncedAt}
        dashboardLink={
          <Link to="/dashboard" className={DASHBOARD_LINK_CLASS}>
            Dashboard
          </Link>
        }
      />
      <WeeklySummarySetting />
      <PeriodPicker choice={choice} onChoice={setChoice} />
      {!shown ? (
        <div className="rp-working">
          <Spinner role="status" aria-label="Working out the figures" />
        </div>
      ) : (
        <>
          <HeadlineGrid current={shown.current} previous={shown.previous} firstLook={!!shown.firstLook} />
          <div className="rp-figures">
            {/* The first table is the revenue over time (compute-report.ts), the chart the view draws itself. */}
            <ReportFigure table={shown.tables[0]} range={shown.period.current} chartsReady={chartsReady} />
            {rest ? (
              <div className="rp-figures" style={{ opacity: rest === shown ? 1 : 0.6 }}>
                {rest.tables.slice(1).map((table) => (
                  <ReportFigure key={table.id} table={table} range={rest.period.current} chartsReady={chartsReady} />
                ))}
                {rest.firstLook ? (
                  <p role="status" className="dash-muted" data-testid="report-first-look">
                    {READING_EVERY_BOOKING} The customers’ figures and the revenue moved or lost to blocked time follow.
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
