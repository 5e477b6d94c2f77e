// The Firestore shape of bookings/{id} and slotLocks/{id}, and the conversion
// to the API's Booking (ISO timestamps). Every function reads and writes
// bookings through these, so the shape lives in one place.
import type { DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking-schema';
import type { HistoryEntry } from '@/domain/booking-history';

export const BOOKINGS = 'bookings';
export const SLOT_LOCKS = 'slotLocks';
export const MAIL = 'mail';

/** bookings/{id}: the Booking fields (snake_case), with server timestamps. */
export interface BookingDoc extends Omit<Booking, 'created_at' | 'updated_at' | 'crew' | 'history' | 'anonymized_at'> {
  /** Which crew's slot locks the booking holds (1..SCHEDULE.crews). */
  crew: number;
  /** A staff booking: the staff member's e-mail (absent on online bookings). */
  created_by?: string | null;
  /** Set when the status becomes completed: the review request goes the morning after. */
  completed_at?: Timestamp | null;
  /** Set when the review request was queued (once per booking). */
  review_requested_at?: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set on delete: the document stays as a tombstone so delta pulls see it. */
  deleted_at: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  /** Appended by every change (absent on bookings stored before history existed). */
  history?: HistoryEntry[];
  /** The last customer mutation ids applied (bounded): a replay answers without changing anything. */
  applied_mutations?: string[];
  /** Set when the personal fields were erased (functions/src/privacy); absent before. */
  anonymized_at?: Timestamp | null;
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
  return {
    id,
    customer_name: d.customer_name,
    customer_email: d.customer_email,
    customer_phone: d.customer_phone ?? null,
    service_name: d.service_name,
    booking_date: d.booking_date,
    booking_time: d.booking_time,
    vehicle_type: d.vehicle_type,
    vehicle_size: d.vehicle_size ?? null,
    vehicle_make: d.vehicle_make ?? null,
    vehicle_model: d.vehicle_model ?? null,
    comments: d.comments ?? null,
    service_street: d.service_street ?? null,
    service_city: d.service_city ?? null,
    service_postal_code: d.service_postal_code ?? null,
    total_price: d.total_price,
    duration_min: d.duration_min,
    status: d.status,
    crew: d.crew ?? null,
    source: d.source ?? 'online',
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
    sequence: d.sequence ?? 0,
    history: d.history ?? [],
    ...(d.anonymized_at ? { anonymized_at: d.anonymized_at.toDate().toISOString() } : {}),
  };
}
