// The update that anonymizes a booking, shared by the retention job and the
// admin's anonymizeBooking callable: the personal data of personal-data.ts
// erased, a history entry, anonymized_at (so a second pass skips it) and
// updated_at (so staff caches pull the change).
import { FieldValue } from 'firebase-admin/firestore';
import { newHistoryEntry, type HistoryActor } from '@/domain/booking/booking-history';
import type { BookingDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { erasedBookingFields, erasedHistory, holdsPersonalData, tombstoneFields } from './personal-data';

/** The update for a booking read in the same transaction (`current`). */
export function anonymizeUpdate(current: object, now: Date, by: HistoryActor, byEmail: string | null): Record<string, unknown> {
  const doc = current as BookingDoc;
  return {
    ...erasedBookingFields(doc),
    // A change of the details like any other: the revision moves (booking-change.ts).
    ...changeFields({ ...doc, history: erasedHistory(Array.isArray(doc.history) ? doc.history : []) }, newHistoryEntry(now, by, byEmail, 'anonymized')),
    anonymized_at: FieldValue.serverTimestamp(),
  };
}

/** Whether there is anything left to erase: not yet anonymized, and not a tombstone (delete already erased it). */
export function needsAnonymizing(doc: Pick<BookingDoc, 'anonymized_at' | 'deleted_at'>): boolean {
  return !doc.anonymized_at && !doc.deleted_at;
}

/**
 * What erasing a stored booking writes on it, or null when it holds nothing
 * personal any more: a booking is anonymized (with its history entry); a
 * tombstone, or a booking anonymized before every place was known, only has
 * what is left taken out (its updated_at moves, so caches pull the change).
 */
export function eraseWrite(current: object, now: Date, by: HistoryActor, byEmail: string | null): Record<string, unknown> | null {
  const doc = current as BookingDoc;
  if (needsAnonymizing(doc)) return anonymizeUpdate(doc, now, by, byEmail);
  if (!holdsPersonalData(doc)) return null;
  return { ...(doc.deleted_at ? tombstoneFields(doc) : erasedBookingFields(doc)), updated_at: FieldValue.serverTimestamp() };
}
