// The manage page's data: the booking from getMyBooking (kept in Dexie so the
// page opens offline), the changes queued through the outbox, and the link's
// id and token read from the fragment (never sent to a server as a URL). When
// the server finds nothing for the link, the device keeps nothing of it either.
import { appDb, type ManagedBookingRow } from '@/lib/db/db';
import { afterEnqueue, pageSyncEngine } from '@/lib/sync/page-sync';
import { enqueueMyBookingChange } from '@/lib/sync/my-booking-changes';
import { forgetManaged, readManaged, storeManaged, storeManagedPlan } from '@/lib/sync/managed-bookings';
import { enqueue } from '@/lib/sync/outbox-kinds';
import { dropPagePrivateImages } from '@/lib/pwa/private-images';
import { dismissVisitorRefusals, visitorRefusal } from '@/lib/sync/refusals';
import { sendAgain } from '@/lib/sync/queued';
import type { ServiceAddress } from '@/domain/booking/self-service-schema';
import { callFailure } from '@/domain/callables/failure-words';

export type ManagedBooking = ManagedBookingRow;

/** As long as the outbox's send timeout: a cold function must not look like "offline". */
const READ_TIMEOUT_MS = 20_000;

/** `#id=…&t=…` -> { id, token }; null when either is missing. */
export function parseManageHash(hash: string): { id: string; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id');
  const token = params.get('t');
  return id && token ? { id, token } : null;
}

export function manageHref(id: string, token: string): string {
  return `/manage-booking#id=${encodeURIComponent(id)}&t=${encodeURIComponent(token)}`;
}

export type LoadResult =
  | { kind: 'found'; managed: ManagedBooking; stale: boolean }
  | { kind: 'not-found' }
  /** No connection and nothing kept on this device. */
  | { kind: 'offline' };

/** The server's answer when it can be reached, else the copy kept on this device. */
export async function loadManagedBooking(id: string, token: string): Promise<LoadResult> {
  const db = appDb();
  // Whoever opens the page also resumes sending what waits in the outbox.
  pageSyncEngine();
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('offline');
    const { callFunction } = await import('@/lib/firebase/client');
    const { booking } = await callFunction('getMyBooking', { id, token }, READ_TIMEOUT_MS);
    await storeManaged(db, id, token, booking, 'read');
    if (booking.plan_id) await readPlan(id, token);
    // Photos an earlier service worker cached (it kept every image): one un-shared since is not shown from there.
    await dropPagePrivateImages();
    return { kind: 'found', managed: (await readManaged(db, id))!, stale: false };
  } catch (error) {
    if (callFailure(error).code === 'not-found') {
      // Deleted, erased or revoked: the copy kept for offline, the changes waiting and the photos go.
      await forgetManaged(db, id, token).catch(() => false);
      await dropPagePrivateImages();
      return { kind: 'not-found' };
    }
    const kept = await readManaged(db, id);
    if (kept?.booking && kept.token === token) return { kind: 'found', managed: kept, stale: true };
    return { kind: 'offline' };
  }
}

/**
 * A plan's visit: its plan, read with the booking and kept beside it so the
 * plan section opens offline. A failed read leaves the copy kept before (the
 * booking itself was read: the page is not "unreachable" for it).
 */
async function readPlan(id: string, token: string): Promise<void> {
  try {
    const { callFunction } = await import('@/lib/firebase/client');
    const { plan } = await callFunction('getMyPlan', { id, token }, READ_TIMEOUT_MS);
    await storeManagedPlan(appDb(), id, token, plan);
  } catch {
    // Kept as it was: the section shows the plan as last seen.
  }
}

/** A plan change from a visit's link (skip this visit, pause until, end from): queued, then sent once. */
export async function requestPlanChange(
  id: string,
  token: string,
  change: { kind: 'skipMyPlanVisit' } | { kind: 'pauseMyPlan'; until: string } | { kind: 'endMyPlan'; from: string },
): Promise<void> {
  const db = appDb();
  const mutation_id = crypto.randomUUID();
  // A new change answers the refusal shown before it.
  await dismissVisitorRefusals(db, 'plan-section', id);
  if (change.kind === 'skipMyPlanVisit') await enqueue(db, 'skipMyPlanVisit', { id, token, mutation_id });
  else if (change.kind === 'pauseMyPlan') await enqueue(db, 'pauseMyPlan', { id, token, until: change.until, mutation_id });
  else await enqueue(db, 'endMyPlan', { id, token, from: change.from, mutation_id });
  afterEnqueue();
}

export async function dismissPlanRefusal(id: string): Promise<void> {
  await dismissVisitorRefusals(appDb(), 'plan-section', id);
}

/**
 * Replaces this booking's link: the new one is e-mailed to the booking's
 * address, and this one stops working, so what the device kept through it is
 * dropped. True when the server renewed it.
 */
export async function requestNewLink(id: string, token: string): Promise<boolean> {
  try {
    const { callFunction } = await import('@/lib/firebase/client');
    await callFunction('renewMyManageLink', { id, token, mutation_id: crypto.randomUUID() }, READ_TIMEOUT_MS);
  } catch {
    return false;
  }
  await forgetManaged(appDb(), id, token).catch(() => false);
  await dropPagePrivateImages();
  return true;
}

/** The revision of the booking the customer is looking at: a change made on it is refused if we changed the same thing since. */
async function seenRevision(id: string): Promise<number | undefined> {
  return (await readManaged(appDb(), id))?.booking.revision;
}

/** A new time; with `address`, a new address with it (a new city that did not fit at the old time), stored together or not at all. */
export async function requestReschedule(id: string, token: string, bookingDate: string, bookingTime: string, address?: ServiceAddress): Promise<void> {
  const base_revision = await seenRevision(id);
  const payload = { id, token, booking_date: bookingDate, booking_time: bookingTime, base_revision, ...(address ? { address } : {}) };
  await enqueueMyBookingChange(appDb(), { kind: 'rescheduleMyBooking', payload });
  afterEnqueue();
}

export async function requestAddress(id: string, token: string, address: ServiceAddress): Promise<void> {
  await enqueueMyBookingChange(appDb(), { kind: 'setMyBookingAddress', payload: { id, token, ...address } });
  afterEnqueue();
}

export async function requestCancel(id: string, token: string): Promise<void> {
  const base_revision = await seenRevision(id);
  await enqueueMyBookingChange(appDb(), { kind: 'cancelMyBooking', payload: { id, token, base_revision } });
  afterEnqueue();
}

/**
 * "Send my change again" after a conflict: the same change, on the booking as
 * the refusal showed it (its revision now), under a new mutation id.
 */
export async function sendChangeAgain(id: string): Promise<void> {
  const db = appDb();
  const refusal = await visitorRefusal(db, 'manage-page', id);
  if (refusal && (await sendAgain(db, refusal.id))) afterEnqueue();
}

export async function dismissRefusal(id: string): Promise<void> {
  await dismissVisitorRefusals(appDb(), 'manage-page', id);
}
