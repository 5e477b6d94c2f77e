// The first figure's chart (revenue over time), drawn with plain elements
// rather than the chart library: the first chart is what the owner waits for,
// and this needs no code beyond the view's own, so it paints with the
// headlines while the library for the charts further down loads after it.
// Columns along time, one bar per series, a few gridlines with their values.
import type { ReportTable } from '@/domain/reports/report-table';
import { CHARTS, COLORS, axisFormat, colorVar } from './report-chart-spec';

/** A round top for the axis: 1, 2, 2.5, 4 or 5 times a power of ten, at least `max`. */
function axisTop(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 4, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/** At most this many period names under the columns: more would overlap on a phone. */
const MAX_LABELS = 6;

export function ReportBars({ table }: { table: ReportTable }) {
  const columns = CHARTS[table.id].series.map((key) => table.columns.find((c) => c.key === key)!);
  const nameKey = table.columns[0].key;
  const top = axisTop(Math.max(0, ...table.rows.flatMap((row) => columns.map((c) => Number(row[c.key] ?? 0)))));
  const tick = axisFormat(columns[0].kind);
  const every = Math.ceil(table.rows.length / MAX_LABELS);
  return (
    <div className="rb">
      <div className="rb-plot">
        {[1, 0.5, 0].map((share) => (
          <div key={share} className="rb-grid" style={{ bottom: `${share * 100}%` }}>
            <span className="rb-tick">{tick(top * share)}</span>
          </div>
        ))}
        <div className="rb-columns">
          {table.rows.map((row, i) => (
            <div key={i} className="rb-column">
              {columns.map((c, j) => (
                <div key={c.key} className="rp-bar" style={{ height: `${(Math.max(0, Number(row[c.key] ?? 0)) / top) * 100}%`, background: colorVar(COLORS[j]) }} />
              ))}
              {i % every === 0 ? <span className="rb-name">{String(row[nameKey] ?? '').replace('Week of ', '')}</span> : null}
            </div>
          ))}
        </div>
      </div>
      <div className="rb-legend">
        {columns.map((c, j) => (
          <span key={c.key}>
            <i style={{ background: colorVar(COLORS[j]) }} />
            {c.label}
          </span>
        ))}
      </div>
    </div>
  );
}
