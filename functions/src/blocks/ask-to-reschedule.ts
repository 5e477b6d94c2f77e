// askToReschedule (admin): the business asks the customers of some bookings
// (those inside a new block of time: a rain day) to pick a new time. Each
// pending or confirmed booking is marked (reschedule_request: the dashboard
// shows "needs a new time"; the manage link may move it inside 24 hours and
// outside the change limits) and, with an e-mail, gets the request e-mail
// with its manage link; without one, staff call. Nothing is cancelled or
// moved: a booking nobody moves stays where it is, still marked. The request
// (rescheduleRequests/{id}) tells the owner's summary what was asked
// (reschedule-summary.ts). Idempotent by the request id: a replay answers
// from the request's record as the first time, and a booking already asked by
// it is left as it is and mailed nothing more.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import type { AskToRescheduleData, AskToRescheduleOutput } from '@/domain/schedule/crew-schema';
import { isActiveStatus } from '@/domain/booking/status';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, MAIL, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { mailData, newMailDoc, rescheduleAskMailId } from '../mail/mail-doc';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendNow } from '../mail/send-now';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { RESCHEDULE_REQUESTS, type RescheduleRequestDoc } from './reschedule-request-doc';

type Asked = { kind: 'emailed' | 'to-call'; mailId: string | null; at: { booking_date: string; booking_time: string } } | { kind: 'skipped' };

/** Marks one booking (and queues its e-mail) in one transaction. */
async function askOne(fs: Firestore, data: AskToRescheduleData, bookingId: string, askedBy: string | null, now: Date): Promise<Asked> {
  const ref = fs.collection(BOOKINGS).doc(bookingId);
  const run = () =>
    fs.runTransaction(async (tx): Promise<Asked> => {
      const doc = (await tx.get(ref)).data() as BookingDoc | undefined;
      if (!doc || doc.deleted_at || !isActiveStatus(doc.status)) return { kind: 'skipped' };
      const at = { booking_date: doc.booking_date, booking_time: doc.booking_time };
      const emailed = !!doc.customer_email;
      // Asked by this request already (a replay): nothing more.
      if (doc.reschedule_request?.request_id === data.id) return { kind: emailed ? 'emailed' : 'to-call', mailId: null, at };
      const request = { request_id: data.id, asked_at: now.toISOString(), reason: data.reason, note: data.note, emailed };
      let mailId: string | null = null;
      if (doc.customer_email) {
        mailId = rescheduleAskMailId(bookingId, data.id);
        const booking = mailData(bookingFromData(bookingId, { ...doc, reschedule_request: request }));
        tx.create(fs.collection(MAIL).doc(mailId), newMailDoc(doc.customer_email, 'reschedule-request', { booking, reason: data.reason, note: data.note }, now));
      }
      tx.update(ref, {
        reschedule_request: request,
        ...changeFields(doc, newHistoryEntry(now, 'admin', askedBy, 'reschedule-asked', null, data.note ? `${data.reason}: ${data.note}` : data.reason)),
      });
      return { kind: emailed ? 'emailed' : 'to-call', mailId, at };
    });
  try {
    return await run();
  } catch (error) {
    // A concurrent copy of the request made the mail record first: it marked the booking.
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    return run();
  }
}

/** The bookings as they stand now (the answer's `bookings`). */
async function currentBookings(fs: Firestore, ids: string[]) {
  const snaps = ids.length > 0 ? await fs.getAll(...ids.map((id) => fs.collection(BOOKINGS).doc(id))) : [];
  return snaps.filter((s) => s.exists && !(s.data() as BookingDoc).deleted_at).map(bookingFromDoc);
}

/** Asks every booking of the request; plain function over a Firestore handle (the callable and the tests). */
export async function askToRescheduleBookings(fs: Firestore, data: AskToRescheduleData, askedBy: string | null, now: Date): Promise<AskToRescheduleOutput & { mailIds: string[] }> {
  const ids = [...new Set(data.booking_ids)];
  const requestRef = fs.collection(RESCHEDULE_REQUESTS).doc(data.id);
  // A replay of a request already made: its record says whom it asked and how,
  // so it answers as the first time, even once those bookings have moved (their
  // mark is gone, and asking them again would mark them anew or find their
  // e-mail's record already made). Nothing is marked or sent again.
  const made = await requestRef.get();
  if (made.exists) {
    const asked = new Map((made.data() as RescheduleRequestDoc).bookings.map((b) => [b.id, b.emailed]));
    return {
      request_id: data.id,
      emailed: ids.filter((id) => asked.get(id) === true),
      to_call: ids.filter((id) => asked.get(id) === false),
      skipped: ids.filter((id) => !asked.has(id)),
      mailIds: [],
      bookings: await currentBookings(fs, ids),
    };
  }
  const results = await Promise.all(ids.map((id) => askOne(fs, data, id, askedBy, now)));
  const out = { request_id: data.id, emailed: [] as string[], to_call: [] as string[], skipped: [] as string[], mailIds: [] as string[] };
  const asked: RescheduleRequestDoc['bookings'] = [];
  results.forEach((r, i) => {
    const id = ids[i];
    if (r.kind === 'skipped') {
      out.skipped.push(id);
      return;
    }
    (r.kind === 'emailed' ? out.emailed : out.to_call).push(id);
    if (r.mailId) out.mailIds.push(r.mailId);
    asked.push({ id, ...r.at, emailed: r.kind === 'emailed' });
  });
  if (asked.length > 0) {
    const doc: RescheduleRequestDoc = {
      reason: data.reason,
      note: data.note,
      block_id: data.block_id,
      bookings: asked,
      asked_by: askedBy,
      asked_at: Timestamp.fromDate(now),
      open: true,
      summary_mail_id: null,
    };
    // The first answer's record stands (a replay finds the bookings where they were then, or moved).
    await requestRef.create(doc).catch((error: unknown) => {
      if (errorCode(error) !== ALREADY_EXISTS) throw error;
    });
  }
  return { ...out, bookings: await currentBookings(fs, ids) };
}

export const askToReschedule = defineCallable('askToReschedule', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (data, request) => {
  const askedBy = (request.auth?.token.email as string | undefined) ?? request.auth?.uid ?? null;
  const now = new Date();
  const { mailIds, ...answer } = await askToRescheduleBookings(db, data, askedBy, now);
  for (const mailId of mailIds) await sendNow(db, mailId, now);
  return answer;
});
