// Every public callable's answer, as its contract's output schema lets it
// leave (functions/src/lib/callable.ts parses every answer with it): built
// from a stored-looking booking with every staff-only field set, and with those
// fields slipped into every level of the answer, it carries none of them.
import { describe, expect, it } from 'vitest';
import { CALLABLES, type CallableName, type PublicCallableName as PublicCallable } from '../callables/callables';
import type { Booking } from './booking-schema';


const NOTE = 'Gate code 4821, spare key under the mat';
const STAFF_EMAIL = 'crew2@example.com';

/** The booking's fields a customer's own answers carry, as the customer's pages read them. */
const CUSTOMER_FIELDS = {
  id: 'b-1',
  customer_name: 'Pat Customer',
  customer_email: 'pat@example.com',
  customer_phone: '778-555-0101',
  service_name: 'Interior Detailing',
  booking_date: '2031-03-04',
  booking_time: '10:00 AM',
  vehicle_type: 'sedan',
  vehicle_size: null,
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  comments: 'Blue door',
  service_street: '123 Main St',
  service_city: 'burnaby',
  service_postal_code: 'V5H 4T7',
  total_price: 195,
  duration_min: 120,
  status: 'confirmed',
  created_at: '2031-01-01T10:00:00.000Z',
  updated_at: '2031-01-02T10:00:00.000Z',
  sequence: 3,
  revision: 7,
} as const;

/** A booking as stored and converted (src/domain/booking/booking-doc.ts), every staff-only field set, plus the fields only the functions keep. */
const STORED = {
  ...CUSTOMER_FIELDS,
  crew: 2,
  source: 'staff',
  history: [{ at: '2031-01-02T10:00:00.000Z', by: 'staff', by_email: STAFF_EMAIL, change: 'note', from: null, to: NOTE, revision: 7 }],
  anonymized_at: '2031-01-03T10:00:00.000Z',
  customer_note: NOTE,
  reschedule_request: { request_id: 'req-staff-1', asked_at: '2031-01-02T09:00:00.000Z', reason: 'Weather', note: 'Heavy rain all day', emailed: false },
  on_my_way: { at: '2031-03-04T09:30:00.000Z', drive_min: 25, eta_from: '2031-03-04T09:55:00.000Z', eta_to: '2031-03-04T10:10:00.000Z' },
  condition_check: { items: ['dents'], note: NOTE, at: '2031-03-04T10:05:00.000Z', by: STAFF_EMAIL },
  // Stored only (functions/src/lib/firestore-docs.ts).
  created_by: STAFF_EMAIL,
  customer_keys: ['e:pat@example.com', 'p:7785550101'],
  customer_note_at: '2031-01-02T10:00:00.000Z',
  manage_key: 'link-key-secret-1',
  applied_mutations: ['m-staff-1'],
  refused_mutations: [{ id: 'm-staff-2', message: `${STAFF_EMAIL} (staff) cancelled this`, details: { by_email: STAFF_EMAIL } }],
  completed_at: null,
  review_requested_at: null,
  reminder_sent_at: '2031-03-03T10:00:00.000Z',
  deleted_at: null,
} satisfies Booking & Record<string, unknown>;

/** A quote as stored, with the fields only staff and the functions keep (its link key, history, the customer's keys). */
const STORED_QUOTE = {
  id: 'q-1',
  state: 'sent',
  service: 'window-tint',
  vehicle_type: 'sedan',
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  vehicle_year: 2019,
  service_city: 'burnaby',
  description: 'Tint the rear windows',
  when_suits: 'Mornings',
  customer_name: 'Pat Customer',
  customer_email: 'pat@example.com',
  customer_phone: '778-555-0101',
  customer_keys: ['e:pat@example.com', 'p:7785550101'],
  photos: [{ id: 'ph-1', content_type: 'image/jpeg', size: 1000 }],
  options: [{ title: 'Rear', lines: [{ label: 'Rear windows', amount_cents: 29_900 }], price_cents: 29_900, length: { unit: 'minutes', minutes: 120 }, note: null }],
  last_day: '2031-03-10',
  expires_at: '2031-03-11T07:00:00.000Z',
  note: 'Film brand of your choice',
  link_key: 'quote-link-key-1',
  accepted_option: null,
  booking_id: null,
  reminder_for: null,
  history: [{ at: '2031-01-02T10:00:00.000Z', by: 'admin', by_email: STAFF_EMAIL, change: 'sent', from: 'requested', to: '2031-03-10' }],
  applied_mutations: ['m-staff-1'],
  anonymized_at: null,
  created_at: '2031-01-01T10:00:00.000Z',
  updated_at: '2031-01-02T10:00:00.000Z',
  service_name: 'Window Tint',
  closed_message: null,
  booking: null,
};

/** A plan as stored and viewed by staff, its crew and history with it: the customer's answers must leave them out. */
const STORED_PLAN = {
  id: 'plan-1',
  customer_name: 'Pat Customer',
  customer_email: 'pat@example.com',
  customer_keys: ['e:pat@example.com', 'p:7785550101'],
  vehicle_type: 'sedan',
  service_name: 'Interior Detailing',
  cadence: { kind: 'weeks', every: 4, weekday: 'TU' },
  start_time: '10:00 AM',
  crew: 2,
  price: 176,
  start_date: '2031-03-04',
  end: { kind: 'none' },
  state: 'active',
  paused_until: null,
  ended_from: null,
  rrule: 'DTSTART:20310304T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=4;BYDAY=TU',
  history: [{ at: '2031-03-04T09:55:00.000Z', by: 'staff', email: STAFF_EMAIL, what: 'created', detail: 'Interior Detailing' }],
  applied_mutations: ['m-staff-1'],
  created_by: STAFF_EMAIL,
  next_visits: [withStoredVisit()],
};

function withStoredVisit() {
  return { ...STORED, id: 'plan-1_1_2031-03-04', needs_time: false };
}

/** Keys that are staff's alone: at no depth of a public answer. */
const STAFF_ONLY_KEYS = [
  'link_key',
  'reminder_for',
  'crew',
  'source',
  'history',
  'anonymized_at',
  'customer_note',
  'on_my_way',
  'request_id',
  'asked_at',
  'emailed',
  'created_by',
  'customer_keys',
  'customer_note_at',
  'applied_mutations',
  'refused_mutations',
  'completed_at',
  'review_requested_at',
  'reminder_sent_at',
  'deleted_at',
  'condition_check',
];

/** Staff-only values: in no public answer, under any key. */
const STAFF_ONLY_VALUES = [NOTE, STAFF_EMAIL, 'req-staff-1', 'm-staff-1', '2031-03-04T09:55:00.000Z', 'p:7785550101', 'link-key-secret-1'];

/** The stored booking's fields slipped in beside an answer's own, as a careless spread would. */
const withStored = <T extends object>(answer: T) => ({ ...STORED, ...answer });

const availabilityAnswer = {
  service_name: 'Interior Detailing',
  generated_at: '2031-01-01T10:00:00.000Z',
  dates: [withStored({ date: '2031-03-04', slots: [withStored({ time: '10:00 AM', available: false, reason: 'Booked' })] })],
};

/** One answer per public callable, each built from the stored booking: a callable made public must get one here (a typecheck error until it does). */
const ANSWERS: Record<PublicCallable, unknown> = {
  health: withStored({ ok: true, server_time: '2031-01-01T10:00:00.000Z', firestore_round_trip_ms: 3, project_id: 'demo' }),
  createBooking: withStored({ manage_token: 'token-1' }),
  getAvailability: withStored(availabilityAnswer),
  getMyBooking: withStored({ booking: STORED }),
  rescheduleMyBooking: withStored({ booking: STORED }),
  cancelMyBooking: withStored({ booking: STORED }),
  setMyBookingAddress: withStored({ booking: STORED }),
  renewMyManageLink: withStored({ link_sent: true }),
  requestQuote: withStored({ ...STORED_QUOTE, state: 'requested', photos: 1 }),
  getMyQuote: withStored({ quote: { ...STORED_QUOTE, photos: [{ id: 'ph-1', url: '/photos/q-1/ph-1?x=1&k=q&s=sig', expires_at: '2031-03-05T10:00:00.000Z', content_type: 'image/jpeg', size: 1 }] } }),
  getQuoteTimes: withStored({ ...availabilityAnswer, option: 0 }),
  acceptQuote: withStored({ quote: { ...STORED_QUOTE, photos: [], booking: STORED }, booking: STORED, manage_token: 'token-1' }),
  declineQuote: withStored({ quote: { ...STORED_QUOTE, photos: [] } }),
  getMyPlan: withStored({ plan: STORED_PLAN }),
  skipMyPlanVisit: withStored({ plan: STORED_PLAN }),
  pauseMyPlan: withStored({ plan: STORED_PLAN }),
  endMyPlan: withStored({ plan: STORED_PLAN }),
  requestPlan: withStored({ plan_request: { cadence: { kind: 'weeks', every: 4, weekday: 'TU' }, asked_at: '2031-03-04T09:55:00.000Z' } }),
};

const PUBLIC = (Object.keys(CALLABLES) as CallableName[]).filter((n) => CALLABLES[n].access === 'public');

/** Every key at every depth. */
function keysOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe("public callables' answers", () => {
  it('are listed here, every one of them', () => {
    expect(Object.keys(ANSWERS).sort()).toEqual([...PUBLIC].sort());
    expect(PUBLIC).toEqual(expect.arrayContaining(['createBooking', 'getAvailability', 'getMyBooking', 'rescheduleMyBooking', 'cancelMyBooking', 'setMyBookingAddress']));
  });

  it.each(PUBLIC)('%s: carries no staff-only field or value, whatever the answer was built from', (name) => {
    const parsed = CALLABLES[name].output.parse(ANSWERS[name as PublicCallable]);
    const keys = keysOf(parsed);
    for (const key of STAFF_ONLY_KEYS) expect(keys.has(key), `${name} answers with ${key}`).toBe(false);
    const text = JSON.stringify(parsed);
    for (const value of STAFF_ONLY_VALUES) expect(text).not.toContain(value);
  });

  it("keep what the customer's pages read: their booking, its price and status, the revision, the business's request, the manage token", () => {
    const created = CALLABLES.createBooking.output.parse(ANSWERS.createBooking);
    expect(created).toMatchObject({ id: 'b-1', customer_phone: '778-555-0101', booking_date: '2031-03-04', booking_time: '10:00 AM', total_price: 195, status: 'confirmed', manage_token: 'token-1' });
    for (const name of ['getMyBooking', 'rescheduleMyBooking', 'cancelMyBooking', 'setMyBookingAddress'] as const) {
      const { booking } = CALLABLES[name].output.parse(ANSWERS[name]);
      expect(booking).toEqual({
        ...CUSTOMER_FIELDS,
        reschedule_request: { reason: 'Weather', note: 'Heavy rain all day' },
      });
    }
    // The manage page's shared photos: the link, tag, caption and expiry; not who took it, when, or its record's id.
    const photo = { url: '/photos/b-1/p-1?x=1&k=c&s=sig', tag: 'after', caption: 'Shine', expires_at: '2031-03-05T10:00:00.000Z' };
    const withPhotos = CALLABLES.getMyBooking.output.parse({ booking: { ...STORED, photos: [{ ...photo, id: 'p-1', by: STAFF_EMAIL, taken_at: '2031-03-04T11:00:00.000Z', shared: true, size: 1 }] } });
    expect(withPhotos.booking.photos).toEqual([photo]);
    // The staff's photo records themselves (no link) are no customer's answer: refused, not passed on.
    const record = { id: 'p-1', tag: 'before', caption: null, taken_at: '2031-03-04T09:00:00.000Z', by: STAFF_EMAIL, shared: false, size: 1, content_type: 'image/jpeg', added_at: '2031-03-04T09:00:01.000Z' };
    expect(CALLABLES.getMyBooking.output.safeParse({ booking: { ...STORED, photos: [record] } }).success).toBe(false);
    // The customer's quote page: the request, the options, the photos as links; no e-mail or phone (the page does not show them).
    const { quote } = CALLABLES.getMyQuote.output.parse(ANSWERS.getMyQuote);
    expect(quote).toMatchObject({ id: 'q-1', state: 'sent', service_name: 'Window Tint', last_day: '2031-03-10', options: STORED_QUOTE.options, photos: [{ id: 'ph-1', url: '/photos/q-1/ph-1?x=1&k=q&s=sig' }] });
    expect(Object.keys(quote)).not.toContain('customer_email');
    const accepted = CALLABLES.acceptQuote.output.parse(ANSWERS.acceptQuote);
    expect(accepted.quote.booking).toEqual({ id: 'b-1', booking_date: '2031-03-04', booking_time: '10:00 AM', total_price: 195, duration_min: 120, status: 'confirmed' });
    const availability = CALLABLES.getAvailability.output.parse(ANSWERS.getAvailability);
    expect(availability).toEqual({ ...availabilityAnswer, dates: [{ date: '2031-03-04', slots: [{ time: '10:00 AM', available: false, reason: 'Booked' }] }] });
  });
});
