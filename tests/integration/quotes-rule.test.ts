// Quotes and the one availability rule, with the function code run in this
// process on a clock of its own (March 2038) and on a Firestore database of its
// own, so the daily quote round it runs at that clock expires no other file's
// quotes: a quote expires at the end of its last business day (a minute before
// it is accepted, a minute after refused, and the round writes it expired and
// reminds once before); an expired, declined or withdrawn quote is refused in
// the customer's words; a job of whole days lands on consecutive days of one
// crew; an acceptance racing a booking for the same time lands exactly once; a
// resend of an acceptance is answered as the first; and what the times offer
// for a length is what acceptance accepts, over a grid of lengths and cities.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import type { CityId } from '@/domain/schedule/cities';
import { addDaysToDate, occupiedHalfHours } from '@/domain/schedule/schedule';
import { WHOLE_DAY, type JobLength } from '@/domain/schedule/job-length';
import { expiresAt, reminderDueAt } from '@/domain/quotes/quote-lifecycle';
import { QUOTE_MESSAGES } from '@/domain/quotes/quote-messages';
import type { RequestQuoteData } from '@/domain/quotes/quote-schema';
import { storeQuoteRequest } from '../../functions/src/quotes/request-quote';
import { changeQuote } from '../../functions/src/quotes/staff-quote';
import { acceptQuoteAt } from '../../functions/src/quotes/accept-quote';
import { declineQuoteAt } from '../../functions/src/quotes/decline-quote';
import { quoteTimes } from '../../functions/src/quotes/quote-times';
import { runQuoteRound } from '../../functions/src/scheduled/quote-expiry';
import { linkToken } from '../../functions/src/lib/link-token';
import { writeBooking, type WriteBookingData } from '../../functions/src/booking/write-booking';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';
import { MULTI_DAY_MOVE_MESSAGE } from '../../functions/src/schedule/move-job';
import { functionsDatabase } from './support/functions-db';
import { clearCollections, ruleBooking } from './support/rule-data';
import { paced } from '../../src/testing/pace';

// A Monday morning, business time; the days below are the Wednesday after and on.
const NOW = new Date('2038-03-01T17:00:00Z');
const DAY = '2038-03-03';
const OWNER = { role: 'admin' as const, email: 'owner@example.com' };
const GRID_TIMEOUT_MS = paced(300_000);

let db: Firestore;

function request(city: CityId, overrides: Partial<RequestQuoteData> = {}): RequestQuoteData {
  return {
    id: randomUUID(),
    service: 'paint-protection-film',
    vehicle_type: 'sedan',
    vehicle_make: 'Tesla',
    vehicle_model: 'Model 3',
    vehicle_year: 2022,
    service_city: city,
    description: 'Full front PPF',
    when_suits: null,
    customer_name: 'Quote Rule',
    // Mail records of this database are never sent: nothing reads them.
    customer_email: `quote-rule-${randomUUID().slice(0, 8)}@example.com`,
    customer_phone: null,
    photos: [],
    ...overrides,
  };
}

interface SentQuote {
  id: string;
  token: string;
}

/** A request, answered with one option per length, sent at `at` with `lastDay`. */
async function sentQuote(city: CityId, lengths: JobLength[], at: Date = NOW, lastDay: string | null = null): Promise<SentQuote> {
  const data = request(city);
  await storeQuoteRequest(db, data, at, []);
  const options = lengths.map((length, i) => ({ title: `Option ${i + 1}`, lines: [{ label: 'Work', amount_cents: 10_000 * (i + 1) + 99 }], length, note: null, price_cents: 10_000 * (i + 1) + 99 }));
  await changeQuote(db, data.id, randomUUID(), { kind: 'send', options, lastDay, note: null }, OWNER, at);
  const key = (await db.collection('quotes').doc(data.id).get()).get('link_key') as string;
  return { id: data.id, token: linkToken('quote', data.id, key) };
}

async function accept(q: SentQuote, option: number, date: string, time: string, at: Date = NOW, mutationId = randomUUID()) {
  return acceptQuoteAt(db, { id: q.id, token: q.token, option, booking_date: date, booking_time: time, mutation_id: mutationId }, at);
}

/** The refusal's code and message, or 'accepted'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return `${e.code}: ${e.message}`;
  }
}

function packageBooking(date: string, time: string, city: CityId | null): WriteBookingData {
  return ruleBooking(date, time, { service_city: city });
}

async function locksOf(bookingId: string): Promise<{ date: string; crew: number; minute: number }[]> {
  const snap = await db.collection('slotLocks').where('booking_id', '==', bookingId).get();
  return snap.docs.map((d) => d.data() as { date: string; crew: number; minute: number });
}

/** Undoes an acceptance: the booking and its locks go, the quote is open again (the grid tries every start on one quote). */
async function undo(q: SentQuote, bookingId: string) {
  const batch = db.batch();
  for (const l of (await db.collection('slotLocks').where('booking_id', '==', bookingId).get()).docs) batch.delete(l.ref);
  batch.delete(db.collection('bookings').doc(bookingId));
  batch.update(db.collection('quotes').doc(q.id), { state: 'sent', booking_id: null, accepted_option: null });
  await batch.commit();
}

const clear = () => clearCollections(db, ['slotLocks', 'bookings', 'quotes', 'mail', 'rateLimits']);

beforeAll(async () => {
  db = await functionsDatabase('quotes-rule');
  await clear();
});
afterAll(clear);

describe('a quote expires at the end of its last business day', () => {
  const lastDay = addDaysToDate(DAY, 7);
  const start = addDaysToDate(lastDay, 3);

  it('is accepted a minute before, and refused a minute after with the day it expired and how to ask again', async () => {
    const before = new Date(expiresAt(lastDay).getTime() - 60_000);
    const after = new Date(expiresAt(lastDay).getTime() + 60_000);
    const early = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }], NOW, lastDay);
    const late = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }], NOW, lastDay);
    expect(await outcome(accept(early, 0, start, '10:00 AM', before))).toBe('accepted');
    expect(await outcome(accept(late, 0, start, '1:00 PM', after))).toBe(`failed-precondition: ${QUOTE_MESSAGES.expired(lastDay)}`);
    expect(QUOTE_MESSAGES.expired(lastDay)).toBe('This quote expired on Wednesday, March 10. Ask us for a new one: call (604) 555-0142.');
    // Nothing was booked for the late one.
    expect((await db.collection('quotes').doc(late.id).get()).get('booking_id')).toBeNull();
  });

  it('the daily round reminds once before it expires, and writes it expired after', async () => {
    const q = await sentQuote('vancouver', [{ unit: 'minutes', minutes: 60 }], NOW, lastDay);
    const due = reminderDueAt(lastDay).getTime();
    expect((await runQuoteRound(db, new Date(due - 60_000))).reminded).not.toContain(q.id);
    expect((await runQuoteRound(db, new Date(due + 60_000))).reminded).toContain(q.id);
    expect((await runQuoteRound(db, new Date(due + 120_000))).reminded).not.toContain(q.id);
    const reminder = await db.collection('mail').doc(`quote_${q.id}_reminder_${lastDay}`).get();
    expect(reminder.get('template')).toBe('quote');
    expect(reminder.get('data.reason')).toBe('reminder');
    expect((await runQuoteRound(db, new Date(expiresAt(lastDay).getTime() - 60_000))).expired).not.toContain(q.id);
    expect((await runQuoteRound(db, new Date(expiresAt(lastDay).getTime() + 60_000))).expired).toContain(q.id);
    const stored = (await db.collection('quotes').doc(q.id).get()).data()!;
    expect(stored.state).toBe('expired');
    expect(stored.history.at(-1)).toMatchObject({ change: 'expired', by: 'system', from: 'sent', to: 'expired' });
  });

  it('the owner extends an expired quote, and it can be accepted again', async () => {
    const after = new Date(expiresAt(lastDay).getTime() + 60_000);
    const q = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }], NOW, lastDay);
    expect(await outcome(accept(q, 0, start, '3:00 PM', after))).toMatch(/^failed-precondition: This quote expired/);
    const stored = (await db.collection('quotes').doc(q.id).get()).data()!;
    await changeQuote(db, q.id, randomUUID(), { kind: 'send', options: stored.options, lastDay: addDaysToDate(lastDay, 7), note: null }, OWNER, after);
    expect(await outcome(accept(q, 0, start, '3:00 PM', after))).toBe('accepted');
  });
});

describe('a quote that is not open', () => {
  it('is refused once declined or withdrawn, in the customer\'s words', async () => {
    const declined = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }]);
    await declineQuoteAt(db, declined.id, declined.token, randomUUID(), NOW);
    expect(await outcome(accept(declined, 0, addDaysToDate(DAY, 1), '9:00 AM'))).toBe(`failed-precondition: ${QUOTE_MESSAGES.declined}`);
    const withdrawn = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }]);
    await changeQuote(db, withdrawn.id, randomUUID(), { kind: 'withdraw' }, OWNER, NOW);
    expect(await outcome(accept(withdrawn, 0, addDaysToDate(DAY, 1), '9:00 AM'))).toBe(`failed-precondition: ${QUOTE_MESSAGES.withdrawn}`);
    const stored = (await db.collection('quotes').doc(withdrawn.id).get()).data()!;
    expect(stored.history.map((h: { change: string }) => h.change)).toEqual(['requested', 'sent', 'withdrawn']);
  });

  it('a wrong or renewed token opens nothing', async () => {
    const q = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }]);
    await changeQuote(db, q.id, randomUUID(), { kind: 'link' }, OWNER, NOW);
    expect(await outcome(accept(q, 0, addDaysToDate(DAY, 1), '11:00 AM'))).toBe(`not-found: ${QUOTE_MESSAGES.notFound}`);
  });
});

describe('acceptance', () => {
  it('of a job of whole days lands on consecutive days of one crew, the other crew untouched', async () => {
    const start = addDaysToDate(DAY, 14);
    // Crew 1 busy on the middle day: a 3-day job cannot be crew 1's, and no mix of crews takes it.
    const middle = await writeBooking(db, packageBooking(addDaysToDate(start, 1), '1:00 PM', 'burnaby'), NOW, { crew: 1, source: 'staff' });
    expect(middle.kind).toBe('created');
    const q = await sentQuote('burnaby', [{ unit: 'days', days: 3 }]);
    const times = await quoteTimes(db, { option: 0, length: { unit: 'days', days: 3 }, city: 'burnaby' }, start, 1, NOW);
    expect(times.dates[0].slots).toEqual([{ time: '8:00 AM', available: true }]);
    const result = await accept(q, 0, start, '8:00 AM');
    const booking = (await db.collection('bookings').doc(result.bookingId).get()).data()!;
    expect(booking).toMatchObject({ crew: 2, booking_date: start, booking_time: '8:00 AM', duration_min: WHOLE_DAY.durationMin, job_days: 3, total_price: 100.99, quote_id: q.id });
    const locks = await locksOf(result.bookingId);
    const days = [0, 1, 2].map((i) => addDaysToDate(start, i));
    expect(locks.every((l) => l.crew === 2)).toBe(true);
    expect([...new Set(locks.map((l) => l.date))].sort()).toEqual(days);
    expect(locks).toHaveLength(3 * occupiedHalfHours(WHOLE_DAY.startMin, WHOLE_DAY.durationMin).length);
    // Crew 1 holds only its own job's locks on those days.
    const crew1 = (await db.collection('slotLocks').where('crew', '==', 1).get()).docs.map((d) => d.data()).filter((l) => days.includes(l.date));
    expect(crew1.every((l) => l.booking_id === (middle as { booking: { id: string } }).booking.id)).toBe(true);
    // Both crews taken on one of the days: a second 3-day job from that start has no crew.
    const second = await sentQuote('burnaby', [{ unit: 'days', days: 3 }]);
    expect(await outcome(accept(second, 0, start, '8:00 AM'))).toBe(`failed-precondition: ${QUOTE_MESSAGES.taken}`);
    const quote = (await db.collection('quotes').doc(q.id).get()).data()!;
    expect(quote).toMatchObject({ state: 'accepted', accepted_option: 0, booking_id: result.bookingId });
    // Moving it would move one day's locks only: refused in words, every day kept where it was.
    const staffMove = { by: 'admin' as const, email: OWNER.email, enforceWindow: false, minNotice: false };
    const move = rescheduleBooking(db, { id: result.bookingId, booking_date: addDaysToDate(start, 7), booking_time: '8:00 AM', mutation_id: randomUUID() }, staffMove, NOW);
    expect(await outcome(move)).toBe(`failed-precondition: ${MULTI_DAY_MOVE_MESSAGE}`);
    expect((await locksOf(result.bookingId)).map((l) => l.date).sort()).toEqual(locks.map((l) => l.date).sort());
  });

  it('accepting one option declines the others, and a resend is answered as the first', async () => {
    const q = await sentQuote('richmond', [{ unit: 'minutes', minutes: 90 }, { unit: 'minutes', minutes: 180 }]);
    const mutation = randomUUID();
    const first = await accept(q, 1, addDaysToDate(DAY, 2), '9:00 AM', NOW, mutation);
    const again = await accept(q, 1, addDaysToDate(DAY, 2), '9:00 AM', NOW, mutation);
    expect(again).toEqual({ kind: 'existing', bookingId: first.bookingId });
    expect((await db.collection('bookings').where('quote_id', '==', q.id).get()).size).toBe(1);
    expect(await locksOf(first.bookingId)).toHaveLength(6);
    const quote = (await db.collection('quotes').doc(q.id).get()).data()!;
    expect(quote.history.slice(-2)).toMatchObject([{ change: 'accepted', to: `Option 2, ${addDaysToDate(DAY, 2)} 9:00 AM` }, { change: 'declined', to: 'Option 1' }]);
    // Another acceptance (a new mutation) of an accepted quote is refused.
    expect(await outcome(accept(q, 0, addDaysToDate(DAY, 2), '1:00 PM'))).toBe(`failed-precondition: ${QUOTE_MESSAGES.accepted}`);
  });

  it('racing a booking for the same time: exactly one lands', async () => {
    for (let round = 0; round < 4; round++) {
      // A day and a time of its own per round: no drive from an earlier round's job stands in the way.
      const date = addDaysToDate(DAY, 21 + round);
      const time = ['9:00 AM', '11:30 AM', '2:00 PM', '4:30 PM'][round];
      // One crew busy at that time already: one crew is left for the two.
      const filler = await writeBooking(db, packageBooking(date, time, 'burnaby'), NOW, { crew: 1, source: 'staff' });
      expect(filler.kind).toBe('created');
      const q = await sentQuote('burnaby', [{ unit: 'minutes', minutes: 60 }]);
      const [accepted, booked] = await Promise.all([outcome(accept(q, 0, date, time)), writeBooking(db, packageBooking(date, time, 'burnaby'), NOW).then((r) => r.kind)]);
      expect([accepted === 'accepted', booked === 'created'].filter(Boolean), `${time}: ${accepted} / ${booked}`).toHaveLength(1);
      if (accepted !== 'accepted') expect(accepted).toBe(`failed-precondition: ${QUOTE_MESSAGES.taken}`);
    }
  }, GRID_TIMEOUT_MS);
});

describe('what is offered for a length is what acceptance accepts', () => {
  const LENGTHS: JobLength[] = [
    { unit: 'minutes', minutes: 30 },
    { unit: 'minutes', minutes: 150 },
    { unit: 'minutes', minutes: 330 },
    { unit: 'minutes', minutes: 660 },
    { unit: 'days', days: 1 },
    { unit: 'days', days: 2 },
  ];
  const CITIES: CityId[] = ['burnaby', 'langley', 'north-vancouver'];

  it('over a grid of lengths and cities, on days whose crews drive between cities', async () => {
    const day = addDaysToDate(DAY, 28);
    // Crew 1 in Langley 8-10 AM and Richmond 2-4 PM; crew 2 in North Vancouver 9-11 AM; the next day crew 2 from 1 PM.
    for (const [date, time, city, crew] of [
      [day, '8:00 AM', 'langley', 1],
      [day, '2:00 PM', 'richmond', 1],
      [day, '9:00 AM', 'north-vancouver', 2],
      [addDaysToDate(day, 1), '1:00 PM', 'vancouver', 2],
    ] as const) {
      expect((await writeBooking(db, packageBooking(date, time, city), NOW, { crew, source: 'staff' })).kind).toBe('created');
    }
    let offered = 0;
    let refused = 0;
    for (const city of CITIES) {
      const q = await sentQuote(city, LENGTHS.slice(0, 3));
      const q2 = await sentQuote(city, LENGTHS.slice(3));
      for (const [index, length] of LENGTHS.entries()) {
        const quote = index < 3 ? q : q2;
        const option = index < 3 ? index : index - 3;
        const times = await quoteTimes(db, { option, length, city }, day, 3, NOW);
        for (const { date, slots } of times.dates) {
          for (const slot of slots.filter((s) => s.available || s.reason === 'full' || s.reason === 'drive')) {
            const seen = await outcome(accept(quote, option, date, slot.time));
            expect(seen === 'accepted', `${city}, ${JSON.stringify(length)}, ${date} ${slot.time}: offered ${slot.available} (${slot.reason ?? 'free'}) but ${seen}`).toBe(slot.available);
            if (slot.available) offered++;
            else refused++;
            if (seen === 'accepted') {
              const bookingId = (await db.collection('quotes').doc(quote.id).get()).get('booking_id') as string;
              await undo(quote, bookingId);
            }
          }
        }
      }
    }
    // The grid tried both kinds of answer.
    expect(offered).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(5);
  }, GRID_TIMEOUT_MS);
});

