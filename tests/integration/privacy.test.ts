import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMIZED_EMAIL, ANONYMIZED_NAME, type AnonymizeBookingOutput } from '../../src/domain/anonymize-booking';
import type { Booking } from '../../src/domain/booking-schema';
import type { HistoryEntry } from '../../src/domain/booking-history';
import { addDaysToDate } from '../../src/domain/schedule';
import { computeStats } from '../../src/features/staff/dashboard-model';
import { bookingFromDoc } from '../../functions/src/lib/booking-doc';
import { applyRetention, bookingCutoffDate } from '../../functions/src/privacy/retention';
import { SCHEDULED_JOBS } from '../../functions/src/schedules/jobs';
import { callError } from './support/booking-input';
import type { TestClient } from './support/client';
import { functionsDb } from './support/functions-db';
import { adminDb, createTestBooking, signedInClient } from './support/staff-fixtures';

const DAY_MS = 24 * 3_600_000;
const PERSONAL = { customer_phone: null, vehicle_make: null, vehicle_model: null, comments: null, service_street: null, service_postal_code: null };

async function readBookings(ids: readonly string[]): Promise<Booking[]> {
  const db = adminDb();
  return Promise.all(ids.map(async (id) => bookingFromDoc((await db.collection('bookings').doc(id).get()) as never)));
}

async function history(id: string): Promise<HistoryEntry[]> {
  return ((await adminDb().collection('bookings').doc(id).get()).get('history') as HistoryEntry[] | undefined) ?? [];
}

describe('retention job', () => {
  it('anonymizes exactly the bookings past the window, keeps revenue, deletes old mail records, and a second run changes nothing', async () => {
    const db = await functionsDb();
    // The job's clock is 60 days ahead: its cutoffs then fall where only this test has data
    // (seed and other tests' bookings are around today and ahead; their mail is from today), and
    // a run on the real clock (the local stack's scheduler) leaves this test's data alone.
    const now = new Date(Date.now() + 60 * DAY_MS);
    const cutoff = bookingCutoffDate(now);
    const past = await Promise.all([
      createTestBooking('completed', 'Past Completed', { date: addDaysToDate(cutoff, -1), price: 249 }),
      createTestBooking('cancelled', 'Past Cancelled', { date: addDaysToDate(cutoff, -20), price: 349 }),
      createTestBooking('completed', 'Past Completed Two', { date: addDaysToDate(cutoff, -30), price: 450 }),
      // Same day as the one above: a page of 2 ends inside that day.
      createTestBooking('cancelled', 'Past Same Day', { date: addDaysToDate(cutoff, -30), price: 99 }),
      createTestBooking('pending', 'Past Never Confirmed', { date: addDaysToDate(cutoff, -40), price: 195 }),
    ]);
    const kept = await Promise.all([
      createTestBooking('completed', 'Kept On Cutoff Day', { date: cutoff, price: 850 }),
      createTestBooking('completed', 'Kept Recent', { date: addDaysToDate(cutoff, 20), price: 1099 }),
    ]);
    const mail = db.collection('mail');
    const oldMail = [mail.doc(), mail.doc(), mail.doc()];
    const recentMail = mail.doc();
    for (const ref of oldMail) await ref.set({ to: 'old@example.com', template: 'booking-confirmation', data: { booking: { customer_name: 'Old' } }, state: 'sent', created_at: new Date(now.getTime() - 91 * DAY_MS) });
    await recentMail.set({ to: 'recent@example.com', template: 'booking-confirmation', data: { booking: { customer_name: 'Recent' } }, state: 'sent', created_at: new Date(now.getTime() - 89 * DAY_MS) });

    const before = await readBookings([...past, ...kept]);
    const revenueBefore = computeStats(before).totalRevenue;
    expect(revenueBefore).toBe(249 + 450 + 195 + 850 + 1099);

    // A batch of 2 makes the job page through both collections.
    const first = await applyRetention(db, now, 2);
    expect(first.bookingCutoff).toBe(cutoff);
    expect(first.anonymized).toBeGreaterThanOrEqual(past.length);
    expect(first.mailDeleted).toBeGreaterThanOrEqual(oldMail.length);

    const after = await readBookings([...past, ...kept]);
    for (const [i, b] of after.entries()) {
      const was = before[i]!;
      // Date, time, service, price, status and city stay in every booking.
      expect(b).toMatchObject({ booking_date: was.booking_date, booking_time: was.booking_time, service_name: was.service_name, total_price: was.total_price, status: was.status, service_city: was.service_city });
      if (past.includes(b.id)) {
        expect(b).toMatchObject({ customer_name: ANONYMIZED_NAME, customer_email: ANONYMIZED_EMAIL, ...PERSONAL });
        expect(b.anonymized_at).toBeTruthy();
        // updated_at moves, so staff caches pull the change.
        expect(Date.parse(b.updated_at)).toBeGreaterThan(Date.parse(was.updated_at));
        expect(await history(b.id)).toEqual([expect.objectContaining({ by: 'system', by_email: null, change: 'anonymized', at: now.toISOString() })]);
      } else {
        expect(b).toEqual(was);
      }
    }
    expect(computeStats(after).totalRevenue).toBe(revenueBefore);
    for (const ref of oldMail) expect((await ref.get()).exists).toBe(false);
    expect((await recentMail.get()).exists).toBe(true);

    // The registered job, run again: nothing left to do, nothing written.
    expect(await SCHEDULED_JOBS.retention.run(db, now)).toEqual({ anonymized: 0, mailDeleted: 0, bookingCutoff: cutoff });
    expect(await readBookings([...past, ...kept])).toEqual(after);
    for (const id of past) expect(await history(id)).toHaveLength(1);
  });
});

describe('anonymizeBooking', () => {
  let staff: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    [staff, admin] = await Promise.all([signedInClient('staff'), signedInClient('admin')]);
  });
  afterAll(async () => {
    await Promise.all([staff, admin].map((c) => c?.close()));
  });
  const anonymize = (c: TestClient, id: string) => c.call<{ id: string }, AnonymizeBookingOutput>('anonymizeBooking', { id });

  it('lets an admin erase one booking on request, keeps its figures, and refuses staff', async () => {
    const id = await createTestBooking('cancelled', 'Asks For Deletion');
    const [original] = await readBookings([id]);

    const refused = await callError(anonymize(staff, id));
    expect(refused.code).toBe('functions/permission-denied');
    expect(await readBookings([id])).toEqual([original]);

    const { booking } = await anonymize(admin, id);
    expect(booking).toMatchObject({ id, customer_name: ANONYMIZED_NAME, customer_email: ANONYMIZED_EMAIL, ...PERSONAL });
    expect(booking).toMatchObject({ booking_date: original!.booking_date, service_name: original!.service_name, total_price: original!.total_price, status: 'cancelled', service_city: 'burnaby' });
    expect(Date.parse(booking.updated_at)).toBeGreaterThan(Date.parse(original!.updated_at));
    expect(await readBookings([id])).toEqual([booking]);
    expect(await history(id)).toEqual([expect.objectContaining({ by: 'admin', by_email: 'admin@example.com', change: 'anonymized' })]);

    // A retry changes nothing.
    expect((await anonymize(admin, id)).booking).toEqual(booking);
    expect(await history(id)).toHaveLength(1);
  });

  it('refuses an upcoming active booking (its detailer still needs the details) and an unknown one', async () => {
    const upcoming = await createTestBooking('confirmed', 'Still Coming');
    const [original] = await readBookings([upcoming]);
    const refused = await callError(anonymize(admin, upcoming));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/^Cancel this booking first/);
    expect(await readBookings([upcoming])).toEqual([original]);
    expect((await callError(anonymize(admin, 'no-such-booking'))).code).toBe('functions/not-found');
  });
});
