// Every staff write goes through here: changes queued on the shared sync engine
// as the staff outbox kinds (src/lib/sync/outbox-kinds.ts), shown at once on top
// of the server's rows (src/lib/sync/shown.ts), sent by the engine (one sender
// across tabs, backoff, `online`). A refusal moves the change to `refusals`; the
// dashboard's refusal watcher tells of it (src/lib/sync/refusal-watch.ts), or the
// form that waits for it shows its reason. Reads come from src/lib/sync too.
import { appDb } from '@/lib/db/db';
import type { Booking } from '@/domain/booking/booking-schema';
import type { CallInput, CallOutput } from '@/domain/callables/callables';
import type { BookingStatus } from '@/domain/booking/status';
import { callFailure } from '@/domain/callables/failure-words';
import { pageSyncEngine } from '@/lib/sync/page-sync';
import { requestBackgroundSync, type SyncEngine } from '@/lib/sync/sync-engine';
import { enqueue, type OutboxKindName, type PayloadOf } from '@/lib/sync/outbox-kinds';
import { applyServerBookings } from '@/lib/sync/server-data';
import { callStaff, pullBookings } from '@/lib/sync/server-pull';
import { sendAgain } from '@/lib/sync/queued';
import { claimStaffRefusal, holdForForm } from '@/lib/sync/refusal-watch';
import type { CreateBlockData, CreateBlockInput, StaffCreateBookingInput } from '@/domain/callables/operations-schema';
import { makeStaffChangesDue, outboxState, unsentStaffChanges } from '@/lib/sync/staff-changes';
import { queuePhoto, removePhoto, sendPhotoAgain, type NewPhoto } from '@/lib/photos/photo-queue';
import { cacheFromLinks } from '@/lib/photos/photo-files';
import type { JobPhoto, PhotoTag } from '@/domain/photos/job-photo-records';
import type { ConditionItemId } from '@/domain/photos/job-photo-records';

export { callStaff, pullBookings };
export { META_CURSOR, META_SYNCED_AT, clearServerData as clearStaffCache, setStaffCaller, type StaffCaller } from '@/lib/sync/server-pull';

let engineOverride: SyncEngine | null = null;

/** Tests swap the page's engine for one over a fake network. */
export function setStaffEngine(next: SyncEngine | null): void {
  engineOverride = next;
}

/** The engine that sends staff changes: the page's one engine (it sends every kind). */
export function staffSyncEngine(): SyncEngine {
  return engineOverride ?? pageSyncEngine();
}

/**
 * Where a change stands once sent (or not): on the server, queued for later,
 * or refused. A refusal of a kind its form shows (`inForm`) comes with the
 * server's reason for that form; any other is told by the refusal watcher.
 */
export type ChangeResult = 'saved' | 'queued' | { refused: string };

export function isRefused(result: ChangeResult): result is { refused: string } {
  return typeof result === 'object';
}

/** Sends now if it can; tells whether the server took the change, or it waits, or was refused. */
export async function settle(rowId: string): Promise<ChangeResult> {
  const db = appDb();
  // A form waits for this answer: a refusal its kind shows in the form is the form's, not the watcher's.
  const release = await holdForForm(db, rowId);
  try {
    const round = staffSyncEngine().drain();
    // If the page closes before the change is sent, the service worker gets a chance.
    void requestBackgroundSync();
    await round.catch(() => undefined);
    const state = await outboxState(db, rowId);
    if (state === 'sent') return 'saved';
    if (state === 'queued') return 'queued';
    // Refused because the booking changed on the server: fetch what it holds now.
    void pullBookings().catch(() => undefined);
    const refusal = await db.refusals.get(rowId);
    if (release) await claimStaffRefusal(db, rowId);
    return { refused: refusal?.message ?? '' };
  } finally {
    release?.();
  }
}

/** Queues a staff change (shown at once) and sends it now if it can. */
export async function queueStaffChange<K extends OutboxKindName>(kind: K, payload: PayloadOf<K>): Promise<ChangeResult> {
  return settle(await enqueue(appDb(), kind, payload));
}

/** Changes a booking's status: shown at once, sent now, kept queued when the server cannot be reached. */
export async function changeBookingStatus(booking: Pick<Booking, 'id' | 'status'>, status: BookingStatus): Promise<ChangeResult> {
  return queueStaffChange('updateBookingStatus', { id: booking.id, status, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(booking.id) });
}

/**
 * The revision a change is made on: the server's revision of the booking as
 * this device last had it (the stored row: our queued changes are not in it;
 * the engine moves them onto each answer's revision as it comes).
 */
async function baseRevision(id: string): Promise<number | undefined> {
  return (await appDb().bookings.get(id))?.revision;
}

/** "Apply mine again": a change refused as a conflict, sent again on the booking's revision now, in place of its refusal. */
export async function applyMineAgain(refusalId: string): Promise<ChangeResult> {
  const id = await sendAgain(appDb(), refusalId);
  return id ? settle(id) : 'saved';
}

/** "Keep theirs": the server's booking stands; the refused change is let go. */
export async function keepTheirs(refusalId: string): Promise<void> {
  await appDb().refusals.delete(refusalId);
}

/** A phone booking taken by staff: shown at once (pending sync), sent now or queued; refused, the form says why. */
export async function createPhoneBooking(input: StaffCreateBookingInput): Promise<ChangeResult> {
  return queueStaffChange('createStaffBooking', input);
}

/** Moves a booking (staff): shown at its new time at once, sent now or queued; refused, the dialog says why. */
export async function rescheduleBookingAsStaff(id: string, to: { booking_date: string; booking_time: string }): Promise<ChangeResult> {
  return queueStaffChange('staffRescheduleBooking', { id, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(id), ...to });
}

/** On my way to the customer (the tap's time counts): sent now or queued; refused with the reason (too late, again too soon). */
export async function sendOnMyWay(bookingId: string, driveMin: CallInput<'sendOnMyWay'>['drive_min']): Promise<ChangeResult> {
  return queueStaffChange('sendOnMyWay', { id: bookingId, mutation_id: crypto.randomUUID(), drive_min: driveMin, tapped_at: new Date().toISOString() });
}

/** Replaces the customer's manage link and e-mails the new one (the link before stops working): sent now or queued. */
export async function renewManageLink(bookingId: string): Promise<ChangeResult> {
  return queueStaffChange('renewManageLink', { id: bookingId, mutation_id: crypto.randomUUID() });
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

/** Deletes a booking (admin): hidden at once, sent now or queued; shown again if refused. */
export async function deleteBooking(id: string): Promise<ChangeResult> {
  return queueStaffChange('deleteBooking', { id, mutation_id: crypto.randomUUID(), base_revision: await baseRevision(id) });
}

/** Adds a block (admin): shown at once, sent now or queued. The conflicts come with the answer, on the block's row. */
export function addBlock(input: CreateBlockInput & Pick<CreateBlockData, 'id'>): Promise<ChangeResult> {
  return queueStaffChange('createBlock', input);
}

/** Removes a block (admin): marked at once, sent now or queued. */
export function removeBlock(id: string): Promise<ChangeResult> {
  return queueStaffChange('removeBlock', { id });
}

/** Sends queued changes soon without waiting for them (a photo's upload may take a while on a weak signal). */
function sendSoon(): void {
  staffSyncEngine().kick();
  void requestBackgroundSync();
}

/** A job photo (already shrunk): kept on the device and queued at once, uploaded when the engine can. Returns its id. */
export async function addJobPhoto(photo: NewPhoto): Promise<string> {
  const id = await queuePhoto(appDb(), photo);
  sendSoon();
  return id;
}

/** A refused photo sent again from the file the device kept. */
export async function sendJobPhotoAgain(photoId: string): Promise<void> {
  if (await sendPhotoAgain(appDb(), photoId)) sendSoon();
}

/** Removes a photo from the job: one never sent goes at once; otherwise queued after the job's earlier changes. */
export async function removeJobPhoto(bookingId: string, photoId: string): Promise<void> {
  if (await removePhoto(appDb(), bookingId, photoId)) sendSoon();
}

/** Shares a photo with the customer, or stops sharing it: shown at once, sent now or queued. */
export function shareJobPhoto(bookingId: string, photoId: string, shared: boolean): Promise<ChangeResult> {
  return queueStaffChange('updateJobPhoto', { booking_id: bookingId, photo_id: photoId, shared, mutation_id: crypto.randomUUID() });
}

/** Tags a photo Before or After again (a shared one tagged Before stops being shared): shown at once, sent now or queued. */
export function retagJobPhoto(bookingId: string, photoId: string, tag: PhotoTag): Promise<ChangeResult> {
  return queueStaffChange('updateJobPhoto', { booking_id: bookingId, photo_id: photoId, tag, mutation_id: crypto.randomUUID() });
}

/** The condition check before starting: shown at once, sent now or queued. */
export function saveConditionCheck(bookingId: string, items: readonly ConditionItemId[], note: string): Promise<ChangeResult> {
  return queueStaffChange('setConditionCheck', { booking_id: bookingId, items: [...items], note, mutation_id: crypto.randomUUID() });
}

/** Brings photos uploaded from other devices onto this one (their links asked for now), kept as a small cache. */
export async function loadJobPhotos(bookingId: string, missing: readonly JobPhoto[]): Promise<number> {
  if (missing.length === 0) return 0;
  const { links } = await callStaff('jobPhotoLinks', { booking_id: bookingId });
  return cacheFromLinks(appDb(), bookingId, missing, links);
}

export type SendBeforeSignOut = { left: 0 } | { left: number; reason: 'offline' | 'unsent' };

/**
 * Before signing out: sends the queued staff changes now if the device is online
 * and waits for the server's answers (a refusal is an answer: announced as
 * usual). Tells how many are still not on the server.
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

/** A direct call refused by the server (not queued): its code and message. */
export class CallRefused extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Erases the personal details of a booking's customer (admin, on the customer's
 * request; the server erases every booking of theirs, and the others reach the
 * cache through the listener and the next pull). Online
 * only, by design: it cannot be undone and is confirmed first, so it is sent at
 * once and the answer shown, rather than queued; the server's copy is stored.
 * Throws CallRefused with the server's code and message.
 */
export async function anonymizeBooking(id: string): Promise<Booking> {
  let result: CallOutput<'anonymizeBooking'>;
  try {
    result = await callStaff('anonymizeBooking', { id });
  } catch (error) {
    const { code, message } = callFailure(error);
    // No answer at all reads as the server out of reach, as the SDK's own codes for it do.
    throw new CallRefused(code === 'network' ? 'unavailable' : code, message);
  }
  await applyServerBookings(appDb(), { bookings: [result.booking] });
  return result.booking;
}

/** Sends the owner's answer to a quote (or new options, or a later last day): sent now or queued; refused, the form says why. */
export function sendQuote(input: Omit<CallInput<'sendQuote'>, 'mutation_id'>): Promise<ChangeResult> {
  return queueStaffChange('sendQuote', { ...input, mutation_id: crypto.randomUUID() });
}

/** Takes a quote back (admin): sent now or queued. */
export function withdrawQuote(id: string): Promise<ChangeResult> {
  return queueStaffChange('withdrawQuote', { id, mutation_id: crypto.randomUUID() });
}

/** A new quote link e-mailed to the customer (the one before opens nothing): sent now or queued. */
export function renewQuoteLink(id: string): Promise<ChangeResult> {
  return queueStaffChange('renewQuoteLink', { id, mutation_id: crypto.randomUUID() });
}

/** Short-lived links to a quote request's photos (online only: they are asked for each time they are shown). */
export async function quotePhotoLinks(id: string): Promise<CallOutput<'quotePhotoLinks'>['links']> {
  return (await callStaff('quotePhotoLinks', { id })).links;
}
