// bookings/{id} and blocks/{id} as stored in Firestore, and their conversion to
// the API's Booking and Block (ISO timestamps). The functions (Admin SDK
// Timestamps) and the dashboard's live listener (web SDK Timestamps) both read
// stored documents through these, so they read the same whichever way they arrive.
import { SCHEDULE } from '../../config/business';
import type { Booking } from './booking-schema';
import type { Block } from '../callables/operations-schema';
import type { HistoryEntry } from './booking-history';
import { addDaysToDate, businessToday } from '../schedule/schedule';

/** What both SDKs' Timestamp classes have in common. */
export interface TimestampLike {
  toDate(): Date;
}

/** The Booking fields (snake_case) as stored, with the SDK's timestamps in place of ISO strings. */
export interface StoredBooking<T extends TimestampLike = TimestampLike>
  extends Omit<Booking, 'created_at' | 'updated_at' | 'crew' | 'history' | 'anonymized_at'> {
  /** Which crew's slot locks the booking holds (1..SCHEDULE.crews). */
  crew: number;
  created_at: T;
  updated_at: T;
  /** Set on delete: the document stays as a tombstone so delta pulls and listeners see it. */
  deleted_at: T | null;
  /** Appended by every change (absent on bookings stored before history existed). */
  history?: HistoryEntry[];
  /** Set when the personal fields were erased; absent before. */
  anonymized_at?: T | null;
}

/** The API's Booking from stored fields; older documents lack some optional fields. */
export function bookingFromStored(id: string, d: StoredBooking): Booking {
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
    revision: d.revision ?? 0,
    history: d.history ?? [],
    ...(d.anonymized_at ? { anonymized_at: d.anonymized_at.toDate().toISOString() } : {}),
    customer_note: d.customer_note ?? null,
    reschedule_request: d.reschedule_request ?? null,
    on_my_way: d.on_my_way ?? null,
    // Only on bookings that have had photos or a condition check (an empty list after the last photo was removed).
    ...(d.photos ? { photos: d.photos } : {}),
    ...(d.condition_check !== undefined ? { condition_check: d.condition_check } : {}),
    // Only on bookings accepted from a quote.
    ...(d.quote_id ? { quote_id: d.quote_id } : {}),
    ...(d.job_days ? { job_days: d.job_days } : {}),
    // Only on a maintenance plan's visits.
    ...(d.plan_id ? { plan_id: d.plan_id, plan_date: d.plan_date ?? null } : {}),
    // Only on a booking whose customer asked for a plan.
    ...(d.plan_request ? { plan_request: d.plan_request } : {}),
  };
}

/** One snapshot of the dashboard's live listener, as the bookings cache takes it. */
export interface LiveBookingsChange {
  /** Bookings added or changed in the window (tombstones are in deletedIds instead). */
  bookings: Booking[];
  /** Bookings deleted (their tombstones). */
  deletedIds: string[];
  /** Bookings that left the window (moved out of it): their new state comes with the next pull. */
  leftIds: string[];
  /** The first snapshot: every booking in the window, not only what changed. */
  initial: boolean;
}

/** Why a live listener ended (Firestore's error code: permission-denied, unavailable, …). */
export interface LiveError {
  code: string;
  message: string;
}

/** How many days back the dashboard's listener reaches: the past week's jobs get marked completed or no-show late. */
export const LIVE_DAYS_BACK = 7;

/** The dates the dashboard's listener covers (business time zone): a week back to the last bookable day. */
export function liveWindow(now: Date): { from: string; to: string } {
  const today = businessToday(now);
  return { from: addDaysToDate(today, -LIVE_DAYS_BACK), to: addDaysToDate(today, SCHEDULE.horizonDays) };
}

/** blocks/{id} as stored (blocked time: no personal data). */
export interface StoredBlock<T extends TimestampLike = TimestampLike> extends Omit<Block, 'id' | 'created_at'> {
  created_at: T;
}

export function blockFromStored(id: string, d: StoredBlock): Block {
  return {
    id,
    date_from: d.date_from,
    date_to: d.date_to,
    start_time: d.start_time ?? null,
    end_time: d.end_time ?? null,
    crew: d.crew ?? null,
    reason: d.reason,
    note: d.note ?? null,
    created_by: d.created_by ?? null,
    created_at: d.created_at.toDate().toISOString(),
    ...(d.booking_ids ? { booking_ids: d.booking_ids } : {}),
  };
}

/** The blocks the dashboard listens to and pulls: those ending yesterday or later. */
export function blocksFrom(now: Date): string {
  return addDaysToDate(businessToday(now), -1);
}
