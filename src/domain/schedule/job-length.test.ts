import { describe, expect, it } from 'vitest';
import { SCHEDULE } from '../../config/business';
import { addDaysToDate, slotStates, type DayBook } from './schedule';
import { MAX_JOB_DAYS, firstFreeCrewForDays, jobDates, jobLengthLabel, jobLengthProblem, startStates, type JobLength } from './job-length';

// 2026-11-22 10:00 in Vancouver (UTC-7) is 17:00 UTC.
const NOW = new Date('2026-11-22T17:00:00Z');
const FIRST = '2026-11-24';

/** A day whose crew holds every half hour from `fromMin` to `toMin` with a job in `city`. */
function busy(crew: number, fromMin: number, toMin: number, city: 'burnaby' | 'langley' = 'burnaby'): DayBook {
  const taken: Record<number, number[]> = {};
  for (let m = fromMin; m < toMin; m += 30) taken[m] = [crew];
  return { taken, jobs: [{ crew, startMin: fromMin, endMin: toMin, city, id: `job-${crew}-${fromMin}` }] };
}

describe('a job’s length', () => {
  it('takes whole half hours within a day, or whole days', () => {
    expect(jobLengthProblem({ unit: 'minutes', minutes: 90 })).toBeNull();
    expect(jobLengthProblem({ unit: 'minutes', minutes: 45 })).toBe('A job takes whole half hours.');
    expect(jobLengthProblem({ unit: 'minutes', minutes: 11.5 * 60 })).toBe('A job within one day ends by 7:00 PM: choose whole days for a longer one.');
    expect(jobLengthProblem({ unit: 'minutes', minutes: 11 * 60 })).toBeNull();
    expect(jobLengthProblem({ unit: 'days', days: 0 })).toBe('A job takes at least one whole day.');
    expect(jobLengthProblem({ unit: 'days', days: MAX_JOB_DAYS + 1 })).toBe(`A job takes at most ${MAX_JOB_DAYS} whole days.`);
  });

  it('reads as a person says it', () => {
    expect(jobLengthLabel({ unit: 'minutes', minutes: 90 })).toBe('1 hour 30 min');
    expect(jobLengthLabel({ unit: 'minutes', minutes: 180 })).toBe('3 hours');
    expect(jobLengthLabel({ unit: 'minutes', minutes: 30 })).toBe('30 min');
    expect(jobLengthLabel({ unit: 'days', days: 3 })).toBe('3 days');
    expect(jobDates('2026-11-30', { unit: 'days', days: 3 })).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });
});

describe('start times for a length', () => {
  it('within a day, are the package rule at that duration', () => {
    const book = busy(1, 10 * 60, 13 * 60);
    const length: JobLength = { unit: 'minutes', minutes: 150 };
    expect(startStates(FIRST, length, () => book, NOW, { city: 'burnaby' })).toEqual(slotStates(FIRST, 150, book, NOW, { city: 'burnaby' }));
  });

  it('of whole days, need one crew free on every day: a crew busy on one day cannot take them', () => {
    const books: Record<string, DayBook> = { [addDaysToDate(FIRST, 1)]: busy(1, 9 * 60, 11 * 60), [addDaysToDate(FIRST, 2)]: busy(2, 14 * 60, 15 * 60) };
    const bookOf = (date: string) => books[date] ?? {};
    // Crew 1 is busy on the second day and crew 2 on the third: two days fit (crew 2), three do not.
    expect(firstFreeCrewForDays(FIRST, 2, bookOf, 'burnaby')).toBe(2);
    expect(startStates(FIRST, { unit: 'days', days: 2 }, bookOf, NOW, { city: 'burnaby' })).toEqual([{ time: '8:00 AM', available: true }]);
    expect(startStates(FIRST, { unit: 'days', days: 3 }, bookOf, NOW, { city: 'burnaby' })).toEqual([{ time: '8:00 AM', available: false, reason: 'full' }]);
  });

  it('of whole days, are past for today once 8:00 AM has gone and out of range when the last day is past the horizon', () => {
    expect(startStates('2026-11-22', { unit: 'days', days: 1 }, () => ({}), NOW)[0]).toMatchObject({ available: false, reason: 'past' });
    const lastBookable = addDaysToDate('2026-11-22', SCHEDULE.horizonDays);
    expect(startStates(lastBookable, { unit: 'days', days: 1 }, () => ({}), NOW)[0].available).toBe(true);
    expect(startStates(lastBookable, { unit: 'days', days: 2 }, () => ({}), NOW)[0]).toMatchObject({ available: false, reason: 'out-of-range' });
  });

  it('of whole days, agree with a plain reading of the locks over a grid of busy days', () => {
    // Every pattern of one short job per crew on each of three days (none, crew 1, crew 2).
    const patterns = [0, 1, 2];
    for (const a of patterns)
      for (const b of patterns)
        for (const c of patterns) {
          const pattern = [a, b, c];
          const bookOf = (date: string) => {
            const crew = pattern[jobDates(FIRST, { unit: 'days', days: 3 }).indexOf(date)];
            return crew ? busy(crew, 12 * 60, 13 * 60, 'langley') : {};
          };
          for (const days of [1, 2, 3]) {
            const oneCrewFree = [1, 2].some((crew) => pattern.slice(0, days).every((busyCrew) => busyCrew !== crew));
            const [state] = startStates(FIRST, { unit: 'days', days }, bookOf, NOW, { city: 'burnaby' });
            expect(state.available, `pattern ${pattern.join(',')} for ${days} days`).toBe(oneCrewFree);
          }
        }
  });
});
