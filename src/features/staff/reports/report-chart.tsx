// One figure of the Reports: its chart, the same numbers as a table beside it
// (the chart is a picture for the eye; screen readers and anyone who wants
// the exact figures read the table), and an export of exactly those rows.
// The chart, the table and the CSV all read one ReportTable.
import { memo, useMemo } from 'react';
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ReportColumn, ReportRow, ReportTable } from '@/domain/reports/report-table';
import type { DateRange } from '@/domain/reports/report-period';
import { downloadCsv } from '../bookings/bookings-csv';
import { formatCell } from './report-format';
import { reportCsv, reportFileName } from './report-csv';
import './reports.css';

/** What each figure's chart draws: the columns it shows as bars, and whether its rows are periods (columns along time) or groups (bars across). */
const CHARTS: Record<string, { series: string[]; along: 'time' | 'groups' }> = {
  'revenue-time': { series: ['booked', 'completed'], along: 'time' },
  'revenue-service': { series: ['booked', 'completed'], along: 'groups' },
  'revenue-city': { series: ['booked', 'completed'], along: 'groups' },
  'revenue-crew': { series: ['booked', 'completed'], along: 'groups' },
  'revenue-vehicle': { series: ['booked', 'completed'], along: 'groups' },
  'revenue-kind': { series: ['booked', 'completed'], along: 'groups' },
  utilisation: { series: ['jobHours', 'driveHours', 'openHours'], along: 'groups' },
  attendance: { series: ['noShowRate', 'lateCancelRate'], along: 'time' },
  customers: { series: ['returning', 'newCustomers'], along: 'time' },
  'lead-time': { series: ['bookings'], along: 'groups' },
  blocked: { series: ['moved', 'lost', 'waiting'], along: 'groups' },
};

const COLORS = ['teal.solid', 'blue.solid', 'orange.solid'];

const COMPACT_MONEY = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', notation: 'compact', maximumFractionDigits: 1 });
const COMPACT = new Intl.NumberFormat('en-CA', { notation: 'compact', maximumFractionDigits: 1 });

function axisFormat(column: ReportColumn | undefined): (value: number) => string {
  if (column?.kind === 'money') return (v) => COMPACT_MONEY.format(v);
  if (column?.kind === 'percent') return (v) => `${v}%`;
  return (v) => COMPACT.format(v);
}

function FigureChart({ table }: { table: ReportTable }) {
  const spec = CHARTS[table.id];
  const columns = spec.series.map((key) => table.columns.find((c) => c.key === key)!);
  const chart = useChart<ReportRow>({
    data: table.rows,
    series: columns.map((c, i) => ({ name: c.key, label: c.label, color: COLORS[i] })),
  });
  const tick = axisFormat(columns[0]);
  const groups = spec.along === 'groups';
  // Bars across for groups (their names read on a phone's width), one band per row.
  const height = groups ? Math.max(160, table.rows.length * (columns.length * 14 + 20) + 60) : 260;
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={`${height}px`} aria-hidden="true" data-testid={`chart-${table.id}`}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={chart.data} layout={groups ? 'vertical' : 'horizontal'} accessibilityLayer={false} margin={{ left: 4, right: 12 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={!groups} horizontal={groups ? false : true} />
          {groups ? (
            <>
              <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={tick} />
              <YAxis type="category" dataKey={chart.key('name')} axisLine={false} tickLine={false} width={110} />
            </>
          ) : (
            <>
              <XAxis dataKey={chart.key('name')} axisLine={false} tickLine={false} tickFormatter={(v: string) => v.replace('Week of ', '')} />
              <YAxis axisLine={false} tickLine={false} tickFormatter={tick} width={52} />
            </>
          )}
          <Legend content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Bar key={String(s.name)} isAnimationActive={false} dataKey={chart.key(s.name)} name={String(s.label)} fill={chart.color(s.color)} radius={2} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Chart.Root>
  );
}

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

export const ReportFigure = memo(function ReportFigure({ table, range }: { table: ReportTable; range: DateRange }) {
  const headingId = `figure-${table.id}`;
  const csv = useMemo(() => () => downloadCsv(reportCsv(table), reportFileName(table, range)), [table, range]);
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} data-testid={`figure-${table.id}`}>
      <Stack direction="row" justify="space-between" align="center" gap="2" mb="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {table.title}
        </Heading>
        <Button size="sm" variant="outline" onClick={csv} aria-label={`Export CSV: ${table.title}`}>
          Export CSV
        </Button>
      </Stack>
      <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align="stretch">
        {CHARTS[table.id] && table.rows.length > 0 ? (
          <Box flex="1" minW="0">
            <FigureChart table={table} />
          </Box>
        ) : null}
        <Box flex="1" minW="0">
          <FigureTable table={table} />
        </Box>
      </Stack>
    </Box>
  );
});
