// Every staff read and write goes through here: delta pulls into the Dexie
// cache, and changes queued on the shared sync engine as the staff outbox
// kinds (src/lib/sync/outbox-kinds.ts): applied to the cache at once (marked
// `pending`), sent by the engine (one sender across tabs, backoff, `online`),
// rolled back when the server refuses them, the refusal kept in `refusals`.
import { appDb, type AppDb, type CachedBookingRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';
import type { CallInput, CallOutput, CallableName } from '@/domain/callables';
import { DELTA_OVERLAP_MS, type ListBookingsOutput } from '@/domain/staff-schema';
import type { BookingStatus } from '@/domain/status';
import { pageSyncEngine } from '@/lib/sync/page-sync';
import { requestBackgroundSync, type SyncEngine } from '@/lib/sync/sync-engine';
import { enqueue, type OutboxKindName, type PayloadOf } from '@/lib/sync/outbox-kinds';
import { isConflict } from '@/domain/revision';
import type { StaffCreateBookingInput } from '@/domain/operations-schema';
import { claimRefusal, makeStaffChangesDue, outboxState, unsentStaffChanges } from './staff-outbox';

/** v2: bookings carry `crew` and `source` since issue 12; a new key makes every device pull everything once. */
export const META_CURSOR = 'staff.bookings.cursor.v2';
export const META_SYNCED_AT = 'staff.bookings.syncedAt';

/** Calls a staff callable by its contract's name (src/domain/callables.ts). */
export type StaffCaller = <N extends CallableName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>;

const defaultCaller: StaffCaller = async (name, input) => (await import('@/lib/firebase/client')).callFunction(name, input);
let caller: StaffCaller = defaultCaller;

/** Tests and the bench swap the network for a fake. */
export function setStaffCaller(next: StaffCaller | null): void {
  caller = next ?? defaultCaller;
}

export class StaffChangeRefused extends Error {
  readonly code: string;
  /** True when the dashboard's refusal watcher already showed the message. */
  readonly shown: boolean;
  /** Refused because someone changed the booking first: the message says who did what (it stays on the booking). */
  readonly conflict: boolean;
  constructor(code: string, message: string, shown = false, conflict = false) {
    super(message);
    this.code = code;
    this.shown = shown;
    this.conflict = conflict;
  }
}

let engineOverride: SyncEngine | null = null;

/** Tests swap the page's engine for one over a fake network. */
export function setStaffEngine(next: SyncEngine | null): void {
  engineOverride = next;
}

/** The engine that sends staff changes: the page's one engine (it sends every kind). */
export function staffSyncEngine(): SyncEngine {
  return engineOverride ?? pageSyncEngine();
}

/** Whether a pulled copy should replace the cached one: newer, or as new but different (never rewrite an identical row). */
function replaces(incoming: Booking, local: Booking): boolean {
  const a = Date.parse(incoming.updated_at);
  const b = Date.parse(local.updated_at);
  if (a !== b) return a > b;
  const { pending: _pending, ...plain } = local as CachedBookingRow;
  return JSON.stringify(incoming) !== JSON.stringify(plain);
}

/**
 * Merges one page of a delta into the cache; idempotent, so the overlap window
 * can bring a change twice. A booking replaces the cached one unless the cache
 * holds a newer updated_at; a tombstone deletes. Rows with a change of ours on
 * its way keep the local state and remember the server's (for a rollback).
 */
export async function mergeDelta(db: AppDb, page: Pick<ListBookingsOutput, 'bookings' | 'deleted_ids'>): Promise<number> {
  const ids = [...page.bookings.map((b) => b.id), ...page.deleted_ids];
  const local = new Map((await db.bookings.bulkGet(ids)).filter((r): r is CachedBookingRow => !!r).map((r) => [r.id, r]));
  const puts: CachedBookingRow[] = [];
  for (const incoming of page.bookings) {
    const cached = local.get(incoming.id);
    if (cached && !replaces(incoming, cached.pending?.server ?? cached)) continue;
    puts.push(cached?.pending ? { ...cached, pending: { ...cached.pending, server: incoming } } : incoming);
  }
  const deletes: string[] = [];
  for (const id of page.deleted_ids) {
    const cached = local.get(id);
    if (cached?.pending) puts.push({ ...cached, pending: { ...cached.pending, server: null } });
    else if (cached) deletes.push(id);
  }
  await db.bookings.bulkPut(puts);
  await db.bookings.bulkDelete(deletes);
  return puts.length + deletes.length;
}

let pulling: Promise<number> | null = null;

/**
 * Pulls what changed since the stored cursor (re-reading DELTA_OVERLAP_MS
 * before it) into the cache; returns how many cached rows changed.
 */
export function pullBookings(): Promise<number> {
  pulling ??= (async () => {
    try {
      const db = appDb();
      let since = ((await db.meta.get(META_CURSOR))?.value as string | undefined) ?? null;
      let overlap = since ? DELTA_OVERLAP_MS : 0;
      let changed = 0;
      for (;;) {
        const page = await caller('listBookings', { since, limit: 500, overlap_ms: overlap });
        await db.transaction('rw', db.bookings, db.meta, async () => {
          changed += await mergeDelta(db, page);
          await db.meta.put({ key: META_CURSOR, value: page.cursor });
          await db.meta.put({ key: META_SYNCED_AT, value: new Date().toISOString() });
        });
        since = page.cursor;
        overlap = 0;
        if (!page.has_more) return changed;
      }
    } finally {
      pulling = null;
    }
  })();
  return pulling;
}

export type ChangeResult = 'saved' | 'queued';

/** Sends now if it can; tells whether the server took the change, or it waits, or was refused (and rolled back). */
export async function settle(rowId: string): Promise<ChangeResult> {
  const db = appDb();
  const engine = staffSyncEngine();
  const round = engine.drain();
  // If the page closes before the change is sent, the service worker gets a chance.
  void requestBackgroundSync();
  await round.catch(() => undefined);
  const state = await outboxState(db, rowId);
  if (state === 'sent') return 'saved';
  if (state === 'queued') return 'queued';
  const refusal = await db.refusals.get(rowId);
  // Claimed here, so the dashboard's refusal watcher does not show it a second time.
  const claimed = await claimRefusal(db, rowId);
  // Refused because the booking changed on the server: fetch what it holds now.
  void pullBookings().catch(() => undefined);
  throw new StaffChangeRefused(refusal?.code ?? 'failed-precondition', refusal?.message ?? '', !claimed, isConflict(refusal?.details));
}

/** Queues a staff change (shown at once) and sends it now if it can. */
export async function queueStaffChange<K extends OutboxKindName>(kind: K, payload: PayloadOf<K>): Promise<ChangeResult> {
  return settle(await enqueue(appDb(), kind, payload));
}

/**
 * Changes a booking's status: shown at once, sent now, kept queued when the
 * server cannot be reached. Throws StaffChangeRefused (after rolling back)
 * when the server says no.
 */
export async function changeBookingStatus(booking: Pick<Booking, 'id' | 'status'>, status: BookingStatus): Promise<ChangeResult> {
  return queueStaffChange('updateBookingStatus', { id: booking.id, status, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(booking.id) });
}

/**
 * The revision a change is made on: the server's revision of the booking as
 * this device last had it (not our own changes queued on top, which the
 * engine moves onto each answer's revision as it comes).
 */
async function baseRevision(id: string): Promise<number | undefined> {
  return (await appDb().bookings.get(id))?.revision;
}

/**
 * "Apply mine again": a change refused as a conflict, sent again on the
 * booking's revision now (the one the refusal came with), in place of its
 * refusal. Throws StaffChangeRefused when the server says no again.
 */
export async function applyMineAgain(refusalId: string): Promise<ChangeResult> {
  const db = appDb();
  const refusal = await db.refusals.get(refusalId);
  if (!refusal || !isConflict(refusal.details)) return 'saved';
  const payload = { ...(refusal.payload as object), mutation_id: crypto.randomUUID(), base_revision: refusal.details.revision };
  const id = await enqueue(db, refusal.kind as OutboxKindName, payload as PayloadOf<OutboxKindName>, async () => {
    await db.refusals.delete(refusalId);
  });
  return settle(id);
}

/** "Keep theirs": the server's booking stands; the refused change is let go. */
export async function keepTheirs(refusalId: string): Promise<void> {
  await appDb().refusals.delete(refusalId);
}

/**
 * A phone booking taken by staff: shown at once (pending sync), sent now or
 * queued; throws StaffChangeRefused with the server's reason (and removes it)
 * when the server says no.
 */
export async function createPhoneBooking(input: StaffCreateBookingInput): Promise<ChangeResult> {
  return queueStaffChange('createStaffBooking', input);
}

/** Moves a booking (staff): shown at its new time at once, sent now or queued; rolled back with the reason on refusal. */
export async function rescheduleBookingAsStaff(id: string, to: { booking_date: string; booking_time: string }): Promise<ChangeResult> {
  return queueStaffChange('staffRescheduleBooking', { id, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(id), ...to });
}

/** On my way to the customer (the tap's time counts): sent now or queued; refused with the reason (too late, again too soon). */
export async function sendOnMyWay(bookingId: string, driveMin: CallInput<'sendOnMyWay'>['drive_min']): Promise<ChangeResult> {
  return queueStaffChange('sendOnMyWay', { id: bookingId, mutation_id: crypto.randomUUID(), drive_min: driveMin, tapped_at: new Date().toISOString() });
}

/** Asks the customers of these bookings to pick a new time (admin): sent now or queued. */
export async function askToReschedule(input: Omit<CallInput<'askToReschedule'>, 'id'>): Promise<ChangeResult> {
  return queueStaffChange('askToReschedule', { ...input, id: crypto.randomUUID() });
}

/**
 * Writes the customer note on every booking of theirs: sent now or queued, on
 * the revision of the booking it was written on (refused, with who changed the
 * note meanwhile, when the note changed since).
 */
export async function saveCustomerNote(bookingId: string, note: string): Promise<ChangeResult> {
  return queueStaffChange('setCustomerNote', { id: bookingId, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(bookingId), note });
}

/** Calls a staff callable directly (reads that need the network, such as the staff availability view). */
export function callStaff<N extends CallableName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  return caller(name, input);
}

/** Deletes a booking (admin): hidden at once, sent now or queued; rolled back on refusal. */
export async function deleteBooking(id: string): Promise<ChangeResult> {
  return queueStaffChange('deleteBooking', { id, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(id) });
}

/**
 * Signing out leaves no customer data on the device. Queued staff changes are not
 * touched: sign-out sends them first or the staff member discards them by an
 * explicit choice (discardStaffChanges); nothing else drops them.
 */
export async function clearStaffCache(): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.bookings, db.blocks, db.meta, async () => {
    await db.bookings.clear();
    await db.blocks.clear();
    await db.meta.bulkDelete([META_CURSOR, META_SYNCED_AT]);
  });
}

export type SendBeforeSignOut = { left: 0 } | { left: number; reason: 'offline' | 'unsent' };

/**
 * Before signing out: sends the queued staff changes now if the device is online
 * and waits for the server's answers (a refusal is an answer: rolled back and
 * announced as usual). Tells how many are still not on the server.
 */
export async function sendStaffChangesBeforeSignOut(): Promise<SendBeforeSignOut> {
  const db = appDb();
  if ((await unsentStaffChanges(db)) === 0) return { left: 0 };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { left: await unsentStaffChanges(db), reason: 'offline' };
  await makeStaffChangesDue(db);
  await staffSyncEngine()
    .drain()
    .catch(() => undefined);
  // Another tab may hold the sender; its round answers them too.
  await staffSyncEngine().idle();
  const left = await unsentStaffChanges(db);
  return left === 0 ? { left: 0 } : { left, reason: 'unsent' };
}

/** Bookings as the dashboard shows them: the cache minus rows waiting to be deleted. */
export function shownBookings(rows: readonly CachedBookingRow[]): CachedBookingRow[] {
  return rows.filter((r) => r.pending?.kind !== 'deleteBooking');
}

/**
 * Erases the personal details of a booking's customer (admin, on the customer's
 * request; the server erases every booking of theirs, and the others reach the
 * cache through the listener and the next pull). Online
 * only, by design: it cannot be undone and is confirmed first, so it is sent at
 * once and the answer shown, rather than queued; the server's copy replaces the
 * cached one. Throws StaffChangeRefused with the server's code and message.
 */
export async function anonymizeBooking(id: string): Promise<Booking> {
  let result: CallOutput<'anonymizeBooking'>;
  try {
    result = await caller('anonymizeBooking', { id });
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'unavailable').replace(/^functions\//, '');
    throw new StaffChangeRefused(code, error instanceof Error ? error.message : String(error));
  }
  await appDb().bookings.put(result.booking);
  return result.booking;
}
