// The one shape every report figure is handed on in: named columns and plain
// rows, with the total row worked out from those same rows. The chart draws
// the rows, the table beside it lists them, the CSV export writes them: all
// three read one object, so their numbers cannot differ.
//
// Money is summed in whole cents and turned back into dollars once, so a
// column's total equals the sum of its rows as shown, to the cent.

export type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'hours' | 'days';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportTable {
  id: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  /** The row of totals (money, counts and hours summed over rows; rates recomputed from those sums), when the rows add up. */
  total: ReportRow | null;
}

/** Dollars to whole cents, as money is summed here. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Hours with one decimal, from minutes. */
export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Sums a column of rows: money in cents, everything else as numbers. */
export function sumColumn(rows: readonly ReportRow[], column: ReportColumn): number {
  if (column.kind === 'money') return fromCents(rows.reduce((s, r) => s + toCents(Number(r[column.key] ?? 0)), 0));
  if (column.kind === 'hours') return Math.round(rows.reduce((s, r) => s + Number(r[column.key] ?? 0), 0) * 10) / 10;
  return rows.reduce((s, r) => s + Number(r[column.key] ?? 0), 0);
}

/** A table whose total row sums its money, count and hour columns ('Total' in its first column). */
export function tableWithTotal(id: string, title: string, columns: readonly ReportColumn[], rows: ReportRow[], rates: (total: ReportRow) => void = () => undefined): ReportTable {
  const total: ReportRow = { [columns[0].key]: 'Total' };
  for (const c of columns) if (c.kind === 'money' || c.kind === 'count' || c.kind === 'hours') total[c.key] = sumColumn(rows, c);
  rates(total);
  return { id, title, columns, rows, total };
}
