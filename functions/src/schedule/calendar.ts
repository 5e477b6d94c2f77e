// The calendar of a range of dates as the one availability rule reads it:
// every slot lock in the range (they carry no personal data) and the service
// city of each booking they name (the drives; nothing else of it is read, and
// nothing of it leaves). Shared by a package's availability and a quote's times.
import type { Firestore } from 'firebase-admin/firestore';
import { dayBookFromLocks, type DayBook } from '@/domain/schedule/schedule';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc, type SlotLockDoc } from '../lib/firestore-docs';
import { driveCity } from './crew-locks';

/** What reading the calendar cost: Firestore bills per document read (bench:availability prints it). */
export interface CalendarReads {
  documents: number;
}

/**
 * Each date's DayBook from `from` to `to` (inclusive). `excludeBookingId` (a
 * booking being moved) leaves that booking's own locks out: the time it holds
 * is free to it.
 */
export async function readCalendar(
  db: Firestore,
  from: string,
  to: string,
  excludeBookingId?: string,
  reads: CalendarReads = { documents: 0 },
): Promise<(date: string) => DayBook> {
  const locks = await db.collection(SLOT_LOCKS).where('date', '>=', from).where('date', '<=', to).get();
  const byDate = new Map<string, SlotLockDoc[]>();
  for (const doc of locks.docs) {
    const lock = doc.data() as SlotLockDoc;
    const list = byDate.get(lock.date) ?? [];
    byDate.set(lock.date, list);
    list.push(lock);
  }
  const ids = [...new Set(locks.docs.map((d) => (d.data() as SlotLockDoc).booking_id).filter((id): id is string => !!id && id !== excludeBookingId))];
  const bookings = ids.length > 0 ? await db.getAll(...ids.map((id) => db.collection(BOOKINGS).doc(id)), { fieldMask: ['service_city'] }) : [];
  const cities = new Map(bookings.map((b) => [b.id, driveCity(b.data() as BookingDoc | undefined)]));
  // A query bills at least one read when it matches nothing.
  reads.documents += Math.max(1, locks.size) + bookings.length;
  const books = new Map<string, DayBook>();
  return (date) => {
    let book = books.get(date);
    if (!book) {
      book = dayBookFromLocks(byDate.get(date) ?? [], (id) => cities.get(id), excludeBookingId);
      books.set(date, book);
    }
    return book;
  };
}
