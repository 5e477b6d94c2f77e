// The whole booking path under faults: 3 devices running the real sync engine
// send through a proxy that answers 10 % of requests 503, drops 10 % of answers
// after the server committed, and cuts connections. Every booking must be
// stored exactly once and e-mailed exactly once: 160 bookings, 8 on each of
// the file's 20 days (a crew fits 4 two-hour jobs a day with the drives
// between them; `npm run bench:chaos` runs the full 200 on a stack of its own).
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { CHAOS_BOOKINGS_PER_DAY, formatChaos, runChaos } from './support/chaos';
import { functionsDb } from './support/functions-db';
import { TEST_DAYS } from './support/test-days';

// 8 bookings fill a day; the days no other test file books (tests/integration/support/booking-input.ts).
// Its own days (tests/integration/support/test-days.ts).
const DAYS = TEST_DAYS['booking-chaos'].own;
const BOOKINGS = Number(process.env.CHAOS_BOOKINGS ?? DAYS.length * CHAOS_BOOKINGS_PER_DAY);

it(`stores and mails each of ${BOOKINGS} bookings from 3 devices exactly once through dropped answers, 503s and cut connections`, async () => {
  const figures = await runChaos(await functionsDb(), {
    bookings: BOOKINGS,
    devices: 3,
    days: DAYS,
    unavailableRate: 0.1,
    dropAfterCommitRate: 0.1,
    cuts: Math.max(4, Math.round(BOOKINGS / 10)),
  });
  console.log(formatChaos(figures));
  // The faults really happened.
  expect(figures.faults.unavailable).toBeGreaterThan(0);
  expect(figures.faults.droppedAfterCommit).toBeGreaterThan(0);
  expect(figures.faults.cut).toBe(Math.max(4, Math.round(BOOKINGS / 10)));
  expect({ stored: figures.stored, duplicates: figures.duplicates, lost: figures.lost, confirmed: figures.confirmedOnDevices }).toEqual({
    stored: BOOKINGS,
    duplicates: 0,
    lost: 0,
    confirmed: BOOKINGS,
  });
  expect(figures.mailsPerBooking).toEqual({ none: 0, one: BOOKINGS, more: 0 });
}, 900_000);
