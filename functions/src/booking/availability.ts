// Availability per date for a package: slotStates over the day's locks (a time
// is free when one crew is free for the whole job and can drive there from its
// job before and on to its job after, as the booking transaction requires).
// Reads slotLocks, which carry no personal data, the service city of each
// booking they name (the drives; nothing of it leaves), and for a reschedule
// the moving booking's stored duration and city only. `excludeBookingId` (a
// reschedule) leaves that booking's own locks out: the time it holds now is
// free to it, and its job lasts what it was booked for (duration_min, what the
// reschedule transaction holds it to), not what the catalog says today, in the
// city it is booked in, or in `options.city` when the move brings a new address
// (a new city that did not fit at the old time): what is offered is what the
// move accepts.
import type { Firestore } from 'firebase-admin/firestore';
import type { GetAvailabilityInput, GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import { findPackage } from '@/domain/catalog';
import type { CityId } from '@/domain/schedule/cities';
import { addDaysToDate, slotStates, type SlotRuleOptions } from '@/domain/schedule/schedule';
import { BOOKINGS, type BookingDoc } from '../lib/firestore-docs';
import { driveCity } from '../schedule/crew-locks';
import { readCalendar, type CalendarReads } from '../schedule/calendar';

/** The duration and city a booking was booked for (undefined when it is gone). */
async function storedJob(db: Firestore, id: string): Promise<{ durationMin: number; city: CityId | null } | undefined> {
  const doc = (await db.collection(BOOKINGS).doc(id).get()).data() as BookingDoc | undefined;
  return doc && !doc.deleted_at ? { durationMin: doc.duration_min, city: driveCity(doc) } : undefined;
}

/** What one answer read, for bench:availability and its test: Firestore bills per document read. */
export type AvailabilityReads = CalendarReads;

export async function availability(
  db: Firestore,
  input: GetAvailabilityInput,
  now: Date,
  options: SlotRuleOptions = {},
  /** A booking being moved: its own locks do not count against it. */
  excludeBookingId?: string,
  reads: AvailabilityReads = { documents: 0 },
): Promise<GetAvailabilityOutput> {
  const moving = excludeBookingId !== undefined ? await storedJob(db, excludeBookingId) : undefined;
  if (excludeBookingId !== undefined) reads.documents += 1;
  const durationMin = moving?.durationMin ?? findPackage(input.service_name)!.durationMin;
  const city = moving ? (options.city ?? moving.city) : (options.city ?? null);
  const dates = Array.from({ length: input.days }, (_, i) => addDaysToDate(input.from, i));
  const dayBookOf = await readCalendar(db, dates[0], dates[dates.length - 1], excludeBookingId, reads);
  return {
    service_name: input.service_name,
    generated_at: now.toISOString(),
    dates: dates.map((date) => ({ date, slots: slotStates(date, durationMin, dayBookOf(date), now, { ...options, city }) })),
  };
}
