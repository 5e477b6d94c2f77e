// What each figure's chart draws, shared by the view's own first chart
// (report-bars.tsx) and the charts drawn with @chakra-ui/charts further down
// (report-chart.tsx), and the height each takes: its box keeps that height
// while its chart is still on its way, so nothing below it moves.
import type { ReportTable } from '@/domain/reports/report-table';

/** The columns a chart shows as bars, and whether its rows are periods (columns along time) or groups (bars across). */
export const CHARTS: Record<string, { series: string[]; along: 'time' | 'groups' }> = {
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

/** The first figure: drawn by the view itself, so the first chart waits on no chart library. */
export const FIRST_CHART = 'revenue-time';

// Palettes the site's Chakra system keeps (system-config.ts leaves teal out).
export const COLORS = ['green.solid', 'blue.solid', 'orange.solid'];

/** A colour token as the CSS variable Chakra defines for it. */
export const colorVar = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;

export function chartHeight(table: ReportTable): number {
  const spec = CHARTS[table.id];
  // Bars across for groups (their names read on a phone's width), one band per row.
  return spec.along === 'groups' ? Math.max(160, table.rows.length * (spec.series.length * 14 + 20) + 60) : 260;
}

const COMPACT_MONEY = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', notation: 'compact', maximumFractionDigits: 1 });
const COMPACT = new Intl.NumberFormat('en-CA', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis's numbers, short. */
export function axisFormat(kind: string | undefined): (value: number) => string {
  if (kind === 'money') return (v) => COMPACT_MONEY.format(v);
  if (kind === 'percent') return (v) => `${v}%`;
  return (v) => COMPACT.format(v);
}
