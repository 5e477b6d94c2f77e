import { describe, expect, it } from 'vitest';
import { acceptRefusal, defaultLastDay, expiresAt, lastDayProblem, ownerMoves, reminderDueAt, stateAt } from './quote-lifecycle';

// Business time is UTC-7 all year: the end of 2026-12-12 there is 07:00 UTC on the 13th.
const END_OF_LAST_DAY = new Date('2026-12-13T07:00:00Z');
const minute = 60_000;

describe('a quote’s expiry', () => {
  it('is the end of its last day in business time, not its start', () => {
    expect(expiresAt('2026-12-12').toISOString()).toBe(END_OF_LAST_DAY.toISOString());
  });

  it('can be accepted a minute before the end of the last day and not a minute after', () => {
    const quote = { state: 'sent' as const, last_day: '2026-12-12' };
    expect(acceptRefusal(quote, new Date(END_OF_LAST_DAY.getTime() - minute))).toBeNull();
    expect(stateAt(quote, new Date(END_OF_LAST_DAY.getTime() - minute))).toBe('sent');
    expect(acceptRefusal(quote, new Date(END_OF_LAST_DAY.getTime() + minute))).toBe('expired');
    expect(stateAt(quote, END_OF_LAST_DAY)).toBe('expired');
  });

  it('gives a quote sent late in the evening the 14 days from that business day', () => {
    // 11:30 PM on November 28 in Vancouver is already the 29th in UTC.
    expect(defaultLastDay(new Date('2026-11-29T06:30:00Z'))).toBe('2026-12-12');
  });

  it('reminds two days before it expires', () => {
    expect(reminderDueAt('2026-12-12').getTime()).toBe(END_OF_LAST_DAY.getTime() - 2 * 24 * 60 * minute);
  });
});

describe('who can accept', () => {
  const now = new Date('2026-12-01T18:00:00Z');
  it('refuses a quote that was declined, withdrawn, already accepted or never sent', () => {
    expect(acceptRefusal({ state: 'declined', last_day: '2026-12-12' }, now)).toBe('declined');
    expect(acceptRefusal({ state: 'withdrawn', last_day: '2026-12-12' }, now)).toBe('withdrawn');
    expect(acceptRefusal({ state: 'accepted', last_day: '2026-12-12' }, now)).toBe('accepted');
    expect(acceptRefusal({ state: 'requested' }, now)).toBe('not-sent');
    expect(acceptRefusal({ state: 'priced' }, now)).toBe('not-sent');
  });

  it('lets the owner extend an expired quote by sending it again, and never reopen an answered one', () => {
    expect(ownerMoves('expired')).toContain('sent');
    expect(ownerMoves('accepted')).toEqual([]);
    expect(ownerMoves('declined')).toEqual([]);
    expect(ownerMoves('withdrawn')).toEqual([]);
  });
});

describe('the last day the owner chooses', () => {
  const now = new Date('2026-12-01T18:00:00Z');
  it('may be today, not yesterday, and at most 90 days ahead', () => {
    expect(lastDayProblem('2026-12-01', now)).toBeNull();
    expect(lastDayProblem('2026-11-30', now)).toBe('The last day cannot be in the past.');
    expect(lastDayProblem('2027-03-01', now)).toBeNull();
    expect(lastDayProblem('2027-03-02', now)).toBe('A quote stays open at most 90 days.');
    expect(lastDayProblem('12/01/2026', now)).toBe('Choose the quote’s last day.');
  });
});
