// The crew's and the customer's changes where the order and the clock matter,
// against the local stack: On My Way decided by the server's clock (the repeat
// guard, lateness, never an earlier window than the one the customer has), a
// stale or replayed customer note, the manage page's change limits under
// parallel moves, and one duration for what a reschedule offers and accepts.
// Bookings are written through the Admin SDK on 2033 dates of their own (no
// other file uses 2033); the function code that takes a clock runs in this
// process with one on those dates.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@/config/limits';
import type { SendOnMyWayInput, SetCustomerNoteInput, SetCustomerNoteOutput } from '@/domain/schedule/crew-schema';
import { ON_MY_WAY_MESSAGES } from '@/domain/schedule/crew-schema';
import { addDaysToDate, businessInstant, minutesToLabel } from '@/domain/schedule/schedule';
import { placeOnMyWay } from '../../functions/src/staff/send-on-my-way';
import { rescheduleMine } from '../../functions/src/self-service/reschedule-my-booking';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';
import { availability } from '../../functions/src/booking/availability';
import { CHANGE_LIMIT_MESSAGE } from '../../functions/src/abuse/change-limits';
import type { TestClient } from './support/client';
import { callError, uniqueEmail } from './support/booking-input';
import { functionsDb } from './support/functions-db';
import { adminDb, writeStoredBooking } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';
import { sentLikeTheApp } from './support/sent-like-the-app';

const { staff, admin } = clientsForTests('staff', 'admin');

const stored = async (id: string) => (await adminDb().collection('bookings').doc(id).get()).data()!;

/** A booking written as stored (no slot locks), confirmed, Interior Detailing (120 minutes in the catalog). */
async function storedBooking(date: string, time: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const email = uniqueEmail('crew-changes');
  const phoneKey = `p:604555${randomUUID().replace(/\D/g, '').slice(0, 4).padEnd(4, '0')}`;
  return writeStoredBooking({
    customer_email: email,
    customer_phone: '604-555-0133',
    booking_date: date,
    booking_time: time,
    service_street: '12 Clock St',
    service_city: 'burnaby',
    history: [],
    customer_keys: [`e:${email}`, phoneKey],
    ...overrides,
  });
}

/** The error an in-process call throws (an HttpsError: code, message, details). */
async function thrown(p: Promise<unknown>): Promise<{ code: string; message: string; details: Record<string, unknown> }> {
  try {
    await p;
  } catch (error) {
    return error as { code: string; message: string; details: Record<string, unknown> };
  }
  throw new Error('expected a refusal');
}

const MIN = 60_000;

describe('On My Way, by the server’s clock', () => {
  const DAY = '2033-03-01';
  const t0 = businessInstant(DAY, 14 * 60);
  const actor = { role: 'staff' as const, email: 'staff@example.com' };
  const tap = (id: string, tappedAt: Date, driveMin: SendOnMyWayInput['drive_min'] = 15): SendOnMyWayInput => ({ id, mutation_id: randomUUID(), drive_min: driveMin, tapped_at: tappedAt.toISOString() });

  it('sends at most one per booking in 10 minutes of the server’s time, whatever times the devices put on their taps', async () => {
    const db = await functionsDb();
    const id = await storedBooking(DAY, '4:00 PM');
    expect((await placeOnMyWay(db, tap(id, new Date(t0.getTime() - MIN)), actor, t0)).mailId).not.toBeNull();
    // A second device whose clock runs 13 minutes behind taps a minute later: the customer got one a minute ago.
    const behind = await thrown(placeOnMyWay(db, tap(id, new Date(t0.getTime() - 12 * MIN)), actor, new Date(t0.getTime() + MIN)));
    expect(behind).toMatchObject({ code: 'failed-precondition', message: ON_MY_WAY_MESSAGES.repeat, details: { reason: 'repeat' } });
    // Ahead of ours by 12 minutes: the same.
    const ahead = await thrown(placeOnMyWay(db, tap(id, new Date(t0.getTime() + 14 * MIN)), actor, new Date(t0.getTime() + 2 * MIN)));
    expect(ahead).toMatchObject({ details: { reason: 'repeat' } });
    expect((await stored(id)).on_my_way).toMatchObject({ at: new Date(t0.getTime() - MIN).toISOString() });
    // Ten minutes after the last one went out, a new tap goes.
    const later = new Date(t0.getTime() + 10 * MIN);
    expect((await placeOnMyWay(db, tap(id, later, 30), actor, later)).mailId).not.toBeNull();
    expect((await stored(id)).on_my_way).toMatchObject({ at: later.toISOString(), drive_min: 30 });
  });

  it('does not send a tap older than the one the customer has (queued offline, it arrived after a newer one), and tells the crew', async () => {
    const db = await functionsDb();
    const id = await storedBooking(DAY, '4:30 PM');
    // Device B, online, taps at t0 (an hour's drive) and it goes out at once.
    await placeOnMyWay(db, tap(id, t0, 60), actor, t0);
    // Device A tapped 5 minutes before B but was offline; its tap reaches us 12 minutes after B's went out (17 minutes after it was made: not late).
    const stale = await thrown(placeOnMyWay(db, tap(id, new Date(t0.getTime() - 5 * MIN)), actor, new Date(t0.getTime() + 12 * MIN)));
    expect(stale).toMatchObject({ code: 'failed-precondition', message: ON_MY_WAY_MESSAGES.superseded, details: { reason: 'superseded' } });
    expect(stale.message).toMatch(/^Not sent: /);
    // A newer tap with a shorter drive would give a window earlier than the one the customer has: not sent either.
    const earlier = await thrown(placeOnMyWay(db, tap(id, new Date(t0.getTime() + 12 * MIN), 15), actor, new Date(t0.getTime() + 12 * MIN)));
    expect(earlier).toMatchObject({ code: 'failed-precondition', message: ON_MY_WAY_MESSAGES.earlier, details: { reason: 'earlier' } });
    const record = (await stored(id)).on_my_way;
    expect(record).toMatchObject({ at: t0.toISOString() });
    expect((await stored(id)).history.filter((h: { change: string }) => h.change === 'on-my-way')).toHaveLength(1);
    // Lateness is the server's time since the tap: 21 minutes is late, 19 is not.
    const late = await thrown(placeOnMyWay(db, tap(id, new Date(t0.getTime() + 20 * MIN), 45), actor, new Date(t0.getTime() + 41 * MIN)));
    expect(late).toMatchObject({ details: { reason: 'late' } });
    expect((await placeOnMyWay(db, tap(id, new Date(t0.getTime() + 22 * MIN), 45), actor, new Date(t0.getTime() + 41 * MIN))).mailId).not.toBeNull();
  });
});

describe('the customer note, made on a revision', () => {
  const setNote = (c: TestClient, input: SetCustomerNoteInput) => c.call<SetCustomerNoteInput, SetCustomerNoteOutput>('setCustomerNote', input);

  it('refuses a note made on an older revision when the note changed since (who, what, when), and answers a replay as the first time', async () => {
    const email = uniqueEmail('note-revision');
    const keys = [`e:${email}`];
    const first = await storedBooking('2033-05-02', '9:00 AM', { customer_email: email, customer_phone: null, customer_keys: keys });
    const other = await storedBooking('2033-05-09', '9:00 AM', { customer_email: email, customer_phone: null, customer_keys: keys });
    const opened = (await stored(first)).revision ?? 0;

    // The staff member saves a note; the admin, offline on the same revision, saves another one later.
    const staffNote: SetCustomerNoteInput = { id: first, mutation_id: randomUUID(), base_revision: opened, note: 'Gate code 4821' };
    const saved = await setNote(staff, staffNote);
    expect(saved.bookings.map((b) => b.customer_note)).toEqual(['Gate code 4821', 'Gate code 4821']);
    const adminNote: SetCustomerNoteInput = { id: first, mutation_id: randomUUID(), base_revision: opened, note: 'Dog in the yard' };
    const conflict = await callError(setNote(admin, adminNote));
    expect(conflict).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'conflict', change: 'note', by: 'staff', by_email: 'staff@example.com', to: 'Gate code 4821', revision: opened + 1 },
    });
    expect(conflict.message).toMatch(/^staff@example\.com \(staff\) changed the customer note at .* while you were offline: your customer note was not applied$/);
    expect((await stored(first)).customer_note).toBe('Gate code 4821');
    expect((await stored(other)).customer_note).toBe('Gate code 4821');
    // The refusal is on the booking's history, and a replay of it gets the same refusal.
    expect((await stored(first)).history.at(-1)).toMatchObject({ change: 'not-applied', by: 'admin', by_email: 'admin@example.com', from: 'customer note' });
    expect(await callError(setNote(admin, adminNote))).toMatchObject({ message: conflict.message, details: { reason: 'conflict' } });

    // "Apply mine again": the same note on the revision now.
    const again = await setNote(admin, { ...adminNote, mutation_id: randomUUID(), base_revision: (conflict.details as { revision: number }).revision });
    expect(again.bookings.map((b) => b.customer_note)).toEqual(['Dog in the yard', 'Dog in the yard']);

    // The outbox sending the staff member's first note again: its first answer, and the newer note stands on every booking.
    const replay = await setNote(staff, staffNote);
    expect(replay.bookings.map((b) => b.customer_note)).toEqual(['Dog in the yard', 'Dog in the yard']);
    expect((await stored(first)).customer_note).toBe('Dog in the yard');
    expect((await stored(other)).customer_note).toBe('Dog in the yard');
  });
});

// A send again after an emulator lock timeout (support/sent-like-the-app.ts) adds about 30 s.
// The two tests run side by side: their bookings, target days and client addresses are their
// own, and each spends most of its time waiting out the emulator's lock timeouts (112 and 39 s).
describe('the manage page’s change limits, under parallel moves', { timeout: 150_000 }, () => {
  const now = businessInstant('2033-02-01', 9 * 60);
  const LIMIT = ABUSE_LIMITS.changesPerBooking.max;
  // Distinct new times on days of their own (Interior Detailing, 2 hours), so every applied move changes the booking.
  const targets = (n: number, firstDay: string) =>
    Array.from({ length: n }, (_, i) => ({ booking_date: addDaysToDate(firstDay, Math.floor(i / 6)), booking_time: minutesToLabel(8 * 60 + (i % 6) * 90) }));

  async function moveInParallel(id: string, n: number, firstDay: string, ip: string) {
    const db = await functionsDb();
    const token = 'in-process: the callable checks the token before this';
    return Promise.allSettled(
      targets(n, firstDay).map((to) => {
        const move = { id, token, mutation_id: randomUUID(), ...to };
        return sentLikeTheApp(() => rescheduleMine(db, move, { ip }, now), `move to ${to.booking_date} ${to.booking_time}`);
      }),
    );
  }
  // A client address of each test's own (its per-IP counter is not this test's subject, but it is counted too).
  const someIp = (from: number) => `192.0.2.${from + Math.floor(Math.random() * 100)}`;

  it.concurrent('applies exactly the limit of a booking the business asked to move, past the free move that answers the request', async () => {
    const request = { request_id: randomUUID(), asked_at: now.toISOString(), reason: 'Weather', note: null, emailed: true };
    const id = await storedBooking('2033-03-01', '10:00 AM', { reschedule_request: request });
    const n = LIMIT + 3;
    const results = await moveInParallel(id, n, '2033-03-07', someIp(1));
    const applied = results.filter((r) => r.status === 'fulfilled' && r.value.kind === 'rescheduled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // The move that answers the business's request is free; every later one counts.
    expect(applied).toHaveLength(LIMIT + 1);
    expect(refused).toHaveLength(n - LIMIT - 1);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'resource-exhausted', message: CHANGE_LIMIT_MESSAGE });
    expect((await stored(id)).history.filter((h: { change: string }) => h.change === 'rescheduled')).toHaveLength(LIMIT + 1);
  });

  it.concurrent('applies exactly the limit of a booking not asked to move', async () => {
    const id = await storedBooking('2033-03-02', '10:00 AM');
    const n = LIMIT + 3;
    const results = await moveInParallel(id, n, '2033-03-14', someIp(101));
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.kind === 'rescheduled')).toHaveLength(LIMIT);
    expect((await stored(id)).history.filter((h: { change: string }) => h.change === 'rescheduled')).toHaveLength(LIMIT);
  });
});

describe('one duration for a reschedule', () => {
  it('offers the times the move will accept: the booking’s stored duration, not the catalog’s', async () => {
    const now = businessInstant('2033-03-01', 9 * 60);
    // Booked as 4 hours (the catalog says 2 for Interior Detailing now).
    const id = await storedBooking('2033-04-04', '10:00 AM', { duration_min: 240 });
    const db = await functionsDb();
    const { dates } = await availability(db, { service_name: 'Interior Detailing', from: '2033-04-05', days: 1 }, now, {}, id);
    const offered = dates[0].slots.filter((s) => s.available).map((s) => s.time);
    const last = offered.at(-1)!;
    const customer = { by: 'customer' as const, email: null, enforceWindow: true, minNotice: true };
    // The last time offered is accepted; the ones after it, which a 2-hour job would still fit, are not offered: a 4-hour job there ends after 7 PM.
    const moved = await rescheduleBooking(db, { id, booking_date: '2033-04-05', booking_time: last, mutation_id: randomUUID() }, customer, now);
    expect(moved).toMatchObject({ kind: 'rescheduled', booking: { booking_time: last, duration_min: 240 } });
    expect(last).toBe('3:00 PM');
    const notOffered = dates[0].slots.find((s) => s.time === '3:30 PM')!;
    expect(notOffered).toMatchObject({ available: false, reason: 'too-late' });
    const refused = await rescheduleBooking(db, { id, booking_date: '2033-04-05', booking_time: '3:30 PM', mutation_id: randomUUID() }, customer, now);
    expect(refused.kind).toBe('invalid');
  });
});
