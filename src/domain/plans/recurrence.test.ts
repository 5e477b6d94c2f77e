import { afterEach, describe, expect, it } from 'vitest';
import { lastOccurrence, nextOccurrences, occurrencesBetween, occursOn, onOrAfter, ruleText, visitStart, weekdayIndex } from './recurrence';
import { defaultPlanPrice, isPlanPackage } from './plan-rules';

const every = (n: number, weekday: 'TU' | 'SA' | 'SU' | 'MO' = 'TU') => ({ kind: 'weeks' as const, every: n, weekday });
const monthly = (nth: number, weekday: 'TU' | 'FR' | 'SA' | 'SU' = 'TU') => ({ kind: 'monthly' as const, nth, weekday });

describe('plan recurrence, business time', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('is a standard RRULE', () => {
    expect(ruleText({ cadence: every(2), from: '2026-10-27' })).toBe('DTSTART:20261027T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU');
    expect(ruleText({ cadence: monthly(2), from: '2026-01-01' })).toBe('DTSTART:20260101T000000Z\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TU');
  });

  it('starts on the first chosen weekday on or after the start date, not an interval later', () => {
    // A Wednesday start for a Tuesday plan every 4 weeks: the next Tuesday, then every 4 weeks.
    expect(nextOccurrences({ cadence: every(4), from: '2026-03-04' }, '2026-03-04', 3)).toEqual(['2026-03-10', '2026-04-07', '2026-05-05']);
    expect(onOrAfter('2026-03-10', 'TU')).toBe('2026-03-10');
  });

  it('keeps the weekday and the wall-clock time over the spring change (2026-03-08) and the old autumn one (2026-11-01)', () => {
    const spring = nextOccurrences({ cadence: every(2, 'SU'), from: '2026-03-01' }, '2026-03-01', 3);
    expect(spring).toEqual(['2026-03-01', '2026-03-15', '2026-03-29']);
    const autumn = nextOccurrences({ cadence: every(2, 'SU'), from: '2026-10-25' }, '2026-10-25', 3);
    expect(autumn).toEqual(['2026-10-25', '2026-11-08', '2026-11-22']);
    for (const date of [...spring, ...autumn]) expect(weekdayIndex(date)).toBe(6);
    // BC keeps UTC-7 all year: 10:00 AM is 17:00 UTC on each side of both dates.
    for (const date of ['2026-03-01', '2026-03-15', '2026-10-25', '2026-11-08']) {
      expect(visitStart(date, '10:00 AM').toISOString()).toBe(`${date}T17:00:00.000Z`);
    }
  });

  it('lists the same dates whatever zone the machine runs in', () => {
    const plan = { cadence: every(3, 'SA'), from: '2026-10-01' };
    const asked = () => occurrencesBetween(plan, '2026-10-01', '2027-04-30');
    process.env.TZ = 'America/Vancouver';
    const vancouver = asked();
    process.env.TZ = 'Pacific/Auckland';
    const auckland = asked();
    process.env.TZ = 'UTC';
    expect(asked()).toEqual(vancouver);
    expect(auckland).toEqual(vancouver);
    expect(vancouver[0]).toBe('2026-10-03');
    for (const date of vancouver) expect(weekdayIndex(date)).toBe(5);
  });

  it('steps over month and year ends', () => {
    expect(nextOccurrences({ cadence: every(2, 'MO'), from: '2026-12-21' }, '2026-12-21', 4)).toEqual(['2026-12-21', '2027-01-04', '2027-01-18', '2027-02-01']);
    expect(nextOccurrences({ cadence: every(8, 'SA'), from: '2027-01-30' }, '2027-01-30', 3)).toEqual(['2027-01-30', '2027-03-27', '2027-05-22']);
  });

  it('falls on the nth weekday of each month, and the last one in months with four or five', () => {
    expect(nextOccurrences({ cadence: monthly(2), from: '2026-11-11' }, '2026-11-11', 4)).toEqual(['2026-12-08', '2027-01-12', '2027-02-09', '2027-03-09']);
    // The last Friday: the 29th in a five-Friday January (2027-01-29), the 26th in February.
    expect(nextOccurrences({ cadence: monthly(-1, 'FR'), from: '2027-01-01' }, '2027-01-01', 3)).toEqual(['2027-01-29', '2027-02-26', '2027-03-26']);
    // A fourth Sunday in a February of exactly four weeks (2026-02-22).
    expect(occursOn({ cadence: monthly(4, 'SU'), from: '2026-01-01' }, '2026-02-22')).toBe(true);
    expect(occursOn({ cadence: monthly(4, 'SU'), from: '2026-01-01' }, '2026-02-15')).toBe(false);
  });

  it('ends after N visits or on a date, inclusive', () => {
    const three = { cadence: every(2), from: '2026-12-01', count: 3 };
    expect(occurrencesBetween(three, '2026-12-01', '2027-06-01')).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
    expect(lastOccurrence(three)).toBe('2026-12-29');
    expect(occurrencesBetween({ cadence: every(2), from: '2026-12-01', until: '2026-12-15' }, '2026-12-01', '2027-06-01')).toEqual(['2026-12-01', '2026-12-15']);
    expect(lastOccurrence({ cadence: every(2), from: '2026-12-01' })).toBeNull();
  });
});

describe('plan price and packages', () => {
  it('is the package price for the vehicle less 10 %, in whole dollars', () => {
    expect(defaultPlanPrice('Interior Detailing', 'sedan')).toBe(176); // 195 * 0.9 = 175.5
    expect(defaultPlanPrice('Interior & Exterior Package', 'truck')).toBe(280); // 311 * 0.9 = 279.9
    expect(defaultPlanPrice('Steam Cleaning & Interior Shampoo', 'van')).toBe(472); // 524 * 0.9 = 471.6
  });

  it('repeats interior work, not paint correction or coatings', () => {
    expect(isPlanPackage('Interior Detailing')).toBe(true);
    expect(isPlanPackage('One Step Paint Correction')).toBe(false);
    expect(isPlanPackage('5 Year Ceramic Coating')).toBe(false);
  });
});
