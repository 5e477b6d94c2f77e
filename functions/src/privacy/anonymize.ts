// The one write that anonymizes a booking, shared by the retention job and the
// admin's anonymizeBooking callable: personal fields replaced (see
// src/domain/anonymize-booking.ts), a history entry, anonymized_at (so a
// second pass skips it) and updated_at (so staff caches pull the change).
import { FieldValue } from 'firebase-admin/firestore';
import { ANONYMIZED_FIELDS } from '@/domain/anonymize-booking';
import { newHistoryEntry, type HistoryActor } from '@/domain/booking-history';
import type { BookingDoc } from '../lib/booking-doc';
import { changeFields } from '../booking/booking-change';

/**
 * The update for a booking read in the same transaction (`current`): the history
 * is written whole, not with arrayUnion, which the local fallback Firestore
 * refuses for map values ("Invalid transform").
 */
export function anonymizeUpdate(current: object, now: Date, by: HistoryActor, byEmail: string | null): Record<string, unknown> {
  const doc = current as BookingDoc;
  return {
    ...ANONYMIZED_FIELDS,
    // The keys are the e-mail and phone: no other booking finds this one any more.
    customer_keys: [],
    customer_note_at: null,
    // A change of the details like any other: the revision moves (booking-change.ts).
    ...changeFields({ ...doc, history: Array.isArray(doc.history) ? doc.history : [] }, newHistoryEntry(now, by, byEmail, 'anonymized')),
    anonymized_at: FieldValue.serverTimestamp(),
  };
}

/** Whether there is anything left to erase: not yet anonymized, and not a tombstone (delete already erased it). */
export function needsAnonymizing(doc: Pick<BookingDoc, 'anonymized_at' | 'deleted_at'>): boolean {
  return !doc.anonymized_at && !doc.deleted_at;
}
