// The Firestore shape of bookings/{id} and slotLocks/{id} as the functions see
// them. Every function reads and writes bookings through these; the stored
// fields and their conversion to the API's Booking live in src/domain/booking/booking-doc.ts,
// shared with the dashboard's live listener.
import type { DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking/booking-schema';
import { bookingFromStored, type StoredBooking } from '@/domain/booking/booking-doc';
import type { ConflictDetails } from '@/domain/booking/revision';

export const BOOKINGS = 'bookings';
export const SLOT_LOCKS = 'slotLocks';
export const MAIL = 'mail';
export const QUOTES = 'quotes';

/** bookings/{id} with the Admin SDK's timestamps, plus the fields only the functions use. */
export interface BookingDoc extends StoredBooking<Timestamp> {
  /** A staff booking: the staff member's e-mail (absent on online bookings). */
  created_by?: string | null;
  /** Set when the status becomes completed: the review request goes the morning after. */
  completed_at?: Timestamp | null;
  /** Set when the review request was queued (once per booking). */
  review_requested_at?: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  /** The last mutation ids applied (bounded): a replay answers without changing anything. */
  applied_mutations?: string[];
  /**
   * Who the customer is, for finding their other bookings: 'e:<e-mail>' and
   * 'p:<phone digits>' (src/domain/booking/customer-card.ts); empty once anonymized.
   */
  customer_keys?: string[];
  /** When customer_note was last set (ISO): a new booking takes the newest note of the customer's. */
  customer_note_at?: string | null;
  /**
   * The key of the booking's manage link (lib/manage-token.ts): random, never
   * sent to a client, replaced when the link is renewed; absent on bookings
   * stored before keys.
   */
  manage_key?: string;
  /** The last mutations refused as conflicts (bounded), with their answer: a replay gets the same one. */
  refused_mutations?: RefusedMutation[];
}

/** A refused change as remembered on its booking (booking/booking-change.ts). */
export interface RefusedMutation {
  id: string;
  message: string;
  details: ConflictDetails;
}

/** How many applied mutation ids a booking remembers (the outbox retries one mutation, not dozens). */
export const APPLIED_MUTATIONS_KEPT = 20;

/** A booking as written: the server fills in created_at and updated_at (FieldValue.serverTimestamp()). */
export interface NewBookingDoc extends Omit<BookingDoc, 'created_at' | 'updated_at'> {
  created_at: FieldValue;
  updated_at: FieldValue;
}

/**
 * slotLocks/{date}_{HHmm}_{crew}: one per half hour and crew a booking (booking_id)
 * or a block of time (block_id) occupies; no personal data.
 */
export interface SlotLockDoc {
  booking_id?: string | null;
  block_id?: string | null;
  date: string;
  minute: number;
  crew: number;
}

export function bookingFromDoc(snap: DocumentSnapshot): Booking {
  return bookingFromData(snap.id, snap.data() as BookingDoc);
}

/** The API's Booking from stored fields (also a booking about to be written, for its mail record). */
export function bookingFromData(id: string, d: BookingDoc): Booking {
  return bookingFromStored(id, d);
}
