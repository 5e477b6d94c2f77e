// The days each integration test file books on, as days ahead of the date the
// test run started (runDay: the same for every file of a run). The
// files share one Firestore, so each books its own days and none fills
// another's times: a day is either one file's own, or shared, and then every
// file booking there says at which hours (a day's times are chosen so each job
// is reachable from the one before it, in any order the files run).
// A file takes its dates from testDay(file, day), which refuses a day outside
// the file's claim; scripts/test-days.test.ts checks that no two files own a day
// and that no file books on another's. Dates only read (availability, a refused
// request) come from daysAhead() in booking-input.ts and book nothing.
//
// The browser tests run on a stack of their own in `npm test`, but after these
// files on the same one when no second stack's ports are free (scripts/test.ts),
// so their days are listed too (BROWSER_DAYS): they book at times the files leave free.
// Bookings written with the Admin SDK on fixed dates (function code run in this
// process with a clock on them) are not in days ahead: change-rules 2032,
// crew-changes 2033, revisions' replays 2034-03-01 (status changes only),
// booking-capacity's stray locks 2035-06-04 and 05, drive-rule 2037-03-04 to 06 and the Wednesdays
// 2037-03-11 to 04-22; quotes-rule March and April 2038 (on a Firestore database of its own);
// past days for moves that need the start behind them: staff-callables
// 2025-06-02, operations' review request 2025-06-03, job-photos' Mark as
// Completed with a condition check 2025-06-04; job-photos' review request
// e-mail completes a booking in 2030 (completed_at 2030-03-04: only its own
// run's clock finds it); job-photos-retention 2023-02-14 (past the retention
// window; that file runs alone); plans-customer 2039-05-03 (crew 9, no slot
// locks: asking for a plan books no time). booking-contention books on a Firestore
// database of its own, where no other file books.
// Relative, not @/: the unit test loads this file too.
import { addDaysToDate, businessToday } from '../../../src/domain/schedule/schedule';

export interface DayClaim {
  /** Days no other file books on. */
  own?: readonly number[];
  /** Days shared with other files: the hours this file keeps to there. */
  shared?: Readonly<Record<number, string>>;
  /** Days it only reads, expecting something of the others' bookings there. */
  reads?: Readonly<Record<number, string>>;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const TEST_DAYS = {
  'booking-create': { own: range(21, 25), shared: { 119: '8:00 AM, the address e-mail (both crews until 11:00 AM, one without a city: the farthest, 90 minutes away)' } },
  /** bookingInput()'s default date, for files that do not choose one. */
  'booking-input': { own: [30] },
  'booking-capacity': { own: range(39, 42), reads: { 120: '8:00 AM stays free on one crew' } },
  'booking-chaos': { own: [...range(6, 20), 45, ...range(100, 103)] },
  'crew-day': {
    own: [46, 49],
    shared: {
      [-31]: "crew 9 at 9:00 AM (a customer's completed job)",
      [-1]: 'crew 9 at 9:00 AM, 11:00 AM, 1:00 PM and 2:00 PM',
      0: 'crew 9 at 4:00 PM and 4:30 PM (and a tap after midnight: its job on the day of the tap)',
      1: 'crew 9 at 9:00 AM',
      2: 'crew 9 at 9:00 AM and 11:00 AM',
    },
  },
  revisions: { own: [47, 48] },
  'abuse-limits': { own: [...range(50, 55), 57, 58] },
  'mail-retry': { own: [56, 70, 71] },
  'reminders-send': { own: range(60, 63) },
  /** Day 76 is only named by a refused move here: the browser's manage-address.spec books it (BROWSER_DAYS). */
  'self-service': {
    own: [...range(64, 69), ...range(72, 79)],
    shared: { 119: '3:00 PM (a move under the IP limit)', 120: '8:00 AM, the address change (no city, one crew, cancelled)' },
  },
  'booking-retries': { own: range(80, 89) },
  /** On a database of its own (functionsDatabase): listed so nothing else takes these days from it by habit. */
  'booking-contention': { own: range(90, 99) },
  operations: { own: [...range(104, 112), ...range(114, 118)] },
  /** Every booking it makes is removed before the browser tests, which book 113 too. */
  'availability-rule': { own: [113] },
  'customer-view': { shared: { 119: '1:00 PM, an anonymous booking (Interior Detailing, one crew until 3:00 PM)' } },
  privacy: { own: [-302, -301, -300], shared: { 119: '1:30 PM moved to 2:30 PM (cancelled; the other crew)' } },
  'local-tick': { shared: { 1: 'the first start time the others left free' } },
  /** An accepted quote's job (1 h 30 in Burnaby, deleted by the file's privacy test), and a declined one's refused acceptance. */
  quotes: { shared: { 119: 'from 4:00 PM: an accepted quote of 1 h 30 in Burnaby (then deleted)' } },
  /** The sample bookings (scripts/stack/seed.ts) hold these mornings: its jobs are at 3:00 PM. */
  adversary: { own: [3, 5] },
} as const satisfies Record<string, DayClaim>;

export type TestFile = keyof typeof TEST_DAYS;

/**
 * Days the browser tests book (read by people, checked against nothing: they
 * book 21 + 2 x slot, +1 on the phone, at times the files above leave free).
 */
export const BROWSER_DAYS: Readonly<Record<string, string>> = {
  'booking slots 0-8, 11, 20': 'days 21-38, 43-44, 61-63',
  'self-service.spec': '47-48 (desktop only) and tomorrow on crew 9',
  'staff-operations.spec': '113 and tomorrow (a block on all crews, its own jobs on crew-9 locks); its CSV rows (50, 51) hold only crew-9 locks',
  'crew-day.spec': '59 (a whole-day block) and, on crew 9, today 8:00 AM and 10:00 AM and yesterday 3:00 PM',
  'first-use-after-booking.spec': '120 (phone only)',
  'first-use-staff.spec': '119 (a crew-1 block, removed)',
  'booking-drive.spec': '41 (phone only: two Langley jobs at 8:00 AM; booking-capacity only reads 41 in a list)',
  'crew-day-screens.spec': 'tomorrow 9 and 10 AM on crew 9; day 4 a crew-1 block from 2:00 PM over its crew-1 jobs, one moved to day 4 at 8:00 AM',
  'staff-dashboard.spec, staff-offline.spec': 'two days back, on crew-9 locks',
  'staff-live.spec': 'yesterday at 7:30 AM (before the first slot), on crew-9 locks',
  'mail-phone.spec': 'nothing',
  'job-photos.spec': '131 at 9:00 AM and 1:00 PM (phone only), on crew-9 locks',
  'phone-calendar.spec': "reads 40 and 41 (booking-drive.spec's two Langley jobs, made here too when it runs first); books 44 at 3:00 PM with no city (phone only)",
  'staff-job-phone.spec': 'tomorrow 11:00 AM and 1:00 PM, on crew-9 locks',
  'manage-address.spec': "76 (phone only; self-service's, where it books nothing): both crews in Langley from 10:00 AM to 3:30 PM",
  'day-view-lines.spec': '127 at 9:00 AM and 11:30 AM on crew 1 (phone only), on crew-9 locks',
  'reschedule-words.spec': '3 at 11:00 AM (phone only), on crew-9 locks',
  'job-photo-states.spec': '6 at 9:00 AM (phone only), on crew-9 locks',
  'on-my-way.spec': 'today, two hours or more ahead (phone only), on crew-9 locks',
  'quote-page.spec': '120 from 1:00 PM (phone only): an accepted quote of 2 hours in Burnaby, removed before each run',
  'quote-walk.spec': "120, the last start offered (phone only): an accepted quote's option of 2 hours in Burnaby, removed before each run",
};

function claims(file: TestFile): DayClaim {
  return TEST_DAYS[file];
}

/** Whether `file` may book on `day` (its own day, or one it shares). */
export function claimsDay(file: TestFile, day: number): boolean {
  const claim = claims(file);
  return (claim.own ?? []).includes(day) || Object.hasOwn(claim.shared ?? {}, String(day));
}

/** Set by scripts/test.ts for every file of a run: the business date the run started on. */
export const RUN_DAY_ENV = 'INTEGRATION_DAYS_FROM';

/**
 * The business date the files' days are counted from: the day the test run
 * started, the same for every file. Files run side by side for minutes, and
 * one that starts after the business midnight would otherwise count from the
 * next date: its day 48 was the day 49 another file, started before, books on.
 * Without the run's date (vitest run by hand), the date this module loads.
 */
export function runDay(): string {
  return process.env[RUN_DAY_ENV] ?? LOADED_ON;
}
const LOADED_ON = businessToday(new Date());

/**
 * Days this close to today are what the server counts as today, yesterday or
 * tomorrow (the day view, On My Way, a job that has started): they follow the
 * clock, not the run's date.
 */
const CLOCK_DAYS = 2;

/**
 * The business date `day` days ahead of the run's day (runDay; of `now` when
 * given, and of the clock's today for days within CLOCK_DAYS of it), for a
 * booking `file` makes there; throws if the day is not in its claim.
 */
export function testDay(file: TestFile, day: number, now?: Date): string {
  if (!claimsDay(file, day)) throw new Error(`${file} books on day ${day}, which is not in its TEST_DAYS claim (tests/integration/support/test-days.ts)`);
  if (now) return addDaysToDate(businessToday(now), day);
  return addDaysToDate(Math.abs(day) <= CLOCK_DAYS ? businessToday(new Date()) : runDay(), day);
}
