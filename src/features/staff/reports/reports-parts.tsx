// The top of the Reports view as plain elements with the classes of
// dashboard.css and reports.css (Chakra's look, without its components): the
// title, the weekly summary's box, the period picker and the headline figures.
// The view draws them (reports-view.tsx), and so does the first look drawn
// ahead of the staff pages' shell (reports-ahead.tsx), before the Chakra
// system is there: both draw the same markup, so nothing moves when the view
// takes the page over.
import type { ReactNode } from 'react';
import { HEADLINE_KEYS, HEADLINES, WHOLE_HISTORY, type HeadlineKey, type Headlines } from '@/domain/reports/report-headlines';
import { PERIOD_KINDS, PERIOD_LABELS, reportPeriod, type DateRange, type PeriodKind, type ReportPeriod } from '@/domain/reports/report-period';
import { addDaysToDate } from '@/domain/schedule/schedule';
import { WEEKLY_SUMMARY_SETTING_LABEL } from '@/domain/reports/report-settings-label';
import { BUSINESS } from '@/config/business';
import { formatDateTime } from '../booking-format';
import { formatCell } from './report-format';
import '../dashboard.css';
import './reports.css';

const SHORT_DATE = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateText = (date: string) => SHORT_DATE.format(new Date(`${date}T12:00:00Z`));
const rangeText = (r: DateRange) => `${dateText(r.from)} – ${dateText(r.to)}`;

/** The period picked and the custom range typed, as the picker shows them. */
export interface PeriodChoice {
  kind: PeriodKind;
  custom: DateRange;
}

/** The choice Reports opens with: its opening kind, and a custom range of the last 30 days. */
export function openingChoice(kind: PeriodKind, today: string): PeriodChoice {
  return { kind, custom: { from: addDaysToDate(today, -29), to: today } };
}

/** The period of a choice on a business day (its noon: the period changes only when the day does). */
export function choicePeriod(choice: PeriodChoice, today: string): ReportPeriod {
  return reportPeriod(choice.kind, new Date(`${today}T19:00:00Z`), choice.custom);
}

/** Where the figures come from, and when the cached bookings were last synced (null: never, or not known yet). */
function syncedText(syncedAt: string | null): string {
  return syncedAt ? `From the bookings on this device, last synced ${formatDateTime(syncedAt)}` : 'From the bookings on this device';
}

export function ReportsTitle({ period, syncedAt, dashboardLink }: { period: ReportPeriod; syncedAt: string | null; dashboardLink: ReactNode }) {
  return (
    <div className="rp-top">
      <div>
        <h1 className="dash-h1">Reports</h1>
        <p className="dash-fs-sm dash-muted" data-testid="report-range">
          {rangeText(period.current)} · compared with {rangeText(period.previous)}
        </p>
        <p className="dash-fs-sm dash-muted">{syncedText(syncedAt)}</p>
      </div>
      {dashboardLink}
    </div>
  );
}

/** What the Dashboard link looks like (Chakra's outline button). */
export const DASHBOARD_LINK_CLASS = 'plain-btn plain-btn-outline';

/** The weekly summary's switch and what it sends (weekly-summary-setting.tsx holds the setting itself). */
export function WeeklySummaryBox({ checked, disabled, online, onChange, problem }: { checked: boolean; disabled: boolean; online: boolean; onChange?: (on: boolean) => void; problem?: string | null }) {
  return (
    <div className="rp-box rp-setting" data-testid="weekly-summary-setting">
      {/* A native checkbox: the staff pages' trimmed Chakra system carries no switch recipe. */}
      <label className="rp-toggle">
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange?.(e.currentTarget.checked)} />
        <span>{WEEKLY_SUMMARY_SETTING_LABEL}</span>
      </label>
      <p className="dash-fs-sm dash-muted">
        Mondays at 7:00 AM to {BUSINESS.ownerEmail}: last week&apos;s figures and this week&apos;s bookings.
        {online ? '' : ' You can change this when you are back online.'}
      </p>
      {problem ? (
        <p className="dash-fs-sm rp-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function PeriodPicker({ choice, onChoice }: { choice: PeriodChoice; onChoice: (next: PeriodChoice) => void }) {
  const { kind, custom } = choice;
  return (
    <div className="rp-picker">
      <div role="group" aria-label="Period" className="dash-row-gap2">
        {PERIOD_KINDS.map((k) => (
          <button key={k} type="button" className={`plain-btn plain-btn-sm rp-period ${k === kind ? 'plain-btn-solid' : 'plain-btn-outline'}`} aria-pressed={k === kind} onClick={() => onChoice({ kind: k, custom })}>
            {PERIOD_LABELS[k]}
          </button>
        ))}
      </div>
      {kind === 'custom' ? (
        <div className="rp-dates">
          <label className="rp-field">
            <span className="rp-field-label">From</span>
            <input type="date" className="dash-input" value={custom.from} max={custom.to} onChange={(e) => e.target.value && onChoice({ kind, custom: { ...custom, from: e.target.value } })} />
          </label>
          <label className="rp-field">
            <span className="rp-field-label">To</span>
            <input type="date" className="dash-input" value={custom.to} min={custom.from} onChange={(e) => e.target.value && onChoice({ kind, custom: { ...custom, to: e.target.value } })} />
          </label>
        </div>
      ) : null}
    </div>
  );
}

/** Said in place of a whole-history figure while a first look is shown, and under the figures. */
export const READING_EVERY_BOOKING = 'Reading every booking…';

export function HeadlineGrid({ current, previous, firstLook }: { current: Headlines; previous: Headlines; firstLook: boolean }) {
  const waiting = (key: HeadlineKey) => firstLook && (WHOLE_HISTORY.headlines as readonly HeadlineKey[]).includes(key);
  return (
    <dl className="rp-headlines" data-testid="report-headlines">
      {HEADLINE_KEYS.map((key) => {
        const { label, kind } = HEADLINES[key];
        return (
          <div key={key} className="rp-box" data-testid={`headline-${key}`}>
            <dt className="dash-fs-sm dash-muted">{label}</dt>
            <dd className="rp-headline-value">{waiting(key) ? '…' : formatCell(current[key], kind)}</dd>
            <dd className="rp-headline-before dash-muted">{waiting(key) ? READING_EVERY_BOOKING : `Period before: ${formatCell(previous[key], kind)}`}</dd>
          </div>
        );
      })}
    </dl>
  );
}
