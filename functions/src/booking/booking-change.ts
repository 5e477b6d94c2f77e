// The one write path for a change of an existing booking (status, time,
// details, delete, anonymize): every writer builds its update with
// changeFields(), which raises the booking's revision, stamps the history
// entry with it, remembers the mutation id and stamps updated_at. A change
// from a device first goes through precheck() (src/domain/booking/revision.ts):
//  - a replay of a mutation already applied changes nothing (the caller answers with the booking);
//  - a replay of a mutation already refused gets the same refusal;
//  - a change made on an older revision, when what changed since touches the
//    same thing, is refused: refusalFields() records it in the history ('not-applied')
//    and under its mutation id, without raising the revision (nothing changed).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Booking } from '@/domain/booking/booking-schema';
import type { MyBooking } from '@/domain/booking/self-service-schema';
import { newHistoryEntry, type HistoryActor, type HistoryEntry } from '@/domain/booking/booking-history';
import { conflictingChange, revisionOf, staffConflictWords, customerConflictWords, type ChangeArea, type ConflictDetails } from '@/domain/booking/revision';
import { APPLIED_MUTATIONS_KEPT, type BookingDoc, type RefusedMutation } from '../lib/firestore-docs';

export interface ChangeRequest {
  /** The device's id of this change (its outbox row); absent from clients before mutation ids. */
  mutation_id?: string | null;
  /** The revision the change was made on; absent: applied as before revisions. */
  base_revision?: number | null;
  /** What the change touches. */
  areas: readonly ChangeArea[];
}

export type Precheck =
  | { kind: 'go' }
  /** Applied before: nothing to do. */
  | { kind: 'replayed' }
  /** Refused before: the same refusal again. */
  | { kind: 'refused-before'; refusal: RefusedMutation }
  /** Made on an older revision, and a change since touches the same thing. */
  | { kind: 'conflict'; since: HistoryEntry; details: ConflictDetails };

export function precheck(doc: BookingDoc, req: ChangeRequest): Precheck {
  const id = req.mutation_id;
  if (id && doc.applied_mutations?.includes(id)) return { kind: 'replayed' };
  const refused = id ? doc.refused_mutations?.find((r) => r.id === id) : undefined;
  if (refused) return { kind: 'refused-before', refusal: refused };
  const since = conflictingChange(doc.history, req.base_revision, req.areas);
  if (!since) return { kind: 'go' };
  return {
    kind: 'conflict',
    since,
    details: { reason: 'conflict', change: since.change, by: since.by, by_email: since.by_email, at: since.at, from: since.from, to: since.to, revision: revisionOf(doc) },
  };
}

/** What every change writes besides its own fields; one change may make several history entries (a new time and a new address), all of its revision. */
export function changeFields(doc: BookingDoc, entry: Omit<HistoryEntry, 'revision'> | readonly Omit<HistoryEntry, 'revision'>[], mutationId?: string | null) {
  const revision = revisionOf(doc) + 1;
  const applied = doc.applied_mutations ?? [];
  const entries = Array.isArray(entry) ? entry : [entry];
  return {
    revision,
    history: [...(doc.history ?? []), ...entries.map((e) => ({ ...e, revision }))],
    applied_mutations: mutationId ? [...applied, mutationId].slice(-APPLIED_MUTATIONS_KEPT) : applied,
    updated_at: FieldValue.serverTimestamp(),
  };
}

/**
 * Records a refused change: a 'not-applied' history entry (what was asked, by
 * whom) and the refusal under its mutation id, so a replay gets the same
 * answer. The revision stays: nothing changed. updated_at moves, so every
 * device's cache takes the new history.
 */
export function refusalFields(doc: BookingDoc, req: ChangeRequest, actor: { by: HistoryActor; email: string | null }, attempted: string, refusal: Omit<RefusedMutation, 'id'>, now: Date) {
  const refused = doc.refused_mutations ?? [];
  return {
    history: [...(doc.history ?? []), newHistoryEntry(now, actor.by, actor.email, 'not-applied', attempted, null)],
    refused_mutations: req.mutation_id ? [...refused, { id: req.mutation_id, ...refusal }].slice(-APPLIED_MUTATIONS_KEPT) : refused,
    updated_at: FieldValue.serverTimestamp(),
  };
}

/** The refusal a staff device gets for a conflict: the words, what changed since, and the booking as it stands. */
export function staffConflict(details: ConflictDetails, attempted: string): Omit<RefusedMutation, 'id'> {
  return { message: staffConflictWords(details, attempted), details };
}

/** The refusal the manage page gets: the customer's words, no staff names. */
export function customerConflict(details: ConflictDetails, attempted: 'reschedule' | 'cancel'): Omit<RefusedMutation, 'id'> {
  const view: ConflictDetails = { ...details, by_email: null };
  return { message: customerConflictWords(view, attempted), details: view };
}

/** The refusal as the callable throws it, with the booking as it stands (the device shows it at once). */
export function refusedError(refusal: Omit<RefusedMutation, 'id'>, booking?: Booking | MyBooking): HttpsError {
  return new HttpsError('failed-precondition', refusal.message, { ...refusal.details, ...(booking ? { booking } : {}) });
}
