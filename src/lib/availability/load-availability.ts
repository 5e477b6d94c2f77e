// The bookable start times of a week for a package, for the wizard's date and
// time step and the manage page's reschedule: the server's answer when it can
// be reached (cached in the Dexie `availability` table), else the last cached one marked stale.
// The wizard asks for the job's service city: the drives from and to the crews'
// other jobs decide which times can take it, so each city's answer is cached apart.
import { appDb, reschedulePrefix } from '@/lib/db/db';
import type { GetAvailabilityInput, GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import type { AvailabilityRow } from '@/lib/db/db';
import { findPackage } from '@/domain/catalog';
import { addDaysToDate, slotStates, type SlotUnavailableReason } from '@/domain/schedule/schedule';
import type { CityId } from '@/domain/schedule/cities';

export interface DayAvailability {
  /** time label -> bookable */
  slots: Record<string, boolean>;
  /** time label -> why it is not bookable (absent when it is) */
  reasons: Partial<Record<string, SlotUnavailableReason>>;
}

export interface AvailabilityAnswer {
  byDate: Record<string, DayAvailability>;
  /** True when the server could not be asked and the answer is the last known one (or none). */
  stale: boolean;
  fetchedAt: string | null;
}

const AVAILABILITY_TIMEOUT_MS = 8_000;

/** A booking being rescheduled (its own locks are not counted against it). */
export interface ExcludedBooking {
  id: string;
  token: string;
}

/**
 * A reschedule's answers are kept apart: the wizard must never see a moving
 * booking's own time as free (and the server answers for its own city, or the
 * new one a move to a new address names). Each city's answers are apart too
 * ("any": no city, counted as the farthest).
 */
function cachePrefix(service: string, city: CityId | null, exclude?: ExcludedBooking) {
  return exclude ? `${reschedulePrefix(exclude.id)}${city ? `${city}:` : ''}${service}:` : `${service}:${city ?? 'any'}:`;
}

type CachedAvailability = Pick<AvailabilityRow, 'fetched_at' | 'output'>;

/**
 * The bookable start times of `days` dates from `from` for a package: the
 * server's answer when it can be reached (cached in Dexie meta), else the last
 * cached answer marked stale. The business-time rules (past, notice, end of
 * day) are applied on top, in the business time zone, from src/domain/schedule.
 * With `exclude` (a reschedule), the booking's own locks do not count, and
 * `city` is a new city it moves to (null: its own); otherwise `city` is the
 * job's service city (null: unknown, counted as the farthest).
 */
export async function loadAvailability(
  service: string,
  from: string,
  days: number,
  now = new Date(),
  exclude?: ExcludedBooking,
  city: CityId | null = null,
): Promise<AvailabilityAnswer> {
  const db = appDb();
  const prefix = cachePrefix(service, city, exclude);
  const key = prefix + from;
  let cached: CachedAvailability | undefined;
  let stale = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('offline');
    const { callFunction } = await import('@/lib/firebase/client');
    const input: GetAvailabilityInput = { service_name: service as GetAvailabilityInput['service_name'], from, days, ...(exclude ? { exclude_booking: exclude } : {}), ...(city ? { city } : {}) };
    const output = await callFunction('getAvailability', input, AVAILABILITY_TIMEOUT_MS);
    cached = { fetched_at: new Date().toISOString(), output };
    await db.availability.put({ key, service, ...cached });
  } catch {
    stale = true;
    // The last answer for this week, else any cached answer for the service and city that covers these dates.
    cached = await db.availability.get(key);
    if (!cached) {
      // (A reschedule with none of its own falls back on the service's public answers, as it always has.)
      const all = await db.availability.where('key').startsWith(exclude ? `${service}:` : prefix).toArray();
      const merged: GetAvailabilityOutput = { service_name: service, generated_at: '', dates: [] };
      let fetched = '';
      for (const v of all) {
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
    const reasons: DayAvailability['reasons'] = {};
    for (const local of slotStates(date, duration, {}, now)) {
      const remote = server?.slots.find((s) => s.time === local.time);
      slots[local.time] = local.available && (remote ? remote.available : true);
      // The clock's own reason first (it is now, not when the server answered); a time the server refused without one is taken.
      if (!slots[local.time]) reasons[local.time] = local.reason ?? (remote?.reason as SlotUnavailableReason | undefined) ?? 'full';
    }
    byDate[date] = { slots, reasons };
  }
  return { byDate, stale, fetchedAt: cached?.fetched_at ?? null };
}
