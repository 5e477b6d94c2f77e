// The staff view of one day's start times (no minimum notice), for the New
// Booking and Reschedule dialogs: fetched live while the dialog is open and
// online, and the time select's options with why a time is unavailable.
import { useEffect, useState } from 'react';
import type { GetAvailabilityInput } from '@/domain/booking/booking-schema';
import type { CityId } from '@/domain/schedule/cities';
import { SLOT_LABELS, type SlotState } from '@/domain/schedule/schedule';
import { callStaff } from '../staff-service';

const REASON_LABELS: Record<string, string> = { past: 'passed', 'too-late': 'ends after 7 PM', full: 'taken', drive: 'no time to drive there', 'out-of-range': 'too far ahead', notice: 'short notice' };

/**
 * One day's start times; null while unknown (offline, loading). `excludeBooking`: a booking
 * being moved (its own times and city count); `crew`: only that crew's free times; `city`:
 * the job's city, for the drives from and to the crews' other jobs (none: the farthest city).
 */
export function useStaffSlots(
  open: boolean,
  serviceName: string,
  date: string,
  online: boolean,
  excludeBooking?: string,
  crew?: number | null,
  city?: CityId | null,
): SlotState[] | null {
  const [answer, setAnswer] = useState<{ key: string; slots: SlotState[] } | null>(null);
  const key = `${serviceName}|${date}|${excludeBooking ?? ''}|${crew ?? ''}|${city ?? ''}`;
  useEffect(() => {
    if (!open || !online || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    let cancelled = false;
    const input: GetAvailabilityInput = {
      service_name: serviceName as GetAvailabilityInput['service_name'],
      from: date,
      days: 1,
      staff: true,
      ...(excludeBooking ? { exclude_booking: { id: excludeBooking } } : {}),
      ...(crew ? { crew } : {}),
      ...(city ? { city } : {}),
    };
    callStaff('getAvailability', input)
      .then((out) => {
        if (!cancelled) setAnswer({ key, slots: out.dates[0]?.slots.map((s) => ({ ...s, reason: s.reason as SlotState['reason'] })) ?? [] });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [open, online, serviceName, date, key, excludeBooking, crew, city]);
  return answer?.key === key ? answer.slots : null;
}

/** The time select's options: unavailable times say why and cannot be chosen (all can while availability is unknown). */
export function slotOptions(slots: readonly SlotState[] | null): { value: string; label: string; disabled?: boolean }[] {
  const byTime = new Map((slots ?? []).map((s) => [s.time, s]));
  return [
    { value: '', label: 'Choose a time' },
    ...SLOT_LABELS.map((time) => {
      const state = byTime.get(time);
      const unavailable = state ? !state.available : false;
      return { value: time, label: unavailable ? `${time} (${REASON_LABELS[state!.reason ?? ''] ?? 'unavailable'})` : time, disabled: unavailable };
    }),
  ];
}

/** The line under the date and time: how many start times are free, or why that is not known. */
export function availabilityLine(online: boolean, slots: readonly SlotState[] | null, offlineNote: string): string {
  if (!online) return offlineNote;
  return slots ? `${slots.filter((s) => s.available).length} start times free on this day.` : 'Checking availability…';
}
