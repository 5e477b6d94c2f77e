import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EMPTY_QUOTE_REQUEST, hasQuoteInput, quoteRequestBody, quoteRequestFieldsOf, quoteRequestProblems, type QuoteRequestFields } from './quote-request-fields';
import { requestQuoteInput } from './quote-schema';

const now = new Date('2030-03-01T12:00:00Z');
const typed: QuoteRequestFields = {
  service: 'window-tint',
  vehicle_type: 'truck',
  vehicle_make: ' Ford ',
  vehicle_model: 'F-150',
  vehicle_year: '2019',
  service_city: 'surrey',
  description: '  Rear windows, 20 %  ',
  when_suits: '',
  customer_name: 'Pat Lee',
  customer_email: 'pat@example.com',
  customer_phone: '',
};

/** What the server's schema says of the form's request (its first message, or null when it takes it). */
function serverSays(fields: QuoteRequestFields, photos = 0): string | null {
  const parsed = requestQuoteInput.safeParse({
    id: randomUUID(),
    ...quoteRequestBody(fields),
    photos: Array.from({ length: photos }, () => ({ id: randomUUID(), content_type: 'image/jpeg', data: '/9j/AA==' })),
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

describe('the quote request form’s field rules', () => {
  it('take a filled request as the server does: trimmed, empty optional fields as none, the year as a number', () => {
    expect(quoteRequestProblems(typed, 2, now)).toEqual({});
    expect(quoteRequestBody(typed)).toMatchObject({ vehicle_make: 'Ford', vehicle_year: 2019, description: 'Rear windows, 20 %', when_suits: null, customer_phone: null });
    expect(serverSays(typed, 2)).toBeNull();
  });

  it('say what is missing in the words the server would, field by field', () => {
    const problems = quoteRequestProblems(EMPTY_QUOTE_REQUEST, 0, now);
    expect(problems).toEqual({
      service: 'Choose a service',
      vehicle_type: 'Choose a vehicle type',
      service_city: 'Choose a city we serve',
      description: 'Tell us what you would like done',
      customer_name: 'Please fill in all required fields',
      customer_email: 'Please fill in all required fields',
    });
    for (const field of ['service', 'vehicle_type', 'service_city', 'description'] as const) {
      expect(serverSays({ ...typed, [field]: '' }), field).toBe(problems[field]);
    }
  });

  it('refuse a year that is not one, a bad e-mail, a service not priced by quote and a seventh photo, as the server does', () => {
    for (const year of ['19', '1899', '2033', 'abcd']) {
      expect(quoteRequestProblems({ ...typed, vehicle_year: year }, 0, now).vehicle_year, year).toBe('Enter the year, like 2019');
    }
    expect(quoteRequestProblems({ ...typed, vehicle_year: '2032' }, 0, now).vehicle_year).toBeUndefined();
    expect(quoteRequestProblems({ ...typed, customer_email: 'pat@' }, 0, now).customer_email).toBe(serverSays({ ...typed, customer_email: 'pat@' }));
    expect(quoteRequestProblems({ ...typed, service: 'Interior Detailing' }, 0, now).service).toBe(serverSays({ ...typed, service: 'Interior Detailing' }));
    expect(quoteRequestProblems(typed, 7, now).photos).toBe(serverSays(typed, 7));
    expect(quoteRequestProblems({ ...typed, description: 'x'.repeat(2001) }, 0, now).description).toBe('Keep it under 2000 characters');
  });

  it('read a stored draft’s fields, ignoring what is not one of them', () => {
    expect(quoteRequestFieldsOf({ service: 'vehicle-wrap', vehicle_year: 2019, other: 'x' })).toEqual({ ...EMPTY_QUOTE_REQUEST, service: 'vehicle-wrap' });
    expect(hasQuoteInput(EMPTY_QUOTE_REQUEST, 0)).toBe(false);
    expect(hasQuoteInput(EMPTY_QUOTE_REQUEST, 1)).toBe(true);
    expect(hasQuoteInput({ ...EMPTY_QUOTE_REQUEST, when_suits: 'mornings' }, 0)).toBe(true);
  });
});
