// What an outbox kind is: everything the engine and the screens need to know
// about one kind of change, declared once (the table is outbox-kinds.ts; what
// a staff kind shows before the answer, its projection, is kinds/staff-shows.ts).
//
// A kind never writes a copy of server data to show itself, and never undoes
// anything: the server's rows are stored as the server has them (server-data.ts),
// and what a screen shows is derived: those rows with every queued change
// applied on top by its kind's projection (shown.ts). A refusal only
// moves the row to `refusals`, so the change stops showing by itself.
import type { AppDb, CachedBlockRow, OutboxKindName, OutboxPayloads, OutboxRowOf, RefusalAudience } from '@/lib/db/db';
import type { Booking } from '@/domain/booking/booking-schema';
import type { CallInput, CallOutput } from '@/domain/callables/callables';

export interface SyncError {
  code: string;
  message: string;
  details?: unknown;
  permanent: boolean;
}

/** How a person hears that the server refused a change of this kind. */
export type RefusalDisplay =
  /** The booking form opens again with the server's message (and its field messages). */
  | { on: 'wizard' }
  /** The quote request form shows it with the server's message; what was typed stays. */
  | { on: 'quote-form' }
  /** The manage page shows it on the booking, in the customer's words. */
  | { on: 'manage-page'; change: 'reschedule' | 'cancel' | 'address' }
  /** The manage page's plan section shows it with the server's message; the date typed stays. */
  | { on: 'plan-section' }
  /** The booking confirmation's plan offer shows it with the server's message; the cadence chosen stays. */
  | { on: 'plan-offer' }
  /**
   * An open dashboard says it once (a toast with `title`, and the server's reason
   * when `withReason`; a conflict always says what happened). `inForm`: a form
   * waiting for the answer shows the reason itself instead (the typing stays).
   */
  | { on: 'dashboard'; title: string; withReason: boolean; inForm?: boolean };

/** What a queued staff change adds to a booking before the server answers (read by the screens). */
export interface QueuedOnBooking {
  /** The latest change of ours that alters the booking itself (its status, time, existence): "pending sync". */
  pending?: { kind: string };
  /** On My Way taps not answered yet, oldest first. */
  onMyWay?: readonly CallInput<'sendOnMyWay'>[];
  /** The customer note waiting to be saved (null: being removed), from any booking of the same customer. */
  note?: string | null;
  /** An "ask to reschedule" for this booking waits to be sent. */
  asked?: boolean;
  /** Ids of the job's photos (in `photos`) not uploaded yet. */
  photosWaiting?: readonly string[];
  /** Of those, the ones whose upload failed and will be tried again: the failure (the row's `last_error`) and when the next try is due. */
  photoRetries?: Readonly<Record<string, { lastError: string; nextAttemptAt: number }>>;
  /** The condition check shown (`condition_check`) waits to be saved. */
  conditionWaiting?: boolean;
}

/** A booking as the staff screens show it: the server's row with our queued changes on top. */
export type ShownBooking = Booking & QueuedOnBooking;

/** A block as the staff screens show it: `pending` while an add or a remove of ours waits for the server. */
export type ShownBlock = CachedBlockRow & { pending?: 'create' | 'remove' };

/**
 * What a queued change shows, applied on top of the server's rows each time a
 * screen reads them. Pure: it replaces entries of the map it is given with new
 * objects (never changes a stored row) and reads nothing else.
 */
export interface Projection<K extends OutboxKindName> {
  bookings?(shown: Map<string, ShownBooking>, row: OutboxRowOf<K>): void;
  blocks?(shown: Map<string, ShownBlock>, row: OutboxRowOf<K>): void;
}

/**
 * One kind of queued change, named after the callable that takes it. Its
 * row's payload is `OutboxPayloads[K]` (src/lib/db/db.ts): the callable's input
 * for most kinds; a kind whose input holds a file (a photo) queues its metadata
 * and the file's id instead, and builds the input when it is sent (`sendInput`).
 */
export interface OutboxKind<K extends OutboxKindName> {
  /** The callable that takes it. */
  callable: K;
  /**
   * The callable's input, built from the row when it is sent (read each attempt:
   * a file kept on the device is read then, not held in the row). Throwing a
   * SyncError-shaped error refuses or retries the row as any call failure would.
   */
  sendInput?(db: AppDb, row: OutboxRowOf<K>): Promise<CallInput<K>>;
  /**
   * Which engines may send it: 'page' only (it needs the signed-in staff member's
   * session, which the service worker does not have), or the service worker too
   * (Background Sync sends it with no page open).
   */
  senders: 'page' | 'page-and-worker';
  /**
   * Who queues it. 'staff' kinds are sent only while a staff member is signed in
   * (they wait, neither sent nor refused, otherwise), are counted and kept at
   * sign-out, and a session the server no longer takes makes them wait again.
   */
  audience: RefusalAudience;
  /** The outbox row's id: the mutation id the server is idempotent by (default: a new UUID). */
  rowId?(payload: OutboxPayloads[K]): string;
  /** The booking (or block) it is about: entries about one target are sent in order. */
  target(payload: OutboxPayloads[K]): string;
  /** Entries with the same key are not sent together (they would wait for each other's locks on the server). */
  contention?(payload: OutboxPayloads[K]): string | undefined;
  /** Codes final for this kind though transient in general (a day's abuse limit: resource-exhausted). */
  permanentCodes?: readonly string[];
  /** Reads an error as what it means for this kind: an answer (deleteBooking's not-found is done) or another error. */
  interpret?(error: SyncError, row: OutboxRowOf<K>): { done: CallOutput<K> } | SyncError;
  /**
   * The device's own records written with the row, in its transaction (never a
   * copy of server data): the visitor's booking on this device, a refusal the new
   * change answers.
   */
  queued?(db: AppDb, row: OutboxRowOf<K>): Promise<void>;
  /** The server took it: its answer into the local data (through server-data.ts), in the transaction that drops the row. */
  answered(db: AppDb, row: OutboxRowOf<K>, result: CallOutput<K>): Promise<void>;
  /**
   * The server refused it: what the refusal came with (the booking as it stands)
   * into the local data, in the transaction that moves the row to `refusals`.
   * Nothing to undo: the change simply stops showing.
   */
  refused?(db: AppDb, row: OutboxRowOf<K>, refusal: SyncError): Promise<void>;
  /** How the person hears of a refusal (read by the audience's refusal watcher, refusal-watch.ts). */
  refusal: RefusalDisplay;
}

/** Declarations by kind, as an engine holds them: `table[row.kind]` is the declaration of that row's kind. */
export type KindTable = { readonly [K in OutboxKindName]?: OutboxKind<K> };

/** Keeps a declaration's payload and answer types tied to its kind's callable (the kind is read from `callable` alone). */
export function declareKind<K extends OutboxKindName>(kind: NoInfer<OutboxKind<K>> & { callable: K }): OutboxKind<K> {
  return kind;
}
