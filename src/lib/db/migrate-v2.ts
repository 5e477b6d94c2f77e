// Version 1 -> 2 of the database, run once by Dexie when a device opens the new
// version: nothing queued or known on the device is lost.
//  - Refused changes move to `refusals`: failed outbox rows (their "code:
//    message" parsed back), a refused booking's `myBookings.error`, and the
//    refusal kept inside a managed booking's `meta` key.
//  - Server data moves out of `meta` into tables: the blocks array and the
//    last block's conflicts, each managed booking, each availability answer.
// Pending and sending outbox rows are untouched: they go out as before.
import type { Transaction } from 'dexie';

/** The staff kinds version 1 shipped with (their refusals are told on the dashboard). */
const V1_STAFF_KINDS = new Set(['updateBookingStatus', 'deleteBooking', 'createStaffBooking', 'staffRescheduleBooking', 'createBlock', 'removeBlock']);

interface V1Outbox {
  id: string;
  kind: string;
  target_id: string;
  payload: unknown;
  state: string;
  last_error: string | null;
  created_at: number;
}

interface V1Managed {
  id: string;
  token: string;
  booking: unknown;
  fetched_at: string | null;
  refusal: { kind: 'reschedule' | 'cancel'; code: string; message: string; reason: string | null } | null;
}

function parseLastError(text: string | null): { code: string; message: string } {
  const [code, ...rest] = (text ?? 'failed-precondition: refused').split(': ');
  return { code, message: rest.join(': ') };
}

export async function migrateToVersion2(tx: Transaction): Promise<void> {
  const refusals = tx.table('refusals');
  const outbox = tx.table('outbox');
  const meta = tx.table('meta');

  for (const row of (await outbox.toArray()) as V1Outbox[]) {
    if (row.state !== 'failed') continue;
    const { code, message } = parseLastError(row.last_error);
    await refusals.put({
      id: row.id,
      kind: row.kind,
      target_id: row.target_id,
      audience: V1_STAFF_KINDS.has(row.kind) ? 'staff' : 'visitor',
      code,
      message,
      details: null,
      payload: row.payload,
      created_at: row.created_at,
      announced_at: null,
    });
    await outbox.delete(row.id);
  }

  const myBookings = tx.table('myBookings');
  type V1MyBooking = { id: string; input: unknown; created_at: number; error?: { code: string; message: string; fields?: Record<string, string> } | null };
  for (const row of (await myBookings.toArray()) as V1MyBooking[]) {
    if (!('error' in row)) continue;
    const { error, ...rest } = row;
    await myBookings.put(rest);
    if (!error) continue;
    await refusals.put({
      id: row.id,
      kind: 'createBooking',
      target_id: row.id,
      audience: 'visitor',
      code: error.code,
      message: error.message,
      details: error.fields ? { fields: error.fields } : null,
      payload: row.input,
      created_at: row.created_at,
      announced_at: null,
    });
  }

  const blocks = tx.table('blocks');
  const stored = await meta.get('staff.blocks');
  const conflicts = (await meta.get('staff.blocks.conflicts'))?.value as { block_id: string; conflicts: unknown[] } | undefined;
  for (const b of (stored?.value as { id: string }[] | undefined) ?? []) {
    await blocks.put(conflicts?.block_id === b.id ? { ...b, conflicts: conflicts.conflicts } : b);
  }
  await meta.bulkDelete(['staff.blocks', 'staff.blocks.conflicts']);

  const managed = tx.table('managedBookings');
  for (const m of await meta.where('key').startsWith('manage:').toArray()) {
    const v = m.value as V1Managed;
    if (v.booking) await managed.put({ id: v.id, token: v.token, booking: v.booking, fetched_at: v.fetched_at ?? new Date(0).toISOString() });
    if (v.refusal) {
      await refusals.put({
        id: `migrated-${v.id}`,
        kind: v.refusal.kind === 'cancel' ? 'cancelMyBooking' : 'rescheduleMyBooking',
        target_id: v.id,
        audience: 'visitor',
        code: v.refusal.code,
        message: v.refusal.message,
        details: v.refusal.reason ? { reason: v.refusal.reason } : null,
        payload: { id: v.id, token: v.token },
        created_at: Date.now(),
        announced_at: null,
      });
    }
    await meta.delete(m.key);
  }

  const availability = tx.table('availability');
  for (const m of await meta.where('key').startsWith('availability').toArray()) {
    const v = m.value as { fetched_at: string; output: { service_name: string } };
    // v1 keys: `availability:{service}:{from}` and `availability-excluding:{id}:{service}:{from}`.
    const key = m.key.startsWith('availability-excluding:') ? `excluding:${m.key.slice('availability-excluding:'.length)}` : m.key.slice('availability:'.length);
    await availability.put({ key, service: v.output.service_name, fetched_at: v.fetched_at, output: v.output });
    await meta.delete(m.key);
  }
}
