// Availability of the visible week for the chosen package: the server's answer
// when online, else the last known one (stale); until it arrives, the domain's
// own rules (past, notice, end of day) in the business time zone.
import { useCallback, useEffect, useRef, useState } from 'react';
import { findPackage } from '@/domain/catalog';
import { SLOT_LABELS, dayUnavailableReason, slotStates, type DayUnavailableReason, type SlotState, type SlotUnavailableReason } from '@/domain/schedule/schedule';
import type { AvailabilityAnswer, ExcludedBooking } from '@/lib/availability/load-availability';
import type { StripDay } from '@/domain/schedule/week-strip';
import type { CityId } from '@/domain/schedule/cities';
import { retryDelayMs } from '@/lib/retry-backoff';

export interface AvailabilityView {
  isAvailable(date: string, time: string): boolean;
  /** Why the time cannot take the package; undefined when it can (or, until the answer is in, by the clock's rules). */
  reason(date: string, time: string): SlotUnavailableReason | undefined;
  /** Why the day has no start time for the package, or null: the clock's rules at once, taken times once the answer is in. */
  dayReason(date: string): DayUnavailableReason | null;
  /** The week's answer is not in yet: no time can be told free. */
  loading: boolean;
  stale: boolean;
  fetchedAt: string | null;
  /** Ask the server again now ("Try Again" beside a stale answer). */
  retry(): void;
}

const FETCH_DEBOUNCE_MS = 250;

/**
 * Asked as soon as the week's strip shows (its full days are marked), debounced.
 * `exclude`: a reschedule's own booking (the server answers for its city); `city`:
 * the job's service city otherwise (null: unknown, counted as the farthest).
 */
export function useAvailability(serviceName: string | null, days: StripDay[], exclude?: ExcludedBooking, city: CityId | null = null): AvailabilityView {
  const from = days[0]?.date ?? null;
  const count = days.length;
  const [answer, setAnswer] = useState<{ key: string; value: AvailabilityAnswer } | null>(null);
  const excludeId = exclude?.id;
  const excludeToken = exclude?.token;
  const key = `${serviceName}|${from}|${count}|${excludeId ?? ''}|${city ?? ''}`;
  const [online, setOnline] = useState(0);

  useEffect(() => {
    // Ask again when the connection returns, so a stale answer is replaced.
    const bump = () => setOnline((n) => n + 1);
    window.addEventListener('online', bump);
    return () => window.removeEventListener('online', bump);
  }, []);

  const wanted = !!(serviceName && from);
  useEffect(() => {
    if (!wanted || !serviceName || !from) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      // Dexie and the network half load on demand (never in a public page's first load).
      void import('@/lib/availability/load-availability')
        .then((m) => m.loadAvailability(serviceName, from, count, new Date(), excludeId && excludeToken ? { id: excludeId, token: excludeToken } : undefined, city))
        .then((value) => {
          if (!cancelled) setAnswer({ key, value });
        })
        .catch(() => undefined);
    }, FETCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [wanted, serviceName, from, count, key, online, excludeId, excludeToken, city]);

  const current = answer?.key === key ? answer.value : null;
  const stale = current?.stale ?? false;
  const failures = useRef(0);
  useEffect(() => {
    if (!stale) {
      failures.current = 0;
      return;
    }
    // Online but the server did not answer (a cold start, a dead spot): ask again, less often each time.
    if (!navigator.onLine) return;
    const timer = setTimeout(() => setOnline((n) => n + 1), retryDelayMs(failures.current++));
    return () => clearTimeout(timer);
  }, [stale, answer]);
  const retry = useCallback(() => {
    failures.current = 0;
    setOnline((n) => n + 1);
  }, []);
  const duration = findPackage(serviceName ?? '')?.durationMin ?? 120;
  const loading = wanted && !current;
  const byClock = new Map<string, SlotState[]>();
  const reason = (date: string, time: string) => {
    const fromServer = current?.byDate[date];
    if (fromServer) return fromServer.reasons[time];
    if (!byClock.has(date)) byClock.set(date, slotStates(date, duration, {}, new Date()));
    return byClock.get(date)!.find((s) => s.time === time)?.reason;
  };
  return {
    loading,
    stale: current?.stale ?? false,
    fetchedAt: current?.fetchedAt ?? null,
    retry,
    isAvailable: (date, time) => !reason(date, time),
    reason,
    // Until the answer is in, the clock's rules alone (reason's fallback) can close a day.
    dayReason: (date) => dayUnavailableReason(SLOT_LABELS.map((time) => reason(date, time))),
  };
}
