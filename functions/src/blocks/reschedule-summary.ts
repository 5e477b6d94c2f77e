// The owner's summary of a reschedule request: one e-mail, when every booking
// asked has an answer (moved by the customer or staff, cancelled, deleted) or
// at the end of the asking day (SCHEDULE.dayEndMin, business time; at least
// SUMMARY_WAIT_MIN after the ask, so an evening's request gives customers a
// few hours) with the ones still waiting named for a call. Checked right after a customer or staff
// member moves or cancels an asked booking, and by the rescheduleSummaries job.
// Sent once: the claim is the mail record's create with the request's `open`
// cleared, in one transaction.
import type { Firestore } from 'firebase-admin/firestore';
import { BUSINESS, SCHEDULE } from '@/config/business';
import { businessInstant, businessToday } from '@/domain/schedule/schedule';
import { isActiveStatus } from '@/domain/booking/status';
import { BOOKINGS, MAIL, type BookingDoc } from '../lib/firestore-docs';
import { deliverMail, type SendFn } from '../mail/deliver-mail';
import { newMailDoc, rescheduleSummaryMailId, type RescheduleSummaryRow } from '../mail/mail-doc';
import { sendMail } from '../mail/transport';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { RESCHEDULE_REQUESTS, type RescheduleRequestDoc } from './reschedule-request-doc';

/** However late in the day the request was made, customers get this long to answer before the summary. */
export const SUMMARY_WAIT_MIN = 4 * 60;

/** When the summary goes even with customers still waiting. */
export function summaryDueAt(askedAt: Date): Date {
  const dayEnd = businessInstant(businessToday(askedAt), SCHEDULE.dayEndMin).getTime();
  return new Date(Math.max(dayEnd, askedAt.getTime() + SUMMARY_WAIT_MIN * 60_000));
}

function summaryRow(asked: RescheduleRequestDoc['bookings'][number], requestId: string, doc: BookingDoc | undefined): RescheduleSummaryRow {
  const was = { booking_date: asked.booking_date, booking_time: asked.booking_time };
  const base = { id: asked.id, was, emailed: asked.emailed, now: null };
  // A tombstone keeps no name (privacy/personal-data.ts).
  if (!doc || doc.deleted_at) return { ...base, customer_name: '(deleted)', customer_phone: null, service_name: doc?.service_name ?? '', outcome: 'gone' };
  const who = { customer_name: doc.customer_name, customer_phone: doc.customer_phone ?? null, service_name: doc.service_name };
  const at = { booking_date: doc.booking_date, booking_time: doc.booking_time };
  if (doc.status === 'cancelled') return { ...base, ...who, outcome: 'cancelled' };
  if (!isActiveStatus(doc.status)) return { ...base, ...who, outcome: 'closed' };
  // Still asked by this request: not moved yet.
  if (doc.reschedule_request?.request_id === requestId) return { ...base, ...who, outcome: 'waiting' };
  return { ...base, ...who, outcome: 'moved', now: at };
}

/**
 * Queues and sends the summary if it is due; returns whether it went now. `send`
 * is the transport (tests pass their own); failures stay on the mail record
 * for the mail retry schedule.
 */
export async function settleRescheduleRequest(db: Firestore, requestId: string, now: Date, send: SendFn = sendMail): Promise<boolean> {
  const ref = db.collection(RESCHEDULE_REQUESTS).doc(requestId);
  const mailId = rescheduleSummaryMailId(requestId);
  let queued: boolean;
  try {
    queued = await db.runTransaction(async (tx) => {
      const request = (await tx.get(ref)).data() as RescheduleRequestDoc | undefined;
      if (!request?.open) return false;
      const snaps = request.bookings.length > 0 ? await tx.getAll(...request.bookings.map((b) => db.collection(BOOKINGS).doc(b.id))) : [];
      const rows = request.bookings.map((b, i) => summaryRow(b, requestId, snaps[i]?.data() as BookingDoc | undefined));
      const complete = rows.every((r) => r.outcome !== 'waiting');
      const dayOver = now.getTime() >= summaryDueAt(request.asked_at.toDate()).getTime();
      if (!complete && !dayOver) return false;
      const data = { reason: request.reason, note: request.note, asked_at: request.asked_at.toDate().toISOString(), complete, rows };
      tx.create(db.collection(MAIL).doc(mailId), newMailDoc(BUSINESS.ownerEmail, 'reschedule-summary', data, now));
      tx.update(ref, { open: false, summary_mail_id: mailId });
      return true;
    });
  } catch (error) {
    // Another run queued it first.
    if (errorCode(error) === ALREADY_EXISTS) return false;
    throw error;
  }
  if (queued) await deliverMail(db, mailId, now, send);
  return queued;
}

/** The job: every open request checked (one equality query: no index). */
export async function sendDueRescheduleSummaries(db: Firestore, now: Date, send: SendFn = sendMail): Promise<string[]> {
  const open = await db.collection(RESCHEDULE_REQUESTS).where('open', '==', true).get();
  const sent: string[] = [];
  for (const snap of open.docs) if (await settleRescheduleRequest(db, snap.id, now, send)) sent.push(snap.id);
  return sent;
}

/** After a change to a booking that was asked to move: the request's summary may be due now. Best effort. */
export async function afterAskedBookingChanged(db: Firestore, requestId: string | null | undefined, now: Date): Promise<void> {
  if (!requestId) return;
  await settleRescheduleRequest(db, requestId, now).catch(() => false);
}
