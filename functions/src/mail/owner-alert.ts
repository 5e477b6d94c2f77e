// The owner's alert: an e-mail to the business (BUSINESS.ownerEmail) for every
// new booking (online or staff-made) and every customer cancel or reschedule,
// through the mail queue like every e-mail. Queue it inside the transaction
// that makes the change (so it exists exactly when the change does), then
// send it after the commit (a new booking's with sendAllClaimed, a change's
// with sendNow; failures are retried by the retryMail schedule).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { BUSINESS } from '@/config/business';
import { db as defaultDb } from '../lib/admin';
import { MAIL } from '../lib/firestore-docs';
import { newMailDoc, ownerAlertMailId, type BookingMailData, type MailTemplates, type OwnerAlertKind } from './mail-doc';

export interface OwnerAlertExtra {
  /** For a reschedule: the date and time before it. */
  previous?: MailTemplates['owner-alert']['previous'];
  /** 'online', or the staff member's e-mail for a staff booking. */
  made_by?: string | null;
  /** For a plan request: the cadence asked for, in words. */
  plan?: string;
}

/** The alert's mail id and record, for a caller that writes it with its own handle. */
export function ownerAlertMail(kind: OwnerAlertKind, booking: BookingMailData, now: Date, extra: OwnerAlertExtra = {}) {
  return {
    id: ownerAlertMailId(booking.id, kind, booking),
    mail: newMailDoc(BUSINESS.ownerEmail, 'owner-alert', { booking, alert: kind, previous: extra.previous ?? null, made_by: extra.made_by ?? null, ...(extra.plan ? { plan: extra.plan } : {}) }, now),
  };
}

function isTransaction(target: Transaction | Firestore): target is Transaction {
  return typeof (target as Firestore).collection !== 'function';
}

/**
 * Queues the alert (set, not create: a retried transaction writes the same
 * record again) and returns its mail id. Pass the transaction that changes
 * the booking, or a Firestore handle to write it on its own.
 */
export async function queueOwnerAlert(
  target: Transaction | Firestore,
  kind: OwnerAlertKind,
  booking: BookingMailData,
  now: Date,
  extra: OwnerAlertExtra = {},
): Promise<string> {
  const { id, mail } = ownerAlertMail(kind, booking, now, extra);
  if (isTransaction(target)) target.set(defaultDb.collection(MAIL).doc(id), mail);
  else await target.collection(MAIL).doc(id).set(mail);
  return id;
}
