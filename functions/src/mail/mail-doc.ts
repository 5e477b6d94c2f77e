// The Firestore shape of mail/{id}: one outgoing message, its template and
// data, and its delivery state. The queue (deliver-mail.ts) moves it through
// pending -> sent, or failed -> ... -> dead after the last try.
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking/booking-schema';
import type { SharedPhoto } from '@/domain/photos/job-photos';
import type { QuoteMailData } from './quote-email';
import type { WeeklySummary } from '@/domain/reports/weekly-summary';

/**
 * suppressed: past the recipient's daily cap (src/config/limits.ts); recorded, never sent.
 * cancelled: not sent yet when its booking's personal details were erased (privacy/personal-data.ts); never sent.
 */
export type MailState = 'pending' | 'sent' | 'failed' | 'dead' | 'suppressed' | 'cancelled';

/** What an owner alert announces. */
export type OwnerAlertKind = 'new' | 'cancelled' | 'rescheduled' | 'plan-request';

/** The booking as the e-mails need it: everything but the server timestamps, the history, the anonymization stamp and the staff's note. */
export type BookingMailData = Omit<Booking, 'created_at' | 'updated_at' | 'history' | 'anonymized_at' | 'customer_note' | 'photos' | 'condition_check'> & {
  /** Never stored on a mail record: the booking's link key as read when the message is sent (deliver-mail.ts). */
  manage_key?: string | null;
};

/**
 * Each template and the data its record carries. A new e-mail is one entry
 * here, one case in renderMail (booking-email.ts) and, if it has one, its id
 * helper below.
 */
export interface MailTemplates {
  'booking-confirmation': { booking: BookingMailData };
  'booking-reminder': { booking: BookingMailData };
  /** The booking at its new time; `previous` is where it was. */
  'booking-rescheduled': { booking: BookingMailData; previous: { booking_date: string; booking_time: string } };
  /** Cancelled by the customer (manage link) or by staff (dashboard). */
  'booking-cancelled': { booking: BookingMailData; by: 'customer' | 'staff' };
  /** Staff confirmed it from the dashboard. */
  'booking-confirmed': { booking: BookingMailData };
  /** To the owner: what happened, by whom ('online', 'customer' or the staff member's e-mail), and for a reschedule where it was. */
  'owner-alert': {
    booking: BookingMailData;
    alert: OwnerAlertKind;
    made_by: string | null;
    previous: { booking_date: string; booking_time: string } | null;
    /** A plan asked for: the cadence the customer chose, in words. */
    plan?: string | null;
  };
  /** The morning after a completed job: asks for a review. */
  'review-request': { booking: BookingMailData; photos?: SharedPhoto[] };
  /** A new manage link: the one before no longer works (asked for by the customer, or by staff for them). */
  'manage-link': { booking: BookingMailData; by: 'customer' | 'staff' };
  /** The business asks the customer to pick a new time (a rain day): why, an apology, the manage link. */
  'reschedule-request': { booking: BookingMailData; reason: string; note: string | null };
  /** The crew is on the way: the arrival window (instants, shown in business time). */
  'on-my-way': { booking: BookingMailData; eta_from: string; eta_to: string };
  /** To the owner: how the customers asked to move answered (all moved, or the end of the day). */
  'reschedule-summary': RescheduleSummaryData;
  /** To the customer: their quote request arrived. */
  'quote-received': { quote: QuoteMailData };
  /** To the owner: a new quote request. */
  'quote-request-alert': { quote: QuoteMailData };
  /** To the customer: the quote with its link (sent, its link renewed, or the reminder before it expires). */
  'quote': { quote: QuoteMailData; reason: 'sent' | 'link' | 'reminder' };
  /**
   * To a plan's customer: what changed (`date`: the skipped visit's, the pause's end, the end's) and the next visits;
   * `booking` is the visit whose manage link the message carries (the next one, else the one changed).
   */
  'plan-update': {
    booking: BookingMailData;
    change: 'created' | 'series' | 'skipped' | 'paused' | 'ended';
    date: string | null;
    service_name: string;
    price: number;
    /** From today on; `id` and `sequence` put each visit with a time in the calendar file (a visit's own UID, as its booking's mails use). */
    visits: { id?: string; sequence?: number; booking_date: string; booking_time: string; needs_time: boolean }[];
    /** The plan's visits from today on that are cancelled (skipped, paused, ended): the calendar file that removes them. */
    cancelled?: { id: string; sequence: number; booking_date: string; booking_time: string }[];
  };
  /** To the owner, Monday morning: last week's headline figures beside the week before's, and this week's booked so far. */
  'weekly-summary': WeeklySummary;
}

/** One booking of a reschedule request, as the owner's summary shows it. */
export interface RescheduleSummaryRow {
  id: string;
  customer_name: string;
  customer_phone: string | null;
  service_name: string;
  was: { booking_date: string; booking_time: string };
  /** moved: to `now`; waiting: not moved yet (call them); gone: deleted. */
  outcome: 'moved' | 'cancelled' | 'waiting' | 'gone' | 'closed';
  now: { booking_date: string; booking_time: string } | null;
  emailed: boolean;
}

export interface RescheduleSummaryData {
  reason: string;
  note: string | null;
  asked_at: string;
  /** True when every booking has an answer; false for the end-of-day summary with some still waiting. */
  complete: boolean;
  rows: RescheduleSummaryRow[];
}
export type MailTemplate = keyof MailTemplates;

/** A record's template and data, paired so a switch on `template` narrows `data`. */
export type MailContent = { [T in MailTemplate]: { template: T; data: MailTemplates[T] } }[MailTemplate];

/** A record's delivery fields, beside its content. */
interface MailDelivery {
  to: string;
  /**
   * The booking the record is about (its data.booking.id), at the top level so
   * an erase finds a booking's records with one equality (the local fallback
   * Firestore queries no nested field); null for the owner's reschedule
   * summary, which names several. Absent on records written before it.
   */
  booking_id?: string | null;
  /** The quote the record is about (its data.quote.id), so an erase finds a quote's records with one equality; absent on others. */
  quote_id?: string | null;
  state: MailState;
  attempts: number;
  last_error: string | null;
  /** When the queue may try it next; null once it is sent or dead (so the due query skips it). */
  next_attempt_at: Timestamp | null;
  message_id: string | null;
  sent_at: Timestamp | null;
  /**
   * Already counted against the recipient's daily cap: written by a transaction
   * that creates the record claimed (deliver-mail.ts, claimedNewMail), so its
   * first try, even by the retry schedule, does not count it again.
   */
  cap_counted?: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MailDoc = MailContent & MailDelivery;

/** A mail record as written: the server fills in created_at and updated_at. */
export type NewMailDoc = MailContent &
  Omit<MailDelivery, 'next_attempt_at' | 'created_at' | 'updated_at'> & {
    next_attempt_at: Date | null;
    created_at: FieldValue;
    updated_at: FieldValue;
  };

/**
 * A new queued message, due at once (`now`, the caller's clock, which tests
 * move): if the sending invocation dies, the retry schedule picks it up.
 * The stamps are Firestore's commit time.
 */
export function newMailDoc(
  to: string,
  template: 'booking-confirmation' | 'booking-reminder' | 'booking-confirmed' | 'review-request',
  booking: BookingMailData,
  now: Date,
): NewMailDoc;
export function newMailDoc<T extends MailTemplate>(to: string, template: T, data: MailTemplates[T], now: Date): NewMailDoc;
export function newMailDoc(to: string, template: MailTemplate, dataOrBooking: BookingMailData | MailTemplates[MailTemplate], now: Date): NewMailDoc {
  // The owner's reschedule and weekly summaries carry no single booking, and a quote's records a quote.
  const data = template === 'reschedule-summary' || template === 'weekly-summary' || 'booking' in dataOrBooking || 'quote' in dataOrBooking ? dataOrBooking : { booking: dataOrBooking };
  return {
    to,
    booking_id: 'booking' in data ? (data as { booking: BookingMailData }).booking.id : null,
    ...({ template, data } as MailContent),
    state: 'pending',
    attempts: 0,
    last_error: null,
    next_attempt_at: now,
    message_id: null,
    sent_at: null,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
}

/**
 * A record to the booking's customer. A phone booking may have no e-mail: its
 * record is still written (its create is the change's "once" claim) but
 * suppressed, never sent.
 */
export function customerMailDoc<T extends MailTemplate>(to: string | null, template: T, data: MailTemplates[T], now: Date): NewMailDoc {
  const mail = newMailDoc(to ?? '', template, data, now);
  return to ? mail : { ...mail, state: 'suppressed', next_attempt_at: null, last_error: 'no e-mail address on the booking' };
}

/** Strips what a mail record does not carry (timestamps, history) from a stored booking. */
export function mailData(b: Booking): BookingMailData {
  // The staff's note about the customer, the job's photo records and condition check stay on the booking, out of every mail record.
  const { created_at: _c, updated_at: _u, history: _h, customer_note: _n, photos: _p, condition_check: _cc, ...data } = b;
  return data;
}

/**
 * Mail ids: the confirmation shares the booking's id; the others add a suffix.
 * Creating the record with its id is the "send once" claim (a second create fails).
 */
export const confirmationMailId = (bookingId: string) => bookingId;
/** One reminder per calendar revision: a rescheduled booking gets one for its new time. */
export const reminderMailId = (bookingId: string, sequence = 0) =>
  sequence > 0 ? `${bookingId}_reminder_${sequence}` : `${bookingId}_reminder`;
export const rescheduledMailId = (bookingId: string, sequence: number) => `${bookingId}_rescheduled_${sequence}`;
export const cancelledMailId = (bookingId: string) => `${bookingId}_cancelled`;
export const confirmedMailId = (bookingId: string) => `${bookingId}_confirmed`;
/** One alert per new booking and per cancel; a reschedule per change (its new date and time in the id). */
export const ownerAlertMailId = (bookingId: string, kind: OwnerAlertKind, b?: Pick<Booking, 'booking_date' | 'booking_time'>) =>
  kind === 'rescheduled' && b ? `${bookingId}_owner_rescheduled_${b.booking_date}_${b.booking_time.replace(/\W/g, '')}` : `${bookingId}_owner_${kind}`;
/** One alert per plan request (its mutation id): a replay of the request mails nothing more. */
export const planRequestAlertMailId = (bookingId: string, mutationId: string) => `${bookingId}_owner_plan_request_${mutationId}`;
export const reviewMailId = (bookingId: string) => `${bookingId}_review`;
/** One message per renewal (its mutation id): a repeat of the request mails once. */
export const manageLinkMailId = (bookingId: string, mutationId: string) => `${bookingId}_link_${mutationId}`;
/** One ask per booking and request: a replayed request sends nothing more. */
export const rescheduleAskMailId = (bookingId: string, requestId: string) => `${bookingId}_reschedule_ask_${requestId}`;
/** One message per tap (the outbox row's id). */
export const onMyWayMailId = (bookingId: string, mutationId: string) => `${bookingId}_on_my_way_${mutationId}`;
export const rescheduleSummaryMailId = (requestId: string) => `reschedule_summary_${requestId}`;
/** One "request received" and one owner alert per quote request (a resend of the request mails nothing more). */
export const quoteReceivedMailId = (quoteId: string) => `quote_${quoteId}_received`;
export const quoteAlertMailId = (quoteId: string) => `quote_${quoteId}_owner`;
/** One message per staff change (its mutation id): a resend of the change mails once. */
export const quoteMailId = (quoteId: string, mutationId: string) => `quote_${quoteId}_${mutationId}`;
/** One reminder per last day: an extended quote gets one for its new last day. */
export const quoteReminderMailId = (quoteId: string, lastDay: string) => `quote_${quoteId}_reminder_${lastDay}`;

/** One message per plan change (its mutation id): a resend of the change mails once. */
export const planMailId = (planId: string, mutationId: string) => `plan_${planId}_${mutationId}`;

/** One weekly summary per week: its id names the Monday of the week it is sent in. */
export const weeklySummaryMailId = (weekStart: string) => `weekly_summary_${weekStart}`;

/** A record about a quote: found by quote_id on an erase. */
export function newQuoteMailDoc<T extends 'quote-received' | 'quote-request-alert' | 'quote'>(to: string | null, template: T, data: MailTemplates[T], now: Date): NewMailDoc {
  return { ...customerMailDoc(to, template, data, now), quote_id: data.quote.id };
}
