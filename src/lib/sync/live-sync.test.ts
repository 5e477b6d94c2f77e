import { describe, expect, it } from 'vitest';
import { SCHEDULE } from '@/config/business';
import { businessMinutesNow } from '@/domain/schedule/schedule';
import { LIVE_DAYS_BACK, liveWindow } from '@/domain/booking/booking-doc';
import { liveRetryDelayMs, msUntilBusinessMidnight } from './live-sync';

describe('the live listener window', () => {
  it('reaches a week back and to the last bookable day, in business dates', () => {
    // 06:30 UTC on 25 Nov is still 24 Nov in business time (UTC-7 all year).
    expect(liveWindow(new Date('2026-11-25T06:30:00Z'))).toEqual({ from: '2026-11-17', to: '2027-03-24' });
    expect(liveWindow(new Date('2026-11-25T08:00:00Z'))).toEqual({ from: '2026-11-18', to: '2027-03-25' });
    expect(LIVE_DAYS_BACK).toBe(7);
    expect(SCHEDULE.horizonDays).toBe(120);
  });

  it('moves on right after the business midnight', () => {
    const now = new Date('2026-11-25T06:59:30Z'); // 23:59:30 in business time
    const wait = msUntilBusinessMidnight(now);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(31_000);
    const after = new Date(now.getTime() + wait);
    expect(liveWindow(after).from).toBe('2026-11-18');
    expect(businessMinutesNow(after)).toBe(0);
  });

  it('retries a dropped listener after 1 s, doubling to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(liveRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
