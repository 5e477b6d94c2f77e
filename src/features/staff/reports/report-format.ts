// How a report's cells read on screen: money as the dashboard shows it, rates
// as percentages, hours and days with one decimal, a dash where there is
// nothing to divide by.
import type { ColumnKind, ReportCell } from '@/domain/reports/report-table';
import { formatMoney } from '@/domain/money';

const ONE_DECIMAL = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en-CA');

export function formatCell(value: ReportCell | undefined, kind: ColumnKind): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatMoney(value, { cents: true });
    case 'percent':
      return `${ONE_DECIMAL.format(value)}%`;
    case 'hours':
      return `${ONE_DECIMAL.format(value)} h`;
    case 'days':
      return `${ONE_DECIMAL.format(value)} days`;
    default:
      return COUNT.format(value);
  }
}
