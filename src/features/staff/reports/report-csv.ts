// A report table as CSV: exactly the rows the table beside its chart lists,
// then its total row, in the same column order. The bookings export's rules
// (bookings-csv.ts): RFC 4180, UTF-8 with a byte-order mark, formula-like text
// neutralised. Numbers are plain (money with 2 decimals, no currency sign or
// separators) so a spreadsheet sums them to the total shown.
import type { ReportCell, ReportColumn, ReportTable } from '@/domain/reports/report-table';
import { csvField } from '../bookings/bookings-csv';

const BOM = '\uFEFF';

function plain(value: ReportCell | undefined, column: ReportColumn): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && column.kind === 'money') return value.toFixed(2);
  return value;
}

export function reportCsv(table: ReportTable): string {
  const header = table.columns.map((c) => csvField(c.kind === 'percent' ? `${c.label} (%)` : c.kind === 'hours' ? `${c.label} (h)` : c.label));
  const lines = [header.join(',')];
  for (const row of [...table.rows, ...(table.total ? [table.total] : [])]) lines.push(table.columns.map((c) => csvField(plain(row[c.key], c))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** report-revenue-city-2026-03-01-to-2026-03-31.csv */
export function reportFileName(table: ReportTable, range: { from: string; to: string }): string {
  return `report-${table.id}-${range.from}-to-${range.to}.csv`;
}
