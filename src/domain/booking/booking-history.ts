// A booking's history: who changed what, when. Stored on bookings/{id} as an
// array (`history`), appended by every callable that changes a booking
// (create, customer or staff reschedule and cancel, staff status changes,
// delete, anonymize, a reschedule request, On My Way, the customer note), shown in the dashboard's details dialog. `at` is the
// function's clock as an ISO string: Firestore allows no server timestamp
// inside an array.
import '../../config/zod-jitless';
import { z } from 'zod';

export const HISTORY_ACTORS = ['customer', 'staff', 'admin', 'system'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

/**
 * 'not-applied': a change made on an older revision and refused (src/domain/booking/revision.ts); it changed nothing.
 * 'address': the customer added or changed the service address from the manage page (with a new time, when a new city needed one).
 * 'photo': a job photo added, removed, shared or unshared, or its caption changed ("Before photo added").
 * 'condition': the crew's condition check (the items ticked; its note stays out of the history).
 * 'link': the manage link renewed (the link before stops working); from and to stay null.
 */
export const HISTORY_CHANGES = ['created', 'rescheduled', 'status', 'cancelled', 'deleted', 'anonymized', 'not-applied', 'reschedule-asked', 'on-my-way', 'note', 'address', 'photo', 'condition', 'link'] as const;
export type HistoryChange = (typeof HISTORY_CHANGES)[number];

export const historyEntry = z.object({
  at: z.string(),
  by: z.enum(HISTORY_ACTORS),
  /** The staff member's e-mail; null for the customer and the system. */
  by_email: z.string().nullable(),
  change: z.enum(HISTORY_CHANGES),
  /** Before and after, as shown to a person: a status, or "2026-12-01 10:00 AM". */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The booking's revision this change made (src/domain/booking/revision.ts); absent before revisions and on a 'not-applied' entry. */
  revision: z.number().int().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export function newHistoryEntry(
  now: Date,
  by: HistoryActor,
  byEmail: string | null,
  change: HistoryChange,
  from: string | null = null,
  to: string | null = null,
  revision?: number,
): HistoryEntry {
  return { at: now.toISOString(), by, by_email: byEmail, change, from, to, ...(revision !== undefined ? { revision } : {}) };
}
