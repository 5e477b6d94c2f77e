// Booking requests for the integration tests: unique e-mails, and dates far
// enough ahead (20-120 days) that minimum notice and the seed data never interfere.
// The files share one Firestore, so each books its own days and none fills
// another's times. The browser tests run on a stack of their own in `npm test`,
// but after these files on the same one when no second stack's ports are free
// (scripts/test.ts), so their days are in the table too:
// booking-create 21-25, the default 30, booking-capacity 39-42, abuse-limits
// 50-58, reminders-send 60-63, self-service 64-69 and 72-77, mail-retry 70-71,
// booking-retries 80-89, booking-contention 90-99 (on a database of its own), booking-chaos 6-20, 45 and 100-103, operations 104-112 and 115-118,
// self-service also 78-79 and 120; availability-rule 113 (every booking it
// makes is removed before the browser tests, which book 113 too).
// Browser tests book 21 + 2 x slot (+1 on the phone): slots 0-8 (days 21-38),
// 11 (43-44), 20 (61-63); self-service.spec 47-48 (desktop only) and tomorrow
// on crew 9; staff-operations 113 and tomorrow (a block on all crews, its own
// jobs on crew-9 locks); its CSV rows (50, 51) hold only crew-9 locks.
// revisions 47 (one Admin SDK booking moved from 9:00 AM to 3:00 PM, on either crew)
// and 48 (bookings it cancels or deletes); its others are on Admin SDK dates of their own.
// crew-day 46 (a whole-day block stays on it) and 49; crew-day.spec 59 (a
// whole-day block too) and, on crew 9, today 8:00 AM and 10:00 AM and yesterday 3:00 PM
// (crew-day.test's crew-9 jobs: today 4:00 and 4:30 PM, yesterday 9, 11 AM, 1 and 2 PM, in 2 days 9 and 11 AM).
// first-use-after-booking.spec 120 (phone only; booking-capacity asks that 8:00 AM
// stays free on one crew), first-use-staff.spec 119 (a crew-1 block, removed);
// booking-create's address e-mail 119 at 8:00 AM (both crews until 11:00 AM, one
// without a city: the farthest, 90 minutes' drive), self-service's address change
// 120 at 8:00 AM (no city, one crew, cancelled), customer-view's anonymous booking
// 119 at 1:00 PM (Interior Detailing, one crew until 3:00 PM), privacy's erase 119 at
// 1:30 PM moved to 2:30 PM (cancelled; the other crew). Drives between one crew's
// jobs count: a day's times are chosen so each job is reachable from the one before
// it, in any order the files run.
// booking-drive.spec 41 (phone only: two Langley jobs at 8:00 AM; booking-capacity only
// reads 41's date in a list).
// crew-day-screens.spec: tomorrow 9 and 10 AM on crew 9; day 4 a crew-1 block from 2:00 PM over
// its crew-1 jobs (locks on crew 9), one moved to day 4 at 8:00 AM (a real crew's time).
// mail-phone.spec books nothing. Jobs marked completed or no-show need their start behind them: staff-dashboard.spec's
// and staff-offline.spec's two days back, staff-live.spec's yesterday at 7:30 AM (before
// the first slot), all on crew-9 locks.
// Free: none below 120 (staff reschedule in operations.test uses 114).
// Bookings written with the Admin SDK on fixed dates (function code run in
// this process with a clock on them): change-rules 2032, crew-changes 2033,
// revisions' replays 2034-03-01 (status changes only), booking-capacity's stray
// locks 2035-06-04 and 05, drive-rule 2037-03-04 to 06; past days for moves that
// need the start behind them: staff-callables 2025-06-02, operations' review request 2025-06-03,
// job-photos' Mark as Completed with a condition check 2025-06-04; job-photos' review request
// e-mail completes a booking in 2030 (completed_at 2030-03-04: only its own run's clock finds it);
// job-photos-retention 2023-02-14 (past the retention window; that file runs alone).
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { CreateBookingInput } from '@/domain/booking-schema';
import { addDaysToDate, businessToday } from '@/domain/schedule';
import { STACK } from './stack-env';

let serial = 0;

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${++serial}@example.com`;
}

/** A business date `days` ahead of today (use 20-120). */
export function daysAhead(days: number): string {
  return addDaysToDate(businessToday(new Date()), days);
}

export function bookingInput(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    id: randomUUID(),
    customer_name: 'Test Customer',
    customer_email: uniqueEmail('booking'),
    customer_phone: '604-555-0199',
    service_name: 'Interior & Exterior Package',
    vehicle_type: 'truck',
    booking_date: daysAhead(30),
    booking_time: '10:00 AM',
    vehicle_make: 'Toyota',
    vehicle_model: 'RAV4',
    comments: null,
    service_street: '1234 Main St',
    service_city: 'vancouver',
    service_postal_code: 'V5K 0A1',
    total_price: 311,
    ...overrides,
  };
}

/** The Admin SDK's Firestore on the stack (the same project the functions use). */
export function adminDb() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: STACK.projectId }));
}

/** The callable error's code, message and details, as the browser sees them. */
export async function callError(promise: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code: string; message: string; details: unknown };
    // The web SDK appends the HTTP status (" [400]") to the server's message.
    return { code: e.code, message: e.message.replace(/ \[\d{3}\]$/, ''), details: e.details };
  }
  throw new Error('the call succeeded but was expected to fail');
}
