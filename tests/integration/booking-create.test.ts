import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { REQUIRED_FIELDS_MESSAGE, createdBooking, type Booking, type CreateBookingInput } from '@/domain/booking/booking-schema';
import { testClient } from './support/client';
import { attachmentText, inbox, waitForMail } from './support/inbox';
import { adminDb, bookingInput, callError, daysAhead, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';

const client = testClient();
afterAll(() => client.close());
const create = (input: unknown) => client.call<unknown, Booking>('createBooking', input);

/**
 * A server timestamp written by the commit that ended at `commitTime`. Production
 * Firestore gives both the same instant; the emulator takes the server time when
 * it applies the writes, some milliseconds before the commit time it records.
 */
function stampedByCommit(stamp: unknown, commitTime: Timestamp): boolean {
  if (!(stamp instanceof Timestamp)) return false;
  const aheadMs = commitTime.toMillis() - stamp.toMillis();
  return aheadMs >= 0 && aheadMs < 1_000;
}

describe('createBooking', () => {
  it('stores a valid booking with server timestamps, its slot locks and a sent confirmation e-mail with an .ics', async () => {
    const input = bookingInput({
      booking_date: testDay('booking-create', 21),
      booking_time: '10:00 AM',
      customer_name: 'Ann <b>& "Bo"</b>',
      comments: '<script>alert(1)</script>',
    });
    const before = Date.now();
    const stored = createdBooking.parse(await create(input));
    const after = Date.now();

    expect(stored).toMatchObject({
      id: input.id,
      customer_name: input.customer_name,
      service_name: 'Interior & Exterior Package',
      booking_date: input.booking_date,
      booking_time: '10:00 AM',
      total_price: 311, // 249 x 1.25 for a truck/SUV, rounded
      duration_min: 180,
      status: 'pending',
    });

    const db = adminDb();
    const doc = await db.collection('bookings').doc(input.id).get();
    expect(doc.get('created_at')).toBeInstanceOf(Timestamp);
    const createdMs = (doc.get('created_at') as Timestamp).toMillis();
    expect(createdMs).toBeGreaterThanOrEqual(before - 5_000);
    expect(createdMs).toBeLessThanOrEqual(after + 5_000);
    expect(doc.get('updated_at')).toEqual(doc.get('created_at'));
    // Firestore's own clock: both stamps come from the commit that created the document.
    expect(stampedByCommit(doc.get('created_at'), doc.createTime!)).toBe(true);
    expect(doc.get('deleted_at')).toBeNull();
    expect(doc.get('reminder_sent_at')).toBeNull();
    expect(stored.created_at).toBe(new Date(createdMs).toISOString());

    // Six half hours (10:00 to 12:30) locked for one crew.
    const locks = await db.collection('slotLocks').where('booking_id', '==', input.id).get();
    expect(locks.docs.map((d) => d.get('minute')).sort((a, b) => a - b)).toEqual([600, 630, 660, 690, 720, 750]);
    expect(new Set(locks.docs.map((d) => d.get('crew'))).size).toBe(1);
    expect(JSON.stringify(locks.docs.map((d) => d.data()))).not.toContain(input.customer_email);

    const mailDoc = await db.collection('mail').doc(input.id).get();
    expect(mailDoc.get('state')).toBe('sent');
    expect(mailDoc.get('attempts')).toBe(1);
    expect(mailDoc.get('message_id')).toEqual(expect.any(String));
    expect(mailDoc.get('next_attempt_at')).toBeNull();
    // Stamped by Firestore: created in the booking's commit (the same server time to the
    // millisecond), sent_at and updated_at by the write that recorded the send.
    expect(mailDoc.get('created_at')).toEqual(doc.get('created_at'));
    expect(mailDoc.get('sent_at')).toEqual(mailDoc.get('updated_at'));
    expect(stampedByCommit(mailDoc.get('sent_at'), mailDoc.updateTime!)).toBe(true);
    expect((mailDoc.get('sent_at') as Timestamp).toMillis()).toBeGreaterThan(createdMs);

    const [mail] = await waitForMail(input.customer_email, /^Booking Confirmed: Interior & Exterior Package/);
    expect(mail, 'the confirmation reached the inbox').toBeDefined();
    expect(mail.from[0].address).toBe('bookings@example.com');
    // Customer-entered values are escaped in the HTML.
    expect(mail.html).toContain('Ann &lt;b&gt;&amp; &quot;Bo&quot;&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    for (const body of [mail.text!, mail.html!]) {
      expect(body).toContain('Coastline Mobile Detailing');
      expect(body).toContain('(604) 555-0142');
      expect(body).toContain('bookings@example.com');
      expect(body).toContain('$311');
      expect(body).toContain('10:00 AM');
      expect(body).toContain('reminder 24 hours before');
    }
    expect(mail.text).toContain("24 hours' notice");
    expect(mail.html).toContain('24 hours&#39; notice');
    expect(mail.text).toContain('Name: Ann <b>& "Bo"</b>');

    const ics = await attachmentText(mail, 'booking.ics');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${input.id}@`);
    expect(ics).toContain('SUMMARY:Interior & Exterior Package');
    expect(ics).toContain('DURATION:PT180M');
    const start = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics);
    expect(start, 'DTSTART in UTC').not.toBeNull();
    // 10:00 AM in Vancouver is 17:00 UTC on the booked date: British Columbia keeps UTC-7
    // all year since March 2026 (a runtime with older zone data would say 18:00).
    expect(start!.slice(1, 6).join('')).toBe(`${input.booking_date.replaceAll('-', '')}1700`);
  });

  it('asks in the confirmation e-mail for the service address when the booking has none, with the booking page to add it', async () => {
    // Day 119 at 8:00 AM (tests/integration/support/booking-input.ts).
    const without = bookingInput({ booking_date: testDay('booking-create', 119), booking_time: '8:00 AM', service_street: null, service_city: null, service_postal_code: null });
    const withAddress = bookingInput({ booking_date: testDay('booking-create', 119), booking_time: '8:00 AM' });
    const stored = await create(without);
    await create(withAddress);
    const [asks] = await waitForMail(without.customer_email, /^Booking Confirmed/);
    expect(asks.text).toContain("We don't have the address where we should come yet.");
    expect(asks.text).toContain(`/manage-booking#id=${stored.id}&t=`);
    expect(asks.html).toContain('Add the address</a>');
    const [has] = await waitForMail(withAddress.customer_email, /^Booking Confirmed/);
    expect(has.text).not.toContain("We don't have the address");
    expect(has.text).toContain('Service address: 1234 Main St, Vancouver, V5K 0A1');
  });

  it('ignores a tampered price and stores the catalog price', async () => {
    const input = bookingInput({
      booking_date: testDay('booking-create', 22),
      service_name: '5 Year Ceramic Coating',
      vehicle_type: 'van',
      booking_time: '8:00 AM',
      total_price: 1,
    });
    const stored = await create(input);
    expect(stored.total_price).toBe(1649); // 1099 x 1.5, rounded
    expect((await adminDb().collection('bookings').doc(input.id).get()).get('total_price')).toBe(1649);
  });

  const invalid: [string, Partial<Record<keyof CreateBookingInput, unknown>>, string, string][] = [
    ['a missing name', { customer_name: '  ' }, 'customer_name', REQUIRED_FIELDS_MESSAGE],
    ['a missing e-mail', { customer_email: '' }, 'customer_email', REQUIRED_FIELDS_MESSAGE],
    ['a malformed e-mail', { customer_email: 'not-an-email' }, 'customer_email', 'Enter a valid e-mail address'],
    ['a name over 100 characters', { customer_name: 'x'.repeat(101) }, 'customer_name', 'Name must be at most 100 characters'],
    ['a phone over 30 characters', { customer_phone: '6'.repeat(31) }, 'customer_phone', 'Phone must be at most 30 characters'],
    ['a make over 50 characters', { vehicle_make: 'm'.repeat(51) }, 'vehicle_make', 'Vehicle make must be at most 50 characters'],
    ['a model over 50 characters', { vehicle_model: 'm'.repeat(51) }, 'vehicle_model', 'Vehicle model must be at most 50 characters'],
    ['a street over 200 characters', { service_street: 's'.repeat(201) }, 'service_street', 'Street address must be at most 200 characters'],
    ['comments over 1000 characters', { comments: 'c'.repeat(1001) }, 'comments', 'Comments must be at most 1000 characters'],
    ['an unknown package', { service_name: 'Gold Wash' }, 'service_name', 'Choose a service package'],
    ['an unknown vehicle type', { vehicle_type: 'bus' }, 'vehicle_type', 'Choose a vehicle type'],
    ['a city not served', { service_city: 'toronto' }, 'service_city', 'Choose a city we serve'],
    ['a malformed postal code', { service_postal_code: '12345' }, 'service_postal_code', 'Enter a postal code like V5H 4T7'],
    ['a malformed date', { booking_date: '12/01/2026' }, 'booking_date', 'Choose a date'],
    ['a date that does not exist', { booking_date: '2027-02-30' }, 'booking_date', 'Choose a date'],
    ['a time off the list', { booking_time: '8:15 AM' }, 'booking_time', 'Choose a time from the list'],
    ['a time after the last start', { booking_time: '5:00 PM' }, 'booking_time', 'Choose a time from the list'],
    ['an id that is not a UUID', { id: 'booking-1' }, 'id', 'Booking id must be a UUID'],
    ['a past date', { booking_date: daysAhead(-1) }, 'booking_date', 'Choose a date that is not in the past'],
    ['a date past the 120-day horizon', { booking_date: daysAhead(121) }, 'booking_date', 'Bookings can be made up to 120 days ahead'],
    [
      'a job that would end after 7:00 PM',
      { service_name: 'One Step Paint Correction', booking_time: '2:30 PM' },
      'booking_time',
      'This service takes 5 hours and must end by 7:00 PM; choose an earlier time',
    ],
  ];

  for (const [what, overrides, field, message] of invalid) {
    it(`refuses ${what} with invalid-argument and the field's message`, async () => {
      const input = { ...bookingInput({ booking_date: testDay('booking-create', 23) }), ...overrides };
      const error = await callError(create(input));
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toBe(message);
      expect((error.details as { fields: Record<string, string> }).fields[field]).toBe(message);
      if (typeof input.id === 'string' && field !== 'id') {
        expect((await adminDb().collection('bookings').doc(input.id).get()).exists).toBe(false);
      }
    });
  }

  it('stores one booking and sends one e-mail when the same request is replayed 5 times at once', async () => {
    const input = bookingInput({ booking_date: testDay('booking-create', 24), booking_time: '1:00 PM', customer_email: uniqueEmail('replay') });
    const results = await Promise.all(Array.from({ length: 5 }, () => create(input)));
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([input.id]));
    expect(new Set(results.map((r) => r.created_at)).size).toBe(1);

    const again = await create(input); // and once more, after the others settled
    expect(again).toEqual(results[0]);

    const db = adminDb();
    const stored = await db.collection('bookings').where('customer_email', '==', input.customer_email).get();
    expect(stored.size).toBe(1);
    const locks = await db.collection('slotLocks').where('booking_id', '==', input.id).get();
    expect(locks.size).toBe(6);
    // Every call has returned, and sending happens inside the call: the inbox is final.
    expect((await waitForMail(input.customer_email, /^Booking Confirmed/)).length).toBe(1);
    expect((await inbox(input.customer_email))).toHaveLength(1);
  });

  it('answers already-exists for the same id with other content, and keeps the first booking', async () => {
    const input = bookingInput({ booking_date: testDay('booking-create', 25), booking_time: '9:00 AM' });
    await create(input);
    const error = await callError(create({ ...input, customer_name: 'Someone Else' }));
    expect(error.code).toBe('functions/already-exists');
    expect((await adminDb().collection('bookings').doc(input.id).get()).get('customer_name')).toBe('Test Customer');
  });
});
