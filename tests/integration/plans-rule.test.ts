// Maintenance plans at the function code, on a clock of its own (2039) and a
// Firestore database of its own: each visit goes through the one availability
// rule with crew locks (a plan whose fourth visit collides with other bookings
// gets that visit as needing a time, never a double booking); the nightly round
// is idempotent (run twice, run at once: the same visits, locks held once);
// a series change keeps a visit moved by hand; skip and pause cancel and make
// the right visits; the customer's changes keep the 24-hour rule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { addDaysToDate, businessInstant, businessToday, occupiedHalfHours } from '@/domain/schedule/schedule';
import { WEEKDAYS, weekdayIndex } from '@/domain/plans/recurrence';
import type { CreatePlanData } from '@/domain/plans/plan-schema';
import { PLAN_REQUEST_REASON } from '../../functions/src/plans/write-visit';
import { PLAN_MESSAGES, createPlanAt, editSeriesAt, endPlanAt, pausePlanAt, skipVisitAt, type PlanActor } from '../../functions/src/plans/plan-changes';
import { planRequestId, visitId } from '../../functions/src/plans/plan-doc';
import { previewPlanAt } from '../../functions/src/plans/plan-preview';
import { PLAN_ICS_FILENAMES, planUpdateEmail } from '../../functions/src/mail/plan-email';
import { bookingUid } from '../../functions/src/mail/booking-calendar';
import { runPlanRound } from '../../functions/src/scheduled/plan-visits';
import { readPersonalCopies, writeErasure } from '../../functions/src/privacy/personal-data';
import { ANONYMIZED_NAME } from '@/domain/booking/anonymize-booking';
import { writeBooking, type WriteBookingData } from '../../functions/src/booking/write-booking';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';
import { writeBlock } from '../../functions/src/blocks/create-block';
import { askToRescheduleBookings } from '../../functions/src/blocks/ask-to-reschedule';
import { functionsDatabase } from './support/functions-db';
import { clearCollections, ruleBooking } from './support/rule-data';

const STAFF: PlanActor = { by: 'staff', email: 'crew@example.com', customer: false };
const CUSTOMER: PlanActor = { by: 'customer', email: null, customer: true };
/** Interior Detailing: two hours, four half hours. */
const HALF_HOURS = occupiedHalfHours(10 * 60, 120).length;
const TIMEOUT_MS = 120_000;

let db: Firestore;

/** A clock of its own per test (about 100 days apart), so no plan meets another's visits. */
const clockAt = (index: number) => new Date(Date.UTC(2039, 0, 10 + index * 100, 17, 0));

function setup(now: Date, overrides: Partial<CreatePlanData> = {}): CreatePlanData {
  const start = addDaysToDate(businessToday(now), 2);
  return {
    id: randomUUID(),
    customer_name: 'Plan Customer',
    customer_email: `plan-${randomUUID().slice(0, 8)}@example.com`,
    customer_phone: null,
    vehicle_type: 'sedan',
    vehicle_make: 'Honda',
    vehicle_model: 'Civic',
    comments: null,
    service_street: '1 Test St',
    service_city: 'burnaby',
    service_postal_code: null,
    service_name: 'Interior Detailing',
    cadence: { kind: 'weeks', every: 2, weekday: WEEKDAYS[weekdayIndex(start)] },
    start_time: '10:00 AM',
    crew: null,
    start_date: start,
    end: { kind: 'none' },
    ...overrides,
  };
}

/** The plan `setup` gives at `now`, made by staff then: its clock and input. */
async function planMadeByStaff(now: Date): Promise<{ now: Date; input: CreatePlanData }> {
  const input = setup(now);
  await createPlanAt(db, input, STAFF, now);
  return { now, input };
}

function neighbour(date: string, time: string): WriteBookingData {
  return ruleBooking(date, time, { service_street: '2 Test St' });
}

interface Visit {
  id: string;
  booking_date: string;
  booking_time: string;
  status: string;
  plan_date: string;
  crew: number;
  total_price: number;
  reschedule_request: { request_id: string; reason: string } | null;
}

async function visitsOf(planId: string): Promise<Visit[]> {
  const snap = await db.collection('bookings').where('plan_id', '==', planId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Visit, 'id'>) })).sort((a, b) => a.plan_date.localeCompare(b.plan_date) || a.id.localeCompare(b.id));
}

const active = (visits: Visit[]) => visits.filter((v) => v.status === 'confirmed' || v.status === 'pending');

async function locksOf(bookingId: string): Promise<{ date: string; crew: number; minute: number }[]> {
  const snap = await db.collection('slotLocks').where('booking_id', '==', bookingId).get();
  return snap.docs.map((d) => d.data() as { date: string; crew: number; minute: number });
}

/** Every lock of a date, by crew and minute: two holders of one would be one document, so count holders per booking. */
async function locksOn(date: string): Promise<{ booking_id: string; crew: number; minute: number }[]> {
  const snap = await db.collection('slotLocks').where('date', '==', date).get();
  return snap.docs.map((d) => d.data() as { booking_id: string; crew: number; minute: number });
}

const clear = () => clearCollections(db, ['slotLocks', 'bookings', 'plans', 'mail', 'rateLimits', 'blocks', 'rescheduleRequests']);

beforeAll(async () => {
  db = await functionsDatabase('plans-rule');
  await clear();
});
afterAll(clear);

describe('a plan whose fourth visit collides with other bookings', () => {
  it('previews the collision with the nearest free time, then books three visits and asks for a time for the fourth, never double-booking', async () => {
    const now = clockAt(0);
    const input = setup(now);
    const dates = [0, 14, 28, 42].map((d) => addDaysToDate(input.start_date, d));
    // Both crews busy at 10:00 AM on the fourth visit's day.
    for (const crew of [1, 2]) expect((await writeBooking(db, neighbour(dates[3], '10:00 AM'), now, { crew, source: 'staff' })).kind).toBe('created');

    const preview = await previewPlanAt(db, input, now);
    expect(preview.price).toBe(176);
    expect(preview.visits.map((v) => v.booking_date)).toEqual([...dates, addDaysToDate(input.start_date, 56), addDaysToDate(input.start_date, 70)]);
    expect(preview.visits.map((v) => v.fits)).toEqual([true, true, true, false, true, true]);
    // The nearest free start the same day: after the neighbours' two hours and a drive within the city.
    expect(preview.visits[3]).toMatchObject({ reason: 'full', nearest: { booking_date: dates[3] } });
    expect(preview.visits[3].nearest!.booking_time).not.toBe('10:00 AM');
    // Nothing written by a preview.
    expect((await db.collection('plans').doc(input.id).get()).exists).toBe(false);

    const made = await createPlanAt(db, input, STAFF, now);
    expect(made.plan.next_visits.map((v) => [v.booking_date, v.needs_time])).toEqual([
      [dates[0], false],
      [dates[1], false],
      [dates[2], false],
      [dates[3], true],
    ]);
    const visits = await visitsOf(input.id);
    expect(visits.map((v) => v.id)).toEqual(dates.map((d) => visitId(input.id, 1, d)));
    for (const v of visits.slice(0, 3)) {
      expect(v).toMatchObject({ status: 'confirmed', booking_time: '10:00 AM', total_price: 176, reschedule_request: null });
      expect(await locksOf(v.id)).toHaveLength(HALF_HOURS);
    }
    // The fourth holds no lock: the neighbours keep theirs, one holder per crew and half hour.
    expect(visits[3].reschedule_request).toMatchObject({ request_id: planRequestId(input.id), reason: PLAN_REQUEST_REASON });
    expect(await locksOf(visits[3].id)).toEqual([]);
    const onDay = await locksOn(dates[3]);
    expect(onDay).toHaveLength(2 * HALF_HOURS);
    expect(onDay.some((l) => l.booking_id === visits[3].id)).toBe(false);
    // The customer is asked to pick a time, and gets the plan's e-mail listing the four.
    const ask = await db.collection('mail').doc(`${visits[3].id}_reschedule_ask_${planRequestId(input.id)}`).get();
    expect(ask.get('template')).toBe('reschedule-request');
    expect(ask.get('to')).toBe(input.customer_email);
    const planMail = await db.collection('mail').doc(`plan_${input.id}_${input.id}`).get();
    expect(planMail.get('data.visits')).toHaveLength(4);

    // Picking a time (an ordinary reschedule, here by staff on the phone) books it where the rule finds a crew.
    const moved = await rescheduleBooking(db, { id: visits[3].id, booking_date: dates[3], booking_time: preview.visits[3].nearest!.booking_time, mutation_id: randomUUID() }, { by: 'staff', email: STAFF.email, enforceWindow: false, minNotice: false }, now);
    expect(moved.kind).toBe('rescheduled');
    expect(await locksOf(visits[3].id)).toHaveLength(HALF_HOURS);
  }, TIMEOUT_MS);
});

describe('the nightly round', () => {
  it('makes the same visits however often it runs, and at once', async () => {
    const { now, input } = await planMadeByStaff(clockAt(1));
    const first = (await visitsOf(input.id)).map((v) => v.id);
    expect(first).toHaveLength(4);

    // Run twice: nothing new within the same eight weeks.
    const again = await runPlanRound(db, now, { send: false });
    expect([...again.booked, ...again.needsTime].filter((id) => id.startsWith(input.id))).toEqual([]);
    // Two weeks on, at 2:00 AM business time: one more visit comes within eight weeks; three rounds at once make it once.
    const later = businessInstant(addDaysToDate(businessToday(now), 14), 2 * 60);
    const rounds = await Promise.all([0, 1, 2].map(() => runPlanRound(db, later, { send: false })));
    const fifth = visitId(input.id, 1, addDaysToDate(input.start_date, 56));
    expect(rounds.flatMap((r) => r.booked).filter((id) => id.startsWith(input.id))).toEqual([fifth]);
    const after = await visitsOf(input.id);
    expect(after.map((v) => v.id)).toEqual([...first, fifth]);
    for (const v of after) expect(await locksOf(v.id)).toHaveLength(HALF_HOURS);
    // Its confirmation is queued once.
    expect((await db.collection('mail').doc(fifth).get()).get('template')).toBe('booking-confirmation');
    // And again: the same.
    await runPlanRound(db, later, { send: false });
    expect((await visitsOf(input.id)).map((v) => v.id)).toEqual([...first, fifth]);
  }, TIMEOUT_MS);
});

describe('changing a plan', () => {
  it('a series change from the first visit keeps the visit moved by hand, and makes the others at the new time', async () => {
    const { now, input } = await planMadeByStaff(clockAt(2));
    const [v1, v2, v3, v4] = await visitsOf(input.id);
    // The second visit moved by hand to the next day, 2:00 PM (a rain day's move is the same reschedule).
    const nextDay = addDaysToDate(v2.booking_date, 1);
    expect((await rescheduleBooking(db, { id: v2.id, booking_date: nextDay, booking_time: '2:00 PM', mutation_id: randomUUID() }, { by: 'staff', email: STAFF.email, enforceWindow: false, minNotice: false }, now)).kind).toBe('rescheduled');
    // Moving one visit leaves the following where they were.
    expect((await visitsOf(input.id)).filter((v) => v.id !== v2.id).map((v) => [v.booking_date, v.booking_time])).toEqual([v1, v3, v4].map((v) => [v.booking_date, '10:00 AM']));

    const edited = await editSeriesAt(db, { visit_id: v1.id, mutation_id: randomUUID(), changes: { start_time: '1:00 PM', price: 150 } }, STAFF, now);
    const all = await visitsOf(input.id);
    const live = active(all);
    // The moved visit stays where it was moved; no second visit on its date.
    expect(live.find((v) => v.id === v2.id)).toMatchObject({ booking_date: nextDay, booking_time: '2:00 PM', total_price: 176 });
    expect(live.filter((v) => v.plan_date === v2.plan_date)).toHaveLength(1);
    // The others: the new series at 1:00 PM and the new price; the old ones cancelled with their locks freed.
    const renewed = live.filter((v) => v.id !== v2.id);
    expect(renewed.map((v) => [v.id, v.booking_time, v.total_price])).toEqual([v1, v3, v4].map((v) => [visitId(input.id, 2, v.plan_date), '1:00 PM', 150]));
    for (const old of [v1, v3, v4]) {
      expect(all.find((v) => v.id === old.id)?.status).toBe('cancelled');
      expect(await locksOf(old.id)).toEqual([]);
    }
    for (const v of renewed) expect(await locksOf(v.id)).toHaveLength(HALF_HOURS);
    expect(edited.plan.next_visits.map((v) => v.booking_time)).toEqual(['1:00 PM', '2:00 PM', '1:00 PM', '1:00 PM']);
    // The nightly round after it keeps to the new series and the held date.
    await runPlanRound(db, now, { send: false });
    expect(active(await visitsOf(input.id)).map((v) => v.id).sort()).toEqual(live.map((v) => v.id).sort());
  }, TIMEOUT_MS);

  it('skip cancels one visit and frees its time; pause cancels those before its date and the round makes none until then', async () => {
    const { now, input } = await planMadeByStaff(clockAt(3));
    const [v1, v2, v3, v4] = await visitsOf(input.id);

    const skip = randomUUID();
    await skipVisitAt(db, v3.id, skip, STAFF, now);
    let visits = await visitsOf(input.id);
    expect(visits.map((v) => v.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'confirmed']);
    expect(await locksOf(v3.id)).toEqual([]);
    // The customer's e-mail carries the calendar: the three visits left to add, the skipped one to remove, each under its booking's UID.
    const skipMail = planUpdateEmail((await db.collection('mail').doc(`plan_${input.id}_${skip}`).get()).get('data'));
    // (A calendar file folds its long lines: a line break and a space continue one.)
    const [adds, removes] = skipMail.attachments!.map((f) => ({ ...f, content: f.content.replace(/\r\n /g, '') }));
    expect([adds.filename, removes.filename]).toEqual([PLAN_ICS_FILENAMES.REQUEST, PLAN_ICS_FILENAMES.CANCEL]);
    expect(adds.content.match(/^UID:.*$/gm)).toEqual([v1, v2, v4].map((v) => `UID:${bookingUid(v.id)}`));
    expect(removes.content).toContain('METHOD:CANCEL');
    expect(removes.content.match(/^UID:.*$/gm)).toEqual([`UID:${bookingUid(v3.id)}`]);
    expect(removes.content).toContain('SEQUENCE:1');
    expect(skipMail.text).toContain(`Open the attached ${PLAN_ICS_FILENAMES.CANCEL} to remove the cancelled visits`);
    // The freed time can be booked by anyone; the round does not make the skipped visit again.
    await runPlanRound(db, now, { send: false });
    expect((await visitsOf(input.id)).map((v) => v.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'confirmed']);

    // Paused until the day after the second visit: the first two go, the fourth stays.
    const until = addDaysToDate(v2.booking_date, 1);
    const paused = await pausePlanAt(db, input.id, until, randomUUID(), STAFF, now);
    expect(paused.plan.state).toBe('paused');
    visits = await visitsOf(input.id);
    expect(visits.map((v) => [v.id, v.status])).toEqual([
      [v1.id, 'cancelled'],
      [v2.id, 'cancelled'],
      [v3.id, 'cancelled'],
      [v4.id, 'confirmed'],
    ]);
    for (const v of [v1, v2]) expect(await locksOf(v.id)).toEqual([]);
    // Two weeks on: the next visit after the pause is made, nothing before its date.
    const later = businessInstant(addDaysToDate(businessToday(now), 14), 2 * 60);
    await runPlanRound(db, later, { send: false });
    const made = active(await visitsOf(input.id));
    expect(made.map((v) => v.plan_date)).toEqual([v4.plan_date, addDaysToDate(input.start_date, 56)]);
    expect(made.every((v) => v.booking_date >= until)).toBe(true);
  }, TIMEOUT_MS);
});

describe("the customer's changes from a visit's link", () => {
  it('keep the 24-hour rule: a visit within 24 hours is not skipped, and a pause leaves it', async () => {
    const { input } = await planMadeByStaff(clockAt(4));
    const [v1, v2, v3] = await visitsOf(input.id);
    const start = businessInstant(v1.booking_date, 10 * 60);
    const inside = new Date(start.getTime() - 23 * 3_600_000);
    const outside = new Date(start.getTime() - 25 * 3_600_000);

    await expect(skipVisitAt(db, v1.id, randomUUID(), CUSTOMER, inside)).rejects.toMatchObject({ code: 'failed-precondition', message: PLAN_MESSAGES.tooLate });
    expect((await visitsOf(input.id))[0].status).toBe('confirmed');
    // A day and an hour before, the customer may skip it.
    await skipVisitAt(db, v1.id, randomUUID(), CUSTOMER, outside);
    expect((await visitsOf(input.id))[0].status).toBe('cancelled');

    // A date gone by is refused: a pause or an end says nothing about the past.
    await expect(pausePlanAt(db, input.id, addDaysToDate(businessToday(outside), -1), randomUUID(), CUSTOMER, outside)).rejects.toMatchObject({ code: 'invalid-argument', message: PLAN_MESSAGES.pastDate });
    await expect(endPlanAt(db, input.id, addDaysToDate(businessToday(outside), -1), randomUUID(), CUSTOMER, outside)).rejects.toMatchObject({ code: 'invalid-argument', message: PLAN_MESSAGES.pastDate });

    // A pause from inside the second visit's 24 hours: that visit stays, the third goes.
    const insideSecond = new Date(businessInstant(v2.booking_date, 10 * 60).getTime() - 3_600_000);
    await pausePlanAt(db, input.id, addDaysToDate(v3.booking_date, 1), randomUUID(), CUSTOMER, insideSecond);
    const visits = await visitsOf(input.id);
    expect(visits.find((v) => v.id === v2.id)?.status).toBe('confirmed');
    expect(visits.find((v) => v.id === v3.id)?.status).toBe('cancelled');
    expect(await locksOf(v2.id)).toHaveLength(HALF_HOURS);
  }, TIMEOUT_MS);
});

describe('a rain day over a plan visit', () => {
  it('asks for a new time for that visit only; the following visits stay where they were, and the round neither remakes nor moves them', async () => {
    const { now, input } = await planMadeByStaff(clockAt(6));
    const before = await visitsOf(input.id);
    const rained = before[1];
    // The whole of the second visit's day blocked for rain, for every crew, and its booking asked to move.
    const block = await writeBlock(db, { id: randomUUID(), date_from: rained.booking_date, date_to: rained.booking_date, start_time: null, end_time: null, crew: null, reason: 'Weather', note: null }, STAFF.email);
    expect(block.conflicts.map((c) => c.id)).toEqual([rained.id]);
    const asked = await askToRescheduleBookings(db, { id: randomUUID(), booking_ids: [rained.id], reason: 'Weather', note: null, block_id: block.block.id }, STAFF.email, now);
    expect(asked.emailed).toEqual([rained.id]);

    await runPlanRound(db, now, { send: false });
    const after = await visitsOf(input.id);
    expect(after.map((v) => v.id)).toEqual(before.map((v) => v.id));
    expect(after.map((v) => [v.booking_date, v.booking_time, v.status])).toEqual(before.map((v) => [v.booking_date, v.booking_time, v.status]));
    expect(after.map((v) => v.reschedule_request?.reason ?? null)).toEqual(before.map((v) => (v.id === rained.id ? 'Weather' : null)));
  }, TIMEOUT_MS);
});

describe("a plan's personal data", () => {
  it("is erased with the customer's erase, and an erased plan makes no more visits", async () => {
    const { now, input } = await planMadeByStaff(clockAt(5));
    const ended = await endPlanAt(db, input.id, businessToday(now), randomUUID(), STAFF, now);
    expect(ended.plan.state).toBe('ended');
    expect(active(await visitsOf(input.id))).toEqual([]);
    const visitIds = (await visitsOf(input.id)).map((v) => v.id);
    await db.runTransaction(async (tx) => {
      const copies = await readPersonalCopies(db, tx, visitIds, [input.customer_email!], now);
      writeErasure(tx, [], copies);
    });
    const plan = (await db.collection('plans').doc(input.id).get()).data()!;
    expect(plan).toMatchObject({ customer_name: ANONYMIZED_NAME, customer_email: null, customer_keys: [], vehicle_make: null, vehicle_model: null, service_street: null });
    expect(plan.anonymized_at).toBeTruthy();
    // Its package, cadence and price stay (what the business needs without the person).
    expect(plan).toMatchObject({ service_name: 'Interior Detailing', price: 176 });
    await runPlanRound(db, businessInstant(addDaysToDate(businessToday(now), 20), 2 * 60), { send: false });
    expect(active(await visitsOf(input.id))).toEqual([]);
  }, TIMEOUT_MS);
});
