// What the manage page knows of a booking (`managedBookings` table): the last
// answer of the server, so the page opens offline; the visitor's myBookings row
// follows it. Refusals of the customer's changes are in `refusals`. When the
// server says the link finds nothing (the booking deleted or erased, or the
// link revoked), everything the device holds through that link goes.
import { reschedulePrefix, type AppDb, type ManagedBookingRow, type ManagedPlan, type OutboxRow, type RefusalRow } from '@/lib/db/db';
import type { MyBooking } from '@/domain/booking/self-service-schema';

export function readManaged(db: AppDb, id: string): Promise<ManagedBookingRow | undefined> {
  return db.managedBookings.get(id);
}

/** A booking's fields without the shared photos' links (those live in `managedBookings` only, as the last read gave them). */
function withoutPhotoLinks<B extends object>(booking: B): Omit<B, 'photos'> {
  const { photos: _links, ...fields } = booking as B & { photos?: unknown };
  return fields;
}

/**
 * Records the server's view of the booking. `from` says which answer it is:
 * the page's read (getMyBooking) lists the photos shared now, so a photo
 * missing from it is no longer shared and leaves the stored copy; a change's
 * answer says nothing of photos, so the last read's stay.
 */
export async function storeManaged(db: AppDb, id: string, token: string, booking: MyBooking, from: 'read' | 'change' = 'change'): Promise<void> {
  await db.transaction('rw', db.managedBookings, db.myBookings, async () => {
    const before = await db.managedBookings.get(id);
    const photos = from === 'read' ? booking.photos : before?.booking.photos;
    const stored: MyBooking = { ...withoutPhotoLinks(booking), ...(photos?.length ? { photos } : {}) };
    // The plan read with it stays (getMyPlan's answer or a plan change's, stored by storeManagedPlan).
    const plan = before?.token === token ? before.plan : undefined;
    await db.managedBookings.put({ id, token, booking: stored, fetched_at: new Date().toISOString(), ...(plan ? { plan } : {}) });
    const mine = await db.myBookings.get(id);
    if (mine?.server) await db.myBookings.update(id, { server: { ...withoutPhotoLinks(mine.server), ...withoutPhotoLinks(booking) }, updated_at: Date.now() });
  });
}

/**
 * Records the plan a managed booking is a visit of, as the server answered
 * (getMyPlan, or a plan change made through this link), beside the booking's
 * copy, so the plan section opens offline too. Nothing is kept for a link the
 * device no longer holds the booking of.
 */
export async function storeManagedPlan(db: AppDb, id: string, token: string, plan: ManagedPlan): Promise<void> {
  await db.transaction('rw', db.managedBookings, async () => {
    const row = await db.managedBookings.get(id);
    if (row?.token === token) await db.managedBookings.put({ ...row, plan });
  });
}

/** Whether a queued change or a refusal was made through the link with `token`. */
function throughLink(row: OutboxRow | RefusalRow, token: string): boolean {
  return 'token' in row.payload && row.payload.token === token;
}

/**
 * The server found nothing for this link (deleted, erased, or revoked):
 * drops what the device holds of the booking through it, in one transaction
 * (the caller's, when it runs in one: it must include every table below). A
 * copy kept under another token stays: a wrong or old link says nothing about
 * it. Goes: the manage page's copy (with its photos' links), the visitor's
 * record of a booking they made here, the changes queued through the link and
 * their refusals, and the reschedule times cached for the booking. Returns
 * whether the device held anything of it.
 */
export async function forgetManaged(db: AppDb, id: string, token: string): Promise<boolean> {
  return db.transaction('rw', [db.managedBookings, db.myBookings, db.outbox, db.refusals, db.availability], async () => {
    const [managed, mine] = await Promise.all([db.managedBookings.get(id), db.myBookings.get(id)]);
    const managedHere = managed?.token === token;
    const madeHere = mine?.server?.manage_token === token;
    if (managedHere) await db.managedBookings.delete(id);
    if (madeHere) await db.myBookings.delete(id);
    const queued = await db.outbox.where('target_id').equals(id).filter((r) => throughLink(r, token)).primaryKeys();
    const refused = await db.refusals.where('target_id').equals(id).filter((r) => throughLink(r, token)).primaryKeys();
    await db.outbox.bulkDelete(queued);
    await db.refusals.bulkDelete(refused);
    const held = managedHere || madeHere || queued.length > 0 || refused.length > 0;
    if (held) await db.availability.where('key').startsWith(reschedulePrefix(id)).delete();
    return held;
  });
}
