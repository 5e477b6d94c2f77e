import { describe, expect, it } from 'vitest';
import { longDate, weekOffsetOf, weekStrip } from './week-strip';

// 2026-11-25 is a Wednesday; 06:30 UTC on the 26th is still the 25th in Vancouver.
const lateEveningInVancouver = new Date('2026-11-26T06:30:00Z');
// 2026-11-28 is a Saturday (noon in Vancouver).
const saturday = new Date('2026-11-28T19:00:00Z');

describe('week strip', () => {
  it('opens on today in the business time zone and labels it', () => {
    const days = weekStrip(lateEveningInVancouver, 0);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01',
    ]);
    expect(days.map((d) => d.label)).toEqual(['Today', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue']);
  });

  it('opens on a Saturday with that Saturday first, not on six days gone by', () => {
    expect(weekStrip(saturday, 0).map((d) => `${d.label} ${d.dayOfMonth}`)).toEqual(['Today 28', 'Sun 29', 'Mon 30', 'Tue 1', 'Wed 2', 'Thu 3', 'Fri 4']);
  });

  it('moves seven days at a time and never before today', () => {
    expect(weekStrip(lateEveningInVancouver, 1)[0].date).toBe('2026-12-02');
    expect(weekStrip(lateEveningInVancouver, -1)[0].date).toBe('2026-11-25');
    expect(weekOffsetOf(lateEveningInVancouver, '2026-12-16')).toBe(3);
    expect(weekOffsetOf(lateEveningInVancouver, '2026-12-01')).toBe(0);
    expect(weekOffsetOf(lateEveningInVancouver, '2026-12-02')).toBe(1);
    expect(weekOffsetOf(lateEveningInVancouver, '2026-11-20')).toBe(0);
  });
});

describe('long date', () => {
  it('writes the day in full, in English, whatever the runtime zone', () => {
    expect(longDate('2026-11-25')).toBe('Wednesday, November 25, 2026');
    expect(longDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(weekStrip(new Date('2027-09-01T19:00:00Z'), 0).map((d) => d.month)).toEqual(['Sep', 'Sep', 'Sep', 'Sep', 'Sep', 'Sep', 'Sep']);
  });
});
