import { describe, expect, it } from 'vitest';
import { weekOffsetOf, weekStrip } from './week-strip';

// 2026-11-25 is a Wednesday; 06:30 UTC on the 26th is still the 25th in Vancouver.
const lateEveningInVancouver = new Date('2026-11-26T06:30:00Z');

describe('week strip', () => {
  it('starts at the current week\'s Sunday in the business time zone and labels today', () => {
    const days = weekStrip(lateEveningInVancouver, 0);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28',
    ]);
    expect(days.map((d) => d.label)).toEqual(['Sun', 'Mon', 'Tue', 'Today', 'Thu', 'Fri', 'Sat']);
    expect(days.map((d) => d.past)).toEqual([true, true, true, false, false, false, false]);
  });

  it('moves a week at a time and never before the current week', () => {
    expect(weekStrip(lateEveningInVancouver, 1)[0].date).toBe('2026-11-29');
    expect(weekStrip(lateEveningInVancouver, -1)[0].date).toBe('2026-11-22');
    expect(weekOffsetOf(lateEveningInVancouver, '2026-12-16')).toBe(3);
    expect(weekOffsetOf(lateEveningInVancouver, '2026-11-28')).toBe(0);
  });
});
