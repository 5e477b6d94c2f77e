// The outsider's tier: someone who knows another customer's booking id (every
// photo link and calendar file carries one) and holds a booking and a link of
// their own, probing every public callable and the photo URL. No answer may
// carry the other customer's data, work on their booking, or differ for an id
// that exists from one that does not. Probes are listed per public callable of
// the contracts table: a callable made public fails this file until it has
// probes here.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@/config/limits';
import { FIREBASE_REGION } from '@/config/firebase-region';
import { CALLABLES, type CallableName, type PublicCallableName } from '@/domain/callables/callables';
import type { CreatedBooking, CreateBookingInput } from '@/domain/booking/booking-schema';
import { LINK_RENEWED_MESSAGE, NOT_FOUND_MESSAGE } from '@/domain/booking/self-service-schema';
import { testClient } from './support/client';
import { adminDb, bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { waitForMail } from './support/inbox';
import { STACK } from './support/stack-env';
import { manageToken } from '../../functions/src/lib/manage-token';
import { AVAILABILITY_LIMIT_MESSAGE } from '../../functions/src/abuse/booking-limits';
import { QUOTE_MESSAGES } from '@/domain/quotes/quote-messages';
import type { RequestQuoteInput } from '@/domain/quotes/quote-schema';
import { linkToken } from '../../functions/src/lib/link-token';
import { changeQuote } from '../../functions/src/quotes/staff-quote';
import { functionsDb } from './support/functions-db';

const client = testClient();
afterAll(() => client.close());

/** What a caller sees: the answer, or the error's code, message and details. */
type Seen = { ok: true; result: unknown } | { ok: false; code: string; message: string; details: unknown };

/** A public callable as any HTTP client calls it (the callable protocol: a JSON POST), with the front end's X-Forwarded-For. */
async function raw(name: CallableName, data: unknown, forwardedFor?: string): Promise<Seen> {
  const res = await fetch(`${STACK.functionsUrl}/${STACK.projectId}/${FIREBASE_REGION}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { status: string; message: string; details?: unknown } };
  return body.error ? { ok: false, code: body.error.status, message: body.error.message, details: body.error.details ?? null } : { ok: true, result: body.result };
}

const NOT_FOUND: Seen = { ok: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE, details: null };

interface Booked {
  id: string;
  token: string;
  input: CreateBookingInput;
  /** The customer's personal details: none may appear in an answer to anyone else. */
  personal: string[];
}

async function book(day: number, time: string, who: string): Promise<Booked> {
  const tag = randomUUID().slice(0, 8);
  const input = bookingInput({
    customer_name: `${who} ${tag}`,
    customer_email: uniqueEmail(`adversary-${who.toLowerCase()}`),
    customer_phone: `604-555-01${String(10 + Math.floor(Math.random() * 89))}`,
    service_street: `${tag} Private Lane`,
    service_city: 'burnaby',
    vehicle_make: `Make${tag}`,
    comments: `Gate code ${tag}`,
    booking_date: testDay('adversary', day),
    booking_time: time,
  });
  const created = await client.call<CreateBookingInput, CreatedBooking>('createBooking', input);
  return { id: created.id, token: created.manage_token!, input, personal: [input.customer_name, input.customer_email, input.service_street!, `Gate code ${tag}`, `Make${tag}`] };
}

let victim: Booked;
let outsider: Booked;
/** The victim's booking as stored before any probe: nothing a probe does may change it. */
let before: FirebaseFirestore.DocumentData;

/** The tokens an outsider can come by for the victim's id. */
function outsiderTokens(): Record<string, string> {
  return {
    "the outsider's own token": outsider.token,
    'a token of the right shape': randomBytes(32).toString('base64url').slice(0, 43),
    // What a token derived from the id alone would be: the key the booking holds is part of it.
    "the HMAC of the victim's id": manageToken(victim.id, undefined),
    'an empty token': '',
  };
}

function carriesNothingOf(b: Booked, seen: Seen): void {
  const text = JSON.stringify(seen);
  for (const value of b.personal) expect(text, `the answer carries "${value}"`).not.toContain(value);
}

/** The same call for an id no booking has: what an answer about the victim's id must equal. */
async function sameAsUnknownId(name: CallableName, data: (id: string) => unknown): Promise<Seen> {
  const aboutVictim = await raw(name, data(victim.id));
  const aboutNobody = await raw(name, data(randomUUID()));
  expect(aboutVictim, `${name} answers the victim's id as it answers an unknown one`).toEqual(aboutNobody);
  carriesNothingOf(victim, aboutVictim);
  return aboutVictim;
}

/** The token probes every manage callable gets: each token the outsider has, on the victim's id. */
const manageProbes = (name: CallableName, extra: Record<string, unknown> = {}) => async () => {
  for (const [what, token] of Object.entries(outsiderTokens())) {
    const seen = await sameAsUnknownId(name, (id) => ({ id, token, mutation_id: randomUUID(), ...extra }));
    expect(seen.ok, `${name} with ${what}`).toBe(false);
    // An empty token is malformed input (its field message); any other is the booking not being there.
    if (token !== '') expect(seen, `${name} with ${what}`).toEqual(NOT_FOUND);
  }
};

const day3 = () => testDay('adversary', 3);

interface Quoted {
  id: string;
  token: string;
  input: RequestQuoteInput;
  personal: string[];
}

/** A quote request sent like the page sends it, then priced and sent by the owner (function code in this process). */
async function quoted(who: string): Promise<Quoted> {
  const tag = randomUUID().slice(0, 8);
  const input: RequestQuoteInput = {
    id: randomUUID(),
    service: 'window-tint',
    vehicle_type: 'sedan',
    vehicle_make: `Make${tag}`,
    vehicle_model: null,
    vehicle_year: 2020,
    service_city: 'burnaby',
    description: `Tint ${tag}, garage code ${tag}`,
    when_suits: null,
    customer_name: `${who} ${tag}`,
    customer_email: uniqueEmail(`adversary-quote-${who.toLowerCase()}`),
    customer_phone: null,
    photos: [],
  };
  const asked = await raw('requestQuote', input);
  expect(asked.ok, JSON.stringify(asked)).toBe(true);
  const options = [{ title: 'Rear', lines: [{ label: 'Rear windows', amount_cents: 29_900 }], price_cents: 29_900, length: { unit: 'minutes' as const, minutes: 120 }, note: null }];
  await changeQuote(await functionsDb(), input.id, randomUUID(), { kind: 'send', options, lastDay: null, note: null }, { role: 'admin', email: 'owner@example.com' }, new Date());
  const key = (await adminDb().collection('quotes').doc(input.id).get()).get('link_key') as string;
  return { id: input.id, token: linkToken('quote', input.id, key), input, personal: [input.customer_name, input.customer_email, input.description, `Make${tag}`] };
}

let victimQuote: Quoted;
let outsiderQuote: Quoted;
let quoteBefore: FirebaseFirestore.DocumentData;
const QUOTE_NOT_FOUND: Seen = { ok: false, code: 'NOT_FOUND', message: QUOTE_MESSAGES.notFound, details: null };

/** The token probes every quote-link callable gets: each token the outsider has, on the victim's quote id, answered as for an unknown id. */
const quoteProbes = (name: CallableName, extra: Record<string, unknown> = {}) => async () => {
  const tokens = {
    "the outsider's own quote token": outsiderQuote.token,
    'a token of the right shape': randomBytes(32).toString('base64url').slice(0, 43),
    // Tokens derived from the id alone: the key the quote holds is part of its token.
    "the HMAC of the victim's quote id": manageToken(victimQuote.id, undefined),
    "a booking-style token of the victim's quote id": manageToken(`quote:${victimQuote.id}`, undefined),
    'an empty token': '',
  };
  for (const [what, token] of Object.entries(tokens)) {
    const data = (id: string) => ({ id, token, mutation_id: randomUUID(), ...extra });
    const aboutVictim = await raw(name, data(victimQuote.id));
    const aboutNobody = await raw(name, data(randomUUID()));
    expect(aboutVictim, `${name} with ${what}: as for an unknown id`).toEqual(aboutNobody);
    carriesNothingOf(victimQuote as unknown as Booked, aboutVictim);
    expect(aboutVictim.ok, `${name} with ${what}`).toBe(false);
    if (token !== '' || name === 'getMyQuote') expect(aboutVictim, `${name} with ${what}`).toEqual(QUOTE_NOT_FOUND);
  }
};

/** One or more probes per public callable; the type makes a new public callable need its entry. */
const PROBES: Record<PublicCallableName, Record<string, () => Promise<void>>> = {
  health: {
    'answers with no booking data': async () => {
      const seen = await raw('health', {});
      expect(seen.ok).toBe(true);
      carriesNothingOf(victim, seen);
    },
  },
  createBooking: {
    "the bot trap's answer opens nothing, whatever id it names, and does not tell which ids exist": async () => {
      const trap = (id: string) => ({ ...outsider.input, id, website: 'http://spam.example' });
      const onVictim = await raw('createBooking', trap(victim.id));
      const onNobody = await raw('createBooking', trap(randomUUID()));
      for (const seen of [onVictim, onNobody]) {
        expect(seen.ok).toBe(true);
        carriesNothingOf(victim, seen);
      }
      const shape = (s: Seen) => (s.ok ? Object.keys(s.result as object).sort() : s);
      expect(shape(onVictim)).toEqual(shape(onNobody));
      const token = ((onVictim as { result: CreatedBooking }).result).manage_token!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await raw('getMyBooking', { id: victim.id, token })).toEqual(NOT_FOUND);
    },
    "another customer's id with other details is refused with nothing of theirs": async () => {
      const seen = await raw('createBooking', { ...outsider.input, id: victim.id });
      expect(seen).toMatchObject({ ok: false, code: 'ALREADY_EXISTS' });
      carriesNothingOf(victim, seen);
    },
  },
  getMyBooking: { 'opens nothing with any token but its own': manageProbes('getMyBooking') },
  rescheduleMyBooking: { 'moves nothing': manageProbes('rescheduleMyBooking', { booking_date: day3(), booking_time: '2:00 PM' }) },
  cancelMyBooking: { 'cancels nothing': manageProbes('cancelMyBooking') },
  setMyBookingAddress: { 'changes no address': manageProbes('setMyBookingAddress', { service_street: '1 Thief Way', service_city: 'burnaby', service_postal_code: null }) },
  renewMyManageLink: { 'renews and mails nothing': manageProbes('renewMyManageLink') },
  requestQuote: {
    "the bot trap's answer is a request's, whatever id it names, and stores nothing": async () => {
      const trap = (id: string) => ({ ...outsiderQuote.input, id, website: 'http://spam.example' });
      const onVictim = await raw('requestQuote', trap(victimQuote.id));
      const nobody = randomUUID();
      const onNobody = await raw('requestQuote', trap(nobody));
      expect(onVictim).toEqual({ ok: true, result: { id: victimQuote.id, state: 'requested', photos: 0 } });
      expect(onNobody).toEqual({ ok: true, result: { id: nobody, state: 'requested', photos: 0 } });
      carriesNothingOf(victimQuote as unknown as Booked, onVictim);
      expect((await adminDb().collection('quotes').doc(nobody).get()).exists).toBe(false);
    },
    "another customer's quote id with other details is refused with nothing of theirs": async () => {
      const seen = await raw('requestQuote', { ...outsiderQuote.input, id: victimQuote.id });
      expect(seen).toMatchObject({ ok: false, code: 'ALREADY_EXISTS' });
      carriesNothingOf(victimQuote as unknown as Booked, seen);
    },
  },
  getMyQuote: { 'opens nothing with any token but its own': quoteProbes('getMyQuote') },
  getQuoteTimes: { 'offers nothing with any token but its own': quoteProbes('getQuoteTimes', { option: 0, from: day3(), days: 1 }) },
  acceptQuote: { 'books nothing': quoteProbes('acceptQuote', { option: 0, booking_date: day3(), booking_time: '9:00 AM' }) },
  declineQuote: { 'declines nothing': quoteProbes('declineQuote') },
  getMyPlan: { 'opens no plan with any token but its own': manageProbes('getMyPlan') },
  skipMyPlanVisit: { 'skips nothing': manageProbes('skipMyPlanVisit') },
  pauseMyPlan: { 'pauses nothing': manageProbes('pauseMyPlan', { until: day3() }) },
  endMyPlan: { 'ends nothing': manageProbes('endMyPlan', { from: day3() }) },
  requestPlan: { 'asks for no plan': manageProbes('requestPlan', { cadence: { kind: 'weeks', every: 4, weekday: 'TU' } }) },
  getAvailability: {
    "a wrong token does not free the victim's own time": async () => {
      const ask = (exclude?: { id: string; token: string }) =>
        raw('getAvailability', { service_name: victim.input.service_name, from: day3(), days: 1, city: 'burnaby', ...(exclude ? { exclude_booking: exclude } : {}) });
      const plain = await ask();
      const generatedAt = (s: Seen) => ({ ...(s as { result: object }).result, generated_at: 'x' });
      for (const token of Object.values(outsiderTokens()).filter(Boolean)) {
        const seen = await ask({ id: victim.id, token });
        carriesNothingOf(victim, seen);
        expect(generatedAt(seen)).toEqual(generatedAt(plain));
      }
      // Its holder's own token does free it: the probe above could have failed.
      expect(generatedAt(await ask({ id: victim.id, token: victim.token }))).not.toEqual(generatedAt(plain));
    },
  },
};

beforeAll(async () => {
  victim = await book(3, '3:00 PM', 'Victim');
  // The other crew busy at the same time: only the victim's own link frees 3:00 PM for a move.
  await book(3, '3:00 PM', 'Neighbour');
  outsider = await book(5, '3:00 PM', 'Outsider');
  before = (await adminDb().collection('bookings').doc(victim.id).get()).data()!;
  victimQuote = await quoted('Victim');
  outsiderQuote = await quoted('Outsider');
  quoteBefore = (await adminDb().collection('quotes').doc(victimQuote.id).get()).data()!;
});

describe('an outsider who knows a booking id', () => {
  it('finds probes for every public callable of the contracts table', () => {
    const publicNames = (Object.keys(CALLABLES) as CallableName[]).filter((n) => CALLABLES[n].access === 'public');
    expect(Object.keys(PROBES).sort()).toEqual(publicNames.sort());
  });

  for (const [name, probes] of Object.entries(PROBES)) {
    for (const [what, probe] of Object.entries(probes)) it(`${name}: ${what}`, probe);
  }

  it("leaves the victim's booking as it was, and the victim's own link still opens it", async () => {
    const now = (await adminDb().collection('bookings').doc(victim.id).get()).data()!;
    for (const field of ['status', 'booking_date', 'booking_time', 'service_street', 'service_city', 'manage_key', 'revision', 'history', 'plan_request']) expect(now[field], field).toEqual(before[field]);
    const mine = await raw('getMyBooking', { id: victim.id, token: victim.token });
    expect(mine).toMatchObject({ ok: true, result: { booking: { id: victim.id, customer_name: victim.input.customer_name } } });
  });

  it("leaves the victim's quote as it was, and the victim's own link still opens it", async () => {
    const now = (await adminDb().collection('quotes').doc(victimQuote.id).get()).data()!;
    for (const field of ['state', 'booking_id', 'accepted_option', 'link_key', 'history', 'customer_name', 'description']) expect(now[field], field).toEqual(quoteBefore[field]);
    const mine = await raw('getMyQuote', { id: victimQuote.id, token: victimQuote.token });
    expect(mine).toMatchObject({ ok: true, result: { quote: { id: victimQuote.id, state: 'sent', customer_name: victimQuote.input.customer_name } } });
  });

  it('gets no photo from a forged or unsigned photo link', async () => {
    for (const query of ['', '?x=9999999999999&k=customer&s=forged', `?x=${Date.now() + 60_000}&k=staff&s=${randomBytes(32).toString('base64url')}`, `?x=${Date.now() + 60_000}&k=q&s=${randomBytes(32).toString('base64url')}`]) {
      const res = await fetch(`${STACK.hostingUrl}/photos/${victim.id}/${randomUUID()}${query}`);
      expect(res.status, query).toBe(403);
      expect(res.headers.get('content-type') ?? '', query).not.toMatch(/^image\//);
      carriesNothingOf(victim, { ok: true, result: await res.text() });
    }
  });
});

describe('a forwarded link', () => {
  it('stops working once the customer asks for a new one, which reaches their mailbox only', async () => {
    const forwarded = victim.token;
    const renewed = await raw('renewMyManageLink', { id: victim.id, token: forwarded, mutation_id: randomUUID() });
    expect(renewed).toEqual({ ok: true, result: { link_sent: true } });
    expect(await raw('getMyBooking', { id: victim.id, token: forwarded })).toEqual(NOT_FOUND);
    const [mail] = await waitForMail(victim.input.customer_email!, /^Your New Booking Link/);
    const link = /manage-booking#id=([^&\s]+)&t=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')!;
    expect(decodeURIComponent(link[1])).toBe(victim.id);
    expect(link[2]).not.toBe(forwarded);
    expect(await raw('getMyBooking', { id: victim.id, token: link[2] })).toMatchObject({ ok: true, result: { booking: { id: victim.id } } });
    victim.token = link[2];
    before = (await adminDb().collection('bookings').doc(victim.id).get()).data()!;
    expect(LINK_RENEWED_MESSAGE).toContain('no longer works');
  });
});

describe('the per-address limits', () => {
  it(`refuses anonymous availability call number ${ABUSE_LIMITS.availabilityPerIp.max + 1} from one address, whatever the client writes before the front end's entry`, async () => {
    const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const ask = (forged: string) => raw('getAvailability', { service_name: 'Interior Detailing', from: day3(), days: 1 }, `${forged}, ${address}`);
    for (let i = 0; i < ABUSE_LIMITS.availabilityPerIp.max; i++) {
      // A new first entry each time, loopback among them: none of it is the client's address.
      const seen = await ask(i % 2 === 0 ? '127.0.0.1' : `198.51.100.${i % 250}`);
      expect(seen.ok, `call ${i + 1}`).toBe(true);
    }
    expect(await ask('127.0.0.1')).toMatchObject({ ok: false, code: 'RESOURCE_EXHAUSTED', message: AVAILABILITY_LIMIT_MESSAGE });
    // Another address is not held back by this one's loop.
    expect((await raw('getAvailability', { service_name: 'Interior Detailing', from: day3(), days: 1 }, `${address}, 203.0.113.251`)).ok).toBe(true);
  });
});
