// listBookings: the delta of bookings since a cursor (less `overlap_ms`, see
// DELTA_OVERLAP_MS), ordered by (updated_at, id), including the ids of deleted
// bookings (tombstones), paged by `limit`.
//
// Only single-field queries (where on updated_at, orderBy updated_at, limit):
// they need no composite index, and the in-process fallback Firestore ignores
// startAfter and document-id ordering, so ties on updated_at are resolved here.
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking/booking-schema';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { decodeCursor, encodeCursor } from './delta-cursor';

type Doc = QueryDocumentSnapshot;
const updatedAt = (d: Doc) => (d.data() as BookingDoc).updated_at;
const byChange = (a: Doc, b: Doc) => updatedAt(a).toMillis() - updatedAt(b).toMillis() || cmpNanos(updatedAt(a), updatedAt(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
function cmpNanos(a: Timestamp, b: Timestamp): number {
  return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
}

async function sameTime(at: Timestamp): Promise<Doc[]> {
  return (await db.collection(BOOKINGS).where('updated_at', '==', at).get()).docs.sort(byChange);
}

export const listBookings = defineCallable('listBookings', CALLABLE_OPTIONS, async (input) => {
  const from = decodeCursor(input.since);
  // With an overlap, start that long before the cursor and take every id at that instant.
  const since =
    from && input.overlap_ms > 0
      ? { updatedAt: Timestamp.fromMillis(Math.max(0, from.updatedAt.toMillis() - input.overlap_ms)), id: '' }
      : from;

  // Changes at the cursor's own instant with a later id, then everything after it.
  const tied = since ? (await sameTime(since.updatedAt)).filter((d) => d.id > since.id) : [];
  const later = since
    ? db.collection(BOOKINGS).where('updated_at', '>', since.updatedAt).orderBy('updated_at')
    : db.collection(BOOKINGS).orderBy('updated_at');
  // One more than asked tells whether another page follows.
  const rest = (await later.limit(input.limit + 1).get()).docs.sort(byChange);
  const candidates = [...tied, ...rest];
  let page = candidates.slice(0, input.limit);
  const hasMore = candidates.length > input.limit;
  if (hasMore && page.length > 0) {
    // A group of equal updated_at cut by the limit arrives in no defined id
    // order: end the page before the group, or send the whole group at once.
    const edge = updatedAt(page.at(-1)!);
    if (cmpNanos(edge, updatedAt(candidates[input.limit])) === 0) {
      const before = page.filter((d) => cmpNanos(updatedAt(d), edge) < 0);
      page = before.length > 0 ? before : (await sameTime(edge)).filter((d) => !since || cmpNanos(edge, since.updatedAt) !== 0 || d.id > since.id);
    }
  }

  const bookings: Booking[] = [];
  const deletedIds: string[] = [];
  for (const doc of page) {
    if ((doc.data() as BookingDoc).deleted_at) deletedIds.push(doc.id);
    else bookings.push(bookingFromDoc(doc));
  }
  const last = page.at(-1);
  const cursor = last ? encodeCursor({ updatedAt: updatedAt(last), id: last.id }) : (input.since ?? '');
  return { bookings, deleted_ids: deletedIds, cursor, has_more: hasMore };
});
