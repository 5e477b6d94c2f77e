// Drive time joins the one rule: for every package and a grid of cities and
// times on a day whose crews already drive between cities, what getAvailability
// offers is exactly what the booking transactions accept (offered -> stored,
// not offered -> refused), for a customer's booking, a staff booking for any
// or a chosen crew, and a customer's and a staff reschedule. And two bookings
// racing for one crew's day never both land when the drive between them does
// not fit.
//
// The function code runs in this process with a clock on dates of its own,
// March and April 2037 (no other file uses 2037): availability() is getAvailability's
// whole answer, bookingRuleViolation + writeBooking what createBooking
// decides by, placeStaffBooking createStaffBooking's body, rescheduleBooking
// the body of both reschedule callables.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { PACKAGES, findPackage, type PackageId } from '@/domain/catalog';
import type { CityId } from '@/domain/schedule/cities';
import { occupiedHalfHours, slotLockId, type SlotState } from '@/domain/schedule/schedule';
import { availability } from '../../functions/src/booking/availability';
import { bookingRuleViolation } from '../../functions/src/booking/booking-rules';
import { writeBooking, type WriteBookingData } from '../../functions/src/booking/write-booking';
import { rescheduleBooking, type ChangeActor } from '../../functions/src/booking/reschedule-booking';
import { placeStaffBooking } from '../../functions/src/staff/create-staff-booking';
import { functionsDb } from './support/functions-db';
import { ruleBooking } from './support/rule-data';
import { paced } from '../../src/testing/pace';

// A Sunday morning; the days below are a Wednesday (rush hours apply), the Thursday after, and the Friday.
const NOW = new Date('2037-03-01T17:00:00Z');
const DAY = '2037-03-04';
const OTHER_DAY = '2037-03-05';
const RACE_DAY = '2037-03-06';
// The grid tests' own copies of DAY (the same Wednesday's jobs and block, a week apart each), so they
// run side by side: each books and removes dozens of bookings one after another, waiting on the
// emulator between calls (with the grids one after another, the staff grid took 88 s and the file 231 s in a full run).
const GRID_DAYS = ['2037-03-11', '2037-03-18', '2037-03-25', '2037-04-01', '2037-04-08', '2037-04-15', '2037-04-22'];
const BLOCK_ID = 'drive-rule-block';
// Each grid test books and removes dozens of bookings one after another:
// 4-36 s on a quiet machine, past the default minute at a load average of 20.
const GRID_TIMEOUT_MS = paced(300_000);
const CITY_GRID: (CityId | null)[] = ['burnaby', 'vancouver', 'richmond', 'langley', 'north-vancouver', null];

let db: Firestore;
/** The bookings the day starts with (kept for the whole file). */
const neighbours: string[] = [];

function input(service: PackageId, date: string, time: string, city: CityId | null): WriteBookingData {
  return ruleBooking(date, time, { service_name: service, service_city: city, customer_name: 'Drive Rule', customer_phone: '604-555-0177' });
}

/** What createBooking decides: the date and time rules, then the capacity transaction. */
async function publicCreate(data: WriteBookingData): Promise<string | undefined> {
  const violation = bookingRuleViolation(data.booking_date, data.booking_time, findPackage(data.service_name)!.durationMin, NOW);
  if (violation) return undefined;
  const result = await writeBooking(db, data, NOW);
  return result.kind === 'created' ? result.booking.id : undefined;
}

async function staffCreate(data: WriteBookingData, crew: number | null): Promise<string | undefined> {
  try {
    const out = await placeStaffBooking(db, { ...data, crew } as Parameters<typeof placeStaffBooking>[1], { email: 'staff@example.com', role: 'staff' }, NOW);
    return out.booking.id;
  } catch (error) {
    expect((error as { code?: string }).code, 'a staff refusal is a taken time').toBe('failed-precondition');
    return undefined;
  }
}

/** Deletes a booking the test made and its locks. */
async function remove(id: string) {
  const locks = await db.collection('slotLocks').where('booking_id', '==', id).get();
  const batch = db.batch();
  for (const l of locks.docs) batch.delete(l.ref);
  batch.delete(db.collection('bookings').doc(id));
  await batch.commit();
}

async function removeDay(date: string) {
  const locks = await db.collection('slotLocks').where('date', '==', date).get();
  const bookings = await db.collection('bookings').where('booking_date', '==', date).get();
  const batch = db.batch();
  for (const d of [...locks.docs, ...bookings.docs]) batch.delete(d.ref);
  await batch.commit();
}

/** The times worth trying: offered ones and those refused for capacity or drive (the date and time rules have their own tests). */
function tried<S extends Pick<SlotState, 'available'> & { reason?: string }>(slots: S[]): S[] {
  return slots.filter((s) => s.available || s.reason === 'full' || s.reason === 'drive');
}

/**
 * The day the tests book into: crew 1 in Langley 8-10 AM and in Richmond 2-4 PM; crew 2 in
 * North Vancouver 9-11 AM, a booking without a city 3-5 PM, and a block of time 12-1 PM. Each
 * placed on its crew by the rule itself. Returns the four bookings' ids.
 */
async function setUpDay(date: string): Promise<string[]> {
  const day: [string, CityId | null, number][] = [
    ['8:00 AM', 'langley', 1],
    ['2:00 PM', 'richmond', 1],
    ['9:00 AM', 'north-vancouver', 2],
    ['3:00 PM', null, 2],
  ];
  const ids: string[] = [];
  for (const [time, city, crew] of day) {
    const result = await writeBooking(db, input('Interior Detailing', date, time, city), NOW, { crew, source: 'staff' });
    expect(result.kind, `${date} ${time} on crew ${crew}`).toBe('created');
    if (result.kind === 'created') ids.push(result.booking.id);
  }
  const batch = db.batch();
  for (const minute of occupiedHalfHours(12 * 60, 60)) {
    batch.set(db.collection('slotLocks').doc(slotLockId(date, minute, 2)), { block_id: BLOCK_ID, booking_id: null, date, minute, crew: 2 });
  }
  await batch.commit();
  return ids;
}

const ALL_DAYS = [DAY, OTHER_DAY, RACE_DAY, ...GRID_DAYS];

beforeAll(async () => {
  db = await functionsDb();
  await Promise.all(ALL_DAYS.map(removeDay));
  neighbours.push(...(await setUpDay(DAY)));
});

afterAll(async () => {
  await Promise.all(ALL_DAYS.map(removeDay));
});

describe('what is offered is what is accepted, with drives', () => {
  for (const [index, pkg] of PACKAGES.entries()) {
    it.concurrent(`${pkg.id}: a customer's booking, for each city of the grid`, async () => {
      const day = GRID_DAYS[index];
      await setUpDay(day);
      let refusedForDrive = 0;
      for (const city of CITY_GRID) {
        const answer = await availability(db, { service_name: pkg.id, from: day, days: 1 }, NOW, { crew: null, city });
        const slots = tried(answer.dates[0].slots);
        refusedForDrive += slots.filter((s) => s.reason === 'drive').length;
        for (const slot of slots) {
          const id = await publicCreate(input(pkg.id, day, slot.time, city));
          expect(id !== undefined, `${city ?? 'no city'} at ${slot.time}: offered ${slot.available} (${slot.reason ?? 'free'})`).toBe(slot.available);
          if (id) await remove(id);
        }
      }
      // The day's drives refuse some times a crew is otherwise free for (the grid is not all "full");
      // a job of 5 hours or more fits no gap of this day at all.
      if (pkg.durationMin <= 180) expect(refusedForDrive).toBeGreaterThan(0);
    }, GRID_TIMEOUT_MS);
  }

  it('a crew that finishes in Langley at 10:00 AM is not offered in North Vancouver at 10:00 AM', async () => {
    const answer = await availability(db, { service_name: 'Interior Detailing', from: DAY, days: 1 }, NOW, { city: 'north-vancouver' });
    const byTime = Object.fromEntries(answer.dates[0].slots.map((s) => [s.time, s]));
    // Crew 1 ends in Langley at 10:00 (90 minutes to North Vancouver); crew 2 is in North Vancouver until 11:00.
    expect(byTime['10:00 AM']).toMatchObject({ available: false });
    expect(await publicCreate(input('Interior Detailing', DAY, '10:00 AM', 'north-vancouver'))).toBeUndefined();
  });

  it.concurrent('a staff booking, for any crew and for a chosen crew', async () => {
    const day = GRID_DAYS[PACKAGES.length];
    await setUpDay(day);
    for (const pkg of ['Interior Detailing', 'Interior & Exterior Package'] as const) {
      for (const crew of [null, 1, 2]) {
        for (const city of ['vancouver', 'langley', null] as const) {
          const answer = await availability(db, { service_name: pkg, from: day, days: 1, staff: true }, NOW, { minNoticeMin: 0, crew, city });
          for (const slot of tried(answer.dates[0].slots)) {
            const id = await staffCreate(input(pkg, day, slot.time, city), crew);
            expect(id !== undefined, `${pkg}, crew ${crew ?? 'any'}, ${city ?? 'no city'} at ${slot.time}`).toBe(slot.available);
            if (id) await remove(id);
          }
        }
      }
    }
  }, GRID_TIMEOUT_MS);

  const customer: ChangeActor = { by: 'customer', email: null, enforceWindow: true, minNotice: true };
  const staff: ChangeActor = { by: 'staff', email: 'staff@example.com', enforceWindow: false, minNotice: false };

  for (const [who, actor] of [
    ['customer', customer],
    ['staff', staff],
  ] as const) {
    it(`a ${who} reschedule into the day, from another day and within it`, async () => {
      // A Vancouver booking on the next day, and the day's own Richmond job (crew 1, 2 PM): its own
      // time and drives do not stand in its way, the others' do.
      const result = await writeBooking(db, input('Interior Detailing', OTHER_DAY, '10:00 AM', 'vancouver'), NOW);
      expect(result.kind).toBe('created');
      const visitor = result.kind === 'created' ? result.booking.id : '';
      const richmond = neighbours[1];
      for (const id of [visitor, richmond]) {
        const answer = await availability(
          db,
          { service_name: 'Interior Detailing', from: DAY, days: 1 },
          NOW,
          actor.minNotice ? { crew: null } : { minNoticeMin: 0, crew: null },
          id,
        );
        const home = (await db.collection('bookings').doc(id).get()).data()!;
        let moves = 0;
        for (const slot of tried(answer.dates[0].slots)) {
          if (home.booking_date === DAY && home.booking_time === slot.time) continue;
          const moved = await rescheduleBooking(db, { id, booking_date: DAY, booking_time: slot.time, mutation_id: randomUUID() }, actor, NOW);
          expect(moved.kind === 'rescheduled', `${id === visitor ? 'visitor' : 'Richmond job'} to ${slot.time}: offered ${slot.available}`).toBe(slot.available);
          if (moved.kind !== 'rescheduled') {
            expect(moved.kind).toBe('full');
            continue;
          }
          moves++;
          // Back where it was (staff may move it anywhere it fits; it fitted there).
          const back = await rescheduleBooking(db, { id, booking_date: home.booking_date, booking_time: home.booking_time, mutation_id: randomUUID() }, staff, NOW);
          expect(back.kind, `${slot.time}: back to ${home.booking_time}`).toBe('rescheduled');
        }
        expect(moves, 'some moves are offered and made').toBeGreaterThan(0);
      }
      await remove(visitor);
    }, GRID_TIMEOUT_MS);
  }
});

describe('two bookings racing for one crew', () => {
  it('never both land when the drive between them does not fit', async () => {
    for (let round = 0; round < 4; round++) {
      // Crew 1 only (a staff booking for that crew): Langley 8-10 AM and North Vancouver 10:30 AM
      // each fit an empty day, but not together (90 minutes' drive).
      const results = await Promise.all([
        writeBooking(db, input('Interior Detailing', RACE_DAY, '8:00 AM', 'langley'), NOW, { crew: 1, source: 'staff' }),
        writeBooking(db, input('Interior Detailing', RACE_DAY, '10:30 AM', 'north-vancouver'), NOW, { crew: 1, source: 'staff' }),
      ]);
      expect(
        results.map((r) => r.kind),
        `round ${round}`,
      ).toEqual(expect.arrayContaining(['created', 'full']));
      const stored = await db.collection('bookings').where('booking_date', '==', RACE_DAY).get();
      expect(stored.size).toBe(1);
      await removeDay(RACE_DAY);
    }
  });
});
