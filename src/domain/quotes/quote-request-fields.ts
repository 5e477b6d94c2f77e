// The quote request form's field rules, checked as the customer types and
// before anything is queued: which fields must be filled, the year's shape,
// the lengths, the photo count. Without the schema library, so the request
// page's first load stays small; requestQuoteInput (quote-schema.ts) checks
// the same on the server, and the tests hold the two together.
import { HONEYPOT_FIELD, FIELD_LIMITS, REQUIRED_FIELDS_MESSAGE, emailProblem } from '../booking/booking-fields';
import { VEHICLE_TYPE_IDS } from '../catalog';
import { CITY_IDS, type CityId } from '../schedule/cities';
import type { RequestQuoteInput } from './quote-schema';
import { QUOTE_RULES } from './quote-rules';
import { QUOTE_SERVICE_IDS, type QuoteServiceId } from './quote-services';

export { HONEYPOT_FIELD, REQUIRED_FIELDS_MESSAGE };

export const QUOTE_REQUEST_FIELDS = [
  'service',
  'vehicle_type',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'service_city',
  'description',
  'when_suits',
  'customer_name',
  'customer_email',
  'customer_phone',
] as const;

export type QuoteRequestField = (typeof QUOTE_REQUEST_FIELDS)[number];

/** What the customer typed or chose, as the form holds it (every field a string; empty when not given). */
export type QuoteRequestFields = Record<QuoteRequestField, string>;

export const EMPTY_QUOTE_REQUEST: QuoteRequestFields = Object.fromEntries(QUOTE_REQUEST_FIELDS.map((f) => [f, ''])) as QuoteRequestFields;

export const QUOTE_FIELD_LIMITS = {
  vehicle_make: FIELD_LIMITS.vehicle_make,
  vehicle_model: FIELD_LIMITS.vehicle_model,
  vehicle_year: 4,
  description: QUOTE_RULES.maxTextLength,
  when_suits: 200,
  customer_name: FIELD_LIMITS.customer_name,
  customer_email: FIELD_LIMITS.customer_email,
  customer_phone: FIELD_LIMITS.customer_phone,
} as const;

export const QUOTE_FIELD_MESSAGES = {
  service: 'Choose a service',
  vehicle_type: 'Choose a vehicle type',
  service_city: 'Choose a city we serve',
  description: 'Tell us what you would like done',
  vehicle_year: 'Enter the year, like 2019',
  customer_name: REQUIRED_FIELDS_MESSAGE,
  customer_email: REQUIRED_FIELDS_MESSAGE,
  tooManyPhotos: `Add at most ${QUOTE_RULES.maxPhotos} photos`,
} as const;

const oneOf = (ids: readonly string[], value: string) => ids.includes(value);

/** The year as typed, read as a number; null when empty; NaN when it is not a year. */
export function typedYear(value: string): number | null {
  const year = value.trim();
  if (year === '') return null;
  return /^\d{4}$/.test(year) ? Number(year) : NaN;
}

/**
 * What is wrong with the request as typed, by field (empty: nothing). The
 * year may be up to two years ahead (next year's models are sold this year).
 */
export function quoteRequestProblems(fields: QuoteRequestFields, photoCount: number, now: Date = new Date()): Partial<Record<QuoteRequestField | 'photos', string>> {
  const problems: Partial<Record<QuoteRequestField | 'photos', string>> = {};
  if (!oneOf(QUOTE_SERVICE_IDS, fields.service)) problems.service = QUOTE_FIELD_MESSAGES.service;
  if (!oneOf(VEHICLE_TYPE_IDS, fields.vehicle_type)) problems.vehicle_type = QUOTE_FIELD_MESSAGES.vehicle_type;
  if (!oneOf(CITY_IDS, fields.service_city)) problems.service_city = QUOTE_FIELD_MESSAGES.service_city;
  if (fields.description.trim() === '') problems.description = QUOTE_FIELD_MESSAGES.description;
  if (fields.customer_name.trim() === '') problems.customer_name = QUOTE_FIELD_MESSAGES.customer_name;
  if (fields.customer_email.trim() === '') problems.customer_email = QUOTE_FIELD_MESSAGES.customer_email;
  else {
    const email = emailProblem(fields.customer_email);
    if (email) problems.customer_email = email;
  }
  const year = typedYear(fields.vehicle_year);
  if (year !== null && !(year >= 1900 && year <= now.getUTCFullYear() + 2)) problems.vehicle_year = QUOTE_FIELD_MESSAGES.vehicle_year;
  for (const [field, max] of Object.entries(QUOTE_FIELD_LIMITS) as [QuoteRequestField, number][]) {
    if (!problems[field] && fields[field].trim().length > max) problems[field] = `Keep it under ${max} characters`;
  }
  if (photoCount > QUOTE_RULES.maxPhotos) problems.photos = QUOTE_FIELD_MESSAGES.tooManyPhotos;
  return problems;
}

/** Whether the customer has typed or chosen anything worth keeping as a draft. */
export function hasQuoteInput(fields: QuoteRequestFields, photoCount: number): boolean {
  return photoCount > 0 || QUOTE_REQUEST_FIELDS.some((f) => fields[f].trim() !== '');
}

/** The callable's input (requestQuote) but its id, photos and trap: trimmed, empty optional ones as null. Call it once quoteRequestProblems found nothing. */
export function quoteRequestBody(fields: QuoteRequestFields): Omit<RequestQuoteInput, 'id' | 'photos' | typeof HONEYPOT_FIELD> {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    service: fields.service as QuoteServiceId,
    vehicle_type: fields.vehicle_type,
    vehicle_make: optional(fields.vehicle_make),
    vehicle_model: optional(fields.vehicle_model),
    vehicle_year: typedYear(fields.vehicle_year),
    service_city: fields.service_city as CityId,
    description: fields.description.trim(),
    when_suits: optional(fields.when_suits),
    customer_name: fields.customer_name.trim(),
    customer_email: fields.customer_email.trim(),
    customer_phone: optional(fields.customer_phone),
  };
}

/** A form's fields from stored or linked values: only known fields, only strings. */
export function quoteRequestFieldsOf(values: Readonly<Record<string, unknown>> | null | undefined): QuoteRequestFields {
  const fields = { ...EMPTY_QUOTE_REQUEST };
  for (const f of QUOTE_REQUEST_FIELDS) {
    const v = values?.[f];
    if (typeof v === 'string') fields[f] = v;
  }
  return fields;
}
