// The quote callables' inputs and outputs: one zod schema each, used by the
// request form, the owner's Quotes view, the customer's quote page, the outbox
// payloads and the functions (src/domain/callables/callables.ts lists them).
import '../../config/zod-jitless';
import { z } from 'zod';
import { VEHICLE_TYPE_IDS } from '../catalog';
import { CITY_IDS } from '../schedule/cities';
import { ISO_DATE, HONEYPOT_FIELD, createBookingInput, customerBooking } from '../booking/booking-schema';
import { isSlotLabel } from '../schedule/schedule';
import { jobLengthProblem } from '../schedule/job-length';
import { PHOTO_MESSAGES } from '../photos/photo-bytes';
import { HISTORY_ACTORS } from '../booking/booking-history';
import { QUOTE_RULES } from './quote-rules';
import { QUOTE_STATES } from './quote-lifecycle';
import { QUOTE_SERVICE_IDS } from './quote-services';
import { QUOTE_MESSAGES } from './quote-messages';

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The link's id and token, as every customer call from the quote page carries them (`/quote?id=…&token=…`). */
const quoteKey = {
  id: z.string().min(1, QUOTE_MESSAGES.notFound).max(100, QUOTE_MESSAGES.notFound),
  token: z.string().min(1, QUOTE_MESSAGES.notFound).max(100, QUOTE_MESSAGES.notFound),
};

/** A quote id as a Storage path segment and a document id: the ids the app makes (UUIDs). */
const quoteId = z.uuid('Quote id must be a UUID');

/** A photo of the request: one the device shrank, as base64 (the server checks its bytes again). */
export const quotePhotoUpload = z.object({
  /** The device's id for the photo: a resend stores the same object again. */
  id: z.uuid('Photo id must be a UUID'),
  content_type: z.enum(['image/jpeg', 'image/webp'], { error: 'Choose a JPEG or WebP photo' }),
  data: z
    .string()
    // A little over the cap, so the server's refusal can say how large it was.
    .max(Math.ceil((QUOTE_RULES.photoMaxBytes * 4) / 3) + 1024, PHOTO_MESSAGES.tooLarge(QUOTE_RULES.photoMaxBytes * 1.01))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, PHOTO_MESSAGES.unreadable),
});
export type QuotePhotoUpload = z.infer<typeof quotePhotoUpload>;

const YEAR_MESSAGE = 'Enter the year, like 2019';
const thisYear = () => new Date().getUTCFullYear();

export const requestQuoteInput = z.object({
  /** Chosen by the device, as a booking's: a resend of the same request is the same request. */
  id: quoteId,
  service: z.enum(QUOTE_SERVICE_IDS, { error: 'Choose a service' }),
  vehicle_type: z.enum(VEHICLE_TYPE_IDS as [string, ...string[]], { error: 'Choose a vehicle type' }),
  vehicle_make: createBookingInput.shape.vehicle_make,
  vehicle_model: createBookingInput.shape.vehicle_model,
  vehicle_year: z
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(1900, YEAR_MESSAGE)
    .refine((y) => y <= thisYear() + 2, YEAR_MESSAGE)
    .nullish()
    .transform((v) => v ?? null),
  service_city: z.enum(CITY_IDS, { error: 'Choose a city we serve' }),
  description: z
    .string({ error: 'Tell us what you would like done' })
    .trim()
    .min(1, 'Tell us what you would like done')
    .max(QUOTE_RULES.maxTextLength, `Keep it under ${QUOTE_RULES.maxTextLength} characters`),
  /** When suits them, in their words ("weekday mornings"). */
  when_suits: text(200, 'When suits you'),
  customer_name: createBookingInput.shape.customer_name,
  customer_email: createBookingInput.shape.customer_email,
  customer_phone: createBookingInput.shape.customer_phone,
  photos: z.array(quotePhotoUpload).max(QUOTE_RULES.maxPhotos, `Add at most ${QUOTE_RULES.maxPhotos} photos`).default([]),
  /** The bot trap, as on the booking form: never stored; a filled one is answered as if received. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type RequestQuoteInput = z.input<typeof requestQuoteInput>;
export type RequestQuoteData = z.output<typeof requestQuoteInput>;

export const requestQuoteOutput = z.object({
  id: z.string(),
  /** Always 'requested': the request arrived (or was answered as if it had). */
  state: z.literal('requested'),
  photos: z.number().int(),
});
export type RequestQuoteOutput = z.infer<typeof requestQuoteOutput>;

export const jobLength = z
  .discriminatedUnion('unit', [
    z.object({ unit: z.literal('minutes'), minutes: z.number().int() }),
    z.object({ unit: z.literal('days'), days: z.number().int() }),
  ])
  .superRefine((length, ctx) => {
    const problem = jobLengthProblem(length);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const quoteLine = z.object({
  label: z.string().trim().min(1, 'Name each line').max(QUOTE_RULES.maxLabelLength, `A line's name must be at most ${QUOTE_RULES.maxLabelLength} characters`),
  /** Cents, so a sum is exact. */
  amount_cents: z.number().int('Amounts are in whole cents').min(0, 'An amount cannot be negative').max(QUOTE_RULES.maxLineCents, 'That amount is too large'),
});
export type QuoteLine = z.infer<typeof quoteLine>;

/** An option as the owner writes it: its price is the sum of its lines (computed, never typed). */
export const quoteOptionInput = z.object({
  title: z.string().trim().min(1, 'Give each option a title').max(QUOTE_RULES.maxLabelLength, `A title must be at most ${QUOTE_RULES.maxLabelLength} characters`),
  lines: z.array(quoteLine).min(1, 'Add at least one line').max(QUOTE_RULES.maxLines, `At most ${QUOTE_RULES.maxLines} lines`),
  length: jobLength,
  note: text(QUOTE_RULES.maxTextLength, 'A note'),
});

/** An option as stored and shown: with its price. */
export const quoteOption = quoteOptionInput.extend({ price_cents: z.number().int() });
export type QuoteOption = z.infer<typeof quoteOption>;

export function optionPriceCents(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, l) => sum + l.amount_cents, 0);
}

export const sendQuoteInput = z.object({
  id: quoteId,
  options: z
    .array(quoteOptionInput)
    .min(QUOTE_RULES.minOptions, 'Add at least one option')
    .max(QUOTE_RULES.maxOptions, `Offer at most ${QUOTE_RULES.maxOptions} options`),
  /** The last day the customer can accept (yyyy-MM-dd, business time); QUOTE_RULES.validDays ahead when absent. */
  last_day: ISO_DATE.nullish(),
  note: text(QUOTE_RULES.maxTextLength, 'A note'),
  /** The outbox row's id: a resend sends once. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
});
export type SendQuoteInput = z.input<typeof sendQuoteInput>;

export const staffQuoteChangeInput = z.object({ id: quoteId, mutation_id: z.uuid('Mutation id must be a UUID') });
export type StaffQuoteChangeInput = z.infer<typeof staffQuoteChangeInput>;

/** 'anonymized': the customer's details erased (privacy); 'reminder': the e-mail before it expires went out. */
export const QUOTE_HISTORY_CHANGES = ['requested', 'sent', 'withdrawn', 'link', 'accepted', 'declined', 'expired', 'reminder', 'anonymized'] as const;

/** A quote's history line, in the booking history's shape: who, when, what, from and to (states or a last day). */
export const quoteHistoryEntry = z.object({
  at: z.string(),
  by: z.enum(HISTORY_ACTORS),
  by_email: z.string().nullable(),
  change: z.enum(QUOTE_HISTORY_CHANGES),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type QuoteHistoryEntry = z.infer<typeof quoteHistoryEntry>;

/** A request photo as stored on the quote (the bytes are in Storage: quote-photos/{quoteId}/{photoId}). */
export const quotePhotoRecord = z.object({ id: z.string(), content_type: z.string(), size: z.number().int() });
export type QuotePhotoRecord = z.infer<typeof quotePhotoRecord>;

/** A quote as staff see it (the dashboard's Quotes view reads quotes/{id} through the rules; this is its shape). */
export const quote = z.object({
  id: z.string(),
  state: z.enum(QUOTE_STATES),
  service: z.string(),
  vehicle_type: z.string(),
  vehicle_make: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  vehicle_year: z.number().nullable(),
  service_city: z.string().nullable(),
  description: z.string(),
  when_suits: z.string().nullable(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  photos: z.array(quotePhotoRecord),
  options: z.array(quoteOption),
  last_day: z.string().nullable(),
  note: z.string().nullable(),
  accepted_option: z.number().int().nullable(),
  booking_id: z.string().nullable(),
  history: z.array(quoteHistoryEntry),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quote = z.infer<typeof quote>;

/** One request photo as the customer's page shows it: a short-lived link, nothing else. */
export const quotePhotoLink = z.object({ id: z.string(), url: z.string(), expires_at: z.string() });

/**
 * What the customer's quote page shows: the request as they made it, the
 * options with their lines, the last day, the state now (expired once its last
 * day ended), their photos as short-lived links, and once accepted the chosen
 * option and its booking's start. Picked field by field: no history, no link
 * key, no staff address.
 */
export const publicQuote = quote
  .pick({
    id: true,
    state: true,
    service: true,
    vehicle_type: true,
    vehicle_make: true,
    vehicle_model: true,
    vehicle_year: true,
    service_city: true,
    description: true,
    when_suits: true,
    customer_name: true,
    options: true,
    last_day: true,
    note: true,
    accepted_option: true,
  })
  .extend({
    service_name: z.string(),
    /** When the quote stops being open: the end of its last day, business time (ISO). */
    expires_at: z.string().nullable(),
    photos: z.array(quotePhotoLink),
    /** What a refusal to accept would say now (expired, declined, withdrawn, …); null while it can be accepted. */
    closed_message: z.string().nullable(),
    /** The booking the accepted option became, as its customer sees it. */
    booking: customerBooking.pick({ id: true, booking_date: true, booking_time: true, total_price: true, duration_min: true, status: true }).nullable(),
  });
export type PublicQuote = z.infer<typeof publicQuote>;

export const getMyQuoteInput = z.object(quoteKey);
export const myQuoteOutput = z.object({ quote: publicQuote });
export type MyQuoteOutput = z.infer<typeof myQuoteOutput>;

export const getQuoteTimesInput = z.object({
  ...quoteKey,
  /** Index of the option in the quote's options. */
  option: z.number().int().min(0, QUOTE_MESSAGES.noOption).max(QUOTE_RULES.maxOptions - 1, QUOTE_MESSAGES.noOption),
  from: ISO_DATE,
  days: z.number().int().min(1).max(14),
});
export type GetQuoteTimesInput = z.infer<typeof getQuoteTimesInput>;

export const getQuoteTimesOutput = z.object({
  option: z.number().int(),
  generated_at: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.object({ time: z.string(), available: z.boolean(), reason: z.string().optional() })),
    }),
  ),
});
export type GetQuoteTimesOutput = z.infer<typeof getQuoteTimesOutput>;

export const acceptQuoteInput = z.object({
  ...quoteKey,
  option: getQuoteTimesInput.shape.option,
  booking_date: ISO_DATE,
  booking_time: z.string().refine(isSlotLabel, 'Choose a time from the list'),
  /** The outbox row's id: a resend is answered as the first send was. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
});
export type AcceptQuoteInput = z.infer<typeof acceptQuoteInput>;

/** The accepted quote and its booking, with the booking's manage token (`/manage-booking#id=…&t=…`). */
export const acceptQuoteOutput = z.object({ quote: publicQuote, booking: customerBooking, manage_token: z.string() });
export type AcceptQuoteOutput = z.infer<typeof acceptQuoteOutput>;

export const declineQuoteInput = z.object({ ...quoteKey, mutation_id: z.uuid('Mutation id must be a UUID') });
export type DeclineQuoteInput = z.infer<typeof declineQuoteInput>;

/** The owner's Quotes view: short-lived links to a request's photos (asked again when they run out). */
export const quotePhotoLinksInput = z.object({ id: quoteId });
export const quotePhotoLinksOutput = z.object({ links: z.array(quotePhotoLink) });
export type QuotePhotoLinksOutput = z.infer<typeof quotePhotoLinksOutput>;

/** A staff change's answer: the quote as staff see it, and whether an e-mail went to the customer. */
export const staffQuoteOutput = z.object({ quote, emailed: z.boolean() });
export type StaffQuoteOutput = z.infer<typeof staffQuoteOutput>;
