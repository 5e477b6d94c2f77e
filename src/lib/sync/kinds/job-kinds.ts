// The kinds the crew queues on a job: its photos and its condition check.
// Staff kinds like those of staff-kinds.ts (the page sends them with a
// signed-in member's session); a photo's file waits on the device (photoFiles)
// and is read when the change is sent.
import { declareKind } from '../outbox-kind';
import { photoInput, photoRefused, photoUploaded } from '../../photos/photo-files';
import { changedPhoto } from '../../../domain/photos/photo-change';
import { BOOKING_CHANGE, STAFF, addedShown, mutationOrNew, storeBooking } from './kind-shapes';

/** A change of one job, named by its booking: answered and refused as any staff change of a booking. */
const JOB_CHANGE = { ...STAFF, ...BOOKING_CHANGE, target: (p: { booking_id: string }) => p.booking_id } as const;

export const JOB_KINDS = {
  /**
   * A job photo: the row carries its metadata, the file waits in photoFiles and
   * is read when sent (the photo id makes a retry store it once). Shown on the
   * job at once, marked waiting (and, after a failed try, why and when the next
   * is); refused (too large, not an image, the booking gone), the file stays on
   * the device with why.
   */
  addJobPhoto: declareKind({
    callable: 'addJobPhoto',
    ...JOB_CHANGE,
    rowId: (p) => p.photo_id,
    sendInput: (db, row) => photoInput(db, row.payload),
    shows: {
      bookings(shown, row) {
        const p = row.payload;
        const photo = {
          id: p.photo_id,
          tag: p.tag,
          caption: p.caption?.trim() || null,
          taken_at: p.taken_at,
          by: null,
          shared: false,
          size: p.size,
          content_type: p.content_type,
          added_at: new Date(row.created_at).toISOString(),
        };
        const retry = row.last_error ? { [p.photo_id]: { lastError: row.last_error, nextAttemptAt: row.next_attempt_at } } : {};
        addedShown(shown, row.target_id, (b) => ({
          photos: [...(b.photos ?? []).filter((x) => x.id !== p.photo_id), photo],
          photosWaiting: [...(b.photosWaiting ?? []), p.photo_id],
          photoRetries: { ...b.photoRetries, ...retry },
        }));
      },
    },
    async answered(db, row, result) {
      await photoUploaded(db, row.payload.photo_id);
      await storeBooking(db, result.booking);
    },
    async refused(db, row, refusal) {
      await photoRefused(db, row.payload.photo_id, refusal.message);
      await BOOKING_CHANGE.refused(db, row, refusal);
    },
    refusal: { on: 'dashboard', title: 'Photo not uploaded', withReason: true },
  }),

  /** A photo's caption, tag or sharing with the customer changed. */
  updateJobPhoto: declareKind({
    callable: 'updateJobPhoto',
    ...JOB_CHANGE,
    rowId: mutationOrNew,
    shows: {
      bookings(shown, row) {
        const { photo_id, caption, shared, tag } = row.payload;
        const b = shown.get(row.target_id);
        if (b?.photos) shown.set(b.id, { ...b, photos: b.photos.map((p) => (p.id === photo_id ? changedPhoto(p, { caption, shared, tag }) : p)) });
      },
    },
    refusal: { on: 'dashboard', title: 'Photo not changed', withReason: true },
  }),

  /** A photo removed from the job (its file on this device goes once the server has removed it). */
  removeJobPhoto: declareKind({
    callable: 'removeJobPhoto',
    ...JOB_CHANGE,
    shows: {
      bookings(shown, row) {
        const b = shown.get(row.target_id);
        if (b?.photos) shown.set(b.id, { ...b, photos: b.photos.filter((p) => p.id !== row.payload.photo_id) });
      },
    },
    async answered(db, row, result) {
      await db.photoFiles.delete(row.payload.photo_id);
      await storeBooking(db, result.booking);
    },
    refusal: { on: 'dashboard', title: 'Photo not removed', withReason: true },
  }),

  /** The crew's condition check before starting (the latest one stands). */
  setConditionCheck: declareKind({
    callable: 'setConditionCheck',
    ...JOB_CHANGE,
    rowId: mutationOrNew,
    shows: {
      bookings(shown, row) {
        const { items, note } = row.payload;
        const check = { items: [...items], note: note?.trim() || null, at: new Date(row.created_at).toISOString(), by: null };
        addedShown(shown, row.target_id, () => ({ condition_check: check, conditionWaiting: true }));
      },
    },
    refusal: { on: 'dashboard', title: 'Condition check not saved', withReason: true },
  }),
} as const;
