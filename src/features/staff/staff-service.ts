// Every staff read and write goes through here: delta pulls into the Dexie
// cache, and status changes / deletes applied to the cache first (marked
// `pending`), recorded in the outbox, then sent to the callable. A refusal
// rolls the cache back; a change that did not reach the server stays queued
// and is sent again on the next sync (open, Refresh, focus, reconnect).
//
// When the shared sync engine (src/lib/sync) lands, `sendOutboxRow` becomes
// the handler registered for the 'updateBookingStatus' and 'deleteBooking'
// kinds and `flushStaffOutbox` goes away.
import { appDb, type CachedBookingRow, type OutboxRow } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';
import type {
  DeleteBookingInput,
  DeleteBookingOutput,
  ListBookingsInput,
  ListBookingsOutput,
  UpdateBookingStatusInput,
  UpdateBookingStatusOutput,
} from '@/domain/staff-schema';
import type { BookingStatus } from '@/domain/status';

export const META_CURSOR = 'staff.bookings.cursor';
export const META_SYNCED_AT = 'staff.bookings.syncedAt';
const STAFF_KINDS = ['updateBookingStatus', 'deleteBooking'] as const;
/** Error codes with which the server refused a change: retrying cannot help. */
const REFUSALS = ['functions/permission-denied', 'functions/unauthenticated', 'functions/failed-precondition', 'functions/not-found', 'functions/invalid-argument'];
const MAX_ATTEMPTS = 8;

export type StaffCaller = <I, O>(name: string, input: I) => Promise<O>;

const defaultCaller: StaffCaller = async (name, input) => (await import('@/lib/firebase/client')).callFunction(name, input);
let caller: StaffCaller = defaultCaller;

/** Tests and the bench swap the network for a fake. */
export function setStaffCaller(next: StaffCaller | null): void {
  caller = next ?? defaultCaller;
}

export class StaffChangeRefused extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'unknown';
}

let pulling: Promise<number> | null = null;

/** Pulls what changed since the stored cursor into the cache; returns how many rows changed. */
export function pullBookings(): Promise<number> {
  pulling ??= (async () => {
    try {
      const db = appDb();
      let since = ((await db.meta.get(META_CURSOR))?.value as string | undefined) ?? null;
      let changed = 0;
      for (;;) {
        const page = await caller<ListBookingsInput, ListBookingsOutput>('listBookings', { since, limit: 500 });
        await db.transaction('rw', db.bookings, db.meta, async () => {
          // Rows with a change of ours still on its way keep the local state;
          // the answer to that change brings the server's version.
          const ids = [...page.bookings.map((b) => b.id), ...page.deleted_ids];
          const local = await db.bookings.bulkGet(ids);
          const pendingIds = new Set(local.filter((r) => r?.pending).map((r) => r!.id));
          await db.bookings.bulkPut(page.bookings.filter((b) => !pendingIds.has(b.id)));
          await db.bookings.bulkDelete(page.deleted_ids.filter((id) => !pendingIds.has(id)));
          await db.meta.put({ key: META_CURSOR, value: page.cursor });
          await db.meta.put({ key: META_SYNCED_AT, value: new Date().toISOString() });
        });
        changed += page.bookings.length + page.deleted_ids.length;
        since = page.cursor;
        if (!page.has_more) return changed;
      }
    } finally {
      pulling = null;
    }
  })();
  return pulling;
}

async function queue(row: Omit<OutboxRow, 'state' | 'attempts' | 'next_attempt_at' | 'last_error' | 'created_at'>, apply: () => Promise<void>) {
  const db = appDb();
  await db.transaction('rw', db.bookings, db.outbox, async () => {
    await apply();
    await db.outbox.put({ ...row, state: 'pending', attempts: 0, next_attempt_at: Date.now(), last_error: null, created_at: Date.now() });
  });
}

/** Sends one queued change; resolves true when the server took it, false when it should be retried, and rolls back on refusal. */
async function sendOutboxRow(row: OutboxRow): Promise<boolean> {
  const db = appDb();
  try {
    if (row.kind === 'updateBookingStatus') {
      const { booking } = await caller<UpdateBookingStatusInput, UpdateBookingStatusOutput>('updateBookingStatus', row.payload as UpdateBookingStatusInput);
      await db.transaction('rw', db.bookings, db.outbox, async () => {
        await db.bookings.put(booking);
        await db.outbox.delete(row.id);
      });
    } else {
      await caller<DeleteBookingInput, DeleteBookingOutput>('deleteBooking', row.payload as DeleteBookingInput);
      await db.transaction('rw', db.bookings, db.outbox, async () => {
        await db.bookings.delete(row.target_id);
        await db.outbox.delete(row.id);
      });
    }
    return true;
  } catch (error) {
    const code = errorCode(error);
    const attempts = row.attempts + 1;
    if (REFUSALS.includes(code) || attempts >= MAX_ATTEMPTS) {
      await rollBack(row);
      throw new StaffChangeRefused(code, error instanceof Error ? error.message : String(error));
    }
    await db.outbox.update(row.id, { state: 'pending', attempts, last_error: `${code}`, next_attempt_at: Date.now() + 2 ** attempts * 1000 });
    return false;
  }
}

async function rollBack(row: OutboxRow): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.bookings, db.outbox, async () => {
    const cached = await db.bookings.get(row.target_id);
    if (cached?.pending) {
      const { pending, ...rest } = cached;
      await db.bookings.put(pending.kind === 'updateBookingStatus' ? { ...rest, status: pending.previous_status } : rest);
    }
    await db.outbox.delete(row.id);
  });
}

/** Sends every queued staff change, oldest first. Refusals are rolled back and reported through onRefused. */
export async function flushStaffOutbox(onRefused?: (row: OutboxRow, error: StaffChangeRefused) => void): Promise<void> {
  const rows = await appDb().outbox.where('kind').anyOf([...STAFF_KINDS]).sortBy('created_at');
  for (const row of rows) {
    try {
      if (!(await sendOutboxRow(row))) return; // still offline: keep the order, try later
    } catch (error) {
      if (error instanceof StaffChangeRefused) onRefused?.(row, error);
      else throw error;
    }
  }
}

export type ChangeResult = 'saved' | 'queued';

/**
 * Changes a booking's status: shown at once, sent now, kept queued when the
 * server cannot be reached. Throws StaffChangeRefused (after rolling back)
 * when the server says no.
 */
export async function changeBookingStatus(booking: Pick<Booking, 'id' | 'status'>, status: BookingStatus): Promise<ChangeResult> {
  const db = appDb();
  const rowId = crypto.randomUUID();
  await queue({ id: rowId, kind: 'updateBookingStatus', target_id: booking.id, payload: { id: booking.id, status } }, async () => {
    const cached = await db.bookings.get(booking.id);
    if (!cached) return;
    // Several offline changes in a row roll back to the last server state.
    const previous = cached.pending?.kind === 'updateBookingStatus' ? cached.pending.previous_status : cached.status;
    await db.bookings.put({ ...cached, status, pending: { kind: 'updateBookingStatus', previous_status: previous } });
  });
  return (await sendOutboxRow((await db.outbox.get(rowId))!)) ? 'saved' : 'queued';
}

/** Deletes a booking (admin): hidden at once, sent now or queued; rolled back on refusal. */
export async function deleteBooking(id: string): Promise<ChangeResult> {
  const db = appDb();
  const rowId = crypto.randomUUID();
  await queue({ id: rowId, kind: 'deleteBooking', target_id: id, payload: { id } }, async () => {
    const cached = await db.bookings.get(id);
    if (cached) await db.bookings.put({ ...cached, pending: { kind: 'deleteBooking' } });
  });
  return (await sendOutboxRow((await db.outbox.get(rowId))!)) ? 'saved' : 'queued';
}

/** Signing out leaves no customer data (nor queued staff changes) on the device. */
export async function clearStaffCache(): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.bookings, db.meta, db.outbox, async () => {
    await db.bookings.clear();
    await db.meta.bulkDelete([META_CURSOR, META_SYNCED_AT]);
    await db.outbox.where('kind').anyOf([...STAFF_KINDS]).delete();
  });
}

/** Bookings as the dashboard shows them: the cache minus rows waiting to be deleted. */
export function shownBookings(rows: readonly CachedBookingRow[]): CachedBookingRow[] {
  return rows.filter((r) => r.pending?.kind !== 'deleteBooking');
}
