// Every e-mail template with the variants its HTML branches on, rendered as
// the functions render them: checked as valid HTML (html-validity.test.ts) and
// laid out on a phone (tests/e2e/mail-phone.spec.ts).
import { createBookingInput } from '@/domain/booking/booking-schema';
import { businessInstant, labelToMinutes } from '@/domain/schedule/schedule';
import { bookingFields } from '../../../functions/src/booking/write-booking';
import { renderMail } from '../../../functions/src/mail/render-mail';
import type { BookingMailData, MailContent, MailTemplate, MailTemplates } from '../../../functions/src/mail/mail-doc';
import type { QuoteMailData } from '../../../functions/src/mail/quote-email';
import { weeklySummary } from '@/domain/reports/weekly-summary';
import { testBooking } from '@/testing/booking';
import { bookingInput, daysAhead } from './booking-input';

/** A booking as a customer makes it online; its comment holds characters the e-mails must escape, and a line break. */
function realisticBooking(overrides: Partial<BookingMailData> = {}): BookingMailData {
  const input = createBookingInput.parse(
    bookingInput({
      id: '3f2b8c1e-5d4a-4e6f-9a7b-2c1d0e9f8a7b',
      customer_name: 'Dana O\'Neil & Sam <Lee>',
      customer_email: 'dana.oneil@example.com',
      booking_date: daysAhead(30),
      comments: 'Dog hair on the back seat.\nGate code: 4821 "press #" > then wait',
    }),
  );
  return { ...bookingFields(input), ...overrides };
}

/** A quote request as a customer makes it, answered with two options (one of whole days); its texts hold characters the e-mails must escape. */
function realisticQuote(overrides: Partial<QuoteMailData> = {}): QuoteMailData {
  return {
    id: '8d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f',
    service: 'paint-protection-film',
    vehicle_type: 'truck',
    vehicle_make: 'Ford',
    vehicle_model: 'F-150 <Lariat>',
    vehicle_year: 2022,
    service_city: 'langley',
    description: 'Full front PPF & rocker panels.\nStone chips on the "hood" > fix first?',
    when_suits: 'Weekdays, mornings',
    customer_name: 'Dana O\'Neil & Sam <Lee>',
    customer_email: 'dana.oneil@example.com',
    customer_phone: '604-555-0199',
    photo_count: 2,
    options: [
      { title: 'Full front', lines: [{ label: 'Bumper, hood, fenders', amount_cents: 189_900 }, { label: 'Mirrors <both>', amount_cents: 15_000 }], price_cents: 204_900, length: { unit: 'minutes', minutes: 420 }, note: 'Includes a wash & decon.' },
      { title: 'Full body wrap', lines: [{ label: 'Every painted panel', amount_cents: 649_900 }], price_cents: 649_900, length: { unit: 'days', days: 3 }, note: null },
    ],
    last_day: daysAhead(14),
    note: 'Prices include film & labour; tax extra.',
    link_key: 'k3y',
    ...overrides,
  };
}

type MailCase<T extends MailTemplate> = { name: string; to?: string; data: MailTemplates[T] };

/** Each template with the variants its HTML branches on; the type makes a new template need its cases here. */
export function mailCases(): { [T in MailTemplate]: MailCase<T>[] } {
  const b = realisticBooking();
  const phoneBooking = realisticBooking({ customer_email: null, service_street: null, service_city: null, service_postal_code: null, comments: null, crew: 2 });
  const previous = { booking_date: daysAhead(28), booking_time: '2:00 PM' };
  const start = businessInstant(b.booking_date, labelToMinutes(b.booking_time)!);
  const row = { id: b.id, customer_name: b.customer_name, customer_phone: b.customer_phone, service_name: b.service_name, was: previous };
  const q = realisticQuote();
  // Monday 2026-03-09, 7:00 AM business time: last week Mar 2-8, a busy one with big figures beside a week before with nothing.
  const monday = new Date('2026-03-09T14:00:00Z');
  const weekBookings = [
    testBooking({ id: 'w1', booking_date: '2026-03-02', status: 'completed', total_price: 12_499.5, duration_min: 600, crew: 1 }),
    testBooking({ id: 'w2', booking_date: '2026-03-08', status: 'no-show', total_price: 195, crew: 2 }),
    testBooking({ id: 'w3', booking_date: '2026-03-10', status: 'confirmed', total_price: 249, duration_min: 180, crew: 1 }),
  ];
  return {
    'weekly-summary': [
      { name: 'busy-week', data: weeklySummary(weekBookings, [], monday) },
      { name: 'nothing-booked', data: weeklySummary([], [], monday) },
    ],
    'plan-update': [
      {
        name: 'created',
        data: { booking: b, change: 'created', date: null, service_name: b.service_name, price: 176, visits: [{ id: `${b.id}_1`, sequence: 0, booking_date: b.booking_date, booking_time: b.booking_time, needs_time: false }, { id: `${b.id}_2`, sequence: 0, booking_date: daysAhead(58), booking_time: b.booking_time, needs_time: true }] },
      },
      {
        name: 'skipped',
        data: {
          booking: b,
          change: 'skipped',
          date: daysAhead(30),
          service_name: b.service_name,
          price: 176,
          visits: [{ id: `${b.id}_1`, sequence: 0, booking_date: b.booking_date, booking_time: b.booking_time, needs_time: false }],
          cancelled: [{ id: `${b.id}_3`, sequence: 1, booking_date: daysAhead(30), booking_time: b.booking_time }],
        },
      },
      { name: 'ended-no-visits', data: { booking: b, change: 'ended', date: daysAhead(30), service_name: b.service_name, price: 176, visits: [] } },
    ],
    'quote-received': [
      { name: 'default', data: { quote: q } },
      { name: 'no-vehicle-no-when', data: { quote: realisticQuote({ vehicle_make: null, vehicle_model: null, vehicle_year: null, when_suits: null, photo_count: 0 }) } },
    ],
    'quote-request-alert': [
      { name: 'default', data: { quote: q } },
      { name: 'no-phone', data: { quote: realisticQuote({ customer_phone: null }) } },
    ],
    quote: [
      { name: 'sent', data: { quote: q, reason: 'sent' } },
      { name: 'link', data: { quote: q, reason: 'link' } },
      { name: 'reminder', data: { quote: q, reason: 'reminder' } },
      { name: 'no-link-no-note', data: { quote: realisticQuote({ link_key: null, note: null }), reason: 'sent' } },
    ],
    'booking-confirmation': [
      { name: 'quoted-days', data: { booking: realisticBooking({ service_name: 'Paint Protection Film', job_days: 3, duration_min: 660, booking_time: '8:00 AM', total_price: 6499, quote_id: 'q-1' }) } },
      { name: 'with-address', data: { booking: b } },
      { name: 'no-address', data: { booking: realisticBooking({ service_street: null, service_postal_code: null }) } },
    ],
    'booking-reminder': [{ name: 'default', data: { booking: b } }],
    'booking-rescheduled': [{ name: 'default', data: { booking: b, previous } }],
    'booking-cancelled': [
      { name: 'by-customer', data: { booking: b, by: 'customer' } },
      { name: 'by-staff', data: { booking: b, by: 'staff' } },
    ],
    'booking-confirmed': [{ name: 'default', data: { booking: b } }],
    'manage-link': [
      { name: 'by-customer', data: { booking: { ...b, manage_key: 'k3y' }, by: 'customer' } },
      { name: 'by-staff', data: { booking: b, by: 'staff' } },
    ],
    'owner-alert': [
      { name: 'new-online', data: { booking: b, alert: 'new', made_by: 'online', previous: null } },
      { name: 'new-by-staff-no-phone-no-address', data: { booking: { ...phoneBooking, customer_phone: null }, alert: 'new', made_by: 'staff@example.com', previous: null } },
      { name: 'rescheduled', data: { booking: b, alert: 'rescheduled', made_by: 'customer', previous } },
      { name: 'cancelled', data: { booking: b, alert: 'cancelled', made_by: 'customer', previous: null } },
    ],
    'review-request': [
      { name: 'default', data: { booking: b } },
      {
        name: 'with-photos',
        data: {
          booking: b,
          photos: [
            { tag: 'before', caption: null, url: 'http://127.0.0.1:5000/photos/b1/1b4e28ba-2fa1-11d2-883f-0016d3cca427?x=1&k=c&s=a&b', expires_at: '2026-12-01T00:00:00.000Z' },
            { tag: 'after', caption: 'Seats <like new> & "clean"', url: 'http://127.0.0.1:5000/photos/b1/2b4e28ba-2fa1-11d2-883f-0016d3cca427?x=1&k=c&s=b', expires_at: '2026-12-01T00:00:00.000Z' },
          ],
        },
      },
    ],
    'reschedule-request': [
      { name: 'with-note', data: { booking: b, reason: 'Weather', note: 'Heavy rain & wind are forecast <all day>.' } },
      { name: 'no-note', data: { booking: b, reason: 'Vehicle', note: null } },
      { name: 'vehicle-note', data: { booking: b, reason: 'Vehicle', note: 'Our van is in the shop' } },
    ],
    'on-my-way': [
      { name: 'default', data: { booking: b, eta_from: new Date(start.getTime() - 15 * 60_000).toISOString(), eta_to: new Date(start.getTime() + 15 * 60_000).toISOString() } },
    ],
    'reschedule-summary': [
      {
        name: 'complete',
        data: {
          reason: 'Weather',
          note: null,
          asked_at: new Date().toISOString(),
          complete: true,
          rows: [
            { ...row, outcome: 'moved', now: { booking_date: daysAhead(33), booking_time: '9:00 AM' }, emailed: true },
            { ...row, id: 'b2', outcome: 'cancelled', now: null, emailed: true },
          ],
        },
      },
      {
        name: 'waiting',
        data: {
          reason: 'Weather',
          note: 'Rain <all> week',
          asked_at: new Date().toISOString(),
          complete: false,
          rows: [
            { ...row, outcome: 'waiting', now: null, emailed: true },
            { ...row, id: 'b3', customer_phone: null, outcome: 'waiting', now: null, emailed: false },
            { ...row, id: 'b4', outcome: 'gone', now: null, emailed: true },
            { ...row, id: 'b5', outcome: 'closed', now: null, emailed: true },
          ],
        },
      },
    ],
  };
}

/** Each case's e-mail as sent: its name (<template>-<variant>), HTML part and text part. */
export function renderedMails(): { name: string; html: string; text: string }[] {
  return Object.entries(mailCases()).flatMap(([template, cases]) =>
    (cases as MailCase<MailTemplate>[]).map((c) => {
      const mail = renderMail({ template, data: c.data, to: c.to } as MailContent & { to?: string });
      if (!mail.html) throw new Error(`the ${template} e-mail has no HTML part`);
      return { name: `${template}-${c.name}`, html: mail.html, text: mail.text };
    }),
  );
}
