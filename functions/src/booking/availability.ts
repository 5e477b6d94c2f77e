// Availability per date for a package: slotStates over which crews hold a lock
// at each half hour (a time is free when one crew is free for the whole job, as
// the booking transaction requires). Reads slotLocks, which carry no personal
// data, and for a reschedule the moving booking's stored duration only.
// `excludeBookingId` (a reschedule) leaves that booking's own locks out: the
// time it holds now is free to it, and its job lasts what it was booked for
// (duration_min, what the reschedule transaction holds it to), not what the
// catalog says today: what is offered is what the move accepts.
import type { Firestore } from 'firebase-admin/firestore';
import type { GetAvailabilityInput, GetAvailabilityOutput } from '@/domain/booking-schema';
import { findPackage } from '@/domain/catalog';
import { addDaysToDate, slotStates, type SlotRuleOptions, type TakenCrews } from '@/domain/schedule';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc, type SlotLockDoc } from '../lib/booking-doc';

/** The duration a booking was booked for (undefined when it is gone). */
async function storedDuration(db: Firestore, id: string): Promise<number | undefined> {
  const doc = (await db.collection(BOOKINGS).doc(id).get()).data() as BookingDoc | undefined;
  return doc && !doc.deleted_at ? doc.duration_min : undefined;
}

export async function availability(
  db: Firestore,
  input: GetAvailabilityInput,
  now: Date,
  options: SlotRuleOptions = {},
  /** A booking being moved: its own locks do not count against it. */
  excludeBookingId?: string,
): Promise<GetAvailabilityOutput> {
  const durationMin = (excludeBookingId !== undefined ? await storedDuration(db, excludeBookingId) : undefined) ?? findPackage(input.service_name)!.durationMin;
  const dates = Array.from({ length: input.days }, (_, i) => addDaysToDate(input.from, i));
  const locks = await db
    .collection(SLOT_LOCKS)
    .where('date', '>=', dates[0])
    .where('date', '<=', dates[dates.length - 1])
    .get();
  // Distinct crews per date and half hour.
  const crewsAt = new Map<string, Map<number, Set<number>>>();
  for (const doc of locks.docs) {
    const lock = doc.data() as SlotLockDoc;
    if (excludeBookingId !== undefined && lock.booking_id === excludeBookingId) continue;
    const byMinute = crewsAt.get(lock.date) ?? new Map<number, Set<number>>();
    crewsAt.set(lock.date, byMinute);
    const crews = byMinute.get(lock.minute) ?? new Set<number>();
    byMinute.set(lock.minute, crews);
    crews.add(lock.crew);
  }
  return {
    service_name: input.service_name,
    generated_at: now.toISOString(),
    dates: dates.map((date) => {
      const taken: Record<number, number[]> = {};
      for (const [minute, crews] of crewsAt.get(date) ?? []) taken[minute] = [...crews];
      return { date, slots: slotStates(date, durationMin, taken satisfies TakenCrews, now, options) };
    }),
  };
}
