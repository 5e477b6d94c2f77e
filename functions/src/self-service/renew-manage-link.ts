// A booking's manage link renewed: a new link key (lib/manage-token.ts), so
// the link before stops opening the booking, and the new link e-mailed to the
// booking's own address. renewMyManageLink is the customer's, from the link
// they hold (they forwarded it, or fear it was seen); whoever holds it can ask,
// but only the customer's mailbox gets the new one. renewManageLink is staff's,
// from the dashboard (the customer calls, or the owner revokes a link).
// A repeat of one request (its mutation_id) renews and mails once; the
// customer's requests count against the change limits, as any change.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { newHistoryEntry, type HistoryActor } from '@/domain/booking/booking-history';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { APPLIED_MUTATIONS_KEPT, BOOKINGS, MAIL, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { newManageKey } from '../lib/manage-token';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { customerMailDoc, mailData, manageLinkMailId } from '../mail/mail-doc';
import { rateLimitRefs } from '../abuse/rate-limits';
import { notFound, requireManageToken } from './manage-access';
import { checkChangeLimits, customerChangeLimits, type ChangeLimits } from '../abuse/change-limits';
import { sendNow } from '../mail/send-now';

interface Renewal {
  id: string;
  mutationId: string;
  by: HistoryActor;
  byEmail: string | null;
  limits?: ChangeLimits;
}

/** Renews the key and queues the message in one transaction; the message's id when one is to be sent now. */
async function renewLink(db: Firestore, r: Renewal, now: Date): Promise<{ mailId: string | null; emailed: boolean }> {
  const ref = db.collection(BOOKINGS).doc(r.id);
  const mailRef = db.collection(MAIL).doc(manageLinkMailId(r.id, r.mutationId));
  return db.runTransaction(async (tx) => {
    const [snap, ...counters] = await tx.getAll(ref, ...rateLimitRefs(db, r.limits?.keys ?? []));
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at) throw notFound();
    const emailed = !!doc.customer_email && !doc.anonymized_at;
    // A repeat: renewed already, mailed once.
    if (doc.applied_mutations?.includes(r.mutationId)) return { mailId: null, emailed };
    const limit = checkChangeLimits(tx, r.limits, r.id, doc, counters, now, r.mutationId);
    if (limit?.refused) throw limit.refused;
    limit?.count();
    // Not a change of the job: no revision, so nothing queued on the booking conflicts with it;
    // updated_at moves so staff devices take the history line.
    tx.update(ref, {
      manage_key: newManageKey(),
      history: [...(doc.history ?? []), newHistoryEntry(now, r.by, r.byEmail, 'link')],
      applied_mutations: [...(doc.applied_mutations ?? []), r.mutationId].slice(-APPLIED_MUTATIONS_KEPT),
      updated_at: FieldValue.serverTimestamp(),
    });
    if (!emailed) return { mailId: null, emailed };
    const by = r.by === 'customer' ? 'customer' : 'staff';
    tx.create(mailRef, customerMailDoc(doc.customer_email, 'manage-link', { booking: mailData(bookingFromDoc(snap)), by }, now));
    return { mailId: mailRef.id, emailed };
  });
}

export const renewMyManageLink = defineCallable('renewMyManageLink', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const result = await renewLink(db, { id: input.id, mutationId: input.mutation_id, by: 'customer', byEmail: null, limits: customerChangeLimits(input.id, request.rawRequest) }, now);
  if (result.mailId) await sendNow(db, result.mailId, now);
  return { link_sent: result.emailed };
});

export const renewManageLink = defineCallable('renewManageLink', { ...CALLABLE_OPTIONS, secrets: MAIL_SECRETS }, async (input, request, caller) => {
  const now = new Date();
  const email = request.auth?.token.email ?? null;
  const result = await renewLink(db, { id: input.id, mutationId: input.mutation_id, by: caller.role, byEmail: email }, now).catch((error: unknown) => {
    // Staff asked for a booking that is gone: say so plainly.
    if (error instanceof HttpsError && error.code === 'not-found') throw new HttpsError('not-found', 'This booking no longer exists');
    throw error;
  });
  if (result.mailId) await sendNow(db, result.mailId, now);
  return { link_sent: result.emailed };
});
