// The bookable start times of a week for a package, for the wizard's date and
// time step and the manage page's reschedule: the server's answer when it can
// be reached (cached in Dexie meta), else the last cached one marked stale.
import { appDb } from '@/lib/db/db';
import type { GetAvailabilityInput, GetAvailabilityOutput } from '@/domain/booking-schema';
import { findPackage } from '@/domain/catalog';
import { addDaysToDate, slotStates } from '@/domain/schedule';

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
