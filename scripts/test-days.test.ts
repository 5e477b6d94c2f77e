// The days the integration test files book on (tests/integration/support/test-days.ts):
// no day is two files' own, and no file books on a day another owns.
import { describe, expect, it } from 'vitest';
import { RUN_DAY_ENV, TEST_DAYS, claimsDay, runDay, testDay, type DayClaim, type TestFile } from '../tests/integration/support/test-days';
import { addDaysToDate, businessToday } from '../src/domain/schedule/schedule';

const files = Object.keys(TEST_DAYS) as TestFile[];
const claim = (f: TestFile): DayClaim => TEST_DAYS[f];

describe('the integration test files own their days', () => {
  it('no two files own the same day', () => {
    const owners = new Map<number, TestFile[]>();
    for (const f of files) for (const d of claim(f).own ?? []) owners.set(d, [...(owners.get(d) ?? []), f]);
    expect([...owners].filter(([, fs]) => fs.length > 1)).toEqual([]);
  });

  it('no file books on, or shares, a day another file owns', () => {
    const clashes: string[] = [];
    for (const owner of files) {
      for (const day of claim(owner).own ?? []) {
        for (const other of files) if (other !== owner && claimsDay(other, day)) clashes.push(`${other} books on ${owner}'s day ${day}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('every shared day says at which hours, and reads only days nobody owns or days shared', () => {
    for (const f of files) for (const [day, hours] of Object.entries(claim(f).shared ?? {})) expect(hours, `${f} on day ${day}`).not.toBe('');
    for (const f of files) {
      for (const day of Object.keys(claim(f).reads ?? {}).map(Number)) {
        const owner = files.find((o) => o !== f && (claim(o).own ?? []).includes(day));
        expect(owner, `${f} reads day ${day}`).toBeUndefined();
      }
    }
  });

  it('gives a file the date of a day it claims, and refuses one it does not', () => {
    const now = new Date('2026-11-26T18:00:00Z');
    expect(testDay('revisions', 47, now)).toBe(addDaysToDate(businessToday(now), 47));
    expect(testDay('customer-view', 119, now)).toBe(addDaysToDate(businessToday(now), 119));
    expect(() => testDay('revisions', 46, now)).toThrow(/revisions books on day 46/);
  });

  it("counts every file's days from the run's first date, so a file started after the business midnight books its own days", () => {
    const before = process.env[RUN_DAY_ENV];
    process.env[RUN_DAY_ENV] = '2026-11-27';
    try {
      expect(runDay()).toBe('2026-11-27');
      expect(testDay('revisions', 48)).toBe('2027-01-14');
      expect(testDay('crew-day', 49)).toBe('2027-01-15');
      // Today, yesterday and tomorrow are the clock's: the server counts them so.
      expect(testDay('crew-day', 1)).toBe(addDaysToDate(businessToday(new Date()), 1));
    } finally {
      if (before === undefined) delete process.env[RUN_DAY_ENV];
      else process.env[RUN_DAY_ENV] = before;
    }
  });
});
