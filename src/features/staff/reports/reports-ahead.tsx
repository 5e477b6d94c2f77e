// The Reports' first look, drawn ahead of the staff pages' shell. On a slow
// phone the view's first render waits for the app, the router, the gate's
// chunk, the Chakra system's configuration and build and the shell's
// hydration, each a task of its own; the worker started by the entry has its
// first answer well before. The entry loads this module on /reports for the
// admin last confirmed on this device, once React DOM is there: it draws that
// answer (the title, the weekly summary's box, the period picker, the headline
// figures and the first figure) in a small React root of plain elements, into
// the slot of the page's loading state (reports-page.tsx), with the same parts
// and so the same markup as the view. The view takes the page over when it
// mounts: it opens on the period picked here and draws the same answer in its
// first render, and the slot, and this root, go.
// The gate still decides: the worker and this draw only what this device's
// cache holds for the admin last signed in on it, and a visitor the gate sends
// away sees it go with the slot.
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Report } from '@/domain/reports/compute-report';
import { OPENING_PERIOD_KIND } from '@/domain/reports/report-period';
import { businessToday } from '@/domain/schedule/schedule';
import { OWN_EVENTS_ATTR } from '@/lib/event-replay';
import { ReportFigure } from './report-figure';
import { markReports } from './report-marks';
import { DASHBOARD_LINK_CLASS, HeadlineGrid, PeriodPicker, ReportsTitle, WeeklySummaryBox, choicePeriod, openingChoice, type PeriodChoice } from './reports-parts';
import { AHEAD_SLOT_ATTR, keepDrawnAhead, setAheadChoice, whenEarlyAnswer } from './report-worker-start';

export function ReportsAhead({ report, syncedAt, today }: { report: Report; syncedAt: string | null; today: string }) {
  const [choice, setChoice] = useState<PeriodChoice>(() => openingChoice(OPENING_PERIOD_KIND, today));
  const pick = (next: PeriodChoice) => {
    setAheadChoice(next);
    setChoice(next);
  };
  useLayoutEffect(() => markReports('drawn-ahead'), []);
  return (
    <div className="dash-page" {...{ [OWN_EVENTS_ATTR]: '' }}>
      <ReportsTitle
        period={choicePeriod(choice, today)}
        syncedAt={syncedAt}
        dashboardLink={
          <a href="/dashboard" className={DASHBOARD_LINK_CLASS}>
            Dashboard
          </a>
        }
      />
      <WeeklySummaryBox checked={false} disabled online={navigator.onLine} />
      <PeriodPicker choice={choice} onChoice={pick} />
      <HeadlineGrid current={report.current} previous={report.previous} firstLook={!!report.firstLook} />
      <div className="rp-figures">
        <ReportFigure table={report.tables[0]} range={report.period.current} chartsReady={false} />
      </div>
    </div>
  );
}

/** Draws the waiting worker's answers into the loading state's slot, until the view takes over. */
export function drawReportsAhead(): void {
  let root: ReturnType<typeof createRoot> | null = null;
  // Called only while the worker waits for the view: once the view has taken it, no answer comes here.
  whenEarlyAnswer((answer) => {
    if (!root) {
      const slot = document.querySelector<HTMLElement>(`[${AHEAD_SLOT_ATTR}]`);
      if (!slot) return;
      const element = document.createElement('div');
      root = createRoot(element);
      const drawn = root;
      keepDrawnAhead(element, () => drawn.unmount());
      slot.append(element);
    }
    // Drawn in this task: scheduled, the render would queue behind the shell's own start-up tasks.
    const drawing = root;
    flushSync(() => drawing.render(<ReportsAhead report={answer.report} syncedAt={answer.syncedAt} today={businessToday(new Date())} />));
  });
}
