import { describe, expect, it } from 'vitest';
import { DRIVE } from '../../config/business';
import { CITY_IDS, type CityId } from './cities';
import { crewRoute, driveMinutes, plainDriveMin, type CrewJob } from './drive-time';
import { dayBookFromLocks, firstFreeCrew, occupiedHalfHours, slotStates, type DayBook, type TakenCrews } from './schedule';

// 2026-11-22 10:00 in Vancouver is a Sunday; the dates below are days after it.
const NOW = new Date('2026-11-22T17:00:00Z');
const WEDNESDAY = '2026-11-25';
const SATURDAY = '2026-11-28';

const h = (hours: number) => hours * 60;

/** A day of jobs (each crew's locks follow from them) and blocked stretches. */
function day(jobs: { crew: number; start: number; hours: number; city: CityId | null }[], blocks: { crew: number; start: number; hours: number }[] = []): DayBook {
  const taken: Record<number, number[]> = {};
  const all = [...jobs, ...blocks];
  for (const j of all) for (const m of occupiedHalfHours(h(j.start), h(j.hours))) (taken[m] ??= []).push(j.crew);
  const crewJobs: CrewJob[] = jobs.map((j) => ({ crew: j.crew, startMin: h(j.start), endMin: h(j.start + j.hours), city: j.city }));
  return { taken: taken satisfies TakenCrews, jobs: crewJobs };
}

/** A day on which both crews do the same job: from `start` o'clock for `hours`, in `city`. */
function bothCrews(start: number, hours: number, city: CityId | null): DayBook {
  return day([
    { crew: 1, start, hours, city },
    { crew: 2, start, hours, city },
  ]);
}

/** time label -> state, for a 2-hour job in `city`. */
function states(date: string, book: DayBook, city: CityId | null, durationMin = 120, crew?: number) {
  return Object.fromEntries(slotStates(date, durationMin, book, NOW, { city, crew }).map((s) => [s.time, s]));
}

describe('the drive table', () => {
  it('is the stated rule over the city-hall coordinates: straight line x 1.4 at 40 km/h, up to 15 min, at least 15', () => {
    const rad = (d: number) => (d * Math.PI) / 180;
    const km = ([lat1, lon1]: readonly number[], [lat2, lon2]: readonly number[]) => {
      const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
      return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
    };
    const places = Object.keys(DRIVE.centres) as (keyof typeof DRIVE.centres)[];
    expect(places.sort()).toEqual([...CITY_IDS, 'base'].sort());
    for (const from of places) {
      for (const to of places) {
        const minutes = ((km(DRIVE.centres[from], DRIVE.centres[to]) * DRIVE.roadFactor) / DRIVE.speedKmh) * 60;
        const expected = Math.max(DRIVE.sameCityMin, Math.ceil(minutes / DRIVE.roundMin) * DRIVE.roundMin);
        expect(DRIVE.minutes[from][to], `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('reads a city without one as the farthest city from the other end', () => {
    expect(plainDriveMin('burnaby', null)).toBe(60); // Langley
    expect(plainDriveMin(null, 'vancouver')).toBe(90);
    expect(plainDriveMin(null, null)).toBe(90);
  });

  it('adds half in the weekday rush hours (7-9 AM, 3-6 PM), not on weekends or outside them', () => {
    expect(driveMinutes('burnaby', 'vancouver', WEDNESDAY, h(12))).toBe(30);
    expect(driveMinutes('burnaby', 'vancouver', WEDNESDAY, h(15))).toBe(45);
    // Leaving at 2:45 PM reaches into 3 PM: rush.
    expect(driveMinutes('burnaby', 'vancouver', WEDNESDAY, h(14.75))).toBe(45);
    expect(driveMinutes('burnaby', 'vancouver', WEDNESDAY, h(18))).toBe(30);
    expect(driveMinutes('burnaby', 'vancouver', SATURDAY, h(15))).toBe(30);
    expect(driveMinutes('burnaby', 'burnaby', WEDNESDAY, h(16))).toBe(30);
  });
});

describe('the one rule with drives', () => {
  it('refuses back to back across cities and offers the first start the drive allows', () => {
    // Both crews finish in Langley at 10:00 AM; North Vancouver is 90 minutes away.
    const book = bothCrews(8, 2, 'langley');
    const byTime = states(WEDNESDAY, book, 'north-vancouver');
    expect(byTime['10:00 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(byTime['11:00 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(byTime['11:30 AM']).toMatchObject({ available: true });
    // Surrey is 45 minutes from Langley.
    expect(states(WEDNESDAY, book, 'surrey')['10:30 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(states(WEDNESDAY, book, 'surrey')['11:00 AM']).toMatchObject({ available: true });
  });

  it('allows the same city with the 15-minute minimum: not back to back, half an hour later', () => {
    const book = bothCrews(8, 2, 'burnaby');
    const byTime = states(WEDNESDAY, book, 'burnaby');
    expect(byTime['10:00 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(byTime['10:30 AM']).toMatchObject({ available: true });
  });

  it('keeps the drive on to the next job: a job must end early enough to reach it', () => {
    // Both crews start in North Vancouver at 12:00 PM; from Langley that is 90 minutes.
    const book = bothCrews(12, 2, 'north-vancouver');
    const byTime = states(WEDNESDAY, book, 'langley');
    expect(byTime['8:30 AM']).toMatchObject({ available: true }); // ends 10:30, arrives 12:00
    expect(byTime['9:00 AM']).toMatchObject({ available: false, reason: 'drive' });
    // Leaving North Vancouver at 2:00 PM runs into the 3 PM rush: 90 minutes become 135.
    expect(byTime['2:00 PM']).toMatchObject({ available: false, reason: 'drive' });
    expect(byTime['4:00 PM']).toMatchObject({ available: false, reason: 'drive' });
    expect(byTime['4:30 PM']).toMatchObject({ available: true });
  });

  it('adds the rush hour on a weekday and not on a Saturday', () => {
    // Both crews finish in Burnaby at 3:00 PM; Vancouver is 30 minutes, 45 in the rush.
    const book = bothCrews(12, 3, 'burnaby');
    expect(states(WEDNESDAY, book, 'vancouver')['3:30 PM']).toMatchObject({ available: false, reason: 'drive' });
    expect(states(WEDNESDAY, book, 'vancouver')['4:00 PM']).toMatchObject({ available: true });
    expect(states(SATURDAY, book, 'vancouver')['3:30 PM']).toMatchObject({ available: true });
  });

  it('counts a booking without a city as the farthest city, both ways', () => {
    const book = bothCrews(8, 2, 'burnaby');
    // From Burnaby the farthest city is Langley, 60 minutes.
    expect(states(WEDNESDAY, book, null)['10:30 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(states(WEDNESDAY, book, null)['11:00 AM']).toMatchObject({ available: true });
    const unknown = bothCrews(8, 2, null);
    // To Vancouver, the farthest city is Langley, 90 minutes.
    expect(states(WEDNESDAY, unknown, 'vancouver')['11:00 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(states(WEDNESDAY, unknown, 'vancouver')['11:30 AM']).toMatchObject({ available: true });
  });

  it('takes the crew that can reach the job when the other cannot', () => {
    // Crew 1 ends in Langley at 10:00, crew 2 in Vancouver at 10:00; the job is in Vancouver at 10:30.
    const book = day([
      { crew: 1, start: 8, hours: 2, city: 'langley' },
      { crew: 2, start: 8, hours: 2, city: 'vancouver' },
    ]);
    expect(firstFreeCrew({ date: WEDNESDAY, startMin: h(10.5), durationMin: 120, city: 'vancouver' }, book)).toBe(2);
    expect(states(WEDNESDAY, book, 'vancouver')['10:30 AM']).toMatchObject({ available: true });
    // Crew 1 alone (a staff booking for that crew) cannot get there until 11:30.
    expect(states(WEDNESDAY, book, 'vancouver', 120, 1)['10:30 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(states(WEDNESDAY, book, 'vancouver', 120, 1)['11:30 AM']).toMatchObject({ available: true });
    // Once crew 2 is busy too, 10:30 AM is offered by nobody.
    const busier = day(
      [
        { crew: 1, start: 8, hours: 2, city: 'langley' },
        { crew: 2, start: 8, hours: 2, city: 'vancouver' },
      ],
      [{ crew: 2, start: 10, hours: 3 }],
    );
    expect(firstFreeCrew({ date: WEDNESDAY, startMin: h(10.5), durationMin: 120, city: 'vancouver' }, busier)).toBeUndefined();
  });

  it('lets blocked time take its half hours with no drive to or from it, and keeps the drive between the jobs around it', () => {
    // A block next to a job needs no drive: both crews blocked until 10:00, a job at 10:00 is fine.
    const blocked = day([], [
      { crew: 1, start: 8, hours: 2 },
      { crew: 2, start: 8, hours: 2 },
    ]);
    expect(states(WEDNESDAY, blocked, 'langley')['9:30 AM']).toMatchObject({ available: false, reason: 'full' });
    expect(states(WEDNESDAY, blocked, 'langley')['10:00 AM']).toMatchObject({ available: true });
    // Langley until 10:00, a block until 11:00, then North Vancouver: the 90-minute drive still counts from 10:00.
    const between = day(
      [
        { crew: 1, start: 8, hours: 2, city: 'langley' },
        { crew: 2, start: 8, hours: 2, city: 'langley' },
      ],
      [
        { crew: 1, start: 10, hours: 1 },
        { crew: 2, start: 10, hours: 1 },
      ],
    );
    expect(states(WEDNESDAY, between, 'north-vancouver')['10:30 AM']).toMatchObject({ available: false, reason: 'full' });
    expect(states(WEDNESDAY, between, 'north-vancouver')['11:00 AM']).toMatchObject({ available: false, reason: 'drive' });
    expect(states(WEDNESDAY, between, 'north-vancouver')['11:30 AM']).toMatchObject({ available: true });
  });
});

describe('a day from its lock documents', () => {
  it('makes one job per booking from its locks, keeps blocks as taken time only, and leaves a moving booking out', () => {
    const locks = [
      ...occupiedHalfHours(h(8), 120).map((minute) => ({ booking_id: 'a', minute, crew: 1 })),
      ...occupiedHalfHours(h(10), 60).map((minute) => ({ block_id: 'b', booking_id: null, minute, crew: 2 })),
      ...occupiedHalfHours(h(13), 180).map((minute) => ({ booking_id: 'c', minute, crew: 2 })),
    ];
    const cities: Record<string, CityId> = { a: 'langley' };
    const book = dayBookFromLocks(locks, (id) => cities[id]);
    expect(book.jobs).toEqual([
      { id: 'a', crew: 1, startMin: h(8), endMin: h(10), city: 'langley' },
      { id: 'c', crew: 2, startMin: h(13), endMin: h(16), city: null },
    ]);
    expect(book.taken?.[h(10)]).toEqual([2]);
    const moving = dayBookFromLocks(locks, (id) => cities[id], 'a');
    expect(moving.jobs?.map((j) => j.id)).toEqual(['c']);
    expect(moving.taken?.[h(8)]).toBeUndefined();
  });
});

describe("a crew's route", () => {
  it('lists the drives between consecutive jobs, their total, and whether the day fits', () => {
    const jobs: CrewJob[] = [
      { crew: 1, startMin: h(13), endMin: h(15), city: 'vancouver' },
      { crew: 1, startMin: h(8), endMin: h(10), city: 'burnaby' },
      { crew: 1, startMin: h(10.5), endMin: h(12.5), city: 'burnaby' },
    ];
    const route = crewRoute(jobs, WEDNESDAY);
    expect(route.legs.map((l) => [l.from.city, l.to.city, l.driveMin, l.gapMin, l.fits])).toEqual([
      ['burnaby', 'burnaby', 15, 30, true],
      ['burnaby', 'vancouver', 30, 30, true],
    ]);
    expect(route.totalMin).toBe(45);
    expect(route.fits).toBe(true);
    // The Vancouver job moved to Langley (a city changed after booking): 60 minutes do not fit in 30.
    const changed = crewRoute([...jobs.slice(1), { ...jobs[0], city: 'langley' }], WEDNESDAY);
    expect(changed.fits).toBe(false);
    expect(changed.legs[1]).toMatchObject({ driveMin: 60, gapMin: 30, fits: false });
  });
});
