// deleteBooking (admin only): frees the slot locks and replaces the booking
// with a tombstone that keeps no personal data (erased as privacy/personal-data.ts
// erases a booking, its mail records with it; mail not sent yet is cancelled; its
// job photos' records and objects go too), so
// delta pulls and listeners report the deletion by its id and deleted_at. Deleting an already deleted booking succeeds (outbox retries). A
// delete made on an older revision is refused when anything changed since
// (booking-change.ts): the admin decides again with what the booking is now.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { CHANGE_AREAS } from '@/domain/booking/revision';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';
import { changeFields, precheck, refusalFields, refusedError, staffConflict } from '../booking/booking-change';
import { readSlotLocks } from '../schedule/free-slot-locks';
import { erasedHistory, tombstoneFields, readPersonalCopies, writeErasure } from '../privacy/personal-data';
import { deleteJobPhotoObjects, hasPhotos } from '../lib/job-photo-storage';
import { deleteQuotePhotoObjects } from '../quotes/quote-photos';

export const deleteBooking = defineCallable('deleteBooking', CALLABLE_OPTIONS, async ({ id, mutation_id, base_revision }, request, { role }) => {
  const email = (request.auth?.token.email as string | undefined) ?? null;
  const ref = db.collection(BOOKINGS).doc(id);
  const now = new Date();
  const change = { mutation_id, base_revision, areas: CHANGE_AREAS };
  let photos = false;
  let quotePhotos: string[] = [];
  const refused = await db.runTransaction(async (tx): Promise<Omit<RefusedMutation, 'id'> | null> => {
    const snap = await tx.get(ref);
    const current = snap.data() as BookingDoc | undefined;
    if (!current) throw new HttpsError('not-found', 'Booking not found');
    if (current.deleted_at) return null;
    const check = precheck(current, change);
    if (check.kind === 'replayed') return null;
    if (check.kind === 'refused-before') return check.refusal;
    if (check.kind === 'conflict') {
      const refusal = staffConflict(check.details, 'Delete Booking');
      tx.update(ref, refusalFields(current, change, { by: role, email }, 'deleted', refusal, now));
      return refusal;
    }
    photos = hasPhotos(current);
    const freeLocks = await readSlotLocks(tx, id, current);
    const copies = await readPersonalCopies(db, tx, [id], [], now, { by: role, email });
    quotePhotos = copies.quotePhotoIds;
    freeLocks();
    // What the business needs stays (date, time, service, price, status, crew);
    // who deleted it and when is the history's last entry.
    const write = {
      ...tombstoneFields(current),
      ...changeFields({ ...current, history: erasedHistory(current.history) }, newHistoryEntry(now, role, email, 'deleted', current.status, null), mutation_id),
      deleted_at: FieldValue.serverTimestamp(),
    };
    writeErasure(tx, [{ snap, write }], copies);
    return null;
  });
  if (refused) throw refusedError(refused, bookingFromDoc(await ref.get()));
  // The tombstone keeps no photo records; the objects go now (what a failure here leaves, the retention sweep deletes).
  if (photos) await deleteJobPhotoObjects([id]);
  // The quote it was accepted from is erased with it; its request's photos go too.
  await deleteQuotePhotoObjects(quotePhotos);
  return { id, deleted: true as const };
});
