// The start times a quoted job can take, for the customer's quote page: the
// one availability rule (startStates) over the lock documents of the days
// asked for and, for a job of whole days, the days it runs on after them, in
// the quote's city. Reads slotLocks (no personal data) and the service city of
// each booking they name (the drives; nothing of it leaves), as getAvailability does.
import type { Firestore } from 'firebase-admin/firestore';
import type { CityId } from '@/domain/schedule/cities';
import { addDaysToDate, dayBookFromLocks, type DayBook } from '@/domain/schedule/schedule';
import { jobDates, startStates, type JobLength } from '@/domain/schedule/job-length';
import type { GetQuoteTimesOutput } from '@/domain/quotes/quote-schema';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc, type SlotLockDoc } from '../lib/firestore-docs';
import { driveCity } from '../schedule/crew-locks';

export async function quoteTimes(
  db: Firestore,
  job: { option: number; length: JobLength; city: CityId | null },
  from: string,
  days: number,
  now: Date,
): Promise<GetQuoteTimesOutput> {
  const dates = Array.from({ length: days }, (_, i) => addDaysToDate(from, i));
  // A job of whole days starting on the last date asked for runs on the days after it too.
  const last = jobDates(dates[dates.length - 1], job.length).at(-1)!;
  const locks = await db.collection(SLOT_LOCKS).where('date', '>=', dates[0]).where('date', '<=', last).get();
  const byDate = new Map<string, SlotLockDoc[]>();
  for (const doc of locks.docs) {
    const lock = doc.data() as SlotLockDoc;
    const list = byDate.get(lock.date) ?? [];
    byDate.set(lock.date, list);
    list.push(lock);
  }
  const ids = [...new Set(locks.docs.map((d) => (d.data() as SlotLockDoc).booking_id).filter((id): id is string => !!id))];
  const bookings = ids.length > 0 ? await db.getAll(...ids.map((id) => db.collection(BOOKINGS).doc(id)), { fieldMask: ['service_city'] }) : [];
  const cities = new Map(bookings.map((b) => [b.id, driveCity(b.data() as BookingDoc | undefined)]));
  const books = new Map<string, DayBook>();
  const dayBookOf = (date: string): DayBook => {
    let book = books.get(date);
    if (!book) {
      book = dayBookFromLocks(byDate.get(date) ?? [], (id) => cities.get(id));
      books.set(date, book);
    }
    return book;
  };
  return {
    option: job.option,
    generated_at: now.toISOString(),
    dates: dates.map((date) => ({ date, slots: startStates(date, job.length, dayBookOf, now, { city: job.city }) })),
  };
}
