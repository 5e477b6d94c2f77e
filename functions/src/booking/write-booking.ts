// Stores a new booking: capacity checked with slot locks, booking + locks +
// confirmation mail record written in one transaction, idempotent by id.
// Plain function over a Firestore handle, so the callable, the seed script and
// the integration tests share it.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { SCHEDULE } from '@/config/business';
import type { StaffRole } from '@/domain/callables/staff-schema';
import { booking as bookingSchema, type Booking, type CreateBookingData } from '@/domain/booking/booking-schema';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { computeTotal, findPackage, type VehicleType } from '@/domain/catalog';
import { labelToMinutes, occupiedHalfHours } from '@/domain/schedule/schedule';
import { BOOKINGS, MAIL, bookingFromDoc, type BookingDoc, type NewBookingDoc } from '../lib/firestore-docs';
import { confirmationMailId, newMailDoc, type BookingMailData } from '../mail/mail-doc';
import { ownerAlertMail } from '../mail/owner-alert';
import { claimedNewMail, leaseEnd, mailCapFrom, mailCapRef, type ClaimedMail } from '../mail/deliver-mail';
import { CAPACITY_TRANSACTION, createLocks, driveCity, findFreeCrew } from '../schedule/crew-locks';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { reconcileBookingLocks } from '../schedule/reconcile-locks';
import { customerKeys } from '@/domain/booking/customer-card';
import { customerBookingDocs, latestCustomerNote } from '../lib/customer-bookings';
import { checkRateLimits, rateLimitRefs, type RateLimitKey } from '../abuse/rate-limits';
import { upcomingLimitRefusal } from '../abuse/booking-limits';
import { newManageKey } from '../lib/manage-token';
import type { HttpsError } from 'firebase-functions/v2/https';

/** A new booking as writeBooking takes it: the public input, or a staff one (e-mail optional). */
export type WriteBookingData = Omit<CreateBookingData, 'customer_email'> & { customer_email: string | null };

export interface WriteBookingOptions {
  /** Take this crew only (a staff booking); any free crew when absent or null. */
  crew?: number | null;
  /** 'staff' for a phone booking taken on the dashboard. */
  source?: 'online' | 'staff';
  /** The staff member's e-mail for a staff booking. */
  created_by?: string | null;
  /** The staff member's role (the history entry's `by`). */
  created_by_role?: StaffRole;
  /**
   * Queue the owner's alert in the same transaction. The callables pass true and
   * deliver it at once; direct callers (seed, tests) leave it off, so no alert
   * waits in the mail queue that nobody sends now.
   */
  ownerAlert?: boolean;
  /**
   * The caller sends the booking's e-mails right after the commit (the
   * callables, with sendAllClaimed): the records are written already claimed,
   * the confirmation counted against its recipient's daily cap in this same
   * transaction, so each message is one SMTP send and one update. Without it
   * (seed, tests) they are written due at once, for deliverMail or the retry
   * schedule.
   */
  sendNow?: boolean;
  /**
   * A public booking's abuse limits (createBooking, with bookingLimitKeys): the
   * e-mail's upcoming bookings, counted among the customer's bookings read for
   * the note, and these window counters, checked and counted (once per booking
   * id) in the booking's own transaction, so a booking that stores nothing (a
   * full time) counts nothing. A stored booking's replay passes.
   */
  limits?: readonly RateLimitKey[];
}

export type WriteBookingResult =
  /** `claimed`: the records written claimed for this caller to send (sendNow; one over its recipient's cap is in it as suppressed), none otherwise. */
  | { kind: 'created'; booking: Booking; claimed: ClaimedMail[]; manageKey: string | undefined }
  | { kind: 'existing'; booking: Booking; manageKey: string | undefined }
  | { kind: 'conflict' } // same id, other content
  | { kind: 'refused'; error: HttpsError } // over an abuse limit (resource-exhausted): nothing stored or counted
  | { kind: 'full' }; // no crew is free for every half hour of the duration

/** The fields a replay must repeat to count as the same request (the client price is ignored). */
const SAME_REQUEST_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'service_name',
  'vehicle_type',
  'booking_date',
  'booking_time',
  'vehicle_make',
  'vehicle_model',
  'comments',
  'service_street',
  'service_city',
  'service_postal_code',
] as const satisfies readonly (keyof CreateBookingData & keyof BookingDoc)[];

/** The answer to a booking id that is stored with other details (a replay sends the same ones). */
export const SAME_ID_OTHER_CONTENT_MESSAGE = 'A different booking with this id already exists';

export function sameRequest(data: WriteBookingData, doc: BookingDoc): boolean {
  return SAME_REQUEST_FIELDS.every((f) => (data[f] ?? null) === (doc[f] ?? null));
}

/** The booking as stored and as mailed, priced and timed from the catalog. */
export function bookingFields(data: WriteBookingData): BookingMailData {
  const pkg = findPackage(data.service_name);
  if (!pkg) throw new Error(`Unknown package: ${data.service_name}`);
  return {
    id: data.id,
    customer_name: data.customer_name,
    customer_email: data.customer_email,
    customer_phone: data.customer_phone,
    service_name: pkg.id,
    booking_date: data.booking_date,
    booking_time: data.booking_time,
    vehicle_type: data.vehicle_type,
    vehicle_size: null,
    vehicle_make: data.vehicle_make,
    vehicle_model: data.vehicle_model,
    comments: data.comments,
    service_street: data.service_street,
    service_city: data.service_city,
    service_postal_code: data.service_postal_code,
    // Recomputed from the catalog: a price sent by the client is never trusted.
    total_price: computeTotal(pkg.id, data.vehicle_type as VehicleType),
    duration_min: pkg.durationMin,
    status: 'pending',
    sequence: 0,
  };
}

/**
 * Writes the booking. Capacity rests on lock documents: one per half hour of
 * the duration for the crew taken, made with `create`. Every crew's locks are
 * read (schedule/crew-locks.ts) and the first crew free for the whole duration is taken.
 * When another booking took one of those half hours meanwhile, the loser's
 * `create` fails with ALREADY_EXISTS (on every Firestore: the job's own half
 * hours are checked by the creates, not by transaction reads), and the next
 * attempt re-reads and takes the next crew, or finds the time full.
 *
 * Copies of one request racing each other (a client retry and its first try)
 * on the fallback server: a copy can read "no booking", then see the crew the
 * winning copy took and write locks on the next crew before its booking
 * `create` fails; or find every crew locked (by the winner and such strays)
 * and answer "full" for a booking that is stored. So after every failed commit
 * and every outcome but a committed create (whose one commit wrote exactly its
 * own locks) the locks under this id are reconciled with the stored booking
 * (schedule/reconcile-locks.ts, which also says why real Firestore never has strays),
 * and a "full" answer first re-reads the booking by id.
 */
export async function writeBooking(
  db: Firestore,
  data: WriteBookingData,
  now: Date,
  options: WriteBookingOptions = {},
): Promise<WriteBookingResult> {
  const source = options.source ?? 'online';
  const fields = { ...bookingFields(data), source };
  const start = labelToMinutes(fields.booking_time)!;
  const minutes = occupiedHalfHours(start, fields.duration_min);
  const bookingRef = db.collection(BOOKINGS).doc(fields.id);
  const mailRef = db.collection(MAIL).doc(confirmationMailId(fields.id));
  const slot = `${fields.booking_date} ${fields.booking_time}`;
  const keys = customerKeys(fields);
  // The customer's bookings, read before the capacity transaction (which then
  // contends on slot locks and counters only): their note follows them to this
  // booking, and the upcoming-bookings limit counts them (by the exact e-mail,
  // so those are read too; bookings from before customer keys included).
  const limits = options.limits;
  const customerDocs = await customerBookingDocs(db, keys, limits ? fields.customer_email : null);
  const carried = latestCustomerNote(customerDocs);
  const upcomingRefusal = limits && fields.customer_email ? upcomingLimitRefusal(customerDocs, fields.customer_email, fields.id, now) : null;

  const limitRefs = limits ? rateLimitRefs(db, limits) : [];
  // The confirmation's recipient's daily cap, when it is sent at once (none for a phone booking without e-mail).
  const capRef = options.sendNow && fields.customer_email ? mailCapRef(db, fields.customer_email) : undefined;
  let claimed: ClaimedMail[] = [];
  let refusal: HttpsError | null = null;
  const attempt = async (tx: Transaction): Promise<'created' | 'existing' | 'full' | 'refused'> => {
    claimed = [];
    // One read for the booking, its counters and its recipient's cap; the crews' locks are the last.
    const [existing, ...counters] = await tx.getAll(bookingRef, ...limitRefs, ...(capRef ? [capRef] : []));
    if (existing.exists) return 'existing';
    const check = limits ? checkRateLimits(tx, limits, counters.slice(0, limitRefs.length), now, fields.id) : undefined;
    refusal = upcomingRefusal ?? check?.refused ?? null;
    if (refusal) return 'refused';
    const job = { date: fields.booking_date, startMin: start, durationMin: fields.duration_min, city: driveCity(fields) };
    const free = await findFreeCrew(db, tx, job, undefined, options.crew);
    if (!free) return 'full';
    const cap = options.sendNow && fields.customer_email ? mailCapFrom(tx, capRef && counters[limitRefs.length], now) : undefined;
    const crew = free.crew;
    check?.count();
    createLocks(tx, free, fields.id, fields.booking_date, minutes);
    // Firestore's commit time for both stamps (the local fallback server needs
    // the transform shim in scripts/stack/firestore.ts to apply the second).
    const doc: NewBookingDoc = {
      ...fields,
      crew,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      deleted_at: null,
      reminder_sent_at: null,
      ...(source === 'staff' ? { created_by: options.created_by ?? null } : {}),
      // Revision 0: every change after raises it (booking-change.ts).
      revision: 0,
      history: [
        source === 'staff'
          ? newHistoryEntry(now, options.created_by_role ?? 'staff', options.created_by ?? null, 'created', null, slot, 0)
          : newHistoryEntry(now, 'customer', null, 'created', null, slot, 0),
      ],
      applied_mutations: [],
      customer_keys: keys,
      manage_key: newManageKey(),
      customer_note: carried?.note ?? null,
      customer_note_at: carried?.at ?? null,
    };
    tx.create(bookingRef, doc);
    // No e-mail (a phone booking), no confirmation.
    if (fields.customer_email) {
      const mail = newMailDoc(fields.customer_email, 'booking-confirmation', { ...fields, crew }, now);
      const record = cap ? claimedNewMail(mail, cap, now) : mail;
      tx.create(mailRef, record);
      if (cap) claimed.push({ id: mailRef.id, mail: record });
    }
    if (options.ownerAlert ?? false) {
      const alert = ownerAlertMail('new', { ...fields, crew }, now, { made_by: source === 'staff' ? (options.created_by ?? 'staff') : 'online' });
      // The business's own address: never capped.
      const record = options.sendNow ? { ...alert.mail, next_attempt_at: leaseEnd(now) } : alert.mail;
      tx.set(db.collection(MAIL).doc(alert.id), record);
      if (options.sendNow) claimed.push({ id: alert.id, mail: record });
    }
    return 'created';
  };

  // Each lost race takes one crew (or the id, for a concurrent replay); a few more tries than crews always settle.
  for (let round = 0; ; round++) {
    let outcome: 'created' | 'existing' | 'full' | 'refused';
    try {
      outcome = await db.runTransaction(attempt, CAPACITY_TRANSACTION);
    } catch (error) {
      // The failed commit may have left locks on a crew before its failing create.
      await reconcileBookingLocks(db, fields.id);
      if (errorCode(error) !== ALREADY_EXISTS || round >= SCHEDULE.crews + 3) throw error;
      continue;
    }
    const snap = await bookingRef.get();
    // "full" or "refused" may be this very request, stored by a concurrent copy after this one read "no booking".
    // Truly so, this attempt wrote nothing and every failed attempt was reconciled at once: nothing to clean.
    if (outcome === 'full' && !snap.exists) return { kind: 'full' };
    if (outcome === 'refused' && !snap.exists) return { kind: 'refused', error: refusal! };
    // A create that committed wrote its locks with its booking in one commit: nothing
    // to reconcile under its id. Strays come only from a copy's failed commit, and that
    // copy reconciles them itself (the catch above) before it reads 'existing'.
    if (outcome !== 'created') await reconcileBookingLocks(db, fields.id);
    if (outcome !== 'created' && !sameRequest(data, snap.data() as BookingDoc)) return { kind: 'conflict' };
    const booking = bookingSchema.parse(bookingFromDoc(snap));
    // The link's key, for the answer to whoever sent this very request (createBooking).
    const manageKey = snap.get('manage_key') as string | undefined;
    if (outcome !== 'created') return { kind: 'existing', booking, manageKey };
    return { kind: 'created', booking, claimed, manageKey };
  }
}
