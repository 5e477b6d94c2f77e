import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { acceptQuoteInput, optionPriceCents, requestQuoteInput, sendQuoteInput } from './quote-schema';
import { QUOTE_MESSAGES, acceptRefusalMessage } from './quote-messages';
import { startRuleReason } from '../schedule/job-length';

const request = {
  id: randomUUID(),
  service: 'window-tint',
  vehicle_type: 'sedan',
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  vehicle_year: 2019,
  service_city: 'burnaby',
  description: 'Rear windows, 20 %',
  when_suits: 'weekday mornings',
  customer_name: 'Pat Lee',
  customer_email: 'pat@example.com',
  customer_phone: '604-555-0101',
};
const photo = () => ({ id: randomUUID(), content_type: 'image/jpeg', data: '/9j/AA==' });
const option = { title: 'Rear', lines: [{ label: 'Film', amount_cents: 19_900 }, { label: 'Labour', amount_cents: 10_000 }], length: { unit: 'minutes', minutes: 120 } };

describe('a quote request', () => {
  it('takes up to six photos and refuses a seventh with the customer\'s words', () => {
    expect(requestQuoteInput.safeParse({ ...request, photos: Array.from({ length: 6 }, photo) }).success).toBe(true);
    const seven = requestQuoteInput.safeParse({ ...request, photos: Array.from({ length: 7 }, photo) });
    expect(seven.success).toBe(false);
    expect(seven.error?.issues[0]?.message).toBe('Add at most 6 photos');
  });

  it('refuses a service that is not quote-priced, a city we do not serve, and a PNG', () => {
    expect(requestQuoteInput.safeParse({ ...request, service: 'Interior Detailing' }).error?.issues[0]?.message).toBe('Choose a service');
    expect(requestQuoteInput.safeParse({ ...request, service_city: 'whistler' }).error?.issues[0]?.message).toBe('Choose a city we serve');
    expect(requestQuoteInput.safeParse({ ...request, photos: [{ ...photo(), content_type: 'image/png' }] }).success).toBe(false);
  });

  it("uses the booking form's rules for the name and e-mail", () => {
    expect(requestQuoteInput.safeParse({ ...request, customer_email: 'not-an-email' }).error?.issues[0]?.message).toBe('Enter a valid e-mail address');
    expect(requestQuoteInput.safeParse({ ...request, customer_name: ' ' }).error?.issues[0]?.message).toBe('Please fill in all required fields');
  });
});

describe("the owner's answer", () => {
  it('prices an option as the sum of its lines, in cents', () => {
    expect(optionPriceCents(option.lines)).toBe(29_900);
  });

  it('takes one to three options, each a length a job can have', () => {
    const send = (options: unknown[]) => sendQuoteInput.safeParse({ id: randomUUID(), options, mutation_id: randomUUID() });
    expect(send([option]).success).toBe(true);
    expect(send([]).error?.issues[0]?.message).toBe('Add at least one option');
    expect(send([option, option, option, option]).error?.issues[0]?.message).toBe('Offer at most 3 options');
    expect(send([{ ...option, length: { unit: 'minutes', minutes: 45 } }]).error?.issues[0]?.message).toBe('A job takes whole half hours.');
    expect(send([{ ...option, length: { unit: 'minutes', minutes: 690 } }]).error?.issues[0]?.message).toBe('A job within one day ends by 7:00 PM: choose whole days for a longer one.');
    expect(send([{ ...option, length: { unit: 'days', days: 3 } }]).success).toBe(true);
  });

  it('refuses an acceptance time that is not on the list', () => {
    expect(acceptQuoteInput.safeParse({ id: 'q', token: 't', option: 0, booking_date: '2031-03-04', booking_time: '9:15 AM', mutation_id: randomUUID() }).success).toBe(false);
  });
});

describe("what the customer reads", () => {
  it('says when an expired quote expired and how to ask again', () => {
    expect(acceptRefusalMessage('expired', '2026-12-04')).toBe('This quote expired on Friday, December 4. Ask us for a new one: call (604) 555-0142.');
    expect(acceptRefusalMessage('declined', null)).toContain('call (604) 555-0142');
    expect(acceptRefusalMessage('withdrawn', null)).toContain('call (604) 555-0142');
    expect(QUOTE_MESSAGES.notFound).not.toMatch(/expired|declined/);
  });
});

describe('a start for a quoted length', () => {
  const now = new Date('2031-03-01T17:00:00Z');
  it('is 8:00 AM only for a job of whole days, and any listed time that ends by 7:00 PM within a day', () => {
    expect(startRuleReason('2031-03-05', '8:00 AM', { unit: 'days', days: 2 }, now)).toBeNull();
    expect(startRuleReason('2031-03-05', '9:00 AM', { unit: 'days', days: 2 }, now)).toBe('not-a-start');
    expect(startRuleReason('2031-03-05', '4:30 PM', { unit: 'minutes', minutes: 150 }, now)).toBeNull();
    expect(startRuleReason('2031-03-05', '4:30 PM', { unit: 'minutes', minutes: 180 }, now)).toBe('too-late');
    expect(startRuleReason('2031-02-27', '9:00 AM', { unit: 'minutes', minutes: 60 }, now)).toBe('past');
  });
});
