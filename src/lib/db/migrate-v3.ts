// Version 2 -> 3 of the database, run once by Dexie when a device opens the new
// version: cached bookings and blocks turn back into the server's rows. Until
// version 2 a queued staff change was written on the cached row (`pending`,
// with the status and time from before it, and what the server sent meanwhile);
// now the screens apply the queued changes on top of the server's rows as they
// read them. Nothing queued is lost: the outbox rows are untouched, so every
// change still shows, and goes out, as before.
import type { Transaction } from 'dexie';

interface V2PendingBooking {
  id: string;
  status: string;
  booking_date: string;
  booking_time: string;
  pending?: {
    kind: string;
    previous_status: string;
    previous_time?: { booking_date: string; booking_time: string };
    /** What a pull or an answer brought meanwhile; null: deleted on the server. */
    server?: Record<string, unknown> | null;
  };
}

interface V2Block {
  id: string;
  pending?: 'create' | 'remove';
}

export async function migrateToVersion3(tx: Transaction): Promise<void> {
  const outbox = tx.table('outbox');
  const bookings = tx.table('bookings');
  const blocks = tx.table('blocks');
  // Targets of queued creations: the server does not have them yet (their outbox rows show them).
  const created = new Set(
    (await outbox.toArray()).filter((r: { kind: string }) => r.kind === 'createStaffBooking' || r.kind === 'createBlock').map((r: { target_id: string }) => r.target_id),
  );

  const withPending = (await bookings.toArray()).filter((b: V2PendingBooking) => b.pending) as V2PendingBooking[];
  for (const row of withPending) {
    const { pending, ...rest } = row;
    if (!pending) continue;
    if (pending.server === null) await bookings.delete(row.id);
    else if (pending.server) await bookings.put(pending.server);
    else if (created.has(row.id)) await bookings.delete(row.id);
    else await bookings.put({ ...rest, status: pending.previous_status, ...pending.previous_time });
  }

  const pendingBlocks = (await blocks.toArray()).filter((b: V2Block) => b.pending) as V2Block[];
  for (const block of pendingBlocks) {
    const { pending, ...rest } = block;
    if (pending === 'create' && created.has(block.id)) await blocks.delete(block.id);
    else await blocks.put(rest);
  }
}
