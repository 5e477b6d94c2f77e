// The Reports' headline figures (their keys, labels and kinds) and which
// figures read every booking: what the view draws before the figures' code is
// there (compute-report.ts works them out), kept apart from it so that the
// first look drawn ahead of the staff pages' shell loads none of that code.
import type { ColumnKind } from './report-table';

export const HEADLINE_KEYS = [
  'booked',
  'completed',
  'jobs',
  'averageJob',
  'utilisation',
  'driveHours',
  'noShowRate',
  'lateCancelRate',
  'returningShare',
  'newCustomers',
  'leadDays',
] as const;
export type HeadlineKey = (typeof HEADLINE_KEYS)[number];

export const HEADLINES: Record<HeadlineKey, { label: string; kind: ColumnKind }> = {
  booked: { label: 'Booked revenue', kind: 'money' },
  completed: { label: 'Completed revenue', kind: 'money' },
  jobs: { label: 'Jobs', kind: 'count' },
  averageJob: { label: 'Average job', kind: 'money' },
  utilisation: { label: 'Utilisation', kind: 'percent' },
  driveHours: { label: 'Driving hours', kind: 'hours' },
  noShowRate: { label: 'No-show rate', kind: 'percent' },
  lateCancelRate: { label: 'Late cancellations', kind: 'percent' },
  returningShare: { label: 'Returning customers', kind: 'percent' },
  newCustomers: { label: 'New customers', kind: 'count' },
  leadDays: { label: 'Average lead time', kind: 'days' },
};

export type Headlines = Record<HeadlineKey, number | null>;

/**
 * The figures that read every booking, not only the period's: who is a
 * returning or new customer and who misses repeatedly (a customer is matched
 * across all their bookings), and the revenue moved away from blocked days.
 */
export const WHOLE_HISTORY = {
  headlines: ['returningShare', 'newCustomers'] as const satisfies readonly HeadlineKey[],
  tables: ['repeat', 'customers', 'blocked'] as const,
};
