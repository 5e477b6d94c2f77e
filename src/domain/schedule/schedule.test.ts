import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  dayUnavailableReason,
  daysBetween,
  SLOT_LABELS,
  businessInstant,
  businessToday,
  firstFreeCrew,
  labelToMinutes,
  occupiedHalfHours,
  slotStates,
} from './schedule';

// 2026-11-22 10:00 in Vancouver (UTC-7 all year since March 2026) is 17:00 UTC.
const MORNING = new Date('2026-11-22T17:00:00Z');

describe('slot list', () => {
  it('offers 18 start times from 8:00 AM to 4:30 PM in 12-hour labels', () => {
    expect(SLOT_LABELS).toHaveLength(18);
    expect(SLOT_LABELS[0]).toBe('8:00 AM');
    expect(SLOT_LABELS).toContain('12:00 PM');
    expect(SLOT_LABELS[17]).toBe('4:30 PM');
  });

  it('parses labels back to minutes and refuses malformed ones', () => {
    expect(labelToMinutes('12:30 PM')).toBe(12 * 60 + 30);
    expect(labelToMinutes('12:00 AM')).toBe(0);
    expect(labelToMinutes('13:00 PM')).toBeUndefined();
    expect(labelToMinutes('8:00')).toBeUndefined();
  });
});

describe('business time zone', () => {
  it('computes today in Vancouver, not UTC', () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Vancouver.
    expect(businessToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });

  it('keeps UTC-7 in winter: British Columbia no longer falls back (tzdata 2026b)', () => {
    expect(businessInstant('2026-07-01', 9 * 60).toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(businessInstant('2026-12-01', 9 * 60).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    // Half past midnight in Vancouver on the 22nd, whatever the runtime's zone data says.
    expect(businessToday(new Date('2026-11-22T07:30:00Z'))).toBe('2026-11-22');
  });
});

describe('slot states', () => {
  it('disables past times and those inside the 2-hour notice today', () => {
    const states = slotStates('2026-11-22', 120, {}, MORNING);
    const byTime = Object.fromEntries(states.map((s) => [s.time, s]));
    expect(byTime['9:30 AM']).toMatchObject({ available: false, reason: 'past' });
    expect(byTime['11:30 AM']).toMatchObject({ available: false, reason: 'notice' });
    expect(byTime['12:00 PM']).toMatchObject({ available: true });
  });

  it('disables starts that would run past 7:00 PM', () => {
    const states = slotStates('2026-11-25', 480, {}, MORNING);
    expect(states.find((s) => s.time === '11:00 AM')).toMatchObject({ available: true });
    expect(states.find((s) => s.time === '11:30 AM')).toMatchObject({ available: false, reason: 'too-late' });
  });

  it('disables a start whose duration crosses a half hour where every crew is busy', () => {
    const taken = { [13 * 60]: [1, 2] };
    const states = slotStates('2026-11-25', 180, { taken }, MORNING);
    expect(states.find((s) => s.time === '10:00 AM')).toMatchObject({ available: true });
    expect(states.find((s) => s.time === '10:30 AM')).toMatchObject({ available: false, reason: 'full' });
    expect(states.find((s) => s.time === '1:30 PM')).toMatchObject({ available: true });
  });

  it('offers a start only when one crew is free for the whole job, not when crews are free at different half hours', () => {
    // Crew 1 busy 8:00-10:00, crew 2 busy 10:00-12:00: at every half hour one crew is free,
    // but a two-hour job at 9:00 would need crew 1 until 9:30 and crew 2 from 10:00.
    const taken: Record<number, number[]> = {};
    for (const m of occupiedHalfHours(8 * 60, 120)) taken[m] = [1];
    for (const m of occupiedHalfHours(10 * 60, 120)) taken[m] = [2];
    const byTime = Object.fromEntries(slotStates('2026-11-25', 120, { taken }, MORNING).map((s) => [s.time, s]));
    expect(byTime['9:00 AM']).toMatchObject({ available: false, reason: 'full' });
    expect(byTime['8:30 AM']).toMatchObject({ available: false, reason: 'full' });
    expect(byTime['10:00 AM']).toMatchObject({ available: true }); // crew 1
    expect(byTime['8:00 AM']).toMatchObject({ available: true }); // crew 2, done by 10:00
    expect(byTime['12:00 PM']).toMatchObject({ available: true });
    expect(firstFreeCrew({ date: '2026-11-25', startMin: 10 * 60, durationMin: 120, city: null }, { taken })).toBe(1);
    expect(firstFreeCrew({ date: '2026-11-25', startMin: 8 * 60, durationMin: 60, city: null }, { taken })).toBe(2);
    // A chosen crew: only its own times.
    const crew2 = Object.fromEntries(slotStates('2026-11-25', 120, { taken }, MORNING, { crew: 2 }).map((s) => [s.time, s]));
    expect(crew2['8:00 AM']).toMatchObject({ available: true });
    expect(crew2['10:00 AM']).toMatchObject({ available: false, reason: 'full' });
  });

  it('refuses past dates and dates beyond the 120-day horizon', () => {
    expect(slotStates('2026-11-21', 120, {}, MORNING).every((s) => s.reason === 'past')).toBe(true);
    expect(slotStates('2027-03-23', 120, {}, MORNING).every((s) => s.reason === 'out-of-range')).toBe(true);
    expect(slotStates('2027-03-22', 120, {}, MORNING).some((s) => s.available)).toBe(true);
  });

  it('covers each half hour of the duration', () => {
    expect(occupiedHalfHours(600, 120)).toEqual([600, 630, 660, 690]);
  });
});

describe('why a day cannot be booked', () => {
  it('is nothing while one start time is free', () => {
    expect(dayUnavailableReason(['past', undefined, 'full'])).toBeNull();
  });

  it('says a day beyond the horizon, and today once the clock leaves it no start time', () => {
    expect(dayUnavailableReason(['out-of-range', 'out-of-range'])).toBe('out-of-range');
    expect(dayUnavailableReason(['past', 'past'])).toBe('over');
    expect(dayUnavailableReason(['past', 'notice', 'too-late'])).toBe('over');
  });

  it('says full when any time left is taken, and too far only when every one left is the drive', () => {
    expect(dayUnavailableReason(['past', 'full', 'drive'])).toBe('full');
    expect(dayUnavailableReason(['notice', 'drive', 'drive', 'too-late'])).toBe('drive');
  });
});

describe('calendar dates', () => {
  it('adds days across months, years, leap days and daylight-saving changes', () => {
    expect(addDaysToDate('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysToDate('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysToDate('2026-11-25', 120)).toBe('2027-03-25');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});
