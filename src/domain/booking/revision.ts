// A booking's revision and the rule for changes made on an older one.
//
// The server raises `revision` by one on every change of a booking (status,
// time, details, delete) and stamps the history entry of that change with the
// revision it made. A staff or customer change carries the revision it was
// made on (`base_revision`). It is applied when nothing changed since, or when
// what changed since touches other things (a confirm and a reschedule made on
// the same revision both apply); when a change since touches the same thing
// (two status changes, a reschedule after a cancel), it is refused with that
// change: what, by whom, when. Bookings stored before revisions count as
// revision 0, their earlier history as older than any revision.
import '../../config/zod-jitless';
import { z } from 'zod';
import { BUSINESS } from '../../config/business';
import { HISTORY_ACTORS, HISTORY_CHANGES, type HistoryChange, type HistoryEntry } from './booking-history';

/** What a change of the booking touches (all of it: what a delete minds). */
export const CHANGE_AREAS = ['status', 'time', 'details'] as const;
/** Those, and the customer note, which only another note change clashes with (a delete made before a note change still applies). */
export type ChangeArea = (typeof CHANGE_AREAS)[number] | 'note';

/** What each kind of history entry touched (a cancel frees the time too, so a reschedule made before it is refused). */
export const AREAS_OF: Record<HistoryChange, readonly ChangeArea[]> = {
  created: [],
  rescheduled: ['time'],
  status: ['status'],
  cancelled: ['status', 'time'],
  deleted: CHANGE_AREAS,
  anonymized: ['details'],
  'not-applied': [],
  // The crew's day: these touch nothing a queued change of the booking could clash with.
  'reschedule-asked': [],
  'on-my-way': [],
  // A note change made on an older revision clashes with a note change since (on any booking of the customer: it is written on each).
  note: ['note'],
  address: ['details'],
  // Photos and the condition check sit beside the booking's own fields: no queued change clashes with them.
  photo: [],
  condition: [],
  // A renewed manage link changes nothing of the job.
  link: [],
};

/** The areas a requested status change touches. */
export function statusChangeAreas(to: string): readonly ChangeArea[] {
  return to === 'cancelled' ? AREAS_OF.cancelled : AREAS_OF.status;
}

/** The revision a stored booking is at (absent: stored before revisions, 0). */
export function revisionOf(b: { revision?: number | null }): number {
  return b.revision ?? 0;
}

/**
 * The change since `baseRevision` that touches one of `areas` (the latest, the
 * one whose outcome stands), or undefined when the request may apply.
 * `baseRevision` undefined or null: a client that sent none (an entry queued
 * before revisions), applied as before.
 */
export function conflictingChange(history: readonly HistoryEntry[] | undefined, baseRevision: number | null | undefined, areas: readonly ChangeArea[]): HistoryEntry | undefined {
  if (baseRevision === undefined || baseRevision === null) return undefined;
  let found: HistoryEntry | undefined;
  for (const h of history ?? []) {
    if ((h.revision ?? 0) <= baseRevision) continue;
    if (AREAS_OF[h.change].some((a) => areas.includes(a))) found = h;
  }
  return found;
}

/** `details` of a refusal for a conflict (failed-precondition, reason 'conflict'). */
export const conflictDetails = z.object({
  reason: z.literal('conflict'),
  /** The change made since the request's revision. */
  change: z.enum(HISTORY_CHANGES),
  by: z.enum(HISTORY_ACTORS),
  /** The staff member's e-mail; null for the customer and the system, and always for a customer's view. */
  by_email: z.string().nullable(),
  at: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The booking's revision now: "apply mine again" is sent on it. */
  revision: z.number().int(),
});
export type ConflictDetails = z.infer<typeof conflictDetails>;

export function isConflict(details: unknown): details is ConflictDetails & Record<string, unknown> {
  return typeof details === 'object' && details !== null && (details as { reason?: unknown }).reason === 'conflict';
}

/** "10:41 AM" in business time. */
export function businessClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone: BUSINESS.timeZone, hour: 'numeric', minute: '2-digit' });
}

/** Who made it, as the data has it: the staff member's e-mail and role, else the role. */
function staffActor(c: Pick<ConflictDetails, 'by' | 'by_email'>): string {
  if (c.by === 'customer') return 'The customer';
  if (c.by === 'system') return 'The system';
  if (c.by_email) return `${c.by_email} (${c.by})`;
  return c.by === 'admin' ? 'The office' : 'A crew member';
}

function didWhat(c: Pick<ConflictDetails, 'change' | 'to'>): string {
  switch (c.change) {
    case 'cancelled':
      return 'cancelled this';
    case 'status':
      return c.to === 'confirmed' ? 'confirmed this' : `marked this ${c.to ?? 'changed'}`;
    case 'rescheduled':
      return `moved this to ${c.to ?? 'another time'}`;
    case 'deleted':
      return 'deleted this';
    case 'anonymized':
      return "erased this booking's personal details";
    case 'address':
      return 'changed the service address';
    case 'note':
      return 'changed the customer note';
    default:
      return 'changed this';
  }
}

/** A staff device's words: "crew2@example.com (staff) cancelled this at 10:41 AM while you were offline: your Confirm Booking was not applied". */
export function staffConflictWords(c: ConflictDetails, attempted: string): string {
  return `${staffActor(c)} ${didWhat(c)} at ${businessClock(c.at)} while you were offline: your ${attempted} was not applied`;
}

/** What the business did, told to the customer. */
function businessDid(c: Pick<ConflictDetails, 'change' | 'to' | 'by'>): string {
  if (c.by === 'customer') return 'This booking was changed from another device';
  switch (c.change) {
    case 'cancelled':
      return 'We cancelled your booking';
    case 'status':
      return c.to === 'confirmed' ? 'We confirmed your booking' : `We marked your booking ${c.to ?? 'changed'}`;
    case 'rescheduled':
      return `We moved your booking to ${c.to ?? 'another time'}`;
    default:
      return 'We changed your booking';
  }
}

/** The customer's words on the manage page: "We moved your booking to … at 10:41 AM, before your change reached us: your cancellation was not applied." */
export function customerConflictWords(c: ConflictDetails, attempted: 'reschedule' | 'cancel'): string {
  const mine = attempted === 'cancel' ? 'your cancellation was not applied' : 'your new time was not applied';
  return `${businessDid(c)} at ${businessClock(c.at)}, before your change reached us: ${mine}.`;
}
