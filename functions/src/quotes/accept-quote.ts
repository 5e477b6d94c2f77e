// acceptQuote (anyone holding the quote's link): the customer takes one option
// at a start time, and the quote becomes a booking at the quoted price with the
// option's length, in one transaction: the link and the state checked again at
// the server's clock (an expired, declined, withdrawn or accepted quote is
// refused in the customer's words), the crew found by the one rule (for a job
// within a day firstFreeCrew as a package's booking; for whole days the first
// crew free on every one of its consecutive days), its slot locks created
// (`create`: a booking that took one of them meanwhile makes this commit fail,
// and the next attempt reads again), the booking written with its manage key
// and history, the quote marked accepted with the booking's id (the other
// options declined with it), the confirmation (manage link and calendar file,
// as any booking's) and the owner's alert queued. A resend of one acceptance
// (its mutation_id) is answered as the first was, and changes nothing. The
// answer: the quote as the page shows it, the booking, and its manage token.
import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { customerKeys } from '@/domain/booking/customer-card';
import { acceptRefusal } from '@/domain/quotes/quote-lifecycle';
import { QUOTE_MESSAGES, acceptRefusalMessage } from '@/domain/quotes/quote-messages';
import { quoteServiceName } from '@/domain/quotes/quote-services';
import type { AcceptQuoteInput } from '@/domain/quotes/quote-schema';
import { cityIdOf } from '@/domain/schedule/cities';
import { allCrews, labelToMinutes, occupiedHalfHours } from '@/domain/schedule/schedule';
import { dailySpan, jobDates, startRuleReason } from '@/domain/schedule/job-length';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type NewBookingDoc } from '../lib/firestore-docs';
import { newManageKey } from '../lib/manage-token';
import { validLinkToken } from '../lib/link-token';
import { confirmationMailId, mailData, newMailDoc } from '../mail/mail-doc';
import { ownerAlertMail } from '../mail/owner-alert';
import { createLocks, findFreeCrew, type FreeCrew } from '../schedule/crew-locks';
import { runJobMove } from '../schedule/move-job';
import { QUOTES, QUOTE_MUTATIONS_KEPT, quoteDocOf, type QuoteDoc } from './quote-doc';
import { quoteHistoryEntry, quoteNotFound, sendQuoteMail } from './quote-access';
import { logger } from 'firebase-functions/logger';
import { customerBooking } from '@/domain/booking/booking-schema';
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { manageToken } from '../lib/manage-token';
import { PHOTO_SECRETS } from '../lib/photo-link';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { publicView } from './public-quote';

export type AcceptOutcome =
  /** `mailIds`: the messages to send now (none for a resend). */
  | { kind: 'accepted'; bookingId: string; mailIds: string[] }
  | { kind: 'existing'; bookingId: string };

/** A refusal in the customer's words, with its reason for the page. */
function refused(reason: string, message: string): HttpsError {
  return new HttpsError('failed-precondition', message, { reason });
}

/** The crew free for every day of the job and each day's locks, or undefined when none is. */
async function freeCrewForJob(db: Firestore, tx: Transaction, dates: readonly string[], startMin: number, durationMin: number, city: ReturnType<typeof cityIdOf>): Promise<{ crew: number; days: { date: string; free: FreeCrew }[] } | undefined> {
  if (dates.length === 1) {
    const free = await findFreeCrew(db, tx, { date: dates[0], startMin, durationMin, city });
    return free && { crew: free.crew, days: [{ date: dates[0], free }] };
  }
  // Whole days: the one rule asked for one crew on each date, the first crew that passes all (firstFreeCrewForDays).
  for (const crew of allCrews()) {
    const days: { date: string; free: FreeCrew }[] = [];
    for (const date of dates) {
      const free = await findFreeCrew(db, tx, { date, startMin, durationMin, city }, undefined, crew);
      if (!free) break;
      days.push({ date, free });
    }
    if (days.length === dates.length) return { crew, days };
  }
  return undefined;
}

/**
 * The acceptance at `now`: a plain function over a Firestore handle, for the
 * callable and the tests (which move the clock). Throws the customer's refusal.
 */
export async function acceptQuoteAt(db: Firestore, input: AcceptQuoteInput, now: Date): Promise<AcceptOutcome> {
  const quoteRef = db.collection(QUOTES).doc(input.id);
  const before = quoteDocOf(await quoteRef.get());
  if (!before || before.anonymized_at || !validLinkToken('quote', input.id, before.link_key, input.token)) throw quoteNotFound();
  if (before.booking_id && (before.applied_mutations ?? []).includes(input.mutation_id)) return { kind: 'existing', bookingId: before.booking_id };
  const option = before.options?.[input.option];
  const early = acceptRefusal(before, now);
  if (early) throw refused(early, acceptRefusalMessage(early, before.last_day));
  if (!option) throw new HttpsError('invalid-argument', QUOTE_MESSAGES.noOption, { fields: { option: QUOTE_MESSAGES.noOption } });
  const city = cityIdOf(before.service_city);
  const ruleReason = startRuleReason(input.booking_date, input.booking_time, option.length, now, { city });
  if (ruleReason && ruleReason !== 'full' && ruleReason !== 'drive') {
    throw new HttpsError('invalid-argument', QUOTE_MESSAGES.notAStart, { fields: { booking_time: QUOTE_MESSAGES.notAStart }, reason: ruleReason });
  }
  const span = dailySpan(option.length, labelToMinutes(input.booking_time)!);
  const dates = jobDates(input.booking_date, option.length);
  const minutes = occupiedHalfHours(span.startMin, span.durationMin);
  const bookingId = randomUUID();
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  const mailRef = db.collection(MAIL).doc(confirmationMailId(bookingId));

  const attempt = async (tx: Transaction): Promise<AcceptOutcome | 'full'> => {
    const doc = quoteDocOf(await tx.get(quoteRef));
    if (!doc || doc.anonymized_at || !validLinkToken('quote', input.id, doc.link_key, input.token)) throw quoteNotFound();
    if (doc.booking_id && (doc.applied_mutations ?? []).includes(input.mutation_id)) return { kind: 'existing', bookingId: doc.booking_id };
    // At the server's clock, in the transaction: a quote that expired, or was declined or withdrawn meanwhile, is refused.
    const refusal = acceptRefusal(doc, now);
    if (refusal) throw refused(refusal, acceptRefusalMessage(refusal, doc.last_day));
    const chosen = doc.options?.[input.option];
    if (!chosen) throw new HttpsError('invalid-argument', QUOTE_MESSAGES.noOption, { fields: { option: QUOTE_MESSAGES.noOption } });
    const found = await freeCrewForJob(db, tx, dates, span.startMin, span.durationMin, city);
    if (!found) return 'full';
    for (const day of found.days) createLocks(tx, day.free, bookingId, day.date, minutes);
    const slot = `${input.booking_date} ${input.booking_time}`;
    const booking: NewBookingDoc = {
      id: bookingId,
      customer_name: doc.customer_name,
      customer_email: doc.customer_email,
      customer_phone: doc.customer_phone,
      service_name: quoteServiceName(doc.service),
      booking_date: input.booking_date,
      booking_time: input.booking_time,
      vehicle_type: doc.vehicle_type,
      vehicle_size: null,
      vehicle_make: doc.vehicle_make,
      vehicle_model: doc.vehicle_model,
      // The crew reads what the customer asked for and which option they took.
      comments: `${chosen.title}: ${doc.description}`.slice(0, 2000),
      service_street: null,
      service_city: city,
      service_postal_code: null,
      // The quoted price: what the customer accepted, in dollars as every booking's.
      total_price: chosen.price_cents / 100,
      duration_min: span.durationMin,
      ...(option.length.unit === 'days' ? { job_days: option.length.days } : {}),
      quote_id: input.id,
      status: 'pending',
      sequence: 0,
      source: 'online',
      crew: found.crew,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      deleted_at: null,
      reminder_sent_at: null,
      revision: 0,
      history: [newHistoryEntry(now, 'customer', null, 'created', null, slot, 0)],
      applied_mutations: [],
      customer_keys: customerKeys(doc),
      manage_key: newManageKey(),
      customer_note: null,
      customer_note_at: null,
    };
    tx.create(bookingRef, booking);
    const declined = (doc.options ?? []).map((_, i) => i).filter((i) => i !== input.option);
    tx.update(quoteRef, {
      state: 'accepted',
      accepted_option: input.option,
      booking_id: bookingId,
      history: [
        ...(doc.history ?? []),
        quoteHistoryEntry(now, 'customer', null, 'accepted', 'sent', `${chosen.title}, ${slot}`),
        ...(declined.length > 0 ? [quoteHistoryEntry(now, 'customer', null, 'declined', null, declined.map((i) => doc.options[i].title).join(', '))] : []),
      ],
      applied_mutations: [...(doc.applied_mutations ?? []), input.mutation_id].slice(-QUOTE_MUTATIONS_KEPT),
      updated_at: FieldValue.serverTimestamp(),
    });
    // The booking's messages, as a booking's: the confirmation (manage link, calendar file) and the owner's alert.
    const stamp = Timestamp.fromDate(now);
    const asMailed = mailData(bookingFromData(bookingId, { ...booking, created_at: stamp, updated_at: stamp }));
    const mailIds: string[] = [];
    if (doc.customer_email) {
      tx.create(mailRef, newMailDoc(doc.customer_email, 'booking-confirmation', asMailed, now));
      mailIds.push(mailRef.id);
    }
    const alert = ownerAlertMail('new', asMailed, now, { made_by: 'online' });
    tx.set(db.collection(MAIL).doc(alert.id), alert.mail);
    mailIds.push(alert.id);
    return { kind: 'accepted', bookingId, mailIds };
  };

  // Each lost race takes one crew's time (or the quote, for a concurrent resend): runJobMove tries again on fresh reads.
  const outcome = await runJobMove(db, bookingId, attempt, () => false);
  if (outcome === 'full') throw refused('slot-taken', QUOTE_MESSAGES.taken);
  return outcome;
}

export const acceptQuote = defineCallable(
  'acceptQuote',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: [...MAIL_SECRETS, ...PHOTO_SECRETS] },
  async (input) => {
    const now = new Date();
    const outcome = await acceptQuoteAt(defaultDb, input, now);
    if (outcome.kind === 'accepted') {
      await sendQuoteMail(defaultDb, outcome.mailIds, now);
      logger.info('quote accepted', { quoteId: input.id, bookingId: outcome.bookingId });
    }
    const doc = (await defaultDb.collection(QUOTES).doc(input.id).get()).data() as QuoteDoc;
    const snap = await defaultDb.collection(BOOKINGS).doc(outcome.bookingId).get();
    if (!snap.exists) throw quoteNotFound();
    const booking = bookingFromDoc(snap);
    return {
      quote: await publicView(defaultDb, input.id, doc, now),
      booking: customerBooking.parse(booking),
      manage_token: manageToken(snap.id, snap.get('manage_key') as string | undefined),
    };
  },
);
