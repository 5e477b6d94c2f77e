// The owner's weekly summary (Monday morning): last week's headline figures,
// each beside the week before's, and the week ahead as booked so far. The
// figures are the Reports' own (src/domain/reports/weekly-summary.ts), so the
// e-mail and the Reports screen never disagree. Laid out as short lines, no
// table, so it reads on a phone; the last line says how to stop it.
import { format, parseISO } from 'date-fns';
import { BUSINESS } from '@/config/business';
import { formatMoney } from '@/domain/money';
import type { DateRange } from '@/domain/reports/report-period';
import { WEEKLY_SUMMARY_SETTING_LABEL } from '@/domain/reports/report-settings';
import type { WeeklySummary } from '@/domain/reports/weekly-summary';
import type { OutgoingMail } from './transport';
import { escapeHtml } from './escape-html';
import { layoutHtml } from './mail-layout';

/** Where the owner turns these e-mails off: the toggle in Reports, by its label. */
export const WEEKLY_SUMMARY_STOP = `To stop these e-mails, turn off "${WEEKLY_SUMMARY_SETTING_LABEL}" in Reports.`;

const ONE_DECIMAL = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });
const money = (v: number | null) => (v === null ? '–' : formatMoney(v, { cents: true }));
const count = (v: number | null) => (v === null ? '–' : String(v));
const percent = (v: number | null) => (v === null ? '–' : `${ONE_DECIMAL.format(v)}%`);
const hours = (v: number) => ONE_DECIMAL.format(v);

/** "Mon, Mar 2 – Sun, Mar 8" */
function rangeText(r: DateRange): string {
  const day = (d: string) => format(parseISO(d), 'EEE, MMM d');
  return `${day(r.from)} – ${day(r.to)}`;
}

/** Last week's lines: label, this week's figure, the week before's. */
function lastWeekLines(s: WeeklySummary): [string, string, string][] {
  return [
    ['Booked revenue', money(s.last.booked), money(s.weekBefore.booked)],
    ['Completed revenue', money(s.last.completed), money(s.weekBefore.completed)],
    ['Jobs', count(s.last.jobs), count(s.weekBefore.jobs)],
    ['No-show rate', percent(s.last.noShowRate), percent(s.weekBefore.noShowRate)],
  ];
}

function aheadLines(s: WeeklySummary): [string, string][] {
  return [
    ['Booked revenue', `${money(s.aheadBooked)} (${s.aheadJobs} ${s.aheadJobs === 1 ? 'job' : 'jobs'})`],
    ['Job hours', `${hours(s.aheadJobHours)} of ${hours(s.aheadOpenHours)} open hours`],
  ];
}

export function weeklySummaryEmail(to: string, s: WeeklySummary): OutgoingMail {
  const subject = `Weekly summary: ${money(s.last.booked)} booked last week, ${money(s.aheadBooked)} booked this week`;
  const reportsUrl = `${BUSINESS.siteOrigin}/reports`;
  const lastTitle = `Last week (${rangeText(s.lastWeek)})`;
  const aheadTitle = `This week (${rangeText(s.weekAhead)}), booked so far`;
  const text = [
    `${lastTitle}:`,
    ...lastWeekLines(s).map(([k, v, before]) => `- ${k}: ${v} (week before: ${before})`),
    '',
    `${aheadTitle}:`,
    ...aheadLines(s).map(([k, v]) => `- ${k}: ${v}`),
    '',
    `Reports: ${reportsUrl}`,
    '',
    WEEKLY_SUMMARY_STOP,
  ].join('\n');
  const figure = (label: string, value: string, note: string | null) =>
    `<p style="margin:0 0 12px"><span style="color:#555">${escapeHtml(label)}</span><br><strong style="font-size:20px">${escapeHtml(value)}</strong>${
      note ? `<br><span style="color:#555;font-size:14px">${escapeHtml(note)}</span>` : ''
    }</p>`;
  const html = layoutHtml(
    'Weekly summary',
    `<h2 style="font-size:17px;margin:0 0 12px">${escapeHtml(lastTitle)}</h2>
${lastWeekLines(s)
  .map(([k, v, before]) => figure(k, v, `Week before: ${before}`))
  .join('\n')}
<h2 style="font-size:17px;margin:20px 0 12px">${escapeHtml(aheadTitle)}</h2>
${aheadLines(s)
  .map(([k, v]) => figure(k, v, null))
  .join('\n')}
<p><a href="${escapeHtml(reportsUrl)}">Open Reports</a></p>
<p style="color:#555;font-size:14px">${escapeHtml(WEEKLY_SUMMARY_STOP)}</p>`,
  );
  return { to, subject, text, html };
}
