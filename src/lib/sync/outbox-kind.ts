// What an outbox kind is: everything the engine and the screens need to know
// about one kind of change, declared once (the table is outbox-kinds.ts).
import type { AppDb, OutboxRow, RefusalAudience } from '@/lib/db/db';
import type { CallInput, CallOutput, CallableName } from '@/domain/callables';

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
  /** The manage page shows it on the booking, in the customer's words. */
  | { on: 'manage-page'; change: 'reschedule' | 'cancel' | 'address' }
  /** An open dashboard says it once (a toast with `title`, and the server's reason when `withReason`). */
  | { on: 'dashboard'; title: string; withReason: boolean };

export interface OutboxKind<N extends CallableName = CallableName> {
  /** The callable that takes it; the row's payload is that callable's input. */
  callable: N;
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
  rowId?(payload: CallInput<N>): string;
  /** The booking (or block) it is about: entries about one target are sent in order. */
  target(payload: CallInput<N>): string;
  /** Entries with the same key are not sent together (they would wait for each other's locks on the server). */
  contention?(payload: CallInput<N>): string | undefined;
  /** Codes final for this kind though transient in general (a day's abuse limit: resource-exhausted). */
  permanentCodes?: readonly string[];
  /** Reads an error as what it means for this kind: an answer (deleteBooking's not-found is done) or another error. */
  interpret?(error: SyncError, row: OutboxRow<CallInput<N>>): { done: CallOutput<N> } | SyncError;
  /** The change shown on this device at once, in the transaction that queues it. */
  apply(db: AppDb, row: OutboxRow<CallInput<N>>): Promise<void>;
  /** The server took it: its answer into the local data, in the transaction that drops the row. */
  acknowledge(db: AppDb, row: OutboxRow<CallInput<N>>, result: CallOutput<N>): Promise<void>;
  /** The server refused it: `apply` undone, in the transaction that records the refusal. */
  rollBack(db: AppDb, row: OutboxRow<CallInput<N>>, refusal: SyncError): Promise<void>;
  /** How the person hears of a refusal (read by the screen that shows it, from the refusals table). */
  refusal: RefusalDisplay;
}

/** Any declaration, as the engine holds them (each is checked against its own callable where it is declared). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOutboxKind = OutboxKind<any>;

/** Keeps each declaration's payload and answer types tied to its callable. */
export function declareKind<N extends CallableName>(kind: OutboxKind<N>): OutboxKind<N> {
  return kind;
}
