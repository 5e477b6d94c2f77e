// The kinds a visitor queues: a booking from the public wizard, and the
// customer's changes from the manage page. Both engines send them (the service
// worker too, with no page open); their refusals are shown where the visitor
// made the change (the wizard's form, the manage page's booking).
import type { AppDb } from '@/lib/db/db';
import type { MyBooking } from '@/domain/booking/self-service-schema';
import { declareKind, type SyncError } from '../outbox-kind';
import { BY_MUTATION, VISITOR, bookingDayContention } from './kind-shapes';
import { forgetManaged, storeManaged } from '../managed-bookings';
import { markQuoteSent, quoteRequestInput } from '../../quotes/quote-request-record';

/**
 * A customer's change from the manage page, through its link (`token`): it
 * answers whatever change of theirs was refused before on this booking (the
 * page shows the new one), and the server's answer is what the page shows. A
 * change limit holds for the day (shown with the phone number, not retried);
 * not found means the link finds nothing any more (the booking deleted or
 * erased, the link revoked): what the device holds through it goes, this
 * refusal too (the page then says the booking can't be found). Any other
 * refusal may come with the booking as it stands: the page shows that.
 */
const CUSTOMER_CHANGE = {
  ...VISITOR,
  ...BY_MUTATION,
  target: (p: { id: string }) => p.id,
  permanentCodes: ['resource-exhausted', 'not-found'],
  queued: (db: AppDb, row: { target_id: string }) => answersEarlierRefusals(db, row.target_id),
  answered: (db: AppDb, row: { target_id: string; payload: { token: string } }, result: { booking: MyBooking }) =>
    storeManaged(db, row.target_id, row.payload.token, result.booking),
  async refused(db: AppDb, row: { target_id: string; payload: { token: string } }, refusal: SyncError): Promise<void> {
    if (refusal.code === 'not-found') {
      await forgetManaged(db, row.target_id, row.payload.token);
      return;
    }
    const booking = (refusal.details as { booking?: MyBooking } | undefined)?.booking;
    if (booking) await storeManaged(db, row.target_id, row.payload.token, booking);
  },
} as const;

export const VISITOR_KINDS = {
  /** A booking from the public wizard; the server is idempotent by its id. */
  createBooking: declareKind({
    callable: 'createBooking',
    ...VISITOR,
    rowId: (p) => p.id,
    target: (p) => p.id,
    contention: bookingDayContention,
    // An abuse limit refuses this booking for a day: retrying forever would only hit it again.
    permanentCodes: ['resource-exhausted'],
    // The visitor's own record of the booking on this device (what they typed; where it stands
    // is read from the outbox and the refusals: create-booking.ts, myBooking).
    async queued(db, row) {
      const previous = await db.myBookings.get(row.id);
      const now = Date.now();
      await db.myBookings.put({ id: row.id, input: row.payload, server: null, created_at: previous?.created_at ?? now, updated_at: now });
    },
    async answered(db, row, result) {
      await db.myBookings.update(row.id, { server: result, updated_at: Date.now() });
    },
    async refused(db, row) {
      await db.myBookings.update(row.id, { updated_at: Date.now() });
    },
    refusal: { on: 'wizard' },
  }),

  /** The customer moves their booking from the manage page (idempotent by mutation id). */
  rescheduleMyBooking: declareKind({ callable: 'rescheduleMyBooking', ...CUSTOMER_CHANGE, refusal: { on: 'manage-page', change: 'reschedule' } }),

  /** The customer cancels from the manage page (idempotent by mutation id). */
  cancelMyBooking: declareKind({ callable: 'cancelMyBooking', ...CUSTOMER_CHANGE, refusal: { on: 'manage-page', change: 'cancel' } }),

  /** The customer adds the service address of a booking made without one (idempotent by mutation id). */
  setMyBookingAddress: declareKind({ callable: 'setMyBookingAddress', ...CUSTOMER_CHANGE, refusal: { on: 'manage-page', change: 'address' } }),

  /**
   * A quote request from the request form: the row holds the photos' files
   * until the server has them (read as base64 when sent). The device picked its
   * id, so a resend is the same request. A limit refuses it for the day.
   */
  requestQuote: declareKind({
    callable: 'requestQuote',
    ...VISITOR,
    rowId: (p) => p.id,
    target: (p) => p.id,
    permanentCodes: ['resource-exhausted'],
    sendInput: (_db, row) => quoteRequestInput(row.payload),
    answered: (db, row) => markQuoteSent(db, row.id),
    refusal: { on: 'quote-form' },
  }),
} as const;

/** A customer's new change answers whatever change of theirs was refused before on this booking: the page shows the new one. */
async function answersEarlierRefusals(db: AppDb, bookingId: string): Promise<void> {
  await db.refusals
    .where('target_id')
    .equals(bookingId)
    .filter((r) => MANAGE_PAGE_KINDS.has(r.kind))
    .delete();
}

/** The kinds whose refusal the manage page shows (the customer's changes). */
const MANAGE_PAGE_KINDS: ReadonlySet<string> = new Set(
  Object.entries(VISITOR_KINDS)
    .filter(([, k]) => k.refusal.on === 'manage-page')
    .map(([name]) => name),
);
