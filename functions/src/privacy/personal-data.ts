// Where a customer's personal data lives, and what erasing it leaves: the one
// place the admin's erase (anonymizeBooking), deleteBooking's tombstone and the
// retention job go through, so each reaches all of it.
//
// Personal data (name, e-mail, phone, address, vehicle, comments, the staff's
// note, and what is derived from them) is kept in:
// - bookings/{id}: the fields of ANONYMIZED_FIELDS (src/domain/booking/anonymize-booking.ts);
//   customer_keys (the e-mail and phone digits) and customer_note_at; the text of
//   `history` entries that quote the customer's details (PERSONAL_HISTORY: the
//   note, an address change, the condition check's items) and of refused
//   changes that repeat such an entry (refused_mutations); `photos`, the job
//   photos' records, and `condition_check` (the vehicle's condition and the
//   crew's note on it).
// - Cloud Storage jobs/{bookingId}/{photoId}: the job photos themselves (a car, a
//   driveway, a plate). Deleted with their records by every erase, after its
//   transaction (deleteJobPhotoObjects), and the retention job deletes any object
//   whose record is gone, such as one a failure there left (sweepJobPhotos).
// - mail/{id}: every record about a booking (booking_id, its data.booking.id)
//   holds a copy of the booking and, for the customer's e-mails, their address
//   as recipient (records from before booking_id are found by that address). The
//   owner's reschedule summary (template 'reschedule-summary') names each asked
//   booking's customer and phone in its rows.
// - rateLimits/{kind}_{hash}: the booking and mail counters of an e-mail and the
//   counters of an IP address, hashed; the Firestore TTL policy on expire_at
//   (firestore.indexes.json) deletes them within a day or two of their window's
//   end. A customer's erase deletes their e-mail's counters at once; an IP is
//   never stored with a booking, so its counters only expire.
// - quotes/{id}: a quote request's name, e-mail, phone, customer_keys, vehicle
//   make, model and year, what the customer wrote (description, when_suits), the
//   photos' records, and the link key (an erased quote's link opens nothing).
//   Erased with the booking it became (booking_id), with a customer's erase
//   (their e-mail's key), and by the retention job once untouched that long.
// - Cloud Storage quote-photos/{quoteId}/{photoId}: the request's photos,
//   deleted with their records after the erase's transaction (quotePhotoIds).
// - mail/{id} about a quote (quote_id): a copy of the request, and the
//   customer's address as recipient.
// - plans/{id}: a maintenance plan's name, e-mail, phone, customer_keys, vehicle
//   make and model, comments and address (the customer's visits are bookings, above).
//   Erased with a customer's erase (their e-mail's key), and with an erased visit
//   (its id names the plan: plans/plan-doc.ts visitId) once the plan has ended, as
//   the retention job erases its old visits; an erased plan makes no more visits.
// Nothing personal in: slotLocks (dates, crews, ids), blocks (the business's
// time off), rescheduleRequests (booking ids, dates, times and the business's
// reason), staffAccess (staff accounts), system.
//
// What stays is what the business needs without the person: date, time,
// service, vehicle type, city, price, status, crew; counts and dates.
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { ANONYMIZED_FIELDS, ANONYMIZED_NAME } from '@/domain/booking/anonymize-booking';
import { HISTORY_CHANGES, type HistoryChange, type HistoryEntry } from '@/domain/booking/booking-history';
import { ABUSE_LIMITS } from '@/config/limits';
import { MAIL, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';
import { RATE_LIMITS, rateLimitKey } from '../abuse/rate-limits';
import { isCapped } from '../mail/deliver-mail';
import type { MailDoc, RescheduleSummaryData } from '../mail/mail-doc';
import { QUOTES, type QuoteDoc } from '../quotes/quote-doc';
import type { QuoteHistoryEntry } from '@/domain/quotes/quote-schema';
import { PLANS, planOfVisitId, planState, type PlanDoc } from '../plans/plan-doc';

/**
 * Whether each kind of history entry quotes the customer in its from/to: the
 * staff's note, the address before and after, the vehicle's condition
 * ("Scratches, Dents"). The others hold times, statuses, the business's own
 * words (a rain day's reason, an arrival window, a photo's tag) or what was
 * attempted. Every kind is listed, so a new kind does not compile until it is
 * classified here.
 */
const QUOTES_CUSTOMER: Record<HistoryChange, boolean> = {
  created: false,
  rescheduled: false,
  status: false,
  cancelled: false,
  deleted: false,
  anonymized: false,
  'not-applied': false,
  'reschedule-asked': false,
  'on-my-way': false,
  note: true,
  address: true,
  photo: false,
  condition: true,
  // A renewed manage link: no from or to at all.
  link: false,
};

/** The history kinds an erase empties (their from/to), from QUOTES_CUSTOMER. */
export const PERSONAL_HISTORY: readonly HistoryChange[] = HISTORY_CHANGES.filter((change) => QUOTES_CUSTOMER[change]);

/** The booking fields an erase replaces, as stored (ANONYMIZED_FIELDS plus what is derived from them). */
export const ERASED_BOOKING_FIELDS = {
  ...ANONYMIZED_FIELDS,
  // The keys are the e-mail and phone: no other booking finds this one any more.
  customer_keys: [],
  customer_note_at: null,
  photos: [],
  condition_check: null,
} as const;

/** The booking fields a mail record's copy carries of ANONYMIZED_FIELDS (the staff's note never goes into a mail). */
const MAIL_BOOKING_FIELDS = Object.fromEntries(Object.entries(ANONYMIZED_FIELDS).filter(([k]) => k !== 'customer_note'));

/** Why an unsent record was cancelled (its last_error: the dashboard and the log show it). */
export const CANCELLED_REASON = 'cancelled: the booking’s personal details were erased';

function quotesCustomer(entry: Pick<HistoryEntry, 'change' | 'from' | 'to'>): boolean {
  return PERSONAL_HISTORY.includes(entry.change) && (entry.from !== null || entry.to !== null);
}

/** The history with the customer's details taken out of its texts: who changed what and when stays. */
export function erasedHistory(history: readonly HistoryEntry[] | undefined): HistoryEntry[] {
  return (history ?? []).map((h) => (quotesCustomer(h) ? { ...h, from: null, to: null } : h));
}

function erasedRefusals(refused: readonly RefusedMutation[] | undefined): RefusedMutation[] {
  return (refused ?? []).map((r) => (quotesCustomer(r.details) ? { ...r, details: { ...r.details, from: null, to: null } } : r));
}

/** Whether a stored booking (or tombstone) still holds any of the customer's personal data. */
export function holdsPersonalData(doc: BookingDoc): boolean {
  const stored = doc as unknown as Record<string, unknown>;
  const fieldsLeft = Object.entries(ANONYMIZED_FIELDS).some(([k, erased]) => {
    const v = stored[k];
    // A tombstone from before this module nulled the name; both mean "no name".
    return v !== undefined && v !== null && v !== erased;
  });
  return (
    fieldsLeft ||
    (doc.customer_keys ?? []).length > 0 ||
    !!doc.customer_note_at ||
    (doc.photos ?? []).length > 0 ||
    !!doc.condition_check ||
    (doc.history ?? []).some(quotesCustomer) ||
    (doc.refused_mutations ?? []).some((r) => quotesCustomer(r.details))
  );
}

/**
 * The booking's update that erases it (without its history entry, revision and
 * updated_at, which the caller adds: an erase, a delete or a tombstone's clean-up).
 * The history is written whole: the fallback Firestore refuses arrayUnion of maps.
 */
export function erasedBookingFields(doc: BookingDoc): Record<string, unknown> {
  return { ...ERASED_BOOKING_FIELDS, history: erasedHistory(doc.history), refused_mutations: erasedRefusals(doc.refused_mutations) };
}

/** A tombstone's fields: as an erased booking, and no name at all (nothing shows a deleted booking). */
export function tombstoneFields(doc: BookingDoc): Record<string, unknown> {
  return { ...erasedBookingFields(doc), customer_name: null };
}

/** A mail record's update that erases the customer of `bookingId` from it, or null if it holds nothing of theirs. */
export function erasedMailFields(mail: MailDoc, bookingId: string): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  if (mail.template === 'reschedule-summary') {
    const data = mail.data as RescheduleSummaryData;
    const mine = (r: RescheduleSummaryData['rows'][number]) => r.id === bookingId && (r.customer_name !== ANONYMIZED_NAME || r.customer_phone !== null);
    if (!data.rows.some(mine)) return null;
    // The whole data map is written (no dotted field path: the fallback Firestore's updates take top-level fields).
    update.data = { ...data, rows: data.rows.map((r) => (mine(r) ? { ...r, customer_name: ANONYMIZED_NAME, customer_phone: null } : r)) };
    return update;
  }
  const copy = (mail.data as { booking?: Record<string, unknown> }).booking;
  if (!copy || copy.id !== bookingId) return null;
  // The review request's shared photos: their links and captions go (the photos themselves are deleted with the booking's).
  const photos = (mail.data as { photos?: unknown[] }).photos;
  if (Object.entries(MAIL_BOOKING_FIELDS).some(([k, erased]) => copy[k] !== undefined && copy[k] !== erased) || (photos?.length ?? 0) > 0) {
    update.data = { ...mail.data, booking: { ...copy, ...MAIL_BOOKING_FIELDS }, ...(photos ? { photos: [] } : {}) };
  }
  // The customer's address as recipient goes (the business's own stays: the owner's alerts).
  if (mail.to && isCapped(mail.to)) update.to = '';
  // Not sent yet, or still to be retried: it never goes (the retry query skips a null next_attempt_at).
  if (mail.state === 'pending' || mail.state === 'failed') {
    Object.assign(update, { state: 'cancelled', next_attempt_at: null, last_error: CANCELLED_REASON });
  }
  if (Object.keys(update).length === 0) return null;
  return { ...update, updated_at: FieldValue.serverTimestamp() };
}

/** Who the customer is and what they drive, on a quote or a plan: what an erase replaces on both. */
const ERASED_CUSTOMER = {
  customer_name: ANONYMIZED_NAME,
  customer_email: null,
  customer_phone: null,
  customer_keys: [],
  vehicle_make: null,
  vehicle_model: null,
} as const;

/** Whether a stored document still holds a field an erase replaces: a list not empty, or a value other than the erased one. */
function holdsAnyOf(doc: object, erased: Readonly<Record<string, unknown>>): boolean {
  const stored = doc as Record<string, unknown>;
  return Object.entries(erased).some(([k, e]) => {
    const v = stored[k];
    if (Array.isArray(e)) return Array.isArray(v) && v.length > 0;
    return v !== undefined && v !== null && v !== e;
  });
}

/** The quote fields an erase replaces: what the customer told and sent; the service, vehicle type, city, options and state stay. */
export const ERASED_QUOTE_FIELDS = {
  ...ERASED_CUSTOMER,
  vehicle_year: null,
  description: '',
  when_suits: null,
  photos: [],
  // The quote's link opens nothing any more.
  link_key: null,
} as const;

/** Whether a stored quote still holds any of the customer's personal data. */
export function quoteHoldsPersonalData(doc: QuoteDoc): boolean {
  return holdsAnyOf(doc, ERASED_QUOTE_FIELDS);
}

/** A quote's erase: its fields, a history line, anonymized_at; null when nothing personal is left. */
export function erasedQuoteWrite(doc: QuoteDoc, now: Date, by: QuoteHistoryEntry['by'], byEmail: string | null): Record<string, unknown> | null {
  if (!quoteHoldsPersonalData(doc)) return null;
  const line: QuoteHistoryEntry = { at: now.toISOString(), by, by_email: byEmail, change: 'anonymized', from: null, to: null };
  return { ...ERASED_QUOTE_FIELDS, history: [...(doc.history ?? []), line], anonymized_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() };
}

/** The plan fields an erase replaces: who and where; the package, cadence, price and dates stay. */
export const ERASED_PLAN_FIELDS = {
  ...ERASED_CUSTOMER,
  comments: null,
  service_street: null,
  service_postal_code: null,
} as const;

/** A plan's erase, or null when nothing personal is left. */
function erasedPlanWrite(doc: PlanDoc): Record<string, unknown> | null {
  if (!holdsAnyOf(doc, ERASED_PLAN_FIELDS)) return null;
  return { ...ERASED_PLAN_FIELDS, anonymized_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() };
}

/** A mail record's update that erases the customer of a quote from it (its copy of the request, the recipient), or null. */
function erasedQuoteMailFields(mail: MailDoc): Record<string, unknown> | null {
  const copy = (mail.data as { quote?: Record<string, unknown> }).quote;
  if (!copy) return null;
  const fields = { customer_name: ANONYMIZED_NAME, customer_email: null, customer_phone: null, vehicle_make: null, vehicle_model: null, vehicle_year: null, description: '', when_suits: null };
  const update: Record<string, unknown> = {};
  if (Object.entries(fields).some(([k, erased]) => copy[k] !== undefined && copy[k] !== erased)) update.data = { ...mail.data, quote: { ...copy, ...fields } };
  if (mail.to && isCapped(mail.to)) update.to = '';
  if (mail.state === 'pending' || mail.state === 'failed') Object.assign(update, { state: 'cancelled', next_attempt_at: null, last_error: CANCELLED_REASON });
  if (Object.keys(update).length === 0) return null;
  return { ...update, updated_at: FieldValue.serverTimestamp() };
}

/** The counters an e-mail's own hash names (the booking and mail counters); IP counters only expire. */
export function emailCounterRefs(db: Firestore, email: string): DocumentReference[] {
  return [
    rateLimitKey('booking-email', email, ABUSE_LIMITS.bookingsPerEmail),
    rateLimitKey('mail-to', email, ABUSE_LIMITS.mailsPerRecipient),
    rateLimitKey('quote-email', email, ABUSE_LIMITS.quotesPerEmail),
  ].map((k) => db.collection(RATE_LIMITS).doc(k.id));
}

/** How an erase treats each booking it reads: erased in place, or (retention, a tombstone past its time) deleted. */
export interface ErasedBooking {
  snap: DocumentSnapshot;
  /** The booking's own update (erasedBookingFields plus the caller's fields), or 'delete'. */
  write: Record<string, unknown> | 'delete';
}

/** What a transaction read about the bookings it erases outside their own documents. */
export interface PersonalCopies {
  mail: { ref: DocumentReference; update: Record<string, unknown> }[];
  counters: DocumentReference[];
  /** The customer's quotes: the ones the bookings became from, the e-mails' own, and any named. */
  quotes: { ref: DocumentReference; update: Record<string, unknown> }[];
  /** Quotes whose photo objects the caller deletes after the commit (deleteQuotePhotoObjects). */
  quotePhotoIds: string[];
  /** The customer's maintenance plans: the e-mails' own, and the ended plans of erased visits. */
  plans: { ref: DocumentReference; update: Record<string, unknown> }[];
}

/** Who erases, for the quotes' history lines. */
export interface Eraser {
  by: QuoteHistoryEntry['by'];
  email: string | null;
}

/**
 * Reads, in `tx` and before it writes anything, every copy of these bookings'
 * personal data outside their documents: their mail records, the owner's
 * reschedule summaries naming them, and (for a customer's erase, `emails`)
 * the e-mails' counters.
 */
export async function readPersonalCopies(
  db: Firestore,
  tx: Transaction,
  bookingIds: readonly string[],
  emails: readonly string[] = [],
  now: Date = new Date(),
  eraser: Eraser = { by: 'system', email: null },
  quoteIds: readonly string[] = [],
): Promise<PersonalCopies> {
  const ids = [...new Set(bookingIds)];
  const normalized = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  // The records are found by queries outside the transaction, then read (and so locked) one
  // by one inside it: a query in a transaction locks the whole range it scans (the Firestore
  // emulator: the whole collection), and the mail collection is written by every booking, so
  // the erase would wait on, and hold up, every booking's e-mails. A record is never moved to
  // another booking, and what the transaction reads of each (its state, its data) is current.
  const refsOf = async (q: Query) => (await q.get()).docs.map((d) => d.ref);
  const [perBookingRefs, summaryRefs, byRecipientRefs] = await Promise.all([
    Promise.all(ids.map((id) => refsOf(db.collection(MAIL).where('booking_id', '==', id)))),
    ids.length > 0 ? refsOf(db.collection(MAIL).where('template', '==', 'reschedule-summary')) : [],
    // The customer's own e-mails by recipient too: records written before booking_id existed.
    Promise.all([...new Set([...emails, ...normalized])].map((e) => refsOf(db.collection(MAIL).where('to', '==', e)))),
  ]);
  // The quotes: the ones these bookings were accepted from, the e-mails' own, and those named; then their mail records.
  const [fromBookings, byEmail] = await Promise.all([
    Promise.all(ids.map((id) => refsOf(db.collection(QUOTES).where('booking_id', '==', id)))),
    Promise.all(normalized.map((e) => refsOf(db.collection(QUOTES).where('customer_keys', 'array-contains', `e:${e}`)))),
  ]);
  const quoteRefs = [...new Map([...fromBookings.flat(), ...byEmail.flat(), ...quoteIds.map((q) => db.collection(QUOTES).doc(q))].map((r) => [r.id, r])).values()];
  const quoteMailRefs = (await Promise.all(quoteRefs.map((r) => refsOf(db.collection(MAIL).where('quote_id', '==', r.id))))).flat();
  const readAll = (refs: DocumentReference[]) => (refs.length > 0 ? tx.getAll(...refs) : Promise.resolve([]));
  // The plans: the e-mails' own (a customer's erase: the plan goes, active or not), and those of erased visits once ended.
  const plansByEmail = (await Promise.all(normalized.map((e) => refsOf(db.collection(PLANS).where('customer_keys', 'array-contains', `e:${e}`))))).flat();
  const visitPlanIds = ids.map(planOfVisitId).filter((p): p is string => p !== null);
  const planRefs = [...new Map([...plansByEmail, ...visitPlanIds.map((p) => db.collection(PLANS).doc(p))].map((r) => [r.id, r])).values()];
  const [quoteSnaps, quoteMails, planSnaps] = await Promise.all([readAll(quoteRefs), readAll(quoteMailRefs), readAll(planRefs)]);
  const plans: PersonalCopies['plans'] = [];
  for (const snap of planSnaps) {
    const doc = snap.data() as PlanDoc | undefined;
    if (!doc) continue;
    const own = plansByEmail.some((r) => r.id === snap.id);
    if (!own && planState(doc, now) !== 'ended') continue;
    const update = erasedPlanWrite(doc);
    if (update) plans.push({ ref: snap.ref, update });
  }
  const quotes: PersonalCopies['quotes'] = [];
  const quotePhotoIds: string[] = [];
  for (const snap of quoteSnaps) {
    const doc = snap.data() as QuoteDoc | undefined;
    const update = doc ? erasedQuoteWrite(doc, now, eraser.by, eraser.email) : null;
    if (!update) continue;
    quotes.push({ ref: snap.ref, update });
    if ((doc!.photos ?? []).length > 0) quotePhotoIds.push(snap.id);
  }
  const [records, summaries, counterSnaps] = await Promise.all([
    readAll([...perBookingRefs.flat(), ...byRecipientRefs.flat()]),
    readAll(summaryRefs),
    readAll(normalized.flatMap((e) => emailCounterRefs(db, e))),
  ]);
  const mail: PersonalCopies['mail'] = [];
  const seen = new Set<string>();
  for (const snap of records) {
    if (seen.has(snap.id) || !snap.exists) continue;
    seen.add(snap.id);
    const doc = snap.data() as MailDoc;
    const about = (doc.data as { booking?: { id?: unknown } }).booking?.id;
    // A record to the customer's address is theirs whichever of their bookings it is about.
    const update = typeof about === 'string' && (ids.includes(about) || normalized.includes(doc.to.trim().toLowerCase())) ? erasedMailFields(doc, about) : null;
    if (update) mail.push({ ref: snap.ref, update });
  }
  for (const snap of summaries) {
    if (!snap.exists) continue;
    let doc = snap.data() as MailDoc;
    let update: Record<string, unknown> | null = null;
    for (const id of ids) {
      const next = erasedMailFields(doc, id);
      if (!next) continue;
      update = { ...(update ?? {}), ...next };
      doc = { ...doc, data: next.data } as MailDoc;
    }
    if (update) mail.push({ ref: snap.ref, update });
  }
  for (const snap of quoteMails) {
    if (seen.has(snap.id) || !snap.exists) continue;
    seen.add(snap.id);
    const update = erasedQuoteMailFields(snap.data() as MailDoc);
    if (update) mail.push({ ref: snap.ref, update });
  }
  return { mail, counters: counterSnaps.filter((s) => s.exists).map((s) => s.ref), quotes, quotePhotoIds, plans };
}

/** Writes the erase in `tx`: each booking's own write, then its copies. Returns how many documents it wrote. */
export function writeErasure(tx: Transaction, bookings: readonly ErasedBooking[], copies: PersonalCopies): number {
  for (const b of bookings) {
    if (b.write === 'delete') tx.delete(b.snap.ref);
    else tx.update(b.snap.ref, b.write);
  }
  for (const m of copies.mail) tx.update(m.ref, m.update);
  for (const ref of copies.counters) tx.delete(ref);
  for (const q of copies.quotes) tx.update(q.ref, q.update);
  for (const p of copies.plans) tx.update(p.ref, p.update);
  return bookings.length + copies.mail.length + copies.counters.length + copies.quotes.length + copies.plans.length;
}
