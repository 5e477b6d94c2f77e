// Everything of the wizard that touches Dexie or the network, loaded on demand
// (never in the public page's first load): drafts, submit, watching a
// submitted booking, and availability with its offline cache.
import { appDb, type DraftRow, type MyBookingRow } from '@/lib/db/db';
import { liveQuery } from '@/lib/db/live';
import { enqueueBooking } from '@/lib/sync/create-booking';
import { afterEnqueue, pageSyncEngine } from '@/lib/sync/page-sync';
import { markLocalData } from '@/lib/sync/local-data-hint';
import type { CreateBookingInput, GetAvailabilityInput, GetAvailabilityOutput } from '@/domain/booking-schema';
import { findPackage } from '@/domain/catalog';
import { addDaysToDate, slotStates } from '@/domain/schedule';
import { DETAIL_FIELDS, EMPTY_DETAILS, type Details, type WizardState } from './wizard-store';

const CURRENT_KEY = 'booking:current';
const DRAFT_ID = 'booking';
/** Draft details carry the id of a refused booking, so a resubmission reuses it. */
const RETRY_ID_FIELD = '_booking_id';

export type Restored =
  | { kind: 'none' }
  | { kind: 'draft'; state: Partial<WizardState> }
  | { kind: 'booking'; row: MyBookingRow };

export async function restore(): Promise<Restored> {
  // Whoever restores also resumes sending what waits in the outbox.
  pageSyncEngine();
  const db = appDb();
  const current = (await db.meta.get(CURRENT_KEY))?.value as string | undefined;
  if (current) {
    const row = await db.myBookings.get(current);
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
      details,
      bookingId: draft.details[RETRY_ID_FIELD] || null,
    },
  };
}

function hasContent(s: WizardState): boolean {
  return !!(s.serviceName || s.vehicleType || s.date || s.time || Object.values(s.details).some((v) => v.trim()));
}

export async function saveDraft(s: WizardState): Promise<void> {
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

/** A submitted booking's row as it changes (pending, confirmed, rejected). */
export function watchBooking(id: string, onChange: (row: MyBookingRow | undefined) => void): () => void {
  const sub = liveQuery(() => appDb().myBookings.get(id)).subscribe({ next: onChange, error: () => undefined });
  return () => sub.unsubscribe();
}

/** A refused booking goes back to the wizard as a draft (the next reload restores it there). */
export async function returnToDraft(s: WizardState): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.meta, db.drafts, async () => {
    await db.meta.delete(CURRENT_KEY);
    await saveDraft(s);
  });
}

export interface DayAvailability {
  /** time label -> bookable */
  slots: Record<string, boolean>;
}

export interface AvailabilityAnswer {
  byDate: Record<string, DayAvailability>;
  /** True when the server could not be asked and the answer is the last known one (or none). */
  stale: boolean;
  fetchedAt: string | null;
}

const AVAILABILITY_TIMEOUT_MS = 8_000;

function cacheKey(service: string, from: string) {
  return `availability:${service}:${from}`;
}

interface CachedAvailability {
  fetched_at: string;
  output: GetAvailabilityOutput;
}

/**
 * The bookable start times of `days` dates from `from` for a package: the
 * server's answer when it can be reached (cached in Dexie meta), else the last
 * cached answer marked stale. The business-time rules (past, notice, end of
 * day) are applied on top, in the business time zone, from src/domain/schedule.
 */
export async function loadAvailability(service: string, from: string, days: number, now = new Date()): Promise<AvailabilityAnswer> {
  const db = appDb();
  let cached: CachedAvailability | undefined;
  let stale = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('offline');
    const { callFunction } = await import('@/lib/firebase/client');
    const input: GetAvailabilityInput = { service_name: service as GetAvailabilityInput['service_name'], from, days };
    const output = await callFunction<GetAvailabilityInput, GetAvailabilityOutput>('getAvailability', input, AVAILABILITY_TIMEOUT_MS);
    cached = { fetched_at: new Date().toISOString(), output };
    await db.meta.put({ key: cacheKey(service, from), value: cached });
  } catch {
    stale = true;
    // The last answer for this week, else any cached answer for the service that covers these dates.
    cached = (await db.meta.get(cacheKey(service, from)))?.value as CachedAvailability | undefined;
    if (!cached) {
      const all = await db.meta.where('key').startsWith(`availability:${service}:`).toArray();
      const merged: GetAvailabilityOutput = { service_name: service, generated_at: '', dates: [] };
      let fetched = '';
      for (const m of all) {
        const v = m.value as CachedAvailability;
        merged.dates.push(...v.output.dates);
        if (v.fetched_at > fetched) fetched = v.fetched_at;
      }
      if (merged.dates.length > 0) cached = { fetched_at: fetched, output: merged };
    }
  }
  const duration = findPackage(service)?.durationMin ?? 120;
  const byDate: Record<string, DayAvailability> = {};
  for (let i = 0; i < days; i++) {
    const date = addDaysToDate(from, i);
    const server = cached?.output.dates.find((d) => d.date === date);
    const slots: Record<string, boolean> = {};
    for (const local of slotStates(date, duration, {}, now)) {
      const remote = server?.slots.find((s) => s.time === local.time);
      slots[local.time] = local.available && (remote ? remote.available : true);
    }
    byDate[date] = { slots };
  }
  return { byDate, stale, fetchedAt: cached?.fetched_at ?? null };
}

export type { Details };
