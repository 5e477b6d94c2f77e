// Everything of the wizard that touches Dexie or the network, loaded on demand
// (never in the public page's first load): drafts, submit, watching a
// submitted booking, and availability with its offline cache.
import { appDb, type DraftRow } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { queuedChange } from '@/lib/sync/queued';
import { enqueueBooking, myBooking, type MyBooking } from '@/lib/sync/create-booking';
import { afterEnqueue, pageSyncEngine } from '@/lib/sync/page-sync';
import { markLocalData } from '@/lib/sync/local-data-hint';
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { DETAIL_FIELDS, EMPTY_DETAILS, type Details, type WizardState } from './wizard-store';

const CURRENT_KEY = 'booking:current';
const DRAFT_ID = 'booking';
/** Draft details carry the id of a refused booking, so a resubmission reuses it. */
const RETRY_ID_FIELD = '_booking_id';

/** A booking submitted on this device, where it stands, and why the server refused it when it did. */
export type SubmittedBooking = MyBooking;

const submitted = myBooking;

export type Restored =
  | { kind: 'none' }
  | { kind: 'draft'; state: Partial<WizardState> }
  | { kind: 'booking'; row: SubmittedBooking };

/**
 * My Bookings' link to a refused booking (`/?section=booking&retry=<id>`): that
 * booking becomes the wizard's current one, so the restore below brings it back
 * as the form it was, with the reason. Nothing happens for a booking that was
 * not refused.
 */
export async function reopenRefused(id: string): Promise<void> {
  const db = appDb();
  const row = await myBooking(db, id);
  if (row?.sync !== 'rejected') return;
  markLocalData();
  await db.meta.put({ key: CURRENT_KEY, value: id });
}

export async function restore(): Promise<Restored> {
  // Whoever restores also resumes sending what waits in the outbox.
  pageSyncEngine();
  const db = appDb();
  const current = (await db.meta.get(CURRENT_KEY))?.value as string | undefined;
  if (current) {
    const row = await submitted(db, current);
    if (row) return { kind: 'booking', row };
  }
  const draft = await db.drafts.get(DRAFT_ID);
  if (!draft) return { kind: 'none' };
  const details = { ...EMPTY_DETAILS };
  for (const f of DETAIL_FIELDS) details[f] = draft.details[f] ?? '';
  return {
    kind: 'draft',
    state: {
      step: draft.step,
      serviceName: draft.service_name,
      vehicleType: (draft.vehicle_type as WizardState['vehicleType']) ?? null,
      date: draft.booking_date,
      time: draft.booking_time,
      // The draft's time was chosen for the draft's city.
      timeCity: draft.booking_time ? details.service_city : null,
      details,
      bookingId: draft.details[RETRY_ID_FIELD] || null,
    },
  };
}

function hasContent(s: WizardState): boolean {
  return !!(s.serviceName || s.vehicleType || s.date || s.time || Object.values(s.details).some((v) => v.trim()));
}

/**
 * Saves the wizard's state as the draft, unless a booking submitted from it is
 * the wizard's current one: a save scheduled while the visitor typed can run
 * after the submit dropped the draft, and must not bring their details back
 * (they would outlive the booking, even its erasure). A refused booking goes
 * back to a draft through returnToDraft, which lets go of it first.
 */
export async function saveDraft(s: WizardState): Promise<void> {
  if (s.step === 'confirmation' || !hasContent(s)) return;
  const db = appDb();
  await db.transaction('rw', db.meta, db.drafts, db.myBookings, async () => {
    const current = (await db.meta.get(CURRENT_KEY))?.value as string | undefined;
    if (current && (await db.myBookings.get(current))) return;
    await writeDraft(s);
  });
}

/** Writes the draft (a finished or empty wizard has none). */
async function writeDraft(s: WizardState): Promise<void> {
  if (s.step === 'confirmation' || !hasContent(s)) return;
  const row: DraftRow = {
    id: DRAFT_ID,
    step: s.step,
    service_name: s.serviceName,
    vehicle_type: s.vehicleType,
    booking_date: s.date,
    booking_time: s.time,
    details: { ...s.details, ...(s.bookingId ? { [RETRY_ID_FIELD]: s.bookingId } : {}) },
    updated_at: Date.now(),
  };
  markLocalData();
  await appDb().drafts.put(row);
}

/** 'Book Another Service': the submitted booking is no longer shown; no draft remains. */
export async function forgetCurrent(): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.meta, db.drafts, async () => {
    await db.meta.delete(CURRENT_KEY);
    await db.drafts.delete(DRAFT_ID);
  });
}

/**
 * Saves the booking on this device (outbox + myBookings, one transaction that
 * also drops the draft and remembers the booking on screen), then lets the
 * sync engine send it. Resolves with the booking id before any network call.
 */
export async function submitBooking(input: CreateBookingInput): Promise<string> {
  const db = appDb();
  markLocalData();
  const id = await enqueueBooking(db, input, async () => {
    await db.drafts.delete(DRAFT_ID);
    await db.meta.put({ key: CURRENT_KEY, value: input.id });
  });
  if (id !== input.id) await db.meta.put({ key: CURRENT_KEY, value: id });
  afterEnqueue();
  return id;
}

/** A submitted booking's row as it changes (pending, confirmed, rejected with its refusal). */
export function watchBooking(id: string, onChange: (row: SubmittedBooking | undefined) => void): () => void {
  const sub = liveQuery(() => submitted(appDb(), id)).subscribe({ next: onChange, error: () => undefined });
  return () => sub.unsubscribe();
}

/**
 * Calls `onFailed` once a send of the booking has failed for a passing reason
 * (no answer, no network: the outbox keeps it and tries again later), so the
 * page stops saying "Sending…" before the send timeout when it failed at once.
 */
export function watchSendFailure(id: string, onFailed: () => void): () => void {
  const sub = liveQuery(() => queuedChange(appDb(), id)).subscribe({
    next: (row) => {
      if (row && row.state === 'pending' && row.last_error !== null) onFailed();
    },
    error: () => undefined,
  });
  return () => sub.unsubscribe();
}

/** A refused booking goes back to the wizard as a draft (the next reload restores it there). */
export async function returnToDraft(s: WizardState): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.meta, db.drafts, async () => {
    await db.meta.delete(CURRENT_KEY);
    await writeDraft(s);
  });
}

// Availability moved to src/lib/availability (the manage page's reschedule shares it); kept reachable here for the wizard's loader.
export { loadAvailability } from '@/lib/availability/load-availability';

export type { Details };
