// The one Dexie database of the app. Never edit a shipped version(n): add the next.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Booking, CreateBookingInput, CreatedBooking, GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import type { Block, BlockConflict } from '@/domain/callables/operations-schema';
import type { MyBooking } from '@/domain/booking/self-service-schema';
import type { Quote } from '@/domain/quotes/quote-schema';
import type { CallInput, CallOutput } from '@/domain/callables/callables';
import { migrateToVersion2 } from './migrate-v2';
import { migrateToVersion3 } from './migrate-v3';

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

export type OutboxState = 'pending' | 'sending';

/** What an addJobPhoto change carries: the photo's metadata; its file waits in photoFiles under `photo_id` (read when sent). */
export type QueuedPhoto = Omit<CallInput<'addJobPhoto'>, 'data'> & { size: number };

/** A quote request's photo as queued: the shrunk file itself (sent as base64 when the request goes). */
export interface QueuedQuotePhoto {
  id: string;
  content_type: 'image/jpeg' | 'image/webp';
  blob: Blob;
}

/** What a requestQuote change carries: the request, its photos' files kept in the row until the server has them. */
export type QueuedQuoteRequest = Omit<CallInput<'requestQuote'>, 'photos'> & { photos: QueuedQuotePhoto[] };

/**
 * What each kind of queued change stores: a kind is named after the callable
 * that takes it, and carries that callable's input (a photo carries its
 * metadata instead). The kind table (src/lib/sync/outbox-kinds.ts) declares
 * exactly these kinds, each with this payload: the type checker holds the two
 * to each other, so a stored row is typed by its kind down to here.
 */
export interface OutboxPayloads {
  createBooking: CallInput<'createBooking'>;
  rescheduleMyBooking: CallInput<'rescheduleMyBooking'>;
  cancelMyBooking: CallInput<'cancelMyBooking'>;
  setMyBookingAddress: CallInput<'setMyBookingAddress'>;
  updateBookingStatus: CallInput<'updateBookingStatus'>;
  staffRescheduleBooking: CallInput<'staffRescheduleBooking'>;
  deleteBooking: CallInput<'deleteBooking'>;
  createStaffBooking: CallInput<'createStaffBooking'>;
  createBlock: CallInput<'createBlock'>;
  removeBlock: CallInput<'removeBlock'>;
  sendOnMyWay: CallInput<'sendOnMyWay'>;
  renewManageLink: CallInput<'renewManageLink'>;
  askToReschedule: CallInput<'askToReschedule'>;
  setCustomerNote: CallInput<'setCustomerNote'>;
  addJobPhoto: QueuedPhoto;
  updateJobPhoto: CallInput<'updateJobPhoto'>;
  removeJobPhoto: CallInput<'removeJobPhoto'>;
  setConditionCheck: CallInput<'setConditionCheck'>;
  requestQuote: QueuedQuoteRequest;
  sendQuote: CallInput<'sendQuote'>;
  withdrawQuote: CallInput<'withdrawQuote'>;
  renewQuoteLink: CallInput<'renewQuoteLink'>;
  createPlan: CallInput<'createPlan'>;
  editPlanSeries: CallInput<'editPlanSeries'>;
  skipPlanVisit: CallInput<'skipPlanVisit'>;
  pausePlan: CallInput<'pausePlan'>;
  endPlan: CallInput<'endPlan'>;
  skipMyPlanVisit: CallInput<'skipMyPlanVisit'>;
  pauseMyPlan: CallInput<'pauseMyPlan'>;
  endMyPlan: CallInput<'endMyPlan'>;
  requestPlan: CallInput<'requestPlan'>;
}

export type OutboxKindName = keyof OutboxPayloads;

/** Where a queued change stands, whatever its kind. */
interface QueuedState {
  /** Client-generated id: the mutation id the server is idempotent by; for a new booking or block, its id. */
  id: string;
  /** The booking (or block) the mutation is about. */
  target_id: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
}

/** A queued change of kind `K` (code generic in `K` reads the declaration of the row's own kind). */
export type OutboxRowOf<K extends OutboxKindName> = QueuedState & { kind: K; payload: OutboxPayloads[K] };

/**
 * A mutation waiting for the server; deleted only once the server answered it:
 * taken (its answer recorded) or refused (a `refusals` row recorded instead).
 * A union over the kinds: `row.kind === 'x'` narrows its payload.
 */
export type OutboxRow = { [K in OutboxKindName]: OutboxRowOf<K> }[OutboxKindName];

/** Who queued a change, and so which screen tells of its refusal. */
export type RefusalAudience = 'visitor' | 'staff';

/** What the server said of a refused change, whatever its kind. */
interface RefusalFields {
  /** The refused outbox row's id (the mutation id). */
  id: string;
  target_id: string;
  audience: RefusalAudience;
  /** The server's error code (failed-precondition, invalid-argument, …) and message. */
  code: string;
  message: string;
  /** The server's structured details (field messages, a reason, a conflict). */
  details: unknown;
  created_at: number;
  /** When a dashboard announced it (a toast): once across tabs. */
  announced_at: number | null;
}

/**
 * The one record of a change the server refused, whatever its kind: written in
 * the transaction that drops its outbox row (nothing to roll back: the change
 * simply stops showing). It keeps what was sent, typed by its kind, so it can
 * be sent again ("apply mine again", a corrected booking).
 * The wizard, the manage page and the dashboard read their refusals here.
 */
export type RefusalRowOf<K extends OutboxKindName> = RefusalFields & { kind: K; payload: OutboxPayloads[K] };
export type RefusalRow = { [K in OutboxKindName]: RefusalRowOf<K> }[OutboxKindName];

/**
 * A row as written: any kind with its payload. The places rows are made
 * (the engine: enqueue, refuse) build them generic in the kind, which
 * TypeScript cannot match to one member of the union; what is read back is
 * the union above.
 */
type Written<Fields> = Fields & { kind: OutboxKindName; payload: OutboxPayloads[OutboxKindName] };

/** Where a booking this visitor made stands: queued (pending), taken (confirmed) or refused (rejected). */
export type MyBookingSync = 'pending' | 'confirmed' | 'rejected';

/**
 * A booking this visitor made on this device. Where it stands is derived from
 * the outbox and the refusals (src/lib/sync/create-booking.ts: myBooking), not
 * stored: `sync` is only on rows an earlier build wrote, read when neither says.
 */
export interface MyBookingRow {
  id: string;
  input: CreateBookingInput;
  sync?: MyBookingSync;
  /** The stored booking once the server accepted it (with its manage token), kept current by the manage page. */
  server: CreatedBooking | null;
  created_at: number;
  updated_at: number;
}

/**
 * Staff cache of bookings: each row as the server has it (pulls, the live
 * listener and the server's answers store them, src/lib/sync/server-data.ts).
 * Changes of ours waiting in the outbox are never written here: the screens
 * show them on top (src/lib/sync/shown.ts).
 */
export type CachedBookingRow = Booking;

/** A block of time as the server has it, with the bookings inside it as the server listed them when it took the block (the admin moves or cancels them). */
export interface CachedBlockRow extends Block {
  conflicts?: BlockConflict[];
}

/** A booking as the manage page last had it from the server (opened from its link, maybe on another device than it was made). */
export interface ManagedBookingRow {
  id: string;
  token: string;
  booking: MyBooking;
  fetched_at: string;
  /** The plan this booking is a visit of, as getMyPlan or a plan change last answered (absent: not a visit, or not read yet). */
  plan?: ManagedPlan;
}

/** A plan as its customer sees it (getMyPlan's answer). */
export type ManagedPlan = CallOutput<'getMyPlan'>['plan'];

/** The plan offer's request on this device, after it was answered: the booking's meta key `plan-request:{id}`. */
export interface SentPlanRequest {
  cadence: CallInput<'requestPlan'>['cadence'];
  sent_at: number;
}

/** getAvailability's answer for a package and week, so the wizard and the manage page offer times offline. */
export interface AvailabilityRow {
  /** `{service}:{city}:{from}`, or `{reschedulePrefix}{service}:{from}` for a reschedule's view. */
  key: string;
  service: string;
  fetched_at: string;
  output: GetAvailabilityOutput;
}

/** The start of the availability keys of one booking's reschedule (its own time counted as free). */
export function reschedulePrefix(bookingId: string): string {
  return `excluding:${bookingId}:`;
}

/**
 * Where a job photo's file stands on this device: 'waiting' (its addJobPhoto
 * change is queued), 'failed' (the server refused it: `error` says why; kept
 * until the crew removes it or sends it again), 'uploaded' (on the server; the
 * file is only a cache, evicted oldest first beyond a budget). Waiting and
 * failed files are the only copy of the photo: nothing evicts them.
 */
export type PhotoFileState = 'waiting' | 'failed' | 'uploaded';

/** A job photo's shrunk file (src/lib/photos/photo-files.ts), by photo id. */
export interface PhotoFileRow {
  id: string;
  booking_id: string;
  blob: Blob;
  size: number;
  /** The photo's tag, caption and time taken: a refused photo is sent again from these. */
  tag: 'before' | 'after';
  caption: string | null;
  taken_at: string;
  state: PhotoFileState;
  /** Why the server refused it (state 'failed'). */
  error: string | null;
  stored_at: number;
  /** Last shown: the cache evicts the least recently used uploaded files. */
  used_at: number;
}

/** A quote as the server has it (admins only: the Quotes view), stored by the live listener and the answers to our quote changes. */
export type CachedQuoteRow = Quote;

/**
 * The owner's answer to a quote as typed so far, kept on the device (by quote
 * id) so it survives a reload and offline; the typed text as it is (amounts
 * too), turned into sendQuote's input only when sent (src/features/staff/quotes/quote-form-model.ts).
 */
export interface QuoteDraftRow {
  id: string;
  options: {
    title: string;
    lines: { label: string; amount: string }[];
    length: { unit: 'minutes'; minutes: number } | { unit: 'days'; days: number };
    note: string;
  }[];
  last_day: string;
  note: string;
  updated_at: number;
}

/**
 * This device's own state, never server data: sync cursors and times, the
 * sender's lease, the wizard's current booking. Server data lives in tables,
 * one row per booking, block or answer.
 */
export interface MetaRow {
  key: string;
  value: unknown;
}

export class AppDb extends Dexie {
  drafts!: EntityTable<DraftRow, 'id'>;
  outbox!: Table<OutboxRow, string, Written<QueuedState>>;
  myBookings!: EntityTable<MyBookingRow, 'id'>;
  bookings!: EntityTable<CachedBookingRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  blocks!: EntityTable<CachedBlockRow, 'id'>;
  managedBookings!: EntityTable<ManagedBookingRow, 'id'>;
  availability!: EntityTable<AvailabilityRow, 'key'>;
  refusals!: Table<RefusalRow, string, Written<RefusalFields>>;
  photoFiles!: EntityTable<PhotoFileRow, 'id'>;
  quotes!: EntityTable<CachedQuoteRow, 'id'>;
  quoteDrafts!: EntityTable<QuoteDraftRow, 'id'>;

  constructor(name = 'coastline-detailing') {
    super(name);
    this.version(1).stores({
      drafts: 'id',
      outbox: 'id, state, next_attempt_at, kind, target_id, created_at',
      myBookings: 'id, sync, created_at',
      bookings: 'id, booking_date, status, updated_at, created_at',
      meta: 'key',
    });
    // One refusal store (was: failed outbox rows, myBookings.error, a meta key per
    // managed booking) and server data in tables (was: meta arrays and keys).
    this.version(2)
      .stores({
        blocks: 'id, date_from',
        managedBookings: 'id',
        availability: 'key',
        refusals: 'id, target_id, audience, created_at',
      })
      .upgrade(migrateToVersion2);
    // Cached bookings and blocks hold the server's rows only (was: our unsent
    // changes written on them, with `previous_*` copies to roll back to).
    this.version(3).stores({}).upgrade(migrateToVersion3);
    // Job photos' files, kept on the device until uploaded (then as a small cache).
    this.version(4).stores({ photoFiles: 'id, booking_id, state, used_at' });
    // The owner's Quotes view: the quotes as the server has them, and the answers being written.
    this.version(5).stores({ quotes: 'id, state, updated_at', quoteDrafts: 'id' });
  }
}

let instance: AppDb | undefined;

/** The app's database, opened on first use (public pages never open it before they need it). */
export function appDb(): AppDb {
  instance ??= new AppDb();
  return instance;
}
