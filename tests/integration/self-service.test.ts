// The customer's self-service callables against the emulators: the manage
// token, reschedule (free, full, inside 24 h, a race for the last crew),
// cancel (frees the time), replays, the e-mails and their .ics files, and the
// staff side's history and e-mails; availability for a reschedule not counting
// the booking's own locks; the limits on customer changes.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@/config/limits';
import { FIREBASE_REGION } from '@/config/firebase-region';
import type { CreatedBooking, CreateBookingInput, GetAvailabilityInput, GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import type { MyBookingOutput } from '@/domain/booking/self-service-schema';
import { addDaysToDate, businessMinutesNow, businessToday, minutesToLabel } from '@/domain/schedule/schedule';
import { testClient } from './support/client';
import { adminDb, bookingInput, callError, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { attachmentText, mailsTo, waitForMail, type CaughtMail } from './support/inbox';
import { parseIcs } from './support/ics';
import { signedInClient } from './support/staff-fixtures';
import { STACK } from './support/stack-env';
import { sentLikeTheApp } from './support/sent-like-the-app';
import { RATE_LIMITS, rateLimitKey } from '../../functions/src/abuse/rate-limits';
import { CHANGE_LIMIT_MESSAGE } from '../../functions/src/abuse/change-limits';

const client = testClient();
afterAll(() => client.close());

const NOT_FOUND = { code: 'functions/not-found', message: "We couldn't find that booking" };
const TAKEN = 'Sorry, that time was just booked by someone else. Please choose another time.';
const TOO_LATE = 'Changes within 24 hours of your appointment: please call (604) 555-0142';

const create = (input: CreateBookingInput) => client.call<CreateBookingInput, CreatedBooking>('createBooking', input);
const getMine = (input: unknown) => client.call<unknown, MyBookingOutput>('getMyBooking', input);
const reschedule = (input: unknown) => client.call<unknown, MyBookingOutput>('rescheduleMyBooking', input);
const cancel = (input: unknown) => client.call<unknown, MyBookingOutput>('cancelMyBooking', input);

/** An online booking: it always has an e-mail (only staff bookings may lack one). */
type OnlineBooking = CreatedBooking & { manage_token: string; customer_email: string };

async function book(overrides: Partial<CreateBookingInput>): Promise<OnlineBooking> {
  const stored = await create(bookingInput({ customer_email: uniqueEmail('self'), ...overrides }));
  expect(stored.manage_token, 'createBooking answers with the manage token').toMatch(/^[A-Za-z0-9_-]{43}$/);
  return stored as OnlineBooking;
}

async function lockIds(bookingId: string): Promise<string[]> {
  return (await adminDb().collection('slotLocks').where('booking_id', '==', bookingId).get()).docs.map((d) => d.id).sort();
}

async function icsOf(mail: CaughtMail) {
  return parseIcs(await attachmentText(mail, 'booking.ics'));
}

describe('manage link token', () => {
  it('shows the booking for the right token and the same "not found" for a wrong, missing or foreign token and an unknown id', async () => {
    const b = await book({ booking_date: testDay('self-service', 64), booking_time: '8:00 AM' });
    const other = await book({ booking_date: testDay('self-service', 64), booking_time: '8:00 AM' });
    const mine = await getMine({ id: b.id, token: b.manage_token });
    expect(mine.booking).toMatchObject({ id: b.id, booking_date: b.booking_date, booking_time: '8:00 AM', status: 'pending', total_price: 311 });
    expect(mine.booking).not.toHaveProperty('history');

    const wrong = b.manage_token.slice(0, -2) + (b.manage_token.endsWith('AA') ? 'BB' : 'AA');
    for (const input of [
      { id: b.id, token: wrong },
      { id: b.id, token: '' },
      { id: b.id },
      { id: b.id, token: other.manage_token },
      { id: randomUUID(), token: b.manage_token },
    ]) {
      expect(await callError(getMine(input))).toMatchObject(NOT_FOUND);
    }
    // A wrong token changes nothing either.
    expect(await callError(cancel({ id: b.id, token: wrong, mutation_id: randomUUID() }))).toMatchObject(NOT_FOUND);
    expect((await getMine({ id: b.id, token: b.manage_token })).booking.status).toBe('pending');

    // The confirmation e-mail links to this stack's manage page with the same token.
    const [confirmation] = await waitForMail(b.customer_email, /^Booking Confirmed/);
    const link = `${STACK.hostingUrl}/manage-booking#id=${b.id}&t=${b.manage_token}`;
    expect(confirmation.text).toContain(link);
    expect(confirmation.html).toContain(link.replace(/&/g, '&amp;'));
  });
});

describe('rescheduleMyBooking', () => {
  it('moves a booking to a free time: new locks, old ones freed, history, one "Booking Rescheduled" e-mail with an updating .ics', async () => {
    const from = testDay('self-service', 65);
    const to = testDay('self-service', 66);
    const b = await book({ booking_date: from, booking_time: '9:00 AM' });
    const oldLocks = await lockIds(b.id);
    expect(oldLocks).toHaveLength(6);

    const moved = await reschedule({ id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: to, booking_time: '1:00 PM' });
    expect(moved.booking).toMatchObject({ booking_date: to, booking_time: '1:00 PM', sequence: 1, status: 'pending' });
    expect(Date.parse(moved.booking.updated_at)).toBeGreaterThan(Date.parse(b.updated_at));
    const newLocks = await lockIds(b.id);
    expect(newLocks).toHaveLength(6);
    expect(newLocks.every((id) => id.startsWith(`${to}_`))).toBe(true);
    expect(newLocks.filter((id) => oldLocks.includes(id))).toEqual([]);

    const stored = (await adminDb().collection('bookings').doc(b.id).get()).data()!;
    expect(stored.history).toEqual([
      expect.objectContaining({ by: 'customer', change: 'created' }),
      expect.objectContaining({ by: 'customer', by_email: null, change: 'rescheduled', from: `${from} 9:00 AM`, to: `${to} 1:00 PM` }),
    ]);

    const [mail] = await waitForMail(b.customer_email, /^Booking Rescheduled/);
    expect(mail, 'the rescheduled e-mail reached the inbox').toBeDefined();
    expect(mail.subject).toContain('at 1:00 PM');
    expect(mail.text).toContain('Was: ');
    expect(mail.text).toContain(`/manage-booking#id=${b.id}&t=${b.manage_token}`);
    const [confirmation] = await waitForMail(b.customer_email, /^Booking Confirmed/);
    const first = await icsOf(confirmation);
    const second = await icsOf(mail);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(second).toMatchObject({ method: 'REQUEST', sequence: 1, uid: first.uid });
    expect(second.start.getTime() - first.start.getTime()).toBe((24 + 4) * 3_600_000);
  });

  it('refuses a full time and a time that breaks the booking rules, and changes nothing', async () => {
    const date = testDay('self-service', 67);
    const b = await book({ booking_date: date, booking_time: '8:00 AM' });
    await book({ booking_date: date, booking_time: '2:00 PM' });
    await book({ booking_date: date, booking_time: '2:00 PM' });
    const locks = await lockIds(b.id);

    const full = await callError(reschedule({ id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: date, booking_time: '2:00 PM' }));
    expect(full).toMatchObject({ code: 'functions/failed-precondition', message: TAKEN, details: expect.objectContaining({ reason: 'slot-taken' }) });
    // A 3-hour job cannot start at 4:30 PM (it must end by 7:00 PM).
    const late = await callError(reschedule({ id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: date, booking_time: '4:30 PM' }));
    expect(late.code).toBe('functions/invalid-argument');
    expect(late.message).toMatch(/must end by 7:00 PM/);

    const now = await getMine({ id: b.id, token: b.manage_token });
    expect(now.booking).toMatchObject({ booking_date: date, booking_time: '8:00 AM', sequence: 0 });
    expect(await lockIds(b.id)).toEqual(locks);
    expect(await mailsTo(b.customer_email, /^Booking Rescheduled/)).toHaveLength(0);
  });

  it('lets exactly one of two customers take the last free crew when both reschedule into it at once', async () => {
    const date = testDay('self-service', 68);
    await book({ booking_date: date, booking_time: '11:00 AM' });
    const a = await book({ booking_date: date, booking_time: '8:00 AM' });
    const b = await book({ booking_date: addDaysToDate(date, 1), booking_time: '8:00 AM' });
    const [locksA, locksB] = [await lockIds(a.id), await lockIds(b.id)];

    const settled = await Promise.allSettled(
      [a, b].map((x) => {
        const move = { id: x.id, token: x.manage_token, mutation_id: randomUUID(), booking_date: date, booking_time: '11:00 AM' };
        return sentLikeTheApp(() => reschedule(move), `${x.id.slice(0, 8)} to 11:00 AM`);
      }),
    );
    const won = settled.filter((r) => r.status === 'fulfilled');
    const lost = settled.flatMap((r, i) => (r.status === 'rejected' ? [{ i, reason: r.reason as Error }] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(await callError(Promise.reject(lost[0].reason))).toMatchObject({ code: 'functions/failed-precondition', message: TAKEN });

    const loser = [a, b][lost[0].i];
    const stillThere = await getMine({ id: loser.id, token: loser.manage_token });
    expect(stillThere.booking).toMatchObject({ booking_date: loser.booking_date, booking_time: '8:00 AM', sequence: 0 });
    expect(await lockIds(loser.id)).toEqual(loser.id === a.id ? locksA : locksB);
    // Two crews at 11:00 AM, one lock each per half hour of the 3-hour jobs.
    const at11 = await adminDb().collection('slotLocks').where('date', '==', date).get();
    expect(at11.docs.filter((d) => d.get('minute') === 11 * 60).map((d) => d.get('crew')).sort()).toEqual([1, 2]);
  });

  it('refuses a reschedule or cancel inside 24 hours of the start with the phone number, and leaves the booking as it was', async () => {
    const b = await book({ booking_date: testDay('self-service', 69), booking_time: '10:00 AM' });
    // Move it (as staff could) to about 12 hours from now, business time.
    const soon = new Date(Date.now() + 12 * 3_600_000);
    const soonDate = businessToday(soon);
    const soonTime = minutesToLabel(Math.floor(businessMinutesNow(soon) / 30) * 30);
    await adminDb().collection('bookings').doc(b.id).update({ booking_date: soonDate, booking_time: soonTime });

    // One call at a time: a second refused promise left waiting would be an unhandled rejection.
    for (const call of [
      () => reschedule({ id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: testDay('self-service', 72), booking_time: '10:00 AM' }),
      () => cancel({ id: b.id, token: b.manage_token, mutation_id: randomUUID() }),
    ]) {
      expect(await callError(call())).toMatchObject({ code: 'functions/failed-precondition', message: TOO_LATE, details: expect.objectContaining({ reason: 'too-late' }) });
    }
    expect((await getMine({ id: b.id, token: b.manage_token })).booking).toMatchObject({ booking_date: soonDate, booking_time: soonTime, status: 'pending', sequence: 0 });
  });

  it('changes a booking once and sends one e-mail when the same reschedule arrives 5 times, 3 of them at once', async () => {
    const b = await book({ booking_date: testDay('self-service', 73), booking_time: '8:00 AM' });
    const request = { id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: testDay('self-service', 74), booking_time: '12:00 PM' };
    const answers = await Promise.all([reschedule(request), reschedule(request), reschedule(request)]);
    answers.push(await reschedule(request), await reschedule(request));
    for (const answer of answers) expect(answer.booking).toMatchObject({ booking_date: testDay('self-service', 74), booking_time: '12:00 PM', sequence: 1 });

    const stored = (await adminDb().collection('bookings').doc(b.id).get()).data()!;
    expect(stored.history.filter((h: { change: string }) => h.change === 'rescheduled')).toHaveLength(1);
    expect(await lockIds(b.id)).toHaveLength(6);
    await waitForMail(b.customer_email, /^Booking Rescheduled/);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailsTo(b.customer_email, /^Booking Rescheduled/)).toHaveLength(1);
  });
});

describe('cancelMyBooking', () => {
  it('frees the time so another customer can book it, sends one "Booking Cancelled" e-mail with a CANCEL .ics however often it is replayed', async () => {
    const date = testDay('self-service', 75);
    const x = await book({ booking_date: date, booking_time: '10:00 AM' });
    await book({ booking_date: date, booking_time: '10:00 AM' });
    const third = bookingInput({ customer_email: uniqueEmail('third'), booking_date: date, booking_time: '10:00 AM' });
    expect(await callError(create(third))).toMatchObject({ code: 'functions/failed-precondition', message: TAKEN });

    const request = { id: x.id, token: x.manage_token, mutation_id: randomUUID() };
    const answers = await Promise.all([cancel(request), cancel(request), cancel(request)]);
    answers.push(await cancel(request), await cancel(request));
    for (const answer of answers) expect(answer.booking).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await lockIds(x.id)).toEqual([]);

    const stored = await create(third);
    expect(stored).toMatchObject({ booking_date: date, booking_time: '10:00 AM', status: 'pending' });

    // Read-only now: no reschedule of a cancelled booking.
    const after = await callError(reschedule({ ...request, mutation_id: randomUUID(), booking_date: testDay('self-service', 76), booking_time: '10:00 AM' }));
    expect(after).toMatchObject({ code: 'functions/failed-precondition', details: expect.objectContaining({ reason: 'read-only' }) });

    const [mail] = await waitForMail(x.customer_email, /^Booking Cancelled/);
    expect(mail.text).toContain('(604) 555-0142');
    // To book again: the booking link, not only the phone.
    expect(mail.text).toMatch(/To book again, choose a new time online: http\S+\/\?section=booking/);
    expect(mail.html).toMatch(/<a href="http[^"]+\/\?section=booking"[^>]*>Book again<\/a>/);
    const ics = await icsOf(mail);
    const [confirmation] = await waitForMail(x.customer_email, /^Booking Confirmed/);
    expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, uid: (await icsOf(confirmation)).uid });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailsTo(x.customer_email, /^Booking Cancelled/)).toHaveLength(1);
    const history = (await adminDb().collection('bookings').doc(x.id).get()).get('history') as { change: string }[];
    expect(history.filter((h) => h.change === 'cancelled')).toHaveLength(1);
  });
});

describe('setMyBookingAddress', () => {
  const setAddress = (input: unknown) => client.call<unknown, MyBookingOutput>('setMyBookingAddress', input);

  it('adds the service address to a booking made without one, once however often it is replayed, and never to a cancelled one', async () => {
    // Day 120 at 8:00 AM, one crew, then cancelled (tests/integration/support/booking-input.ts).
    const date = testDay('self-service', 120);
    const noAddress = { service_street: null, service_city: null, service_postal_code: null, service_name: 'Interior Detailing' as const, booking_date: date, booking_time: '8:00 AM' };
    const b = await book(noAddress);
    const request = { id: b.id, token: b.manage_token, mutation_id: randomUUID(), service_street: '4321 Hastings St', service_city: 'burnaby', service_postal_code: 'v5c 2j9' };

    expect(await callError(setAddress({ ...request, token: 'x'.repeat(43) }))).toMatchObject({ code: 'functions/not-found' });
    expect(await callError(setAddress({ ...request, service_street: '  ' }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: expect.objectContaining({ fields: expect.objectContaining({ service_street: 'Enter the street address' }) }),
    });

    const answers = await Promise.all([setAddress(request), setAddress(request)]);
    answers.push(await setAddress(request));
    for (const answer of answers) expect(answer.booking).toMatchObject({ service_street: '4321 Hastings St', service_city: 'burnaby', service_postal_code: 'V5C 2J9', status: 'pending' });
    const stored = (await adminDb().collection('bookings').doc(b.id).get()).data()!;
    expect(stored.history.filter((h: { change: string }) => h.change === 'address')).toEqual([
      expect.objectContaining({ by: 'customer', by_email: null, change: 'address', from: null, to: '4321 Hastings St, Burnaby, V5C 2J9' }),
    ]);

    // A cancelled booking is read-only.
    await cancel({ id: b.id, token: b.manage_token, mutation_id: randomUUID() });
    const late = await callError(setAddress({ ...request, mutation_id: randomUUID(), service_street: '1 Other St' }));
    expect(late).toMatchObject({ code: 'functions/failed-precondition', details: expect.objectContaining({ reason: 'read-only' }) });
    expect((await adminDb().collection('bookings').doc(b.id).get()).get('service_street')).toBe('4321 Hastings St');
  });
});

describe('staff changes', () => {
  it('records who confirmed, cancelled and deleted a booking in its history, and e-mails the customer on confirm and cancel', async () => {
    const admin = await signedInClient('admin');
    const staff = await signedInClient('staff');
    try {
      const b = await book({ booking_date: testDay('self-service', 77), booking_time: '9:00 AM' });
      await staff.call('updateBookingStatus', { id: b.id, status: 'confirmed' });
      await staff.call('updateBookingStatus', { id: b.id, status: 'confirmed' });
      await admin.call('updateBookingStatus', { id: b.id, status: 'cancelled' });
      const [confirmed] = await waitForMail(b.customer_email, /^Your booking is confirmed$/);
      expect(confirmed.text).toContain('(604) 555-0142');
      expect(confirmed.text).toContain(`/manage-booking#id=${b.id}&t=${b.manage_token}`);
      const [cancelled] = await waitForMail(b.customer_email, /^Your booking was cancelled$/);
      expect(cancelled.text).toContain('please call us at (604) 555-0142');
      expect(confirmed.text).toContain('everything is set');
      expect(confirmed.text).not.toMatch(/good news/i);
      expect(await icsOf(cancelled)).toMatchObject({ method: 'CANCEL', sequence: 1 });
      // The customer's cancel after the staff's sends nothing more.
      await cancel({ id: b.id, token: b.manage_token, mutation_id: randomUUID() });

      const listed = await admin.call<unknown, { bookings: { id: string; history?: unknown[] }[] }>('listBookings', { since: null });
      const row = listed.bookings.find((x) => x.id === b.id);
      expect(row?.history).toEqual([
        expect.objectContaining({ by: 'customer', change: 'created' }),
        expect.objectContaining({ by: 'staff', by_email: 'staff@example.com', change: 'status', from: 'pending', to: 'confirmed' }),
        expect.objectContaining({ by: 'admin', by_email: 'admin@example.com', change: 'cancelled', from: 'confirmed', to: 'cancelled' }),
      ]);

      await admin.call('deleteBooking', { id: b.id });
      const tombstone = (await adminDb().collection('bookings').doc(b.id).get()).data()!;
      expect(tombstone.history.at(-1)).toMatchObject({ by: 'admin', by_email: 'admin@example.com', change: 'deleted' });
      expect(await callError(getMine({ id: b.id, token: b.manage_token }))).toMatchObject(NOT_FOUND);
      expect(await mailsTo(b.customer_email, /cancel/i)).toHaveLength(1);
      expect(await mailsTo(b.customer_email, /confirmed$/)).toHaveLength(1);
    } finally {
      await Promise.all([admin.close(), staff.close()]);
    }
  });
});

describe('rescheduling into times only the booking itself holds', () => {
  const availableAt = async (date: string, time: string, exclude?: { id: string; token: string }) => {
    const input: GetAvailabilityInput = { service_name: 'Interior Detailing', from: date, days: 1, ...(exclude ? { exclude_booking: exclude } : {}) };
    const out = await client.call<GetAvailabilityInput, GetAvailabilityOutput>('getAvailability', input);
    return out.dates[0].slots.find((s) => s.time === time)?.available;
  };

  it('offers and accepts moving a 2-hour booking one hour later where only its own crew is free; a wrong token gets everyone\'s answer', async () => {
    const date = testDay('self-service', 78);
    // A holds 10:00-12:00 on crew 1; B then takes crew 2 from 11:00 to 1:00 PM.
    const a = await book({ service_name: 'Interior Detailing', booking_date: date, booking_time: '10:00 AM' });
    await book({ service_name: 'Interior Detailing', booking_date: date, booking_time: '11:00 AM' });
    expect((await adminDb().collection('bookings').doc(a.id).get()).get('crew')).toBe(1);

    // 11:00 AM is full for anyone else, but free to A (its own locks at 11:00 and 11:30, crew 1 free after).
    expect(await availableAt(date, '11:00 AM')).toBe(false);
    expect(await availableAt(date, '11:00 AM', { id: a.id, token: a.manage_token })).toBe(true);
    const wrong = a.manage_token.slice(0, -2) + (a.manage_token.endsWith('AA') ? 'BB' : 'AA');
    expect(await availableAt(date, '11:00 AM', { id: a.id, token: wrong })).toBe(false);

    const moved = await reschedule({ id: a.id, token: a.manage_token, mutation_id: randomUUID(), booking_date: date, booking_time: '11:00 AM' });
    expect(moved.booking).toMatchObject({ booking_date: date, booking_time: '11:00 AM', sequence: 1 });
    expect((await adminDb().collection('bookings').doc(a.id).get()).get('crew')).toBe(1);
    // Exactly its four half hours on crew 1 from 11:00, the 10:00 and 10:30 locks freed.
    const locks = (await adminDb().collection('slotLocks').where('booking_id', '==', a.id).get()).docs.map((d) => d.data());
    expect(locks.map((l) => `${l.crew}@${l.minute}`).sort()).toEqual(['1@660', '1@690', '1@720', '1@750']);
  });
});

describe('limits on customer changes', () => {
  /** The callable as a browser behind a proxy calls it: a plain POST with the client's address in X-Forwarded-For. */
  async function callFrom(ip: string, name: string, data: unknown): Promise<{ ok: boolean; status?: string; message?: string }> {
    const res = await fetch(`${STACK.functionsUrl}/${STACK.projectId}/${FIREBASE_REGION}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ data }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { status: string; message: string } };
    return body.error ? { ok: false, status: body.error.status, message: body.error.message } : { ok: true };
  }

  it(`refuses a booking's change number ${ABUSE_LIMITS.changesPerBooking.max + 1} of the day with the phone number, changing and mailing nothing; a replay of a counted change still answers`, async () => {
    const date = testDay('self-service', 79);
    const b = await book({ booking_date: date, booking_time: '8:00 AM' });
    const first = { id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: date, booking_time: '12:00 PM' };
    await reschedule(first);
    await reschedule(first);
    const counter = adminDb().collection(RATE_LIMITS).doc(rateLimitKey('change-booking', b.id, ABUSE_LIMITS.changesPerBooking).id);
    expect((await counter.get()).get('count'), 'a replay counts once').toBe(1);

    // As if the customer had made the rest of the day's changes already.
    await counter.update({ count: ABUSE_LIMITS.changesPerBooking.max });
    for (const call of [
      () => reschedule({ id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: date, booking_time: '3:00 PM' }),
      () => cancel({ id: b.id, token: b.manage_token, mutation_id: randomUUID() }),
    ]) {
      const refused = await callError(call());
      expect(refused).toMatchObject({ code: 'functions/resource-exhausted', message: CHANGE_LIMIT_MESSAGE });
      expect(refused.message).toContain('(604) 555-0142');
    }
    expect((await getMine({ id: b.id, token: b.manage_token })).booking).toMatchObject({ booking_time: '12:00 PM', status: 'pending', sequence: 1 });
    expect((await reschedule(first)).booking).toMatchObject({ booking_time: '12:00 PM', sequence: 1 });
    expect((await counter.get()).get('count')).toBe(ABUSE_LIMITS.changesPerBooking.max);
    await waitForMail(b.customer_email, /^Booking Rescheduled/);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailsTo(b.customer_email, /^Booking (Rescheduled|Cancelled)/)).toHaveLength(1);
  });

  it(`refuses a client IP's change number ${ABUSE_LIMITS.changesPerIp.max + 1} within the hour, for any booking, while other addresses still pass`, async () => {
    const b = await book({ booking_date: testDay('self-service', 79), booking_time: '3:00 PM' });
    const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    // A first change from this address goes through and is counted under it.
    expect(await callFrom(ip, 'rescheduleMyBooking', { id: b.id, token: b.manage_token, mutation_id: randomUUID(), booking_date: testDay('self-service', 119), booking_time: '3:00 PM' })).toEqual({ ok: true });
    const counter = adminDb().collection(RATE_LIMITS).doc(rateLimitKey('change-ip', ip, ABUSE_LIMITS.changesPerIp).id);
    expect((await counter.get()).get('count')).toBe(1);

    await counter.update({ count: ABUSE_LIMITS.changesPerIp.max });
    const cancelRequest = { id: b.id, token: b.manage_token, mutation_id: randomUUID() };
    expect(await callFrom(ip, 'cancelMyBooking', cancelRequest)).toEqual({ ok: false, status: 'RESOURCE_EXHAUSTED', message: CHANGE_LIMIT_MESSAGE });
    expect((await getMine({ id: b.id, token: b.manage_token })).booking.status).toBe('pending');
    // The same change from another address is taken.
    expect(await callFrom('198.51.100.7', 'cancelMyBooking', cancelRequest)).toEqual({ ok: true });
    expect((await getMine({ id: b.id, token: b.manage_token })).booking.status).toBe('cancelled');
  });
});
