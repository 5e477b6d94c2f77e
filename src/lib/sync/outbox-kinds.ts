// Every outbox kind, declared once: the callable that takes it (its typed
// contract in src/domain/callables.ts: the row's payload is that callable's
// input, the answer its output), which sender may send it, what it shows on
// this device at once, what the server's answer writes, what a refusal undoes,
// and where the person hears of that refusal. The sync engine, the service
// worker, the dashboard's counts and sign-out, and the screens that show
// refusals all read this table; nothing registers a kind anywhere else.
//
// Adding a kind: its callable's contract in src/domain/callables.ts (and its
// function), then one entry in OUTBOX_KINDS below (see OutboxKind in
// outbox-kind.ts for each field), then queue it with
// `enqueue(db, 'yourKind', payload)` and kick the engine (page-sync.ts:
// afterEnqueue, or the dashboard's settle()). A staff kind (audience 'staff') is
// then counted, kept at sign-out and sent only while a staff member is signed
// in; its refusal is announced on the dashboard with the declared title.
import type { AppDb, OutboxRow } from '@/lib/db/db';
import type { CallInput } from '@/domain/callables';
// Relative, not @/: the benches and the chaos run load this file under tsx, which has no alias.
import { computeTotal, findPackage, type VehicleType } from '../../domain/catalog';
import { declareKind, type AnyOutboxKind, type SyncError } from './outbox-kind';
import { bookingDayContention, enqueueMutation, type KindTable } from './sync-engine';
import { othersQueued, putAnswer, rebaseQueued, rollBackBooking, showPending } from './booking-cache';
import { storeManaged } from './managed-bookings';
import { dismissCustomerRefusals } from './refusals';
import type { MyBooking } from '@/domain/self-service-schema';
import type { Booking } from '@/domain/booking-schema';

/** The booking a refusal came with (a conflict, a too-late or read-only change): the state to show now. */
function refusedWith<B>(refusal: SyncError): B | undefined {
  return (refusal.details as { booking?: B } | null | undefined)?.booking;
}

/** Our change is on the server: its answer into the cache, and our later changes of that booking move onto its revision. */
async function bookingAnswered(db: AppDb, row: OutboxRow<{ base_revision?: number }>, booking: Booking): Promise<void> {
  await rebaseQueued(db, row, booking.revision);
  await putAnswer(db, row, booking);
}

/** A change that wrote several bookings (a reschedule request, a customer note): each answer into the cache. */
async function putAnswers(db: AppDb, row: { id: string }, bookings: readonly Booking[]): Promise<void> {
  for (const b of bookings) await putAnswer(db, { id: row.id, target_id: b.id }, b);
}

/** A booking a staff change is about is gone on the server: final (the engine retries unknown codes forever). */
function goneIsRefused(error: SyncError): SyncError {
  if (error.code !== 'not-found') return error;
  return { ...error, code: 'failed-precondition', details: { reason: 'not-found' }, permanent: true };
}

export const OUTBOX_KINDS = {
  /** A booking from the public wizard; the server is idempotent by its id. */
  createBooking: declareKind({
    callable: 'createBooking',
    senders: 'page-and-worker',
    audience: 'visitor',
    rowId: (p) => p.id,
    target: (p) => p.id,
    contention: bookingDayContention,
    // An abuse limit refuses this booking for a day: retrying forever would only hit it again.
    permanentCodes: ['resource-exhausted'],
    async apply(db, row) {
      const previous = await db.myBookings.get(row.id);
      const now = Date.now();
      await db.myBookings.put({ id: row.id, input: row.payload, sync: 'pending', server: null, created_at: previous?.created_at ?? now, updated_at: now });
    },
    async acknowledge(db, row, result) {
      await db.myBookings.update(row.id, { sync: 'confirmed', server: result, updated_at: Date.now() });
    },
    async rollBack(db, row) {
      await db.myBookings.update(row.id, { sync: 'rejected', updated_at: Date.now() });
    },
    refusal: { on: 'wizard' },
  }),

  /** The customer moves their booking from the manage page (idempotent by mutation id). */
  rescheduleMyBooking: declareKind({
    callable: 'rescheduleMyBooking',
    senders: 'page-and-worker',
    audience: 'visitor',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    // A change limit holds for the day: shown with the phone number, not retried.
    permanentCodes: ['resource-exhausted'],
    // A new change answers whatever was refused before: the page shows the new one.
    apply: (db, row) => dismissCustomerRefusals(db, row.target_id),
    acknowledge: (db, row, result) => storeManaged(db, row.target_id, row.payload.token, result.booking),
    rollBack: (db, row, refusal) => storeRefusedBooking(db, row, refusal),
    refusal: { on: 'manage-page', change: 'reschedule' },
  }),

  /** The customer cancels from the manage page (idempotent by mutation id). */
  cancelMyBooking: declareKind({
    callable: 'cancelMyBooking',
    senders: 'page-and-worker',
    audience: 'visitor',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    permanentCodes: ['resource-exhausted'],
    apply: (db, row) => dismissCustomerRefusals(db, row.target_id),
    acknowledge: (db, row, result) => storeManaged(db, row.target_id, row.payload.token, result.booking),
    rollBack: (db, row, refusal) => storeRefusedBooking(db, row, refusal),
    refusal: { on: 'manage-page', change: 'cancel' },
  }),

  /** The customer adds the service address of a booking made without one (idempotent by mutation id). */
  setMyBookingAddress: declareKind({
    callable: 'setMyBookingAddress',
    senders: 'page-and-worker',
    audience: 'visitor',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    permanentCodes: ['resource-exhausted'],
    apply: (db, row) => dismissCustomerRefusals(db, row.target_id),
    acknowledge: (db, row, result) => storeManaged(db, row.target_id, row.payload.token, result.booking),
    rollBack: (db, row, refusal) => storeRefusedBooking(db, row, refusal),
    refusal: { on: 'manage-page', change: 'address' },
  }),

  /** Staff move a booking along its status flow. */
  updateBookingStatus: declareKind({
    callable: 'updateBookingStatus',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id ?? crypto.randomUUID(),
    target: (p) => p.id,
    interpret: goneIsRefused,
    apply: (db, row) => showPending(db, row.target_id, 'updateBookingStatus', { status: row.payload.status }),
    acknowledge: (db, row, result) => bookingAnswered(db, row, result.booking),
    rollBack: (db, row, refusal) => rollBackBooking(db, row, refusedWith(refusal)),
    refusal: { on: 'dashboard', title: 'Failed to update booking status', withReason: false },
  }),

  /** Staff move a booking to another time (idempotent by mutation id). */
  staffRescheduleBooking: declareKind({
    callable: 'staffRescheduleBooking',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    contention: bookingDayContention,
    interpret: goneIsRefused,
    apply: (db, row) =>
      showPending(db, row.target_id, 'staffRescheduleBooking', { booking_date: row.payload.booking_date, booking_time: row.payload.booking_time }),
    acknowledge: (db, row, result) => bookingAnswered(db, row, result.booking),
    rollBack: (db, row, refusal) => rollBackBooking(db, row, refusedWith(refusal)),
    refusal: { on: 'dashboard', title: 'Failed to reschedule booking', withReason: true },
  }),

  /** An admin deletes a booking (a tombstone on the server); hidden here at once. */
  deleteBooking: declareKind({
    callable: 'deleteBooking',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id ?? crypto.randomUUID(),
    target: (p) => p.id,
    // Already gone on the server: what we wanted.
    interpret: (error, row) => (error.code === 'not-found' ? { done: { id: row.target_id, deleted: true as const } } : error),
    apply: (db, row) => showPending(db, row.target_id, 'deleteBooking', {}),
    async acknowledge(db, row) {
      await db.bookings.delete(row.target_id);
    },
    rollBack: (db, row, refusal) => rollBackBooking(db, row, refusedWith(refusal)),
    refusal: { on: 'dashboard', title: 'Failed to delete booking', withReason: false },
  }),

  /**
   * A phone booking taken by staff: shown at once (pending sync), replaced by
   * the server's booking, removed when refused (the time was taken meanwhile).
   */
  createStaffBooking: declareKind({
    callable: 'createStaffBooking',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.id,
    target: (p) => p.id,
    contention: bookingDayContention,
    apply: (db, row) => showPhoneBooking(db, row),
    async acknowledge(db, row, result) {
      const cached = await db.bookings.get(row.target_id);
      if (cached?.pending && cached.pending.kind !== 'createStaffBooking' && (await othersQueued(db, row)) > 0) {
        // A later change of ours to it is on its way: it settles the row; this answer is what it falls back to.
        await db.bookings.put({ ...cached, pending: { ...cached.pending, server: result.booking } });
        return;
      }
      await db.bookings.put(result.booking);
    },
    async rollBack(db, row) {
      const cached = await db.bookings.get(row.target_id);
      if (cached?.pending?.kind === 'createStaffBooking' && !cached.pending.server) await db.bookings.delete(row.target_id);
    },
    refusal: { on: 'dashboard', title: 'Failed to create booking', withReason: true },
  }),

  /** An admin blocks time; the answer lists the bookings inside it. */
  createBlock: declareKind({
    callable: 'createBlock',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.id,
    target: (p) => p.id,
    async apply(db, row) {
      const b = row.payload;
      await db.blocks.put({
        id: b.id,
        date_from: b.date_from,
        date_to: b.date_to,
        start_time: b.start_time ?? null,
        end_time: b.end_time ?? null,
        crew: b.crew ?? null,
        reason: b.reason,
        note: b.note?.trim() || null,
        created_by: null,
        created_at: new Date().toISOString(),
        pending: 'create',
      });
    },
    async acknowledge(db, _row, result) {
      await db.blocks.put({ ...result.block, conflicts: result.conflicts });
    },
    async rollBack(db, row) {
      await db.blocks.delete(row.target_id);
    },
    refusal: { on: 'dashboard', title: 'Failed to save blocked time', withReason: true },
  }),

  /** An admin removes a block. */
  removeBlock: declareKind({
    callable: 'removeBlock',
    senders: 'page',
    audience: 'staff',
    target: (p) => p.id,
    async apply(db, row) {
      await db.blocks.update(row.target_id, { pending: 'remove' });
    },
    async acknowledge(db, row) {
      await db.blocks.delete(row.target_id);
    },
    async rollBack(db, row) {
      if (await db.blocks.get(row.target_id)) await db.blocks.update(row.target_id, { pending: undefined });
    },
    refusal: { on: 'dashboard', title: 'Failed to save blocked time', withReason: true },
  }),

  /**
   * The crew tells the customer it is on the way (idempotent by mutation id).
   * Nothing shows before the answer but the queued row (the details dialog reads
   * it); refused when it would go out too late or too soon after the last one.
   */
  sendOnMyWay: declareKind({
    callable: 'sendOnMyWay',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    interpret: goneIsRefused,
    apply: async () => {},
    acknowledge: (db, row, result) => putAnswer(db, row, result.booking),
    rollBack: async () => {},
    refusal: { on: 'dashboard', title: 'On My Way not sent', withReason: true },
  }),

  /**
   * An admin asks the customers of some bookings (a rain day's) to pick a new
   * time; the answer marks them. The Blocked Time list shows the queued request.
   */
  askToReschedule: declareKind({
    callable: 'askToReschedule',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.id,
    target: (p) => p.id,
    apply: async () => {},
    acknowledge: (db, row, result) => putAnswers(db, row, result.bookings),
    rollBack: async () => {},
    refusal: { on: 'dashboard', title: 'Failed to ask customers to reschedule', withReason: true },
  }),

  /**
   * The customer note, written on every booking of the customer on the
   * revision of the one it was written on; the answer brings them all. Until
   * then the card shows the queued note. Refused when the note changed since:
   * the booking as it stands (their note) replaces the cached one, and the
   * refusal stays on the booking with its two choices, as for the other staff changes.
   */
  setCustomerNote: declareKind({
    callable: 'setCustomerNote',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    interpret: goneIsRefused,
    apply: async () => {},
    async acknowledge(db, row, result) {
      // A later change of ours to the booking made on the same revision was made on top of this note.
      await rebaseQueued(db, row, result.bookings.find((b) => b.id === row.target_id)?.revision);
      await putAnswers(db, row, result.bookings);
    },
    rollBack: (db, row, refusal) => rollBackBooking(db, row, refusedWith(refusal)),
    refusal: { on: 'dashboard', title: 'Failed to save the customer note', withReason: true },
  }),
} as const satisfies KindTable;

export type OutboxKindName = keyof typeof OUTBOX_KINDS;
/** The payload of a kind: its callable's input. */
export type PayloadOf<K extends OutboxKindName> = CallInput<(typeof OUTBOX_KINDS)[K]['callable']>;

/** The kinds a sender may send: the page sends every kind, the service worker those declared for it. */
export function kindsFor(sender: 'page' | 'worker'): KindTable {
  return Object.fromEntries(
    Object.entries(OUTBOX_KINDS as KindTable).filter(([, k]) => sender === 'page' || k.senders === 'page-and-worker'),
  );
}

/** The declaration of a stored row's kind (undefined for a kind this build does not know). */
export function kindOf(kind: string): AnyOutboxKind | undefined {
  return Object.hasOwn(OUTBOX_KINDS, kind) ? (OUTBOX_KINDS as KindTable)[kind] : undefined;
}

/** Every kind staff queue: what the dashboard counts, sends only while signed in, and keeps or discards at sign-out. */
export const STAFF_KINDS: readonly OutboxKindName[] = (Object.keys(OUTBOX_KINDS) as OutboxKindName[]).filter((k) => OUTBOX_KINDS[k].audience === 'staff');

export function isStaffKind(kind: string): boolean {
  return kindOf(kind)?.audience === 'staff';
}

/**
 * Queues a change: its outbox row and its change on this device in one
 * transaction (with `alsoLocal`, more writes of the caller's), before any
 * network call. Returns the row's id (the mutation id). Kick the engine after.
 */
export async function enqueue<K extends OutboxKindName>(db: AppDb, kind: K, payload: PayloadOf<K>, alsoLocal?: () => Promise<void>): Promise<string> {
  const declared = (OUTBOX_KINDS as KindTable)[kind];
  const id: string = declared.rowId?.(payload) ?? crypto.randomUUID();
  const row = { id, kind, target_id: declared.target(payload) as string, payload };
  await enqueueMutation(db, row, async () => {
    const queued: OutboxRow = { ...row, state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, created_at: Date.now() };
    await declared.apply(db, queued);
    await alsoLocal?.();
  });
  return id;
}

/** A refused customer change may come with the booking as it stands: the page shows that. */
async function storeRefusedBooking(db: AppDb, row: OutboxRow<{ token: string }>, refusal: SyncError): Promise<void> {
  const booking = (refusal.details as { booking?: MyBooking } | undefined)?.booking;
  if (booking) await storeManaged(db, row.target_id, row.payload.token, booking);
}

/** A phone booking in the cache as it will be stored (priced from the catalog), marked as not sent yet. */
async function showPhoneBooking(db: AppDb, row: OutboxRow<CallInput<'createStaffBooking'>>): Promise<void> {
  const input = row.payload;
  const pkg = findPackage(input.service_name)!;
  const stamp = new Date(row.created_at).toISOString();
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
}

