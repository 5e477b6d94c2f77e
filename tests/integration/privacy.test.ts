import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { ABUSE_LIMITS } from '../../src/config/limits';
import { createBookingInput, type CreateBookingInput, type CreatedBooking } from '../../src/domain/booking/booking-schema';
import type { AskToRescheduleInput, AskToRescheduleOutput, SetCustomerNoteInput, SetCustomerNoteOutput } from '../../src/domain/schedule/crew-schema';
import type { CancelMyBookingInput, MyBookingOutput, RescheduleMyBookingInput, SetMyBookingAddressInput } from '../../src/domain/booking/self-service-schema';
import type { DeleteBookingInput, DeleteBookingOutput, ListBookingsInput, ListBookingsOutput } from '../../src/domain/callables/staff-schema';
import { RATE_LIMITS, rateLimitKey } from '../../functions/src/abuse/rate-limits';
import { settleRescheduleRequest, summaryDueAt } from '../../functions/src/blocks/reschedule-summary';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { deliverMail, retryDueMail } from '../../functions/src/mail/deliver-mail';
import { mailData, newMailDoc, onMyWayMailId, rescheduleAskMailId, rescheduleSummaryMailId } from '../../functions/src/mail/mail-doc';
import { inbox } from './support/inbox';
import { ANONYMIZED_EMAIL, ANONYMIZED_NAME, type AnonymizeBookingOutput } from '../../src/domain/booking/anonymize-booking';
import type { Booking } from '../../src/domain/booking/booking-schema';
import type { HistoryEntry } from '../../src/domain/booking/booking-history';
import { addDaysToDate } from '../../src/domain/schedule/schedule';
import { conditionSummary } from '../../src/domain/photos/condition-check';
import type { SetConditionCheckInput, SetConditionCheckOutput } from '../../src/domain/photos/job-photos';
import { computeStats } from '../../src/features/staff/bookings/dashboard-model';
import { bookingFromDoc } from '../../functions/src/lib/firestore-docs';
import { applyRetention, bookingCutoffDate } from '../../functions/src/privacy/retention';
import { SCHEDULED_JOBS } from '../../functions/src/scheduled/jobs';
import { bookingInput, callError, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import type { TestClient } from './support/client';
import { functionsDb } from './support/functions-db';
import { adminDb, createTestBooking } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';

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
    expect(await SCHEDULED_JOBS.retention.run(db, now)).toEqual({ anonymized: 0, mailDeleted: 0, tombstonesDeleted: 0, tombstonesErased: 0, bookingCutoff: cutoff, photosSwept: 0, quotesErased: 0 });
    expect(await readBookings([...past, ...kept])).toEqual(after);
    for (const id of past) expect(await history(id)).toHaveLength(1);
  });
});

describe('anonymizeBooking', () => {
  const { staff, admin } = clientsForTests('staff', 'admin');
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

// Every kind of personal data one customer leaves, written by the functions'
// own code (the callables, writeBooking, askToReschedule, the mail queue), then
// erased, deleted or expired: afterwards no document of any collection holds
// any of it. Other files write to the same stack at the same time, so only
// this customer's unique values are searched for.
interface Customer {
  name: string;
  email: string;
  phone: string;
  street: string;
  newStreet: string;
  comments: string;
  note: string;
  model: string;
}

let customerSerial = 0;
function newCustomer(tag: string): Customer {
  const n = `${Date.now() % 1_000_000_0}${++customerSerial}`.padStart(8, '0').slice(-7);
  const word = randomUUID().slice(0, 6);
  return {
    name: `Quinta Erasmus ${word}`,
    email: uniqueEmail(`erase-${tag}`),
    phone: `236-${n.slice(0, 3)}-${n.slice(3, 7)}`,
    street: `${n.slice(0, 4)} Oblivion Row ${word}`,
    newStreet: `${n.slice(3, 7)} Lethe Crescent ${word}`,
    comments: `Side gate ${word}, knock twice`,
    note: `Parrot called Zog${word} in the van`,
    model: `Zephyr${word}`,
  };
}

/** What to look for: each value as written, and the phone's digits on their own (customer keys). */
function needles(c: Customer): string[] {
  return [c.name, c.email, c.phone, `p:${c.phone.replace(/\D/g, '')}`, c.street, c.newStreet, c.comments, c.note, c.model];
}

/**
 * The condition check's history line ("Scratches, Dents"): the state of this
 * customer's vehicle. Not unique to the customer, so it is looked for only in
 * the documents that name their bookings (findAnywhere's `about`).
 */
const CONDITION_ITEMS = ['scratches', 'dents'] as const;
const CONDITION_TEXT = conditionSummary(CONDITION_ITEMS);

/** Every collection the functions write, for a Firestore that cannot list them. */
const WRITTEN_COLLECTIONS = ['bookings', 'quotes', 'mail', 'rateLimits', 'rescheduleRequests', 'slotLocks', 'blocks', 'staffAccess', 'system'];

/**
 * Every document of every collection, serialised, that holds one of `values`
 * (and, with `about`, names one of those booking ids in its path or data):
 * the collections as Firestore lists them, each read whole with one query. The
 * functions write no subcollections (every write is collection(name).doc(id)),
 * so these are all of the documents.
 */
async function findAnywhere(values: readonly string[], about?: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  const lower = values.map((v) => v.toLowerCase());
  let collections: CollectionReference[];
  try {
    collections = await adminDb().listCollections();
  } catch (error) {
    // The in-process fallback Firestore (FIRESTORE_MODE=fallback) cannot list collections.
    console.warn(`listCollections() is not available here (${String(error).slice(0, 120)}): searching the collections the functions write: ${WRITTEN_COLLECTIONS.join(', ')}`);
    collections = WRITTEN_COLLECTIONS.map((name) => adminDb().collection(name));
  }
  expect(collections.map((c) => c.id)).toEqual(expect.arrayContaining(['bookings', 'mail']));
  for (const col of collections) {
    for (const snap of (await col.get()).docs) {
      const text = `${snap.ref.path} ${JSON.stringify(snap.data())}`.toLowerCase();
      if (about && !about.some((id) => text.includes(id.toLowerCase()))) continue;
      lower.forEach((v, i) => {
        if (text.includes(v)) hits.push(`${snap.ref.path}: ${values[i]}`);
      });
    }
  }
  return hits;
}

const failingSend = () => Promise.reject(new Error('SMTP down for the test'));

async function mailState(id: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection('mail').doc(id).get()).data();
}

describe('erasing everywhere', () => {
  const { staff, admin, anonymous } = clientsForTests('staff', 'admin', 'anonymous');
  const setNote = (id: string, note: string) => staff.call<SetCustomerNoteInput, SetCustomerNoteOutput>('setCustomerNote', { id, note, mutation_id: randomUUID() });
  /** The crew's condition check on the booking: its history line names the items ticked. */
  const checkCondition = (id: string) =>
    staff.call<SetConditionCheckInput, SetConditionCheckOutput>('setConditionCheck', { booking_id: id, items: [...CONDITION_ITEMS], note: null, mutation_id: randomUUID() });

  /** A second booking of the customer, months back, written by the functions' own writer (its confirmation left due). */
  async function pastBooking(c: Customer, date: string): Promise<string> {
    const db = await functionsDb();
    const input = createBookingInput.parse(
      bookingInput({ customer_name: c.name, customer_email: c.email, customer_phone: c.phone, service_street: c.street, comments: c.comments, vehicle_model: c.model, booking_date: date, booking_time: '11:00 AM' }),
    );
    expect((await writeBooking(db, input, new Date(), { ownerAlert: true })).kind).toBe('created');
    return input.id;
  }

  it('erases a customer on request from every booking, history, mail record, summary and counter, cancels their unsent mail, and keeps the figures', async () => {
    const db = await functionsDb();
    const c = newCustomer('request');
    // The booking, through the public callable (its confirmation and the owner's alert are sent at once, counted against the e-mail's counters).
    const created = await anonymous.call<CreateBookingInput, CreatedBooking>(
      'createBooking',
      bookingInput({ customer_name: c.name, customer_email: c.email, customer_phone: c.phone, service_street: c.street, comments: c.comments, vehicle_model: c.model, booking_date: testDay('privacy', 119), booking_time: '1:30 PM' }),
    );
    const id = created.id;
    const token = created.manage_token!;
    const past = await pastBooking(c, testDay('privacy', -300));
    // The customer moves the address and the time from the manage link.
    await anonymous.call<SetMyBookingAddressInput, MyBookingOutput>('setMyBookingAddress', { id, token, mutation_id: randomUUID(), service_street: c.newStreet, service_city: 'burnaby', service_postal_code: 'V5H 4T7' });
    await anonymous.call<RescheduleMyBookingInput, MyBookingOutput>('rescheduleMyBooking', { id, token, mutation_id: randomUUID(), booking_date: testDay('privacy', 119), booking_time: '2:30 PM' });
    // Staff note it: it goes on both bookings.
    expect((await setNote(id, c.note)).bookings.map((b) => b.id).sort()).toEqual([id, past].sort());
    // The crew checks the car's condition on both.
    await Promise.all([checkCondition(id), checkCondition(past)]);
    // A rain day: the request e-mail (sent at once), then the owner's summary naming the customer.
    const requestId = randomUUID();
    const now = new Date();
    await admin.call<AskToRescheduleInput, AskToRescheduleOutput>('askToReschedule', { id: requestId, booking_ids: [id], reason: 'Weather', note: null });
    const askMail = rescheduleAskMailId(id, requestId);
    // Past the end of the asking day (the callable's clock is a moment after this one).
    expect(await settleRescheduleRequest(db, requestId, new Date(summaryDueAt(now).getTime() + 3_600_000), () => Promise.resolve('summary-sent'))).toBe(true);
    // An "On my way" record queued for later, not sent yet.
    const onMyWay = onMyWayMailId(id, randomUUID());
    const booking = mailData(bookingFromDoc((await db.collection('bookings').doc(id).get()) as never));
    await db.collection('mail').doc(onMyWay).set({ ...newMailDoc(c.email, 'on-my-way', { booking, eta_from: now.toISOString(), eta_to: now.toISOString() }, now), next_attempt_at: new Date(now.getTime() + DAY_MS) });

    const before = await findAnywhere(needles(c));
    // The fixture reaches every place it should (so "nothing found" afterwards means erased).
    for (const place of [`bookings/${id}`, `bookings/${past}`, `mail/${id}`, `mail/${askMail}`, `mail/${onMyWay}`, `mail/${rescheduleSummaryMailId(requestId)}`]) {
      expect(before.some((h) => h.startsWith(`${place}:`)), place).toBe(true);
    }
    expect((await findAnywhere([CONDITION_TEXT], [id, past])).sort()).toEqual([`bookings/${id}: ${CONDITION_TEXT}`, `bookings/${past}: ${CONDITION_TEXT}`].sort());
    const counter = adminDb().collection(RATE_LIMITS).doc(rateLimitKey('booking-email', c.email, ABUSE_LIMITS.bookingsPerEmail).id);
    expect((await counter.get()).exists).toBe(true);

    // An upcoming booking of the customer keeps their details: erasing the other one is refused too.
    const refused = await callError(admin.call<{ id: string }, AnonymizeBookingOutput>('anonymizeBooking', { id: past }));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/^Cancel this customer’s upcoming booking on .* at 2:30 PM first/);
    await anonymous.call<CancelMyBookingInput, MyBookingOutput>('cancelMyBooking', { id, token, mutation_id: randomUUID() });
    const [figuresBefore, pastBefore] = await readBookings([id, past]);
    // The second booking's confirmation fails (last, so no other file's retry run sends it meanwhile) and waits for its retry.
    expect(await deliverMail(db, past, new Date(), failingSend)).toBe('failed');

    const { booking: erased } = await admin.call<{ id: string }, AnonymizeBookingOutput>('anonymizeBooking', { id: past });
    expect(erased).toMatchObject({ id: past, customer_name: ANONYMIZED_NAME, customer_email: ANONYMIZED_EMAIL, ...PERSONAL, customer_note: null });

    expect(await findAnywhere(needles(c))).toEqual([]);
    // The car's condition goes with the rest, from the history too (which the summary above promised).
    expect(await findAnywhere([CONDITION_TEXT], [id, past])).toEqual([]);
    // The figures stay on both.
    for (const [b, was] of (await readBookings([id, past])).map((b, i) => [b, [figuresBefore, pastBefore][i]!] as const)) {
      expect(b).toMatchObject({ booking_date: was.booking_date, booking_time: was.booking_time, service_name: was.service_name, total_price: was.total_price, status: was.status, crew: was.crew });
      expect(b.history?.at(-1)).toMatchObject({ change: 'anonymized', by: 'admin' });
      // Who changed what and when stays; the texts that quoted the customer go.
      expect((b.history ?? []).filter((h) => h.change === 'note')).toEqual([expect.objectContaining({ from: null, to: null })]);
      expect((b.history ?? []).filter((h) => h.change === 'condition')).toEqual([expect.objectContaining({ by: 'staff', from: null, to: null })]);
    }
    expect((await readBookings([id]))[0]!.history?.find((h) => h.change === 'address')).toMatchObject({ from: null, to: null });
    expect((await counter.get()).exists).toBe(false);
    // The e-mails not sent yet are cancelled; the sent ones are kept as records without the customer.
    expect(await mailState(past)).toMatchObject({ state: 'cancelled', next_attempt_at: null, to: '' });
    expect(await mailState(askMail)).toMatchObject({ state: 'sent', to: '' });
    expect(await mailState(onMyWay)).toMatchObject({ state: 'cancelled', next_attempt_at: null, to: '' });
    expect(await mailState(id)).toMatchObject({ state: 'sent', to: '' });
    expect((await mailState(rescheduleSummaryMailId(requestId)))?.data).toMatchObject({ rows: [expect.objectContaining({ id, customer_name: ANONYMIZED_NAME, customer_phone: null })] });
    // The request itself keeps only ids, dates and the business's reason.
    expect((await adminDb().collection('rescheduleRequests').doc(requestId).get()).get('bookings')).toEqual([expect.objectContaining({ id })]);
  });

  it('never sends a cancelled e-mail: the retry job runs past its due time and nothing reaches the inbox', async () => {
    const db = await functionsDb();
    const c = newCustomer('cancelled');
    const id = await pastBooking(c, testDay('privacy', -301));
    // Its confirmation fails once and waits for its retry.
    expect(await deliverMail(db, id, new Date(), failingSend)).toBe('failed');
    const due = (await mailState(id))?.next_attempt_at as Timestamp;
    expect(due).toBeTruthy();
    await admin.call<{ id: string }, AnonymizeBookingOutput>('anonymizeBooking', { id });
    expect(await mailState(id)).toMatchObject({ state: 'cancelled', next_attempt_at: null, to: '' });

    const later = new Date(due.toMillis() + 3_600_000);
    await retryDueMail(db, later);
    expect(await deliverMail(db, id, later)).toBe('skipped');
    expect(await inbox(c.email)).toEqual([]);
    expect(await mailState(id)).toMatchObject({ state: 'cancelled', attempts: 1 });
  });

  it('leaves nothing of the customer in a deleted booking’s tombstone or its mail, and the delta pull still reports the deletion', async () => {
    const c = newCustomer('delete');
    const id = await pastBooking(c, testDay('privacy', -302));
    await setNote(id, c.note);
    await checkCondition(id);
    expect((await findAnywhere(needles(c))).length).toBeGreaterThan(0);
    expect(await findAnywhere([CONDITION_TEXT], [id])).toEqual([`bookings/${id}: ${CONDITION_TEXT}`]);
    const [was] = await readBookings([id]);

    await admin.call<DeleteBookingInput, DeleteBookingOutput>('deleteBooking', { id, mutation_id: randomUUID(), base_revision: was!.revision });

    expect(await findAnywhere(needles(c))).toEqual([]);
    expect(await findAnywhere([CONDITION_TEXT], [id])).toEqual([]);
    const tombstone = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(tombstone).toMatchObject({ booking_date: was!.booking_date, total_price: was!.total_price, customer_keys: [], customer_note: null, customer_note_at: null });
    expect(tombstone.deleted_at).toBeTruthy();
    expect(await mailState(id)).toMatchObject({ state: 'cancelled', to: '' });
    // The dashboard's delta pull: the tombstone's id among the deleted.
    let since: string | null = null;
    const deleted: string[] = [];
    for (;;) {
      const page: ListBookingsOutput = await staff.call<ListBookingsInput, ListBookingsOutput>('listBookings', { since, limit: 500, overlap_ms: 0 });
      deleted.push(...page.deleted_ids);
      since = page.cursor;
      if (!page.has_more) break;
    }
    expect(deleted).toContain(id);
  });

  it('retention erases an expired customer everywhere, erases what an older tombstone still holds, and deletes expired tombstones', async () => {
    const db = await functionsDb();
    const now = new Date(Date.now() + 60 * DAY_MS);
    const cutoff = bookingCutoffDate(now);
    const c = newCustomer('retention');
    const first = await pastBooking(c, addDaysToDate(cutoff, -50));
    const second = await pastBooking(c, addDaysToDate(cutoff, -45));
    await setNote(first, c.note);
    await checkCondition(second);
    expect(await deliverMail(db, second, new Date(), failingSend)).toBe('failed');
    // Tombstones from before deleteBooking erased everything: one recent, one past the window.
    const old = newCustomer('old-tombstone');
    const tombstone = async (date: string, who: Customer) => {
      const tid = await createTestBooking('cancelled', who.name, { date });
      await adminDb().collection('bookings').doc(tid).update({
        deleted_at: Timestamp.now(),
        customer_email: who.email,
        customer_phone: who.phone,
        customer_keys: [`e:${who.email}`, `p:${who.phone.replace(/\D/g, '')}`],
        customer_note: who.note,
        history: [
          { at: new Date().toISOString(), by: 'staff', by_email: 'staff@example.com', change: 'note', from: null, to: who.note },
          { at: new Date().toISOString(), by: 'staff', by_email: 'staff@example.com', change: 'condition', from: null, to: CONDITION_TEXT },
        ],
      });
      return tid;
    };
    const recentTombstone = await tombstone(addDaysToDate(cutoff, 400), old);
    const expiredTombstone = await tombstone(addDaysToDate(cutoff, -60), old);
    expect((await findAnywhere([...needles(c), ...needles(old)])).length).toBeGreaterThan(0);

    const result = await applyRetention(db, now, 2);
    expect(result.anonymized).toBeGreaterThanOrEqual(2);
    expect(result.tombstonesErased).toBeGreaterThanOrEqual(1);
    expect(result.tombstonesDeleted).toBeGreaterThanOrEqual(1);

    expect(await findAnywhere([...needles(c), ...needles(old)])).toEqual([]);
    expect(await findAnywhere([CONDITION_TEXT], [first, second, recentTombstone])).toEqual([]);
    expect((await adminDb().collection('bookings').doc(expiredTombstone).get()).exists).toBe(false);
    expect((await adminDb().collection('bookings').doc(recentTombstone).get()).data()).toMatchObject({ customer_keys: [], customer_note: null });
    expect(await mailState(second)).toMatchObject({ state: 'cancelled', to: '' });
    for (const b of await readBookings([first, second])) expect(b).toMatchObject({ customer_name: ANONYMIZED_NAME, status: 'pending', total_price: 311 });
    // A second run finds nothing more of theirs.
    const again = await applyRetention(db, now, 2);
    expect(again).toMatchObject({ tombstonesErased: 0 });
  });
});
