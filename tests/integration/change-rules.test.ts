// Rules of changes to an existing booking, against the local stack: the
// customer's address change (only on an active, upcoming booking whose details
// were not erased), a staff reschedule's end of day (staff skip the minimum
// notice, not the 7 PM end), and a replayed "ask to reschedule" after its
// bookings moved (the same answer as the first time, nothing marked again).
// Bookings are written through the Admin SDK on dates of their own in 2032
// (the past one on crew 9, which no schedule has); the function code that
// takes a clock runs in this process with one on those dates.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AskToRescheduleInput, AskToRescheduleOutput } from '@/domain/schedule/crew-schema';
import type { MyBookingOutput } from '@/domain/booking/self-service-schema';
import { CHANGE_WINDOW_MESSAGES } from '@/domain/booking/change-window';
import { addDaysToDate, businessInstant, businessToday } from '@/domain/schedule/schedule';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';
import { BOOKING_RULE_MESSAGES } from '../../functions/src/booking/booking-rules';
import { testClient, type TestClient } from './support/client';
import { callError } from './support/booking-input';
import { manageTokenOf } from './support/manage-token-of';
import { functionsDb } from './support/functions-db';
import { adminDb, createTestBooking, signedInClient, writeStoredBooking } from './support/staff-fixtures';

let anonymous: TestClient;
let admin: TestClient;

beforeAll(async () => {
  anonymous = testClient();
  admin = await signedInClient('admin');
});
afterAll(async () => {
  await Promise.all([anonymous, admin].map((c) => c?.close()));
});

const stored = async (id: string) => (await adminDb().collection('bookings').doc(id).get()).data()!;

/** A booking without an address, written as stored on crew 9 (no slot locks: no capacity is involved). */
async function bookingWithoutAddress(date: string, overrides: Record<string, unknown> = {}): Promise<string> {
  return writeStoredBooking({ customer_name: 'Address Rules', customer_phone: '604-555-0177', booking_date: date, ...overrides });
}

describe("the customer's address change", () => {
  const setAddress = async (id: string) =>
    anonymous.call<unknown, MyBookingOutput>('setMyBookingAddress', { id, token: await manageTokenOf(id), mutation_id: randomUUID(), service_street: '9 Late St', service_city: 'burnaby', service_postal_code: null });

  it('is refused on a booking whose time has passed, and on one whose personal details were erased', async () => {
    const past = await bookingWithoutAddress(addDaysToDate(businessToday(new Date()), -2));
    const erased = await bookingWithoutAddress('2032-07-01', { customer_name: 'Erased', customer_email: null, customer_phone: null, anonymized_at: Timestamp.now(), customer_keys: [] });
    for (const id of [past, erased]) {
      expect(await callError(setAddress(id))).toMatchObject({ code: 'functions/failed-precondition', message: CHANGE_WINDOW_MESSAGES.readOnly, details: expect.objectContaining({ reason: 'read-only' }) });
      expect((await stored(id)).service_street).toBeNull();
    }
    // An upcoming one takes it.
    const upcoming = await bookingWithoutAddress('2032-07-02');
    expect((await setAddress(upcoming)).booking).toMatchObject({ service_street: '9 Late St', service_city: 'burnaby' });
  });
});

describe('a staff reschedule', () => {
  it('keeps the end of the day (7 PM) inside the minimum notice it skips', async () => {
    const date = '2032-08-10';
    const id = await createTestBooking('confirmed', 'Long Job', { date });
    await adminDb().collection('bookings').doc(id).update({ service_name: '5 Year Ceramic Coating', duration_min: 480 });
    // 10:00 AM that day: 11:30 is inside the 2 hours' notice, and 8 hours from it end at 7:30 PM.
    const now = businessInstant(date, 10 * 60);
    const staff = { by: 'staff', email: 'staff@example.com', enforceWindow: false, minNotice: false } as const;
    const late = await rescheduleBooking(await functionsDb(), { id, booking_date: date, booking_time: '11:30 AM', mutation_id: randomUUID() }, staff, now);
    expect(late).toEqual({ kind: 'invalid', violation: { field: 'booking_time', message: BOOKING_RULE_MESSAGES.tooLate(480) } });
    expect(await stored(id)).toMatchObject({ booking_time: '9:00 AM' });
    // 10:30 AM, also inside the notice, ends at 6:30 PM: staff may.
    const inside = await rescheduleBooking(await functionsDb(), { id, booking_date: date, booking_time: '10:30 AM', mutation_id: randomUUID() }, staff, now);
    expect(inside).toMatchObject({ kind: 'rescheduled', booking: { booking_time: '10:30 AM' } });
  });
});

describe('a replayed "ask to reschedule"', () => {
  const ask = (input: AskToRescheduleInput) => admin.call<AskToRescheduleInput, AskToRescheduleOutput>('askToReschedule', input);

  it('after its bookings moved, answers as the first time and marks nothing again', async () => {
    const withEmail = await createTestBooking('confirmed', 'Asked By Mail', { date: '2032-09-14' });
    const withoutEmail = await createTestBooking('confirmed', 'Asked By Phone', { date: '2032-09-15' });
    await adminDb().collection('bookings').doc(withoutEmail).update({ customer_email: null });
    const input: AskToRescheduleInput = { id: randomUUID(), booking_ids: [withEmail, withoutEmail], reason: 'Weather' };
    const first = await ask(input);
    expect({ emailed: first.emailed, to_call: first.to_call, skipped: first.skipped }).toEqual({ emailed: [withEmail], to_call: [withoutEmail], skipped: [] });

    // The customer moves theirs from the manage link; staff move the other after calling.
    const now = businessInstant('2032-09-01', 10 * 60);
    const fs = await functionsDb();
    const movedByCustomer = await rescheduleBooking(fs, { id: withEmail, booking_date: '2032-09-16', booking_time: '11:00 AM', mutation_id: randomUUID() }, { by: 'customer', email: null, enforceWindow: true, minNotice: true }, now);
    const movedByStaff = await rescheduleBooking(fs, { id: withoutEmail, booking_date: '2032-09-17', booking_time: '11:00 AM', mutation_id: randomUUID() }, { by: 'admin', email: 'admin@example.com', enforceWindow: false, minNotice: false }, now);
    expect([movedByCustomer.kind, movedByStaff.kind]).toEqual(['rescheduled', 'rescheduled']);

    // The admin's device sends the request again (its answer was lost).
    const replay = await ask(input);
    expect({ request_id: replay.request_id, emailed: replay.emailed, to_call: replay.to_call, skipped: replay.skipped }).toEqual({
      request_id: first.request_id,
      emailed: first.emailed,
      to_call: first.to_call,
      skipped: first.skipped,
    });
    for (const id of [withEmail, withoutEmail]) {
      const doc = await stored(id);
      expect(doc.reschedule_request ?? null).toBeNull();
      expect(doc.history.filter((h: { change: string }) => h.change === 'reschedule-asked')).toHaveLength(1);
    }
    expect(replay.bookings.map((b) => [b.id, b.booking_date, b.reschedule_request ?? null])).toEqual([
      [withEmail, '2032-09-16', null],
      [withoutEmail, '2032-09-17', null],
    ]);
  });
});
