// The retention job (BC's PIPA: keep personal information only as long as
// needed; periods in src/config/retention.ts, stated on /privacy):
// - bookings whose appointment is more than RETENTION.bookingMonths behind
//   `now` (business date) are anonymized; date, service, price and status stay;
// - mail records (each holds a copy of its booking) queued more than
//   RETENTION.mailDays before `now` are deleted.
// Batched (RETENTION.batchSize writes per commit) and idempotent: anonymized
// bookings carry anonymized_at and are skipped, deleted mail is gone, so a
// second run writes nothing. The clock is the caller's (tests move it).
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { addMonths, format, parseISO } from 'date-fns';
import { RETENTION } from '@/config/retention';
import { businessToday } from '@/domain/schedule';
import { BOOKINGS, MAIL, type BookingDoc } from '../lib/booking-doc';
import { anonymizeUpdate, needsAnonymizing } from './anonymize';

export interface RetentionResult {
  /** Bookings anonymized by this run. */
  anonymized: number;
  /** Mail records deleted by this run. */
  mailDeleted: number;
  /** Bookings before the cutoff date: appointments before it are anonymized. */
  bookingCutoff: string;
}

/** The first appointment date whose booking is still kept in full. */
export function bookingCutoffDate(now: Date, months: number = RETENTION.bookingMonths): string {
  return format(addMonths(parseISO(businessToday(now)), -months), 'yyyy-MM-dd');
}

export function mailCutoff(now: Date, days: number = RETENTION.mailDays): Date {
  return new Date(now.getTime() - days * 24 * 3_600_000);
}

/** Anonymizes every booking dated before the cutoff that still holds personal details. */
export async function anonymizeExpiredBookings(db: Firestore, now: Date, cutoff = bookingCutoffDate(now), batchSize: number = RETENTION.batchSize): Promise<number> {
  let anonymized = 0;
  // Pages by booking_date with range filters only (the local fallback Firestore
  // has no query cursors): a full page's last date is read whole by equality
  // (a day holds a few dozen bookings at most), and the next page starts after it.
  let after: string | null = null;
  for (;;) {
    let query = db.collection(BOOKINGS).where('booking_date', '<', cutoff);
    if (after !== null) query = query.where('booking_date', '>', after);
    const page = await query.orderBy('booking_date').limit(batchSize).get();
    let docs: QueryDocumentSnapshot[] = page.docs;
    const full = page.size === batchSize;
    if (full) {
      const last = docs[docs.length - 1]!.get('booking_date') as string;
      const lastDay = await db.collection(BOOKINGS).where('booking_date', '==', last).get();
      docs = [...docs.filter((d) => d.get('booking_date') !== last), ...lastDay.docs];
      after = last;
    }
    const due = docs.filter((snap) => needsAnonymizing(snap.data() as BookingDoc));
    for (let i = 0; i < due.length; i += batchSize) anonymized += await anonymizeBatch(db, due.slice(i, i + batchSize), now);
    if (!full) return anonymized;
  }
}

/**
 * One transaction per batch: each booking is read again, so a change made since
 * the query (a history entry, an admin's anonymize) is kept, not overwritten.
 */
async function anonymizeBatch(db: Firestore, due: readonly QueryDocumentSnapshot[], now: Date): Promise<number> {
  return db.runTransaction(async (tx) => {
    const fresh = await tx.getAll(...due.map((snap) => snap.ref));
    const still = fresh.filter((snap) => snap.exists && needsAnonymizing(snap.data() as BookingDoc));
    for (const snap of still) tx.update(snap.ref, anonymizeUpdate(snap.data()!, now, 'system', null));
    return still.length;
  });
}

/** Deletes every mail record queued before the cutoff. */
export async function deleteExpiredMail(db: Firestore, now: Date, cutoff = mailCutoff(now), batchSize: number = RETENTION.batchSize): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await db.collection(MAIL).where('created_at', '<', Timestamp.fromDate(cutoff)).limit(batchSize).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const snap of page.docs) batch.delete(snap.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < batchSize) return deleted;
  }
}

/** The whole job; `batchSize` is smaller in tests so paging is exercised. */
export async function applyRetention(db: Firestore, now: Date, batchSize: number = RETENTION.batchSize): Promise<RetentionResult> {
  const bookingCutoff = bookingCutoffDate(now);
  const anonymized = await anonymizeExpiredBookings(db, now, bookingCutoff, batchSize);
  const mailDeleted = await deleteExpiredMail(db, now, mailCutoff(now), batchSize);
  return { anonymized, mailDeleted, bookingCutoff };
}
