// The one Dexie database of the app. Never edit a shipped version(n): add the next.
import Dexie, { type EntityTable } from 'dexie';
import type { Booking, CreateBookingInput, CreatedBooking } from '@/domain/booking-schema';
import type { BookingStatus } from '@/domain/status';

/** The booking wizard's progress, restored when the visitor returns. */
export interface DraftRow {
  id: 'booking';
  step: 'service' | 'calendar' | 'form';
  service_name: string | null;
  vehicle_type: string | null;
  booking_date: string | null;
  booking_time: string | null;
  /** Typed customer details, keyed by field name. */
  details: Record<string, string>;
  updated_at: number;
}

/** rescheduleMyBooking / cancelMyBooking: the customer's changes from the manage page (src/lib/sync/my-booking-changes.ts). */
export type OutboxKind =
  | 'createBooking'
  | 'updateBookingStatus'
  | 'deleteBooking'
  // Staff operations (src/features/staff/staff-outbox.ts, blocks-service.ts).
  | 'createStaffBooking'
  | 'staffRescheduleBooking'
  | 'createBlock'
  | 'removeBlock'
  | 'rescheduleMyBooking'
  | 'cancelMyBooking'
  // The crew's day (src/features/staff/crew-outbox.ts).
  | 'sendOnMyWay'
  | 'askToReschedule'
  | 'setCustomerNote';
export type OutboxState = 'pending' | 'sending' | 'failed';

/** A mutation waiting for the server; deleted only once the server acknowledged it. */
export interface OutboxRow {
  /** Client-generated id; for createBooking it is the booking id. */
  id: string;
  kind: OutboxKind;
  /** The booking the mutation is about. */
  target_id: string;
  payload: unknown;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
}

export type MyBookingSync = 'pending' | 'confirmed' | 'rejected';

/** A booking this visitor made on this device, and where it stands. */
export interface MyBookingRow {
  id: string;
  input: CreateBookingInput;
  sync: MyBookingSync;
  /** The stored booking once the server accepted it (with its manage token), kept current by the manage page. */
  server: CreatedBooking | null;
  /** Why the server refused it (code, message, field messages). */
  error: { code: string; message: string; fields?: Record<string, string> } | null;
  created_at: number;
  updated_at: number;
}

/** Staff cache of bookings, filled by delta pulls; local edits wait in the outbox. */
export interface CachedBookingRow extends Booking {
  /**
   * Set while a local status change or delete is waiting for the server:
   * `previous_status` is the status before our unsent changes, `server` what a
   * pull or an earlier answer brought meanwhile (null: deleted on the server).
   * A refusal rolls the row back to `server`, else to `previous_status`; a
   * refused createStaffBooking (a phone booking taken offline) removes the row.
   */
  pending?: {
    kind: 'updateBookingStatus' | 'deleteBooking' | 'createStaffBooking' | 'staffRescheduleBooking';
    previous_status: BookingStatus;
    /** A reschedule's date and time before it (rolled back to on refusal). */
    previous_time?: { booking_date: string; booking_time: string };
    server?: Booking | null;
  };
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class AppDb extends Dexie {
  drafts!: EntityTable<DraftRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  myBookings!: EntityTable<MyBookingRow, 'id'>;
  bookings!: EntityTable<CachedBookingRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'coastline-detailing') {
    super(name);
    this.version(1).stores({
      drafts: 'id',
      outbox: 'id, state, next_attempt_at, kind, target_id, created_at',
      myBookings: 'id, sync, created_at',
      bookings: 'id, booking_date, status, updated_at, created_at',
      meta: 'key',
    });
  }
}

let instance: AppDb | undefined;

/** The app's database, opened on first use (public pages never open it before they need it). */
export function appDb(): AppDb {
  instance ??= new AppDb();
  return instance;
}
