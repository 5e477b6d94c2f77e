// The retention job (BC's PIPA: keep personal information only as long as
// needed; periods in src/config/retention.ts, stated on /privacy):
// - bookings whose appointment is more than RETENTION.bookingMonths behind
//   `now` (business date) are erased as personal-data.ts erases them, their mail
//   records and the owner's summaries naming them with them; date, service,
//   price and status stay. Tombstones (deleted bookings) that old are deleted;
// - a tombstone of any date that still holds personal data (deleted before
//   deleteBooking erased everything) is erased;
// - mail records (each holds a copy of its booking) queued more than
//   RETENTION.mailDays before `now` are deleted;
// - quote requests untouched that long (never booked) are erased with their
//   mail records and photos (eraseExpiredQuotes); a booked one goes with its booking;
// - job photos go with their bookings' erase (records in the transaction,
//   objects right after), and any photo object left without its record (a
//   failure between the two, an upload whose record never came) is deleted
//   once it is older than PHOTO_SWEEP_GRACE_MS (sweepJobPhotos).
// The abuse counters (rateLimits) expire by Firestore's TTL policy
// (firestore.indexes.json) and hold only hashes.
// Batched (RETENTION.batchSize writes per commit) and idempotent: erased
// bookings hold nothing left to erase and are skipped, deleted documents are
// gone, so a second run writes nothing. The clock is the caller's (tests move it).
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { addMonths, format, parseISO } from 'date-fns';
import { RETENTION } from '@/config/retention';
import { businessToday } from '@/domain/schedule/schedule';
import { BOOKINGS, MAIL, type BookingDoc } from '../lib/firestore-docs';
import { eraseWrite } from './anonymize';
import { holdsPersonalData, quoteHoldsPersonalData, readPersonalCopies, writeErasure, type ErasedBooking } from './personal-data';
import { deleteJobPhotoObjects, hasPhotos, jobsBucket } from '../lib/job-photo-storage';
import { QUOTES, type QuoteDoc } from '../quotes/quote-doc';
import { deleteQuotePhotoObjects } from '../quotes/quote-photos';

/**
 * How old an object without its record must be before the sweep deletes it, by
 * the real clock (not the job's, which tests move): an upload stores its
 * object a moment before its record, and a retry comes within minutes.
 */
export const PHOTO_SWEEP_GRACE_MS = 60 * 60_000;

export interface RetentionResult {
  /** Bookings anonymized by this run. */
  anonymized: number;
  /** Mail records deleted by this run. */
  mailDeleted: number;
  /** Tombstones past the window deleted by this run. */
  tombstonesDeleted: number;
  /** Tombstones that still held personal data, erased by this run. */
  tombstonesErased: number;
  /** Bookings before the cutoff date: appointments before it are anonymized. */
  bookingCutoff: string;
  /** Photo objects the sweep deleted (left without their record). */
  photosSwept: number;
  /** Quotes untouched for the retention period, erased by this run (eraseExpiredQuotes). */
  quotesErased: number;
}

/** The first appointment date whose booking is still kept in full. */
export function bookingCutoffDate(now: Date, months: number = RETENTION.bookingMonths): string {
  return format(addMonths(parseISO(businessToday(now)), -months), 'yyyy-MM-dd');
}

export function mailCutoff(now: Date, days: number = RETENTION.mailDays): Date {
  return new Date(now.getTime() - days * 24 * 3_600_000);
}

/** Counts of anonymizeExpiredBookings. */
interface ExpiredCounts {
  anonymized: number;
  tombstonesDeleted: number;
}

/** Erases every booking dated before the cutoff that still holds personal details, and deletes the tombstones among them. */
export async function anonymizeExpiredBookings(db: Firestore, now: Date, cutoff = bookingCutoffDate(now), batchSize: number = RETENTION.batchSize): Promise<ExpiredCounts> {
  const counts: ExpiredCounts = { anonymized: 0, tombstonesDeleted: 0 };
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
    const due = docs.filter((snap) => (snap.data() as BookingDoc).deleted_at || eraseWrite(snap.data(), now, 'system', null) !== null);
    for (let i = 0; i < due.length; i += batchSize) {
      const done = await eraseBatch(db, due.slice(i, i + batchSize), now, true);
      counts.anonymized += done.erased;
      counts.tombstonesDeleted += done.deleted;
    }
    if (!full) return counts;
  }
}

/** Erases what tombstones of any date still hold (deleted before deleteBooking erased everything). */
export async function eraseTombstones(db: Firestore, now: Date, batchSize: number = RETENTION.batchSize): Promise<number> {
  // One range on one field: every tombstone (deleted_at is null on a live booking, and null sorts before timestamps).
  const tombstones = await db.collection(BOOKINGS).where('deleted_at', '>', Timestamp.fromMillis(0)).get();
  const due = tombstones.docs.filter((snap) => holdsPersonalData(snap.data() as BookingDoc));
  let erased = 0;
  for (let i = 0; i < due.length; i += batchSize) erased += (await eraseBatch(db, due.slice(i, i + batchSize), now, false)).erased;
  return erased;
}

/**
 * One transaction per batch: each booking is read again, so a change made since
 * the query (a history entry, an admin's erase) is kept, not overwritten; its
 * mail records and the owner's summaries naming it are erased with it. With
 * `deleteTombstones`, a tombstone goes whole.
 */
async function eraseBatch(db: Firestore, due: readonly QueryDocumentSnapshot[], now: Date, deleteTombstones: boolean): Promise<{ erased: number; deleted: number; ids: string[]; quoteIds: string[] }> {
  // `ids`: the erased bookings that listed photos, whose objects go after the commit.
  return db.runTransaction(async (tx) => {
    const fresh = await tx.getAll(...due.map((snap) => snap.ref));
    const found = fresh.filter((snap) => snap.exists);
    const bookings: ErasedBooking[] = [];
    for (const snap of found) {
      const doc = snap.data() as BookingDoc;
      const write = doc.deleted_at && deleteTombstones ? 'delete' : eraseWrite(doc, now, 'system', null);
      if (write) bookings.push({ snap, write });
    }
    const copies = await readPersonalCopies(db, tx, bookings.map((b) => b.snap.id), [], now);
    writeErasure(tx, bookings, copies);
    const deleted = bookings.filter((b) => b.write === 'delete').length;
    return { erased: bookings.length - deleted, deleted, ids: bookings.filter((b) => hasPhotos(b.snap.data() as BookingDoc)).map((b) => b.snap.id), quoteIds: copies.quotePhotoIds };
  }).then(async (done) => {
    // Their photos' records went in the transaction; the objects go now (their quotes' request photos too).
    await Promise.all([deleteJobPhotoObjects(done.ids), deleteQuotePhotoObjects(done.quoteIds)]);
    return done;
  });
}

/**
 * Deletes photo objects under `prefix` whose record is gone: their booking is
 * missing, deleted or erased, or no longer lists the photo. Only objects older
 * than `createdBefore` (PHOTO_SWEEP_GRACE_MS ago by default), so an upload on
 * its way to its record is left alone.
 */
export async function sweepJobPhotos(db: Firestore, options: { prefix?: string; createdBefore?: Date } = {}): Promise<number> {
  const createdBefore = options.createdBefore ?? new Date(Date.now() - PHOTO_SWEEP_GRACE_MS);
  const [files] = await jobsBucket().getFiles({ prefix: options.prefix ?? 'jobs/' });
  const old = files.filter((f) => {
    const created = Date.parse(String(f.metadata.timeCreated ?? ''));
    return Number.isFinite(created) && created < createdBefore.getTime() && /^jobs\/[^/]+\/[^/]+$/.test(f.name);
  });
  if (old.length === 0) return 0;
  const bookingIds = [...new Set(old.map((f) => f.name.split('/')[1]!))];
  const snaps = await db.getAll(...bookingIds.map((id) => db.collection(BOOKINGS).doc(id)));
  const kept = new Map<string, Set<string>>();
  for (const snap of snaps) {
    const doc = snap.data() as BookingDoc | undefined;
    if (doc && !doc.deleted_at && !doc.anonymized_at) kept.set(snap.id, new Set((doc.photos ?? []).map((p) => p.id)));
  }
  const orphans = old.filter((f) => {
    const [, bookingId, photoId] = f.name.split('/') as [string, string, string];
    return !kept.get(bookingId)?.has(photoId);
  });
  await Promise.all(orphans.map((f) => f.delete({ ignoreNotFound: true })));
  return orphans.length;
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

/**
 * Erases quotes untouched for RETENTION.bookingMonths (a request never
 * answered, a quote declined or expired long ago: updated_at before the
 * cutoff), with their mail records and photos, as a booking's erase does.
 * Those that became a booking go with it instead, when its time comes.
 */
export async function eraseExpiredQuotes(db: Firestore, now: Date, batchSize: number = RETENTION.batchSize): Promise<number> {
  const cutoff = Timestamp.fromDate(addMonths(now, -RETENTION.bookingMonths));
  const old = await db.collection(QUOTES).where('updated_at', '<', cutoff).get();
  const due = old.docs.filter((snap) => !(snap.data() as QuoteDoc).booking_id && quoteHoldsPersonalData(snap.data() as QuoteDoc)).map((snap) => snap.id);
  let erased = 0;
  for (let i = 0; i < due.length; i += batchSize) {
    const ids = due.slice(i, i + batchSize);
    const done = await db.runTransaction(async (tx) => {
      const copies = await readPersonalCopies(db, tx, [], [], now, { by: 'system', email: null }, ids);
      writeErasure(tx, [], copies);
      return { erased: copies.quotes.length, photoIds: copies.quotePhotoIds };
    });
    erased += done.erased;
    await deleteQuotePhotoObjects(done.photoIds);
  }
  return erased;
}

/** The whole job; `batchSize` is smaller in tests so paging is exercised. */
export async function applyRetention(db: Firestore, now: Date, batchSize: number = RETENTION.batchSize): Promise<RetentionResult> {
  const bookingCutoff = bookingCutoffDate(now);
  const { anonymized, tombstonesDeleted } = await anonymizeExpiredBookings(db, now, bookingCutoff, batchSize);
  const tombstonesErased = await eraseTombstones(db, now, batchSize);
  const mailDeleted = await deleteExpiredMail(db, now, mailCutoff(now), batchSize);
  const photosSwept = await sweepJobPhotos(db);
  const quotesErased = await eraseExpiredQuotes(db, now, batchSize);
  return { anonymized, mailDeleted, tombstonesDeleted, tombstonesErased, bookingCutoff, photosSwept, quotesErased };
}
