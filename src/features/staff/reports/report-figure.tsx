// One figure of the Reports: its chart, the same numbers as a table beside it
// (the chart is a picture for the eye; screen readers and anyone who wants
// the exact figures read the table), and an export of exactly those rows.
// The chart, the table and the CSV all read one ReportTable. The first
// figure's chart is the view's own (report-bars.tsx); the others wait for the
// chart library (report-chart.tsx), which the view loads once the first has
// painted (`chartsReady`). Plain elements (reports.css): the first figure is
// also drawn ahead of the staff pages' shell, before the Chakra system is there
// (reports-ahead.tsx).
import { memo, useMemo } from 'react';
import type { ReportColumn, ReportTable } from '@/domain/reports/report-table';
import type { DateRange } from '@/domain/reports/report-period';
import { lazyPart } from '@/lib/lazy-part';
import { downloadCsv } from '../bookings/bookings-csv';
import { formatCell } from './report-format';
import { reportCsv, reportFileName } from './report-csv';
import { CHARTS, FIRST_CHART, chartHeight } from './report-chart-spec';
import { ReportBars } from './report-bars';
import '../dashboard.css';
import './reports.css';

/** The charts below the first (the chart library): the view preloads it after the first chart has painted. */
export const figureCharts = lazyPart(async () => (await import('./report-chart')).FigureChart);

function FigureTable({ table }: { table: ReportTable }) {
  const align = (c: ReportColumn) => (c.kind !== 'text' ? 'rp-num' : undefined);
  // Plain elements (reports.css draws Chakra's small table): the trimmed Chakra
  // system every page loads carries no table recipe, and only this view needs one.
  return (
    // Wide tables scroll sideways on a phone; the region is focusable so a keyboard can scroll it.
    <div className="rp-scroll" role="region" tabIndex={0} aria-label={`${table.title}: table`}>
      <table className="rp-table" data-testid={`table-${table.id}`}>
        <caption className="rp-caption">{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} className={align(c)} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>None in this period.</td>
            </tr>
          ) : (
            table.rows.map((row, i) => (
              <tr key={i}>
                {table.columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.key} scope="row" className="rp-row-head">
                      {formatCell(row[c.key], c.kind)}
                    </th>
                  ) : (
                    <td key={c.key} className={align(c)}>
                      {formatCell(row[c.key], c.kind)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {table.total ? (
          <tfoot>
            <tr>
              {table.columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row">
                    Total
                  </th>
                ) : (
                  <td key={c.key} className={align(c)}>
                    {formatCell(table.total![c.key], c.kind)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

export const ReportFigure = memo(function ReportFigure({ table, range, chartsReady }: { table: ReportTable; range: DateRange; chartsReady: boolean }) {
  const headingId = `figure-${table.id}`;
  const csv = useMemo(() => () => downloadCsv(reportCsv(table), reportFileName(table, range)), [table, range]);
  return (
    <section aria-labelledby={headingId} className="rp-box rp-figure" data-testid={`figure-${table.id}`}>
      <div className="rp-figure-top">
        <h2 className="rp-h2" id={headingId}>
          {table.title}
        </h2>
        <button type="button" className="plain-btn plain-btn-sm plain-btn-outline" onClick={csv} aria-label={`Export CSV: ${table.title}`}>
          Export CSV
        </button>
      </div>
      <div className="rp-figure-body">
        {CHARTS[table.id] && table.rows.length > 0 ? (
          <div className="rp-figure-part">
            <div style={{ height: `${chartHeight(table)}px` }} aria-hidden="true" data-testid={`chart-${table.id}`} data-period={`${range.from}..${range.to}`}>
              {table.id === FIRST_CHART ? <ReportBars table={table} /> : chartsReady ? <figureCharts.Part table={table} /> : null}
            </div>
          </div>
        ) : null}
        <div className="rp-figure-part">
          <FigureTable table={table} />
        </div>
      </div>
    </section>
  );
});
