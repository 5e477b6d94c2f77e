// Every outbox kind, declared once: the callable that takes it (its typed
// contract in src/domain/callables/callables.ts: the row's payload is that callable's
// input, the answer its output), which sender may send it, what it shows on
// the staff screens until the server answers (a pure projection over the
// server's rows, shown.ts), what the server's answer stores (server-data.ts),
// and where the person hears of a refusal. The sync engine, the service
// worker, the dashboard's counts and sign-out, the derived views and the
// refusal watchers all read this table; nothing registers a kind anywhere else,
// and every list of kinds is derived from it.
//
// Adding a kind: its callable's contract in src/domain/callables/callables.ts (and its
// function), then one entry in OUTBOX_KINDS below (see OutboxKind in
// outbox-kind.ts for each field), then queue it with
// `enqueue(db, 'yourKind', payload)` and kick the engine (page-sync.ts:
// afterEnqueue, or the dashboard's settle()). A staff kind (audience 'staff') is
// then counted, kept at sign-out and sent only while a staff member is signed
// in; its refusal is announced on the dashboard with the declared title.
import type { AppDb, OutboxRow } from '@/lib/db/db';
// Relative, not @/: the benches and the chaos run load this file under tsx, which has no alias.
import { computeTotal, findPackage, type VehicleType } from '../../domain/catalog';
import { customerKeys, sameCustomer } from '../../domain/booking/customer-card';
import { declareKind, type AnyOutboxKind, type OutboxRowFor, type ShownBooking, type SyncError } from './outbox-kind';
import { bookingDayContention, enqueueMutation, type KindTable } from './sync-engine';
import { applyServerBlocks, applyServerBookings } from './server-data';
import { forgetManaged, storeManaged } from './managed-bookings';
import { photoInput, photoRefused, photoUploaded, type QueuedPhoto } from '../photos/photo-files';
import type { MyBooking } from '@/domain/booking/self-service-schema';
import { changedPhoto } from '../../domain/photos/photo-change';
import type { Booking } from '@/domain/booking/booking-schema';

/** The booking a refusal came with (a conflict, a too-late or read-only change): the server's booking as it stands. */
async function storeRefusedWith(db: AppDb, refusal: SyncError): Promise<void> {
  const booking = (refusal.details as { booking?: Booking } | null | undefined)?.booking;
  if (booking) await applyServerBookings(db, { bookings: [booking] });
}

/**
 * Our change took the booking to `revision`: later changes of ours to it,
 * made on the revision this one was made on, were made on top of it, so they
 * are sent on the new revision (the server would take our own change for
 * someone else's otherwise).
 */
async function rebaseQueued(db: AppDb, row: OutboxRow<{ base_revision?: number }>, revision: number | undefined): Promise<void> {
  const base = row.payload.base_revision;
  if (revision === undefined || base === undefined) return;
  await db.outbox
    .where('target_id')
    .equals(row.target_id)
    .filter((r) => r.id !== row.id && (r.payload as { base_revision?: number }).base_revision === base)
    .modify((r) => {
      r.payload = { ...(r.payload as object), base_revision: revision };
    });
}

/** Our change is on the server: our later changes of that booking move onto its revision, and its answer is stored. */
async function bookingAnswered(db: AppDb, row: OutboxRow<{ base_revision?: number }>, booking: Booking): Promise<void> {
  await rebaseQueued(db, row, booking.revision);
  await applyServerBookings(db, { bookings: [booking] });
}

/** A customer's new change answers whatever change of theirs was refused before on this booking: the page shows the new one. */
async function answersEarlierRefusals(db: AppDb, bookingId: string): Promise<void> {
  await db.refusals
    .where('target_id')
    .equals(bookingId)
    .filter((r) => kindOf(r.kind)?.refusal.on === 'manage-page')
    .delete();
}

/** A customer's change refused for good rather than retried: a change limit, and a link that finds nothing (storeRefusedManaged). */
const CUSTOMER_CHANGE_FINAL = ['resource-exhausted', 'not-found'];

/** A booking a staff change is about is gone on the server: final (the engine retries unknown codes forever). */
function goneIsRefused(error: SyncError): SyncError {
  if (error.code !== 'not-found') return error;
  return { ...error, code: 'failed-precondition', details: { reason: 'not-found' }, permanent: true };
}

/** A booking shown with a change of ours on it, marked as not on the server yet. */
function changeShown(shown: Map<string, ShownBooking>, id: string, kind: string, change: Partial<Booking>): void {
  const b = shown.get(id);
  if (b) shown.set(id, { ...b, ...change, pending: { kind } });
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
    // The visitor's own record of the booking on this device (what they typed, and where it stands).
    async queued(db, row) {
      const previous = await db.myBookings.get(row.id);
      const now = Date.now();
      await db.myBookings.put({ id: row.id, input: row.payload, sync: 'pending', server: null, created_at: previous?.created_at ?? now, updated_at: now });
    },
    async answered(db, row, result) {
      await db.myBookings.update(row.id, { sync: 'confirmed', server: result, updated_at: Date.now() });
    },
    async refused(db, row) {
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
    // A change limit holds for the day: shown with the phone number, not retried. Not found:
    // the link finds nothing any more (the booking deleted or erased, the link revoked).
    permanentCodes: CUSTOMER_CHANGE_FINAL,
    // A new change answers whatever was refused before: the page shows the new one.
    queued: (db, row) => answersEarlierRefusals(db, row.target_id),
    answered: (db, row, result) => storeManaged(db, row.target_id, row.payload.token, result.booking),
    refused: (db, row, refusal) => storeRefusedManaged(db, row, refusal),
    refusal: { on: 'manage-page', change: 'reschedule' },
  }),

  /** The customer cancels from the manage page (idempotent by mutation id). */
  cancelMyBooking: declareKind({
    callable: 'cancelMyBooking',
    senders: 'page-and-worker',
    audience: 'visitor',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    permanentCodes: CUSTOMER_CHANGE_FINAL,
    queued: (db, row) => answersEarlierRefusals(db, row.target_id),
    answered: (db, row, result) => storeManaged(db, row.target_id, row.payload.token, result.booking),
    refused: (db, row, refusal) => storeRefusedManaged(db, row, refusal),
    refusal: { on: 'manage-page', change: 'cancel' },
  }),

  /** The customer adds the service address of a booking made without one (idempotent by mutation id). */
  setMyBookingAddress: declareKind({
    callable: 'setMyBookingAddress',
    senders: 'page-and-worker',
    audience: 'visitor',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    permanentCodes: CUSTOMER_CHANGE_FINAL,
    queued: (db, row) => answersEarlierRefusals(db, row.target_id),
    answered: (db, row, result) => storeManaged(db, row.target_id, row.payload.token, result.booking),
    refused: (db, row, refusal) => storeRefusedManaged(db, row, refusal),
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
    shows: { bookings: (shown, row) => changeShown(shown, row.target_id, row.kind, { status: row.payload.status }) },
    answered: (db, row, result) => bookingAnswered(db, row, result.booking),
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
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
    shows: {
      bookings: (shown, row) =>
        changeShown(shown, row.target_id, row.kind, { booking_date: row.payload.booking_date, booking_time: row.payload.booking_time }),
    },
    answered: (db, row, result) => bookingAnswered(db, row, result.booking),
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    // The Reschedule dialog shows the reason where the time was chosen.
    refusal: { on: 'dashboard', title: 'Failed to reschedule booking', withReason: true, inForm: true },
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
    shows: { bookings: (shown, row) => void shown.delete(row.target_id) },
    answered: (db, row) => applyServerBookings(db, { bookings: [], deletedIds: [row.target_id] }).then(() => undefined),
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'Failed to delete booking', withReason: false },
  }),

  /**
   * A phone booking taken by staff: shown at once (pending sync) as it will be
   * stored, the server's booking once answered; refused (the time was taken
   * meanwhile), it is simply no longer shown.
   */
  createStaffBooking: declareKind({
    callable: 'createStaffBooking',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.id,
    target: (p) => p.id,
    contention: bookingDayContention,
    shows: { bookings: (shown, row) => shown.set(row.target_id, { ...(shown.get(row.target_id) ?? phoneBooking(row)), pending: { kind: row.kind } }) },
    answered: (db, _row, result) => applyServerBookings(db, { bookings: [result.booking] }).then(() => undefined),
    // The New Booking form shows the reason beside the fields it is about.
    refusal: { on: 'dashboard', title: 'Failed to create booking', withReason: true, inForm: true },
  }),

  /** An admin blocks time; the answer lists the bookings inside it. */
  createBlock: declareKind({
    callable: 'createBlock',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.id,
    target: (p) => p.id,
    shows: {
      blocks(shown, row) {
        const b = row.payload;
        const local = {
          id: b.id,
          date_from: b.date_from,
          date_to: b.date_to,
          start_time: b.start_time ?? null,
          end_time: b.end_time ?? null,
          crew: b.crew ?? null,
          reason: b.reason,
          note: b.note?.trim() || null,
          created_by: null,
          created_at: new Date(row.created_at).toISOString(),
        };
        shown.set(b.id, { ...(shown.get(b.id) ?? local), pending: 'create' });
      },
    },
    answered: (db, _row, result) => applyServerBlocks(db, { blocks: [{ ...result.block, conflicts: result.conflicts }] }),
    // The Blocked Time form shows the reason under what was typed.
    refusal: { on: 'dashboard', title: 'Failed to save blocked time', withReason: true, inForm: true },
  }),

  /** An admin removes a block. */
  removeBlock: declareKind({
    callable: 'removeBlock',
    senders: 'page',
    audience: 'staff',
    target: (p) => p.id,
    shows: {
      blocks(shown, row) {
        const b = shown.get(row.target_id);
        if (b) shown.set(b.id, { ...b, pending: 'remove' });
      },
    },
    answered: (db, row) => applyServerBlocks(db, { blocks: [], removedIds: [row.target_id] }),
    refusal: { on: 'dashboard', title: 'Failed to save blocked time', withReason: true },
  }),

  /**
   * The crew tells the customer it is on the way (idempotent by mutation id).
   * The booking shows the tap waiting to go (the details dialog); refused when
   * it would go out too late or too soon after the last one.
   */
  sendOnMyWay: declareKind({
    callable: 'sendOnMyWay',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    interpret: goneIsRefused,
    shows: {
      bookings(shown, row) {
        const b = shown.get(row.target_id);
        if (b) shown.set(b.id, { ...b, onMyWay: [...(b.onMyWay ?? []), row.payload] });
      },
    },
    answered: (db, _row, result) => applyServerBookings(db, { bookings: [result.booking] }).then(() => undefined),
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'On My Way not sent', withReason: true },
  }),

  /**
   * A new manage link for the customer (the one before stops working): nothing
   * changes on screen until the booking's history line arrives with it.
   */
  renewManageLink: declareKind({
    callable: 'renewManageLink',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    interpret: goneIsRefused,
    answered: async () => undefined,
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'New booking link not sent', withReason: true },
  }),

  /**
   * An admin asks the customers of some bookings (a rain day's) to pick a new
   * time; the answer marks them. Until then the bookings show the request waiting.
   */
  askToReschedule: declareKind({
    callable: 'askToReschedule',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.id,
    target: (p) => p.id,
    shows: {
      bookings(shown, row) {
        for (const id of row.payload.booking_ids) {
          const b = shown.get(id);
          if (b) shown.set(id, { ...b, asked: true });
        }
      },
    },
    answered: (db, _row, result) => applyServerBookings(db, { bookings: result.bookings }).then(() => undefined),
    refusal: { on: 'dashboard', title: 'Failed to ask customers to reschedule', withReason: true },
  }),

  /**
   * The customer note, written on every booking of the customer on the
   * revision of the one it was written on; the answer brings them all. Until
   * then every booking of that customer shows the note waiting. Refused when the
   * note changed since: the booking as it stands (their note) is stored, and the
   * refusal stays on the booking with its two choices, as for the other staff changes.
   */
  setCustomerNote: declareKind({
    callable: 'setCustomerNote',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.id,
    interpret: goneIsRefused,
    shows: {
      bookings(shown, row) {
        const of = shown.get(row.payload.id);
        if (!of) return;
        const keys = customerKeys(of);
        // The payload is as typed: blank is the note being removed (the server stores null).
        const note = row.payload.note?.trim() || null;
        for (const b of shown.values()) if (b.id === of.id || sameCustomer(keys, b)) shown.set(b.id, { ...b, note });
      },
    },
    async answered(db, row, result) {
      // A later change of ours to the booking made on the same revision was made on top of this note.
      await rebaseQueued(db, row, result.bookings.find((b) => b.id === row.target_id)?.revision);
      await applyServerBookings(db, { bookings: result.bookings });
    },
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'Failed to save the customer note', withReason: true },
  }),

  /**
   * A job photo: the row carries its metadata, the file waits in photoFiles and
   * is read when sent (the photo id makes a retry store it once). Shown on the
   * job at once, marked waiting (and, after a failed try, why and when the next
   * is); refused (too large, not an image, the booking gone), the file stays on
   * the device with why.
   */
  addJobPhoto: declareKind<'addJobPhoto', QueuedPhoto>({
    callable: 'addJobPhoto',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.photo_id,
    target: (p) => p.booking_id,
    sendInput: (db, row) => photoInput(db, row.payload),
    interpret: goneIsRefused,
    shows: {
      bookings(shown, row) {
        const b = shown.get(row.target_id);
        if (!b) return;
        const p = row.payload;
        const photo = {
          id: p.photo_id,
          tag: p.tag,
          caption: p.caption?.trim() || null,
          taken_at: p.taken_at,
          by: null,
          shared: false,
          size: p.size,
          content_type: p.content_type,
          added_at: new Date(row.created_at).toISOString(),
        };
        const retry = row.last_error ? { [p.photo_id]: { lastError: row.last_error, nextAttemptAt: row.next_attempt_at } } : {};
        shown.set(b.id, {
          ...b,
          photos: [...(b.photos ?? []).filter((x) => x.id !== p.photo_id), photo],
          photosWaiting: [...(b.photosWaiting ?? []), p.photo_id],
          photoRetries: { ...b.photoRetries, ...retry },
        });
      },
    },
    async answered(db, row, result) {
      await photoUploaded(db, row.payload.photo_id);
      await applyServerBookings(db, { bookings: [result.booking] });
    },
    async refused(db, row, refusal) {
      await photoRefused(db, row.payload.photo_id, refusal.message);
      await storeRefusedWith(db, refusal);
    },
    refusal: { on: 'dashboard', title: 'Photo not uploaded', withReason: true },
  }),

  /** A photo's caption, tag or sharing with the customer changed. */
  updateJobPhoto: declareKind({
    callable: 'updateJobPhoto',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.booking_id,
    interpret: goneIsRefused,
    shows: {
      bookings(shown, row) {
        const b = shown.get(row.target_id);
        if (!b?.photos) return;
        const { photo_id, caption, shared, tag } = row.payload;
        shown.set(b.id, { ...b, photos: b.photos.map((p) => (p.id === photo_id ? changedPhoto(p, { caption, shared, tag }) : p)) });
      },
    },
    answered: (db, _row, result) => applyServerBookings(db, { bookings: [result.booking] }).then(() => undefined),
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'Photo not changed', withReason: true },
  }),

  /** A photo removed from the job (its file on this device goes once the server has removed it). */
  removeJobPhoto: declareKind({
    callable: 'removeJobPhoto',
    senders: 'page',
    audience: 'staff',
    target: (p) => p.booking_id,
    interpret: goneIsRefused,
    shows: {
      bookings(shown, row) {
        const b = shown.get(row.target_id);
        if (b?.photos) shown.set(b.id, { ...b, photos: b.photos.filter((p) => p.id !== row.payload.photo_id) });
      },
    },
    async answered(db, row, result) {
      await db.photoFiles.delete(row.payload.photo_id);
      await applyServerBookings(db, { bookings: [result.booking] });
    },
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'Photo not removed', withReason: true },
  }),

  /** The crew's condition check before starting (the latest one stands). */
  setConditionCheck: declareKind({
    callable: 'setConditionCheck',
    senders: 'page',
    audience: 'staff',
    rowId: (p) => p.mutation_id,
    target: (p) => p.booking_id,
    interpret: goneIsRefused,
    shows: {
      bookings(shown, row) {
        const b = shown.get(row.target_id);
        if (!b) return;
        const { items, note } = row.payload;
        const check = { items: [...items], note: note?.trim() || null, at: new Date(row.created_at).toISOString(), by: null };
        shown.set(b.id, { ...b, condition_check: check, conditionWaiting: true });
      },
    },
    answered: (db, _row, result) => applyServerBookings(db, { bookings: [result.booking] }).then(() => undefined),
    refused: (db, _row, refusal) => storeRefusedWith(db, refusal),
    refusal: { on: 'dashboard', title: 'Condition check not saved', withReason: true },
  }),
} as const satisfies KindTable;

export type OutboxKindName = keyof typeof OUTBOX_KINDS;
/** The payload of a kind: its callable's input, or what the kind queues instead (a photo's metadata). */
export type PayloadOf<K extends OutboxKindName> = Parameters<(typeof OUTBOX_KINDS)[K]['target']>[0];

/** An outbox row typed by its kind (a union over the table): `row.kind === 'x'` narrows its payload, no casts. */
export type QueuedChange = { [K in OutboxKindName]: Omit<OutboxRow, 'kind' | 'payload'> & { kind: K; payload: PayloadOf<K> } }[OutboxKindName];

/** The kinds a sender may send: the page sends every kind, the service worker those declared for it. */
export function kindsFor(sender: 'page' | 'worker'): KindTable {
  return Object.fromEntries(
    Object.entries(OUTBOX_KINDS as KindTable).filter(([, k]) => sender === 'page' || k.senders === 'page-and-worker'),
  );
}

function isKindName(kind: string): kind is OutboxKindName {
  return Object.hasOwn(OUTBOX_KINDS, kind);
}

/** The declaration of a stored row's kind (undefined for a kind this build does not know). */
export function kindOf(kind: string): AnyOutboxKind | undefined {
  return isKindName(kind) ? (OUTBOX_KINDS as KindTable)[kind] : undefined;
}

/** Stored rows as typed changes; a row of a kind this build does not know (another build's) is left out. */
export function asQueuedChanges(rows: readonly OutboxRow[]): QueuedChange[] {
  return rows.filter((r) => isKindName(r.kind)) as QueuedChange[];
}

/** The kinds whose declaration matches: every list of kinds is derived from the table this way. */
export function kindsWhere(test: (kind: AnyOutboxKind) => boolean): readonly OutboxKindName[] {
  return (Object.keys(OUTBOX_KINDS) as OutboxKindName[]).filter((k) => test((OUTBOX_KINDS as KindTable)[k]));
}

/** Every kind staff queue: what the dashboard counts, shows, sends only while signed in, and keeps or discards at sign-out. */
export const STAFF_KINDS: readonly OutboxKindName[] = kindsWhere((k) => k.audience === 'staff');

export function isStaffKind(kind: string): boolean {
  return kindOf(kind)?.audience === 'staff';
}

/**
 * Queues a change: its outbox row (and the kind's own device records, with
 * `alsoLocal` more writes of the caller's) in one transaction, before any
 * network call. Returns the row's id (the mutation id). Kick the engine after.
 */
export async function enqueue<K extends OutboxKindName>(db: AppDb, kind: K, payload: PayloadOf<K>, alsoLocal?: () => Promise<void>): Promise<string> {
  const declared = (OUTBOX_KINDS as KindTable)[kind];
  const id: string = declared.rowId?.(payload) ?? crypto.randomUUID();
  const row = { id, kind, target_id: declared.target(payload) as string, payload };
  await enqueueMutation(db, row, async (queued) => {
    await declared.queued?.(db, queued);
    await alsoLocal?.();
  });
  return id;
}

/**
 * A refused customer change may come with the booking as it stands: the page
 * shows that. Refused as not found, the link finds nothing any more: what the
 * device holds through it goes, this refusal too (the page then says the
 * booking can't be found).
 */
async function storeRefusedManaged(db: AppDb, row: OutboxRow<{ token: string }>, refusal: SyncError): Promise<void> {
  if (refusal.code === 'not-found') {
    await forgetManaged(db, row.target_id, row.payload.token);
    return;
  }
  const booking = (refusal.details as { booking?: MyBooking } | undefined)?.booking;
  if (booking) await storeManaged(db, row.target_id, row.payload.token, booking);
}

/** A phone booking as it will be stored (priced from the catalog), before the server has it. */
function phoneBooking(row: OutboxRowFor<'createStaffBooking'>): Booking {
  const input = row.payload;
  const pkg = findPackage(input.service_name)!;
  const stamp = new Date(row.created_at).toISOString();
  return {
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
  };
}
