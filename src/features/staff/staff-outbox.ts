// The staff outbox kinds on the shared sync engine (src/lib/sync/sync-engine.ts):
// a status change or a delete is applied to the Dexie cache at once (marked
// `pending`) in the transaction that queues it; the engine sends it (one sender
// across tabs, backoff, `online`, Background Sync) and these handlers record the
// answer: the server's booking when it lands, a rollback when it is refused.
//
// No React and no static firebase import here, so the service worker can call
// registerStaffMutations() for its own engine too.
//
// A refused change is rolled back in the same transaction that marks its outbox
// row 'failed'; the row stays as the notice that a message is owed, and whoever
// shows the message first takes it with claimRefusal() (once, across callers).
import type { AppDb, OutboxRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';
import type { BookingStatus } from '@/domain/status';
import type {
  DeleteBookingInput,
  DeleteBookingOutput,
  StaffRescheduleBookingInput,
  StaffRescheduleBookingOutput,
  UpdateBookingStatusInput,
  UpdateBookingStatusOutput,
} from '@/domain/staff-schema';
import type { StaffCreateBookingInput, StaffCreateBookingOutput } from '@/domain/operations-schema';
import { computeTotal, findPackage, type VehicleType } from '@/domain/catalog';
import { bookingDayContention, enqueueMutation, registerOutboxHandler, type CallFn, type OutboxHandler } from '@/lib/sync/sync-engine';

/**
 * Every outbox kind a staff member queues: the one list that counting, sending
 * only while signed in, and keeping or discarding at sign-out go by. A new staff
 * kind is added here (and registered in registerStaffMutations).
 */
export const STAFF_KINDS = [
  'updateBookingStatus',
  'deleteBooking',
  'createStaffBooking',
  'staffRescheduleBooking',
  'createBlock',
  'removeBlock',
  // The crew's day (crew-outbox.ts).
  'sendOnMyWay',
  'askToReschedule',
  'setCustomerNote',
] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

export function isStaffKind(kind: string): kind is StaffKind {
  return (STAFF_KINDS as readonly string[]).includes(kind);
}

// Whether someone with a staff role is signed in on this page (set by the auth
// context). Staff changes need that session: while nobody is, the engine leaves
// them queued (not sent, not failed), shown as waiting for a signed-in staff
// member, and sends them after the next staff sign-in.
let staffSignedIn = false;
const sessionListeners = new Set<() => void>();

export function setStaffSignedIn(signedIn: boolean): void {
  if (staffSignedIn === signedIn) return;
  staffSignedIn = signedIn;
  for (const listener of sessionListeners) listener();
}

export function isStaffSignedIn(): boolean {
  return staffSignedIn;
}

/** For useSyncExternalStore: the dashboard says whether queued changes wait for a sign-in. */
export function subscribeStaffSignedIn(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

export const ready = () => staffSignedIn;

const SEND_TIMEOUT_MS = 20_000;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code.replace(/^functions\//, '') : '';
}

/**
 * The server no longer takes this session (token revoked: unauthenticated; role
 * removed: permission-denied for a change every role may make): the change is not
 * refused, it waits for a signed-in staff member. Thrown as a code the engine
 * retries (not permanent), and nothing more is sent until the next staff sign-in.
 */
function sessionEnded(error: unknown, everyRoleMay: boolean): void {
  const code = codeOf(error);
  if (code !== 'unauthenticated' && !(everyRoleMay && code === 'permission-denied')) return;
  setStaffSignedIn(false);
  throw Object.assign(new Error('Waiting for a signed-in staff member'), { code: 'session-ended' });
}

/** The engine retries unknown codes forever; a booking that is gone will not come back. */
export function refusedAsGone(error: unknown): never {
  sessionEnded(error, true);
  if (codeOf(error) === 'not-found') {
    const message = error instanceof Error ? error.message : 'Booking not found';
    throw Object.assign(new Error(message), { code: 'failed-precondition', details: { reason: 'not-found' } });
  }
  throw error;
}

/** Other staff changes to the same booking still on their way (not this one, not refused ones). */
async function othersQueued(db: AppDb, row: OutboxRow): Promise<number> {
  return db.outbox
    .where('target_id')
    .equals(row.target_id)
    .filter((r) => r.id !== row.id && r.state !== 'failed' && isStaffKind(r.kind))
    .count();
}

/** The cached row back to the server's state: what a pull saw meanwhile, or the status before our change. */
async function rollBack(db: AppDb, row: OutboxRow): Promise<void> {
  const cached = await db.bookings.get(row.target_id);
  if (!cached?.pending) return;
  // A later change of ours to the same booking keeps the row pending; its answer settles it.
  if ((await othersQueued(db, row)) > 0) return;
  const { pending, ...rest } = cached;
  if (pending.server === null) await db.bookings.delete(row.target_id);
  else await db.bookings.put(pending.server ?? { ...rest, status: pending.previous_status, ...pending.previous_time });
}

/** The server's booking into the cache, unless another change of ours to it is still on its way. */
export async function putAnswer(db: AppDb, row: OutboxRow, booking: Booking): Promise<void> {
  const cached = await db.bookings.get(row.target_id);
  if (cached?.pending && (await othersQueued(db, row)) > 0) {
    // Another change of ours follows: keep showing it; a refusal of it falls back to this answer.
    await db.bookings.put({ ...cached, pending: { ...cached.pending, server: booking } });
    return;
  }
  await db.bookings.put(booking);
}

export const staffRescheduleBookingHandler: OutboxHandler<StaffRescheduleBookingOutput> = {
  ready,
  contentionKey: bookingDayContention,
  send: (row, call: CallFn) =>
    (call('staffRescheduleBooking', row.payload as StaffRescheduleBookingInput, SEND_TIMEOUT_MS) as Promise<StaffRescheduleBookingOutput>).catch(refusedAsGone),
  onSent: (db, row, result) => putAnswer(db, row, result.booking),
  onRejected: (db, row) => rollBack(db, row),
};

export const updateBookingStatusHandler: OutboxHandler<UpdateBookingStatusOutput> = {
  ready,
  send: (row, call: CallFn) =>
    (call('updateBookingStatus', row.payload as UpdateBookingStatusInput, SEND_TIMEOUT_MS) as Promise<UpdateBookingStatusOutput>).catch(refusedAsGone),
  onSent: (db, row, result) => putAnswer(db, row, result.booking),
  onRejected: (db, row) => rollBack(db, row),
};

export const deleteBookingHandler: OutboxHandler<DeleteBookingOutput> = {
  ready,
  send: (row, call: CallFn) =>
    (call('deleteBooking', row.payload as DeleteBookingInput, SEND_TIMEOUT_MS) as Promise<DeleteBookingOutput>).catch((error: unknown) => {
      // Only admins delete: permission-denied here may be a staff member's refusal.
      sessionEnded(error, false);
      // Already gone on the server: what we wanted.
      if (codeOf(error) === 'not-found') return { id: row.target_id, deleted: true } as DeleteBookingOutput;
      throw error;
    }),
  async onSent(db, row) {
    await db.bookings.delete(row.target_id);
  },
  onRejected: (db, row) => rollBack(db, row),
};

/**
 * A phone booking: shown in the cache at once (pending sync), replaced by the
 * server's booking when it lands, removed when refused (the time was taken
 * meanwhile); the refusal notice carries the server's reason.
 */
export const createStaffBookingHandler: OutboxHandler<StaffCreateBookingOutput> = {
  ready,
  contentionKey: bookingDayContention,
  send: (row, call: CallFn) => call('createStaffBooking', row.payload as StaffCreateBookingInput, SEND_TIMEOUT_MS) as Promise<StaffCreateBookingOutput>,
  async onSent(db, row, result) {
    const cached = await db.bookings.get(row.target_id);
    if (cached?.pending && cached.pending.kind !== 'createStaffBooking' && (await othersQueued(db, row)) > 0) {
      await db.bookings.put({ ...cached, pending: { ...cached.pending, server: result.booking } });
      return;
    }
    await db.bookings.put(result.booking);
  },
  async onRejected(db, row) {
    const cached = await db.bookings.get(row.target_id);
    if (cached?.pending?.kind === 'createStaffBooking' && !cached.pending.server) await db.bookings.delete(row.target_id);
  },
};

/** Registers how the engine sends staff changes; safe to call more than once (pages and the service worker). */
export function registerStaffMutations(): void {
  registerOutboxHandler('updateBookingStatus', updateBookingStatusHandler);
  registerOutboxHandler('deleteBooking', deleteBookingHandler);
  registerOutboxHandler('createStaffBooking', createStaffBookingHandler);
  registerOutboxHandler('staffRescheduleBooking', staffRescheduleBookingHandler);
}

/** Shows a phone booking in the cache at once and queues it, atomically. Returns the outbox row id (the booking id). */
export async function enqueueStaffBooking(db: AppDb, input: StaffCreateBookingInput, now = new Date()): Promise<string> {
  const pkg = findPackage(input.service_name)!;
  const stamp = now.toISOString();
  await enqueueMutation(db, { id: input.id, kind: 'createStaffBooking', target_id: input.id, payload: input }, async () => {
    await db.bookings.put({
      id: input.id,
      customer_name: input.customer_name.trim(),
      customer_email: input.customer_email?.trim() || null,
      customer_phone: input.customer_phone?.trim() || null,
      service_name: pkg.id,
      booking_date: input.booking_date,
      booking_time: input.booking_time,
      vehicle_type: input.vehicle_type,
      vehicle_size: null,
      vehicle_make: input.vehicle_make?.trim() || null,
      vehicle_model: input.vehicle_model?.trim() || null,
      comments: input.comments?.trim() || null,
      service_street: input.service_street?.trim() || null,
      service_city: input.service_city ?? null,
      service_postal_code: input.service_postal_code?.trim().toUpperCase() || null,
      total_price: computeTotal(pkg.id, input.vehicle_type as VehicleType),
      duration_min: pkg.durationMin,
      status: 'pending',
      crew: input.crew ?? null,
      source: 'staff',
      created_at: stamp,
      updated_at: stamp,
      pending: { kind: 'createStaffBooking', previous_status: 'pending' },
    });
  });
  return input.id;
}

/** Applies a status change to the cache and queues it, atomically. Returns the outbox row id. */
export async function enqueueStatusChange(db: AppDb, booking: Pick<Booking, 'id' | 'status'>, status: BookingStatus): Promise<string> {
  const id = crypto.randomUUID();
  const payload: UpdateBookingStatusInput = { id: booking.id, status };
  await enqueueMutation(db, { id, kind: 'updateBookingStatus', target_id: booking.id, payload }, async () => {
    const cached = await db.bookings.get(booking.id);
    if (!cached) return;
    // Several changes in a row roll back to the last server state.
    const pending = { ...cached.pending, kind: 'updateBookingStatus' as const, previous_status: cached.pending?.previous_status ?? cached.status };
    await db.bookings.put({ ...cached, status, pending });
  });
  return id;
}

/** Shows a booking at its new time at once and queues the move, atomically. Returns the outbox row id (the mutation id). */
export async function enqueueReschedule(db: AppDb, bookingId: string, to: { booking_date: string; booking_time: string }): Promise<string> {
  const id = crypto.randomUUID();
  const payload: StaffRescheduleBookingInput = { id: bookingId, mutation_id: id, ...to };
  await enqueueMutation(db, { id, kind: 'staffRescheduleBooking', target_id: bookingId, payload }, async () => {
    const cached = await db.bookings.get(bookingId);
    if (!cached) return;
    const pending = {
      ...cached.pending,
      kind: 'staffRescheduleBooking' as const,
      previous_status: cached.pending?.previous_status ?? cached.status,
      previous_time: cached.pending?.previous_time ?? { booking_date: cached.booking_date, booking_time: cached.booking_time },
    };
    await db.bookings.put({ ...cached, ...to, pending });
  });
  return id;
}

/** Hides a booking at once and queues its deletion, atomically. Returns the outbox row id. */
export async function enqueueDelete(db: AppDb, bookingId: string): Promise<string> {
  const id = crypto.randomUUID();
  const payload: DeleteBookingInput = { id: bookingId };
  await enqueueMutation(db, { id, kind: 'deleteBooking', target_id: bookingId, payload }, async () => {
    const cached = await db.bookings.get(bookingId);
    if (!cached) return;
    const pending = { ...cached.pending, kind: 'deleteBooking' as const, previous_status: cached.pending?.previous_status ?? cached.status };
    await db.bookings.put({ ...cached, pending });
  });
  return id;
}

/** Where a queued change stands now. */
export async function outboxState(db: AppDb, rowId: string): Promise<'sent' | 'queued' | 'refused'> {
  const row = await db.outbox.get(rowId);
  if (!row) return 'sent';
  return row.state === 'failed' ? 'refused' : 'queued';
}

/** Refused staff changes whose message has not been shown yet. */
export async function refusedChanges(db: AppDb): Promise<OutboxRow[]> {
  return db.outbox
    .where('state')
    .equals('failed')
    .filter((r) => isStaffKind(r.kind))
    .toArray();
}

/** Takes a refusal notice; true for exactly one caller, who shows the message. */
export async function claimRefusal(db: AppDb, rowId: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(rowId);
    if (row?.state !== 'failed') return false;
    await db.outbox.delete(rowId);
    return true;
  });
}

/** Makes queued staff changes due now (Refresh: the user asked to sync). */
export async function makeStaffChangesDue(db: AppDb): Promise<void> {
  await db.outbox
    .where('kind')
    .anyOf([...STAFF_KINDS])
    .filter((r) => r.state === 'pending')
    .modify({ next_attempt_at: 0 });
}

/** Staff changes not yet answered by the server (refusal notices excluded): what sign-out must not lose. */
export function unsentStaffChanges(db: AppDb): Promise<number> {
  return db.outbox
    .where('kind')
    .anyOf([...STAFF_KINDS])
    .filter((r) => r.state !== 'failed')
    .count();
}

/** The explicit "discard them" choice: drops every queued staff change and rolls the cache back, atomically. */
export async function discardStaffChanges(db: AppDb): Promise<number> {
  return db.transaction('rw', db.outbox, db.bookings, async () => {
    const rows = await db.outbox.where('kind').anyOf([...STAFF_KINDS]).toArray();
    await db.outbox.bulkDelete(rows.map((r) => r.id));
    // One rollback per booking, once none of its changes is left.
    const perBooking = new Map(rows.map((r) => [r.target_id, r]));
    for (const row of perBooking.values()) await rollBack(db, row);
    return rows.filter((r) => r.state !== 'failed').length;
  });
}
