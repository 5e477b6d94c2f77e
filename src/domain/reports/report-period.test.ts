import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketsOf, bucketOf, daysOf, reportPeriod, weekStart } from './report-period';

// Noon, business time (UTC-7), on a date.
const at = (date: string) => new Date(`${date}T19:00:00Z`);

describe('report periods', () => {
  it('takes a week from Monday to Sunday and compares it with the week before', () => {
    const p = reportPeriod('week', at('2026-03-08'));
    expect(p.current).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(p.previous).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(p.bucket).toBe('week');
  });

  it('keeps seven days in the weeks of the old daylight-saving changes', () => {
    // 2025-11-02 and 2026-03-08 were the clock changes' Sundays.
    expect(daysOf(reportPeriod('week', at('2025-11-02')).current)).toHaveLength(7);
    expect(daysOf(reportPeriod('week', at('2026-03-08')).current)).toHaveLength(7);
    expect(bucketsOf({ from: '2025-10-27', to: '2025-11-16' }, 'week')).toEqual(['2025-10-27', '2025-11-03', '2025-11-10']);
    expect(bucketOf('2025-11-02', 'week')).toBe('2025-10-27');
  });

  it('gives this month, last month, the quarter and the year with the same kind of period before', () => {
    const now = at('2026-01-15');
    expect(reportPeriod('month', now)).toMatchObject({ current: { from: '2026-01-01', to: '2026-01-31' }, previous: { from: '2025-12-01', to: '2025-12-31' } });
    expect(reportPeriod('last-month', now)).toMatchObject({ current: { from: '2025-12-01', to: '2025-12-31' }, previous: { from: '2025-11-01', to: '2025-11-30' } });
    expect(reportPeriod('quarter', now)).toMatchObject({ current: { from: '2026-01-01', to: '2026-03-31' }, previous: { from: '2025-10-01', to: '2025-12-31' }, bucket: 'week' });
    expect(reportPeriod('year', now)).toMatchObject({ current: { from: '2026-01-01', to: '2026-12-31' }, previous: { from: '2025-01-01', to: '2025-12-31' }, bucket: 'month' });
  });

  it('takes a custom range in either order, compared with as many days just before it', () => {
    const p = reportPeriod('custom', at('2026-01-15'), { from: '2026-02-10', to: '2026-02-01' });
    expect(p.current).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    expect(p.previous).toEqual({ from: '2026-01-22', to: '2026-01-31' });
  });

  it('uses the business date, not UTC: late Sunday evening is still that week', () => {
    // 2026-03-08 11:30 PM business time is Monday in UTC.
    expect(reportPeriod('week', new Date('2026-03-09T06:30:00Z')).current.from).toBe('2026-03-02');
  });

  it('labels weeks and months as a person reads them', () => {
    expect(bucketLabel('2026-03-02', 'week')).toBe('Week of Mar 2');
    expect(bucketLabel('2026-03-01', 'month')).toBe('Mar 2026');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(bucketsOf({ from: '2025-11-15', to: '2026-02-03' }, 'month')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
  });
});
