// The kinds staff queue from the dashboard about bookings, customers and
// blocked time (a job's photos and checks are in job-kinds.ts). Only the page
// sends them, with the signed-in member's session; most show on the staff
// screens until the server answers (staff-shows.ts), and an open dashboard
// tells of a refusal.
import { declareKind } from '../outbox-kind';
import { applyServerBlocks, applyServerBookings } from '../server-data';
import { BOOKING_CHANGE, BY_MUTATION, STAFF, mutationOrNew, REVISED_BOOKING_CHANGE, bookingDayContention, rebaseQueued } from './kind-shapes';

/** A staff change of one booking named by its id, sent once by its mutation id. */
const ONE_BOOKING = { ...STAFF, ...BOOKING_CHANGE, ...BY_MUTATION, target: (p: { id: string }) => p.id } as const;

export const STAFF_BOOKING_KINDS = {
  /** Staff move a booking along its status flow. */
  updateBookingStatus: declareKind({
    callable: 'updateBookingStatus',
    ...STAFF,
    ...REVISED_BOOKING_CHANGE,
    rowId: mutationOrNew,
    target: (p) => p.id,
    refusal: { on: 'dashboard', title: 'Failed to update booking status', withReason: false },
  }),

  /** Staff move a booking to another time (idempotent by mutation id). */
  staffRescheduleBooking: declareKind({
    callable: 'staffRescheduleBooking',
    ...STAFF,
    ...REVISED_BOOKING_CHANGE,
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    contention: bookingDayContention,
    // The Reschedule dialog shows the reason where the time was chosen.
    refusal: { on: 'dashboard', title: 'Failed to reschedule booking', withReason: true, inForm: true },
  }),

  /** An admin deletes a booking (a tombstone on the server); hidden here at once. */
  deleteBooking: declareKind({
    callable: 'deleteBooking',
    ...STAFF,
    ...BOOKING_CHANGE,
    rowId: mutationOrNew,
    target: (p) => p.id,
    // Already gone on the server: what we wanted.
    interpret: (error, row) => (error.code === 'not-found' ? { done: { id: row.target_id, deleted: true as const } } : error),
    answered: (db, row) => applyServerBookings(db, { bookings: [], deletedIds: [row.target_id] }).then(() => undefined),
    refusal: { on: 'dashboard', title: 'Failed to delete booking', withReason: false },
  }),

  /**
   * A phone booking taken by staff: shown at once (pending sync) as it will be
   * stored, the server's booking once answered; refused (the time was taken
   * meanwhile), it is simply no longer shown.
   */
  createStaffBooking: declareKind({
    callable: 'createStaffBooking',
    ...STAFF,
    rowId: (p) => p.id,
    target: (p) => p.id,
    contention: bookingDayContention,
    answered: BOOKING_CHANGE.answered,
    // The New Booking form shows the reason beside the fields it is about.
    refusal: { on: 'dashboard', title: 'Failed to create booking', withReason: true, inForm: true },
  }),

  /** An admin blocks time; the answer lists the bookings inside it. */
  createBlock: declareKind({
    callable: 'createBlock',
    ...STAFF,
    rowId: (p) => p.id,
    target: (p) => p.id,
    answered: (db, _row, result) => applyServerBlocks(db, { blocks: [{ ...result.block, conflicts: result.conflicts }] }),
    // The Blocked Time form shows the reason under what was typed.
    refusal: { on: 'dashboard', title: 'Failed to save blocked time', withReason: true, inForm: true },
  }),

  /** An admin removes a block. */
  removeBlock: declareKind({
    callable: 'removeBlock',
    ...STAFF,
    target: (p) => p.id,
    answered: (db, row) => applyServerBlocks(db, { blocks: [], removedIds: [row.target_id] }),
    refusal: { on: 'dashboard', title: 'Failed to save blocked time', withReason: true },
  }),

  /**
   * The crew tells the customer it is on the way (idempotent by mutation id).
   * The booking shows the tap waiting to go (the details dialog); refused when
   * it would go out too late or too soon after the last one.
   */
  sendOnMyWay: declareKind({
    callable: 'sendOnMyWay',
    ...ONE_BOOKING,
    refusal: { on: 'dashboard', title: 'On My Way not sent', withReason: true },
  }),

  /**
   * A new manage link for the customer (the one before stops working): nothing
   * changes on screen until the booking's history line arrives with it.
   */
  renewManageLink: declareKind({
    callable: 'renewManageLink',
    ...ONE_BOOKING,
    answered: async () => undefined,
    refusal: { on: 'dashboard', title: 'New booking link not sent', withReason: true },
  }),

  /**
   * An admin asks the customers of some bookings (a rain day's) to pick a new
   * time; the answer marks them. Until then the bookings show the request waiting.
   */
  askToReschedule: declareKind({
    callable: 'askToReschedule',
    ...STAFF,
    rowId: (p) => p.id,
    target: (p) => p.id,
    answered: (db, _row, result) => applyServerBookings(db, { bookings: result.bookings }).then(() => undefined),
    refusal: { on: 'dashboard', title: 'Failed to ask customers to reschedule', withReason: true },
  }),

  /**
   * The customer note, written on every booking of the customer on the
   * revision of the one it was written on; the answer brings them all. Until
   * then every booking of that customer shows the note waiting. Refused when the
   * note changed since: the booking as it stands (their note) is stored, and the
   * refusal stays on the booking with its two choices, as for the other staff changes.
   */
  setCustomerNote: declareKind({
    callable: 'setCustomerNote',
    ...ONE_BOOKING,
    async answered(db, row, result) {
      // A later change of ours to the booking made on the same revision was made on top of this note.
      await rebaseQueued(db, row, result.bookings.find((b) => b.id === row.target_id)?.revision);
      await applyServerBookings(db, { bookings: result.bookings });
    },
    refusal: { on: 'dashboard', title: 'Failed to save the customer note', withReason: true },
  }),
} as const;
