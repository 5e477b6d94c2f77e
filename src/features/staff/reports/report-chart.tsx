// A figure's chart below the first, drawn with @chakra-ui/charts (recharts).
// The library is most of the Reports' code, so this module is loaded only
// after the first chart has painted (report-figure.tsx); until then each
// chart's box keeps its height empty. recharts draws in one go (its store
// updates cannot be interrupted), so each chart takes up its table in a task
// of its own, below the page's other work: ten charts drawn in one render
// would hold the page for as long as they all take, and a tap or the next
// period's first chart with it.
import { memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ReportRow, ReportTable } from '@/domain/reports/report-table';
import { CHARTS, COLORS, axisFormat } from './report-chart-spec';

const RechartsFigure = memo(function RechartsFigure({ table }: { table: ReportTable }) {
  const spec = CHARTS[table.id];
  const columns = spec.series.map((key) => table.columns.find((c) => c.key === key)!);
  const chart = useChart<ReportRow>({
    data: table.rows,
    series: columns.map((c, i) => ({ name: c.key, label: c.label, color: COLORS[i] })),
  });
  const tick = axisFormat(columns[0]?.kind);
  const groups = spec.along === 'groups';
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h="100%">
      <ResponsiveContainer width="100%" height="100%">
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
});

type PostTask = (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<unknown>;

/**
 * Runs `draw` in a task of its own below everything else the page has to do:
 * a chart takes hundreds of milliseconds on a slow phone, and a worker's
 * answer (the period just picked) or a tap waiting must not queue behind ten of
 * them. A background task of the browser's scheduler where there is one, a
 * timer elsewhere. Returns what cancels it.
 */
function drawLater(draw: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) {
    const cancel = new AbortController();
    scheduler.postTask(draw, { priority: 'background', signal: cancel.signal }).catch(() => undefined);
    return () => cancel.abort();
  }
  const timer = setTimeout(draw, 0);
  return () => clearTimeout(timer);
}

export function FigureChart({ table }: { table: ReportTable }) {
  // The last table's chart stays until this one is drawn, after the tables and the first chart.
  const [shown, setShown] = useState<ReportTable | null>(null);
  useEffect(() => {
    if (shown === table) return;
    return drawLater(() => flushSync(() => setShown(table)));
  }, [table, shown]);
  return shown ? <RechartsFigure table={shown} /> : null;
}
