// @vitest-environment happy-dom
// The Reports' first look drawn ahead of the staff pages' shell: what it draws
// from the worker's first answer, the period picked on it, and how it goes
// when the view takes the page over. The worker is a stand-in here (the whole
// page, held before the shell, runs in tests/e2e/staff-reports.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@/testing/dom';
import { computeFirstLook, computeReport } from '@/domain/reports/compute-report';
import { OPENING_PERIOD_KIND, reportPeriod } from '@/domain/reports/report-period';
import { businessToday } from '@/domain/schedule/schedule';
import { testBooking } from '@/testing/booking';
import { formatDateTime } from '../booking-format';
import type { ReportWorkerAnswer } from './report-messages';
import { AHEAD_SLOT_ATTR, adoptDrawnAhead, choiceMadeAhead, earlyReportAnswer, startReportWorker, takeReportWorker, endReportWorker } from './report-worker-start';
import { drawReportsAhead } from './reports-ahead';

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ReportWorkerAnswer>) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage() {}
  terminate() {}
  answer(report: ReportWorkerAnswer['report']) {
    const at = performance.timeOrigin + performance.now();
    act(() => this.onmessage?.({ data: { id: 0, report, ms: 1, loadedAt: at, readAt: at, syncedAt: SYNCED_AT } } as MessageEvent<ReportWorkerAnswer>));
  }
}

const opening = reportPeriod(OPENING_PERIOD_KIND, new Date());
const SYNCED_AT = '2026-11-18T19:05:00.000Z';
const booking = testBooking({ booking_date: opening.current.from, total_price: 250, status: 'completed', created_at: `${opening.current.from}T08:00:00Z` });

/** The gate's loading state as prerendered: the slot, then the spinner it hides once filled. */
function prerenderedLoading(): HTMLElement {
  document.body.innerHTML = `<div id="root"><main><div ${AHEAD_SLOT_ATTR}=""></div><div class="rp-loading"></div></main></div>`;
  return document.querySelector<HTMLElement>(`[${AHEAD_SLOT_ATTR}]`)!;
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(async () => {
  // The view takes the worker (and the page) over, so the next test starts with none waiting.
  if (earlyReportAnswer() !== null || FakeWorker.made.length) endReportWorker(takeReportWorker());
  adoptDrawnAhead(null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the first look drawn ahead of the shell', () => {
  it('draws the worker’s first answer into the slot: the title, the period picker, the headlines and the first chart; then its whole answer', async () => {
    const slot = prerenderedLoading();
    startReportWorker();
    drawReportsAhead();
    expect(slot.childElementCount).toBe(0);
    const worker = FakeWorker.made[0];
    worker.answer(computeFirstLook({ bookings: [booking], blocks: [], period: opening }));
    const ahead = within(slot);
    await waitFor(() => expect(ahead.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy());
    expect(ahead.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
    expect(ahead.getByTestId('headline-booked').textContent).toContain('$250.00');
    expect(ahead.getByTestId('headline-newCustomers').textContent).toContain('Reading every booking…');
    expect(ahead.getByTestId('chart-revenue-time').querySelectorAll('.rp-bar').length).toBeGreaterThan(0);
    expect(ahead.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    // The last sync as the view says it, so the line (and what is under it) does not change when the view comes.
    expect(ahead.getByText(/^From the bookings on this device, last synced /).textContent).toBe(`From the bookings on this device, last synced ${formatDateTime(SYNCED_AT)}`);

    worker.answer(computeReport({ bookings: [booking], blocks: [], period: opening }));
    await waitFor(() => expect(ahead.getByTestId('headline-newCustomers').textContent).not.toContain('Reading every booking…'));
  });

  it('keeps the period picked on it for the view, moves into the next slot the gate draws, and goes once no slot holds it', async () => {
    const slot = prerenderedLoading();
    startReportWorker();
    drawReportsAhead();
    FakeWorker.made[0].answer(computeFirstLook({ bookings: [booking], blocks: [], period: opening }));
    const ahead = within(slot);
    const year = await ahead.findByRole('button', { name: 'This year' });
    fireEvent.click(year);
    await waitFor(() => expect(ahead.getByRole('button', { name: 'This year' }).getAttribute('aria-pressed')).toBe('true'));
    const yearRange = reportPeriod('year', new Date(`${businessToday(new Date())}T19:00:00Z`)).current;
    expect(screen.getByTestId('report-range').textContent).toContain(String(yearRange.from.slice(0, 4)));
    expect(choiceMadeAhead()?.kind).toBe('year');

    // The gate draws its loading state again (the view's code still on its way): a new slot takes the first look.
    const drawn = slot.firstElementChild!;
    const next = document.createElement('div');
    slot.replaceWith(next);
    adoptDrawnAhead(null);
    adoptDrawnAhead(next);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(next.firstElementChild).toBe(drawn);
    expect(choiceMadeAhead()?.kind).toBe('year');

    // The view has taken the page: no slot holds it any more, and the choice went with it.
    next.remove();
    adoptDrawnAhead(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(choiceMadeAhead()).toBeNull();
    expect(drawn.childElementCount).toBe(0);
  });

  it('draws nothing without a slot, nor once the view has taken the worker', async () => {
    startReportWorker();
    drawReportsAhead();
    FakeWorker.made[0].answer(computeFirstLook({ bookings: [booking], blocks: [], period: opening }));
    expect(document.querySelector('[data-testid="report-headlines"]')).toBeNull();

    const slot = prerenderedLoading();
    endReportWorker(takeReportWorker());
    startReportWorker();
    drawReportsAhead();
    const worker = FakeWorker.made.at(-1)!;
    endReportWorker(takeReportWorker());
    worker.answer(computeFirstLook({ bookings: [booking], blocks: [], period: opening }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot.childElementCount).toBe(0);
  });
});
