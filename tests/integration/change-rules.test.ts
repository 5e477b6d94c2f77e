// Rules of changes to an existing booking, against the local stack: the
// customer's address change (only on an active, upcoming booking whose details
// were not erased; a new city only where the crew can still drive to it), a
// staff reschedule's end of day (staff skip the minimum notice, not the 7 PM
// end), and a replayed "ask to reschedule" after its bookings moved (the same
// answer as the first time, nothing marked again).
// Bookings are written through the Admin SDK or the functions' own writer on
// dates of their own in 2032 (the past one on crew 9, which no schedule has);
// the function code that takes a clock runs in this process with one on those dates.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AskToRescheduleInput, AskToRescheduleOutput } from '@/domain/schedule/crew-schema';
import { rescheduleMyBookingInput, type MyBookingOutput } from '@/domain/booking/self-service-schema';
import { createBookingInput } from '@/domain/booking/booking-schema';
import { CHANGE_WINDOW_MESSAGES } from '@/domain/booking/change-window';
import { addDaysToDate, businessInstant, businessToday } from '@/domain/schedule/schedule';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';
import { rescheduleMine } from '../../functions/src/self-service/reschedule-my-booking';
import { availability } from '../../functions/src/booking/availability';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { bookingIcs } from '../../functions/src/mail/booking-calendar';
import type { MailDoc } from '../../functions/src/mail/mail-doc';
import { BOOKING_RULE_MESSAGES } from '../../functions/src/booking/booking-rules';
import { bookingInput, callError } from './support/booking-input';
import { manageTokenOf } from './support/manage-token-of';
import { functionsDb } from './support/functions-db';
import { adminDb, createTestBooking, writeStoredBooking } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';

const { anonymous, admin } = clientsForTests('anonymous', 'admin');

const stored = async (id: string) => (await adminDb().collection('bookings').doc(id).get()).data()!;

/** The manage link's id and token, as the customer's page sends them. */
/** The booking's id and its link's token, as the link carries them. */
const manageKey = async (id: string) => ({ id, token: await manageTokenOf(id) });

/** A booking without an address, written as stored on crew 9 (no slot locks: no capacity is involved). */
async function bookingWithoutAddress(date: string, overrides: Record<string, unknown> = {}): Promise<string> {
  return writeStoredBooking({ customer_name: 'Address Rules', customer_phone: '604-555-0177', booking_date: date, ...overrides });
}

describe("the customer's address change", () => {
  const setAddress = async (id: string) =>
    anonymous.call<unknown, MyBookingOutput>('setMyBookingAddress', { ...(await manageKey(id)), mutation_id: randomUUID(), service_street: '9 Late St', service_city: 'burnaby', service_postal_code: null });

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

describe('an address in another city moves the job, under the drive rule', () => {
  // Langley to North Vancouver is 90 minutes, to Burnaby 60, within Langley 15 (src/config/business.ts DRIVE; no rush hour around noon).
  const NOW = businessInstant('2032-10-01', 10 * 60);
  const lockIds = async (id: string) => (await adminDb().collection('slotLocks').where('booking_id', '==', id).get()).docs.map((d) => d.id).sort();
  const setAddress = async (id: string, street: string, city: string) =>
    anonymous.call<unknown, MyBookingOutput>('setMyBookingAddress', { ...(await manageKey(id)), mutation_id: randomUUID(), service_street: street, service_city: city, service_postal_code: null });

  /** A Langley job of 2 hours, placed by the booking rule itself (the first crew free and able to drive to it). */
  async function inLangley(date: string, time: string): Promise<string> {
    const input = createBookingInput.parse(
      bookingInput({ service_name: 'Interior Detailing', booking_date: date, booking_time: time, service_street: '20338 65 Ave', service_city: 'langley', service_postal_code: null }),
    );
    expect((await writeBooking(await functionsDb(), input, NOW)).kind, `${date} ${time}`).toBe('created');
    return input.id;
  }

  it('is refused where the crew cannot get there from its job before (nothing stored changes), stored where it can, and a new time there moves both', async () => {
    // Crew 1 in Langley 10:00 AM-12:00 PM (A) and 1:00-3:00 PM (B); crew 2 in Langley from 12:00 PM
    // (15 minutes from A: not crew 1's), so busy while B lasts.
    const date = '2032-10-06';
    const a = await inLangley(date, '10:00 AM');
    const c = await inLangley(date, '12:00 PM');
    const b = await inLangley(date, '1:00 PM');
    expect([(await stored(a)).crew, (await stored(c)).crew, (await stored(b)).crew]).toEqual([1, 2, 1]);
    const before = await stored(b);
    const locksBefore = await lockIds(b);

    // North Vancouver: A ends at noon, and 90 minutes later is past 1:00 PM; crew 2 is busy.
    expect(await callError(setAddress(b, '141 W 14th St', 'north-vancouver'))).toMatchObject({
      code: 'functions/failed-precondition',
      message: "Our crew can't get to North Vancouver by 1:00 PM: our jobs before and after yours that day are too far from there. Pick a new time for the new address, or keep your current address.",
      details: expect.objectContaining({ reason: 'drive', service_city: 'north-vancouver' }),
    });
    expect(await stored(b)).toEqual(before);
    expect(await lockIds(b)).toEqual(locksBefore);

    // Burnaby: 60 minutes from noon is 1:00 PM, in time. Stored, on the same crew and locks.
    expect((await setAddress(b, '4321 Hastings St', 'burnaby')).booking).toMatchObject({ service_street: '4321 Hastings St', service_city: 'burnaby', booking_time: '1:00 PM' });
    expect(await stored(b)).toMatchObject({ service_city: 'burnaby', crew: 1 });
    expect(await lockIds(b)).toEqual(locksBefore);
    // Another street in the same city is a correction: no drive changes.
    await setAddress(b, '4400 Hastings St', 'burnaby');
    expect((await stored(b)).history.filter((h: { change: string }) => h.change === 'address')).toEqual([
      expect.objectContaining({ by: 'customer', from: '20338 65 Ave, Langley', to: '4321 Hastings St, Burnaby' }),
      expect.objectContaining({ by: 'customer', from: '4321 Hastings St, Burnaby', to: '4400 Hastings St, Burnaby' }),
    ]);

    // The next step the manage page offers: a new time for the new address. What is offered is the
    // new city's (crew 1 reaches North Vancouver from A by 1:30 PM), and the move takes both together.
    const fs = await functionsDb();
    const offered = await availability(fs, { service_name: 'Interior Detailing', from: date, days: 1 }, NOW, { city: 'north-vancouver' }, b);
    const free = (time: string) => offered.dates[0]!.slots.find((s) => s.time === time)?.available;
    expect([free('1:00 PM'), free('1:30 PM')]).toEqual([false, true]);
    const address = { service_street: '141 W 14th St', service_city: 'north-vancouver', service_postal_code: 'v7m 1p9' };
    const move = rescheduleMyBookingInput.parse({ ...(await manageKey(b)), mutation_id: randomUUID(), booking_date: date, booking_time: '1:30 PM', address });
    const moved = await rescheduleMine(fs, move, undefined, NOW);
    expect(moved.booking).toMatchObject({ booking_time: '1:30 PM', service_street: '141 W 14th St', service_city: 'north-vancouver', service_postal_code: 'V7M 1P9', crew: 1 });
    expect((await stored(b)).history.slice(-2)).toEqual([
      expect.objectContaining({ change: 'rescheduled', to: `${date} 1:30 PM` }),
      expect.objectContaining({ change: 'address', from: '4400 Hastings St, Burnaby', to: '141 W 14th St, North Vancouver, V7M 1P9' }),
    ]);
    // The customer's "Booking Rescheduled" e-mail and its calendar event name the new address.
    const mail = (await adminDb().collection('mail').doc(moved.kind === 'rescheduled' ? moved.mailIds[0]! : '-').get()).data() as MailDoc;
    expect(mail).toMatchObject({ template: 'booking-rescheduled', data: { booking: { service_street: '141 W 14th St', service_city: 'north-vancouver' } } });
    expect(bookingIcs((mail.data as { booking: Parameters<typeof bookingIcs>[0] }).booking)).toContain('LOCATION:141 W 14th St\\, North Vancouver\\, V7M 1P9');
  });

  it('moves the job to the other crew at the same time when only that crew can get to the new city', async () => {
    // Crew 1 in Langley 10:00 AM-12:00 PM and 1:00-3:00 PM; crew 2 free.
    const date = '2032-10-07';
    await inLangley(date, '10:00 AM');
    const b = await inLangley(date, '1:00 PM');
    expect((await stored(b)).crew).toBe(1);

    expect((await setAddress(b, '141 W 14th St', 'north-vancouver')).booking).toMatchObject({ service_city: 'north-vancouver', booking_date: date, booking_time: '1:00 PM' });
    expect((await stored(b)).crew).toBe(2);
    // Crew 2's locks for 1:00-3:00 PM; crew 1's afternoon is free again.
    expect(await lockIds(b)).toEqual(['1300_2', '1330_2', '1400_2', '1430_2'].map((m) => `${date}_${m}`));
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
