// Quotes through the callables, as the request form, the owner's Quotes view
// and the customer's quote page call them: a request with photos is stored
// once however often it is sent, and mailed to the customer and the owner; the
// bot trap stores nothing; the owner's answer mails the quote's link, which
// opens the quote with its photos (served as short-lived links) and nothing
// else, and stops opening it once renewed; the customer picks a time offered
// for the option's length and accepts, and the quote becomes a booking at the
// quoted price with its manage link (a resend answered as the first); a
// declined quote cannot be accepted; and the quote and its photos are erased
// with the booking it became, and by retention when untouched that long.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '@/domain/quotes/quote-messages';
import type { AcceptQuoteOutput, GetQuoteTimesOutput, MyQuoteOutput, RequestQuoteInput, RequestQuoteOutput, StaffQuoteOutput } from '@/domain/quotes/quote-schema';
import { ANONYMIZED_NAME } from '@/domain/booking/anonymize-booking';
import type { MyBookingOutput } from '@/domain/booking/self-service-schema';
import { testClient, type TestClient } from './support/client';
import { callError, uniqueEmail } from './support/booking-input';
import { adminDb, signedInClient } from './support/staff-fixtures';
import { waitForMail, mailsTo } from './support/inbox';
import { STACK } from './support/stack-env';
import { testDay } from './support/test-days';
import { labelToMinutes } from '@/domain/schedule/schedule';
import { functionsDb } from './support/functions-db';
import { eraseExpiredQuotes } from '../../functions/src/privacy/retention';
import { jobsBucket } from '../../functions/src/lib/job-photo-storage';

const client = testClient();
let owner: TestClient;
beforeAll(async () => {
  owner = await signedInClient('admin');
});
afterAll(async () => {
  await client.close();
  await owner.close();
});

/** A JPEG's first bytes and a little more: what the server sniffs. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14, 1)]);

function request(overrides: Partial<RequestQuoteInput> = {}): RequestQuoteInput {
  const tag = randomUUID().slice(0, 8);
  return {
    id: randomUUID(),
    service: 'headlight-restoration',
    vehicle_type: 'sedan',
    vehicle_make: 'Honda',
    vehicle_model: 'Civic',
    vehicle_year: 2012,
    service_city: 'burnaby',
    description: `Both headlights yellow ${tag}`,
    when_suits: 'Weekday mornings',
    customer_name: `Quote Customer ${tag}`,
    customer_email: uniqueEmail('quote'),
    customer_phone: '604-555-0166',
    photos: [
      { id: randomUUID(), content_type: 'image/jpeg', data: JPEG.toString('base64') },
      { id: randomUUID(), content_type: 'image/webp', data: WEBP.toString('base64') },
    ],
    ...overrides,
  };
}

const OPTIONS = [
  { title: 'Restore both', lines: [{ label: 'Sand and polish', amount_cents: 12_000 }, { label: 'UV sealant', amount_cents: 4_950 }], length: { unit: 'minutes' as const, minutes: 90 }, note: null },
  { title: 'Restore and coat', lines: [{ label: 'Sand, polish and coat', amount_cents: 22_000 }], length: { unit: 'minutes' as const, minutes: 150 }, note: 'Lasts about two years' },
];

/** The link in the newest quote e-mail to `to` matching `subject`. */
async function linkFrom(to: string, subject: RegExp, not?: string): Promise<{ id: string; token: string }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const mail of await mailsTo(to, subject)) {
      const link = /\/quote\?id=([^&\s"]+)&token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
      if (link && link[2] !== not) return { id: decodeURIComponent(link[1]), token: link[2] };
    }
    if (Date.now() > deadline) throw new Error(`no quote link mailed to ${to} (${subject})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function sendQuote(id: string, lastDay?: string): Promise<StaffQuoteOutput> {
  return owner.call('sendQuote', { id, options: OPTIONS, ...(lastDay ? { last_day: lastDay } : {}), note: 'Prices include tax', mutation_id: randomUUID() });
}

/** The quote the first tests take from request to booking, and its booking (the privacy test deletes it). */
const asked = request();
let link: { id: string; token: string };
let accepted: AcceptQuoteOutput;

describe('a quote from request to booking', () => {
  it('stores the request and its photos once however often it is sent, and mails the customer and the owner', async () => {
    const first = await client.call<RequestQuoteInput, RequestQuoteOutput>('requestQuote', asked);
    const again = await client.call<RequestQuoteInput, RequestQuoteOutput>('requestQuote', asked);
    expect(first).toEqual({ id: asked.id, state: 'requested', photos: 2 });
    expect(again).toEqual(first);
    const stored = (await adminDb().collection('quotes').doc(asked.id).get()).data()!;
    expect(stored).toMatchObject({ state: 'requested', customer_name: asked.customer_name, service_city: 'burnaby', link_key: null });
    expect(stored.photos.map((p: { id: string }) => p.id)).toEqual(asked.photos!.map((p) => p.id));
    const [files] = await jobsBucket().getFiles({ prefix: `quote-photos/${asked.id}/` });
    expect(files).toHaveLength(2);
    expect(await waitForMail(asked.customer_email, /^We received your quote request: Headlight Restoration/)).toHaveLength(1);
    const records = await adminDb().collection('mail').where('quote_id', '==', asked.id).get();
    expect(records.docs.map((d) => d.get('template')).sort()).toEqual(['quote-received', 'quote-request-alert']);
  });

  it("answers the bot trap like a request and stores nothing", async () => {
    const trap = request({ website: 'http://spam.example' });
    expect(await client.call('requestQuote', trap)).toEqual({ id: trap.id, state: 'requested', photos: 2 });
    expect((await adminDb().collection('quotes').doc(trap.id).get()).exists).toBe(false);
    expect((await jobsBucket().getFiles({ prefix: `quote-photos/${trap.id}/` }))[0]).toHaveLength(0);
  });

  it("the owner's answer mails its link, which opens the quote with its photos", async () => {
    const sent = await sendQuote(asked.id);
    expect(sent.emailed).toBe(true);
    expect(sent.quote).toMatchObject({ state: 'sent', options: [{ price_cents: 16_950 }, { price_cents: 22_000 }] });
    link = await linkFrom(asked.customer_email, /^Your quote for Headlight Restoration$/);
    expect(link.id).toBe(asked.id);
    const { quote } = await client.call<unknown, MyQuoteOutput>('getMyQuote', link);
    expect(quote).toMatchObject({ id: asked.id, state: 'sent', service_name: 'Headlight Restoration', note: 'Prices include tax', closed_message: null, booking: null });
    expect(JSON.stringify(quote)).not.toContain(asked.customer_email);
    expect(quote.photos).toHaveLength(2);
    const res = await fetch(`${STACK.hostingUrl}${quote.photos[0]!.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG);
    // The owner's Quotes view gets its own links to them; a staff member gets none.
    const { links } = await owner.call<unknown, { links: { id: string; url: string }[] }>('quotePhotoLinks', { id: asked.id });
    expect(links.map((l) => l.id)).toEqual(asked.photos!.map((p) => p.id));
    const webp = await fetch(`${STACK.hostingUrl}${links[1]!.url}`);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const crew = await signedInClient('staff');
    expect(await callError(crew.call('quotePhotoLinks', { id: asked.id }))).toMatchObject({ code: 'functions/permission-denied' });
    await crew.close();
  });

  it('a renewed link: the one before opens nothing, the new one (mailed) does', async () => {
    const before = link.token;
    await owner.call('renewQuoteLink', { id: asked.id, mutation_id: randomUUID() });
    expect(await callError(client.call('getMyQuote', { id: asked.id, token: before }))).toMatchObject({ code: 'functions/not-found', message: QUOTE_MESSAGES.notFound });
    link = await linkFrom(asked.customer_email, /^A new link to your quote/, before);
    expect(link.token).not.toBe(before);
    expect((await client.call<unknown, MyQuoteOutput>('getMyQuote', link)).quote.state).toBe('sent');
  });

  it('accepts an offered start into a booking at the quoted price, answers a resend as the first, and declines the other option', async () => {
    const date = testDay('quotes', 119);
    const times = await client.call<unknown, GetQuoteTimesOutput>('getQuoteTimes', { ...link, option: 0, from: date, days: 1 });
    // The day is shared: this file keeps to its hours (test-days.ts).
    const start = times.dates[0]!.slots.find((s) => s.available && labelToMinutes(s.time)! >= 16 * 60)!;
    expect(start, JSON.stringify(times.dates[0]!.slots)).toBeDefined();
    const accept = { ...link, option: 0, booking_date: date, booking_time: start.time, mutation_id: randomUUID() };
    const first = await client.call<unknown, AcceptQuoteOutput>('acceptQuote', accept);
    const again = await client.call<unknown, AcceptQuoteOutput>('acceptQuote', accept);
    accepted = first;
    expect(again.booking.id).toBe(first.booking.id);
    expect(again.manage_token).toBe(first.manage_token);
    expect(first.booking).toMatchObject({ booking_date: date, booking_time: start.time, total_price: 169.5, duration_min: 90, service_name: 'Headlight Restoration', status: 'pending' });
    expect(first.quote).toMatchObject({ state: 'accepted', accepted_option: 0, booking: { id: first.booking.id } });
    const stored = (await adminDb().collection('bookings').doc(first.booking.id).get()).data()!;
    expect(stored).toMatchObject({ quote_id: asked.id, service_city: 'burnaby' });
    const quote = (await adminDb().collection('quotes').doc(asked.id).get()).data()!;
    expect(quote).toMatchObject({ booking_id: first.booking.id, state: 'accepted' });
    expect(quote.history.map((h: { change: string }) => h.change)).toEqual(['requested', 'sent', 'link', 'accepted', 'declined']);
    // The booking's own confirmation, with its manage link (which opens it) and calendar file.
    const [mail] = await waitForMail(asked.customer_email, /^Booking Confirmed: Headlight Restoration/);
    expect(mail!.attachments?.map((a) => a.fileName)).toContain('booking.ics');
    const manage = /manage-booking#id=([^&\s]+)&t=([A-Za-z0-9_-]+)/.exec(mail!.text ?? '')!;
    expect(manage[2]).toBe(first.manage_token);
    const mine = await client.call<unknown, MyBookingOutput>('getMyBooking', { id: first.booking.id, token: first.manage_token });
    expect(mine.booking).toMatchObject({ id: first.booking.id, total_price: 169.5 });
  });
});

describe('a declined quote', () => {
  it('cannot be accepted, and says how to ask again', async () => {
    const asked = request({ photos: [] });
    await client.call('requestQuote', asked);
    await sendQuote(asked.id);
    const link = await linkFrom(asked.customer_email, /^Your quote for/);
    const declined = await client.call<unknown, MyQuoteOutput>('declineQuote', { ...link, mutation_id: randomUUID() });
    expect(declined.quote).toMatchObject({ state: 'declined', closed_message: QUOTE_MESSAGES.declined });
    const refused = await callError(client.call('acceptQuote', { ...link, option: 0, booking_date: testDay('quotes', 119), booking_time: '4:30 PM', mutation_id: randomUUID() }));
    expect(refused).toMatchObject({ code: 'functions/failed-precondition', message: QUOTE_MESSAGES.declined });
    expect(await adminDb().collection('bookings').where('quote_id', '==', asked.id).get()).toHaveProperty('size', 0);
  });
});

describe('privacy', () => {
  it("a booking's delete erases the quote it came from, its photos and its e-mails", async () => {
    expect(accepted, 'the quote accepted above').toBeDefined();
    await owner.call('deleteBooking', { id: accepted.booking.id, mutation_id: randomUUID() });
    expect(await adminDb().collection('slotLocks').where('booking_id', '==', accepted.booking.id).get()).toHaveProperty('size', 0);
    const quote = (await adminDb().collection('quotes').doc(asked.id).get()).data()!;
    expect(quote).toMatchObject({ customer_name: ANONYMIZED_NAME, customer_email: null, customer_phone: null, description: '', photos: [], link_key: null, customer_keys: [] });
    expect(quote.history.at(-1)).toMatchObject({ change: 'anonymized', by: 'admin' });
    expect((await jobsBucket().getFiles({ prefix: `quote-photos/${asked.id}/` }))[0]).toHaveLength(0);
    for (const m of (await adminDb().collection('mail').where('quote_id', '==', asked.id).get()).docs) {
      expect(JSON.stringify(m.data())).not.toContain(asked.customer_name);
      expect(JSON.stringify(m.data())).not.toContain(asked.description);
    }
    expect(await callError(client.call('getMyQuote', link))).toMatchObject({ code: 'functions/not-found' });
  });

  it('retention erases a quote untouched for the retention period, with its photos', async () => {
    const asked = request();
    await client.call('requestQuote', asked);
    const old = new Date(Date.now() - 25 * 31 * 24 * 3_600_000);
    await adminDb().collection('quotes').doc(asked.id).update({ updated_at: old });
    expect(await eraseExpiredQuotes(await functionsDb(), new Date())).toBeGreaterThanOrEqual(1);
    const quote = (await adminDb().collection('quotes').doc(asked.id).get()).data()!;
    expect(quote).toMatchObject({ customer_name: ANONYMIZED_NAME, customer_email: null, photos: [], description: '' });
    expect((await jobsBucket().getFiles({ prefix: `quote-photos/${asked.id}/` }))[0]).toHaveLength(0);
  });
});
