// The customer's side of maintenance plans through the callables on the
// emulators: requestPlan, the offer after a booking of a plan package, stores
// the request on the booking (staff read it) and alerts the owner once per
// request; a replay is the same one request; a wrong token is the same "not
// found" as every manage-link call; a package a plan does not repeat is refused.
// Its bookings are written as stored (crew 9, no slot locks) on 2039-05-03:
// asking for a plan books no time.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '@/domain/callables/callables';
import type { Booking } from '@/domain/booking/booking-schema';
import { NOT_FOUND_MESSAGE } from '@/domain/booking/manage-messages';
import { BUSINESS } from '@/config/business';
import { testClient } from './support/client';
import { adminDb, callError } from './support/booking-input';
import { mailsTo, waitForMail } from './support/inbox';
import { writeStoredBooking } from './support/staff-fixtures';
import { manageTokenOf } from './support/manage-token-of';
import { newManageKey } from '../../functions/src/lib/manage-token';
import { PLAN_REQUEST_MESSAGES } from '../../functions/src/plans/request-plan';

const client = testClient();
afterAll(() => client.close());

const DATE = '2039-05-03';
const EVERY_4_WEEKS = { kind: 'weeks', every: 4, weekday: 'TU' } as const;

const requestPlan = (input: CallInput<'requestPlan'>) => client.call<CallInput<'requestPlan'>, CallOutput<'requestPlan'>>('requestPlan', input);

/** A customer's booking as stored, with its link: the token the confirmation's manage link carries. */
async function stored(service_name: string): Promise<{ id: string; token: string; name: string }> {
  const name = `Plan Asker ${randomUUID().slice(0, 8)}`;
  const id = await writeStoredBooking({ booking_date: DATE, service_name, customer_name: name, manage_key: newManageKey() });
  return { id, token: await manageTokenOf(id), name };
}

const planRequestOf = async (id: string) => (await adminDb().collection('bookings').doc(id).get()).get('plan_request') as Booking['plan_request'];
const alertsFor = (name: string) => mailsTo(BUSINESS.ownerEmail, new RegExp(`^Maintenance plan asked for: ${name}`));

describe('requestPlan', () => {
  it('stores the request on the booking and alerts the owner with the cadence', async () => {
    const b = await stored('Interior Detailing');
    const answer = await requestPlan({ id: b.id, token: b.token, cadence: EVERY_4_WEEKS, mutation_id: randomUUID() });
    expect(answer).toEqual({ plan_request: { cadence: EVERY_4_WEEKS } });
    const request = await planRequestOf(b.id);
    expect(request?.cadence).toEqual(EVERY_4_WEEKS);
    expect(Date.parse(request!.asked_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
    const [alert] = await waitForMail(BUSINESS.ownerEmail, new RegExp(`^Maintenance plan asked for: ${b.name}`), 30_000);
    expect(alert?.text).toContain('Plan asked for: Every 4 weeks on Tuesday');
  });

  it('takes a replay of one request as that request: stored once, one alert', async () => {
    const b = await stored('Steam Cleaning & Interior Shampoo');
    const input = { id: b.id, token: b.token, cadence: { kind: 'weeks', every: 6, weekday: 'TU' }, mutation_id: randomUUID() } as const;
    await requestPlan(input);
    const first = await planRequestOf(b.id);
    await Promise.all([requestPlan(input), requestPlan(input)]);
    expect(await planRequestOf(b.id)).toEqual(first);
    await waitForMail(BUSINESS.ownerEmail, new RegExp(`^Maintenance plan asked for: ${b.name}`), 30_000);
    const alerts = await adminDb().collection('mail').where('booking_id', '==', b.id).get();
    expect(alerts.size).toBe(1);
    expect(await alertsFor(b.name)).toHaveLength(1);
  });

  it('refuses a wrong token with the same "not found" as every manage link, storing nothing', async () => {
    const b = await stored('Interior Detailing');
    const other = await stored('Interior Detailing');
    for (const token of [other.token, `${b.token.slice(0, -2)}xx`]) {
      const error = await callError(requestPlan({ id: b.id, token, cadence: EVERY_4_WEEKS, mutation_id: randomUUID() }));
      expect(error).toMatchObject({ code: 'functions/not-found', message: NOT_FOUND_MESSAGE });
    }
    expect(await planRequestOf(b.id)).toBeUndefined();
  });

  it('refuses a booking of a package a plan does not repeat', async () => {
    const b = await stored('One Step Paint Correction');
    const error = await callError(requestPlan({ id: b.id, token: b.token, cadence: EVERY_4_WEEKS, mutation_id: randomUUID() }));
    expect(error).toMatchObject({ code: 'functions/failed-precondition', message: PLAN_REQUEST_MESSAGES.notAPlanPackage });
    expect(await planRequestOf(b.id)).toBeUndefined();
  });
});
