// The kinds the crew queues on a job: its photos and its condition check.
// Staff kinds like those of staff-kinds.ts (the page sends them with a
// signed-in member's session); a photo's file waits on the device (photoFiles)
// and is read when the change is sent.
import { declareKind } from '../outbox-kind';
import { photoInput, photoRefused, photoUploaded } from '../../photos/photo-files';
import { BOOKING_CHANGE, STAFF, mutationOrNew, storeBooking } from './kind-shapes';

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
    refusal: { on: 'dashboard', title: 'Photo not changed', withReason: true },
  }),

  /** A photo removed from the job (its file on this device goes once the server has removed it). */
  removeJobPhoto: declareKind({
    callable: 'removeJobPhoto',
    ...JOB_CHANGE,
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
    refusal: { on: 'dashboard', title: 'Condition check not saved', withReason: true },
  }),
} as const;
