// The crew and lock search every capacity-taking write shares (a new booking,
// a reschedule, a new city: move-job.ts): read each crew's lock documents for every half hour a drive
// could reach (the job's, and as far before and after it as the longest
// drive), and the bookings those locks name, and take the crew firstFreeCrew
// takes: free for every half hour of the job (locks a block of time holds
// count as taken) and able to drive from its job before and on to its job
// after. Locks held by `ownerId` count as free (a booking moving by half an
// hour may keep the locks it already holds), and its own job is no neighbour.
//
// The job's own half hours are read outside the transaction: the caller then
// `create`s the chosen crew's locks there, and a create fails (ALREADY_EXISTS)
// when another booking took one meanwhile, so their state at commit is checked
// by the writes themselves. Reading them in the transaction as well would only
// make every request for one start time hold a read lock on the very documents
// each of them means to write: on the Firestore emulator two such transactions
// wait on each other until both time out (2 s), and fifty stalled for minutes.
// The half hours around the job are read in the transaction: that is what
// keeps two drives apart, since a concurrent booking that lands a job next to
// this one creates a lock document this transaction read, so one of the two is
// re-run and sees the other. No further: a job ending more than the longest
// drive before this one starts (or starting that long after it ends) cannot
// stand in its way, and transactions for far-apart times on one day need not
// wait for each other.
//
// Everything is read by reference (a query inside a transaction locks the whole
// collection on the Firestore emulator).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { SCHEDULE } from '@/config/business';
import { cityIdOf, type CityId } from '@/domain/schedule/cities';
import { LONGEST_DRIVE_MIN } from '@/domain/schedule/drive-time';
import { HALF_HOUR_MIN, allCrews, dayBookFromLocks, firstFreeCrew, occupiedHalfHours, slotLockId, type JobRequest } from '@/domain/schedule/schedule';
import { BOOKINGS, SLOT_LOCKS, type BookingDoc, type SlotLockDoc } from '../lib/firestore-docs';

/** Every half hour a job can cover: the first start to the end of the day. */
const DAY_MINUTES = occupiedHalfHours(SCHEDULE.firstSlotMin, SCHEDULE.dayEndMin - SCHEDULE.firstSlotMin);

/**
 * The half hours whose locks can decide a job: its own, the last half hour of
 * any job that ends within the longest drive before it, and the first of any
 * job that starts within the longest drive after it.
 */
export function reachMinutes(job: Pick<JobRequest, 'startMin' | 'durationMin'>): number[] {
  const endMin = job.startMin + job.durationMin;
  return DAY_MINUTES.filter((m) => m + HALF_HOUR_MIN > job.startMin - LONGEST_DRIVE_MIN && m < endMin + LONGEST_DRIVE_MIN);
}

/** A stored booking's city as the drive rule reads it: one of ours, else unknown (the farthest). */
export function driveCity(doc: Pick<BookingDoc, 'service_city'> | undefined): CityId | null {
  return cityIdOf(doc?.service_city);
}

/**
 * Transaction options for every capacity-taking write. Firestore makes
 * transactions that read the same lock documents wait for each other and aborts
 * the ones that wait too long ("Transaction lock timeout"); the SDK re-runs an
 * aborted one, 5 times by default. Neighbouring jobs booked at once still meet
 * that way (each reads the half hours around its own), so a few more settle them.
 */
export const CAPACITY_TRANSACTION = { maxAttempts: 12 } as const;

export interface FreeCrew {
  crew: number;
  /** The lock documents to hold, one per half hour, in order. */
  refs: DocumentReference[];
  /** Those of `refs` that `ownerId` already holds (nothing to create). */
  held: Set<string>;
}

/** `crews` with `preferred` first when it is one of them (a stored crew may be none of ours: a test's crew 9). */
function preferredFirst(crews: number[], preferred: number | null | undefined): number[] {
  return preferred && crews.includes(preferred) ? [preferred, ...crews.filter((c) => c !== preferred)] : crews;
}

export async function findFreeCrew(
  db: Firestore,
  tx: Transaction,
  job: JobRequest,
  ownerId?: string,
  /** Only this crew (a staff booking's choice); any crew when absent or null. */
  onlyCrew?: number | null,
  /** Of all crews, the one tried first (a booking moving to another city keeps its crew when it can). */
  preferCrew?: number | null,
): Promise<FreeCrew | undefined> {
  const crews = onlyCrew ? [onlyCrew] : preferredFirst(allCrews(), preferCrew);
  const lockRef = (minute: number, crew: number) => db.collection(SLOT_LOCKS).doc(slotLockId(job.date, minute, crew));
  const own = new Set(occupiedHalfHours(job.startMin, job.durationMin));
  const around = reachMinutes(job).filter((minute) => !own.has(minute));
  // Outside the transaction, the job's own half hours (their creates check them at commit); inside, the reach.
  const [ownSnaps, aroundSnaps] = await Promise.all([
    db.getAll(...crews.flatMap((crew) => [...own].map((minute) => lockRef(minute, crew)))),
    around.length > 0 ? tx.getAll(...crews.flatMap((crew) => around.map((minute) => lockRef(minute, crew)))) : Promise.resolve([]),
  ]);
  const locks = [...ownSnaps, ...aroundSnaps].filter((s) => s.exists).map((s) => ({ id: s.id, ...(s.data() as SlotLockDoc) }));
  // The neighbours' cities, from their bookings (read by reference too: a city changed meanwhile re-runs this).
  const neighbourIds = [...new Set(locks.map((l) => l.booking_id).filter((id): id is string => !!id && id !== ownerId))];
  const neighbours = neighbourIds.length > 0 ? await tx.getAll(...neighbourIds.map((id) => db.collection(BOOKINGS).doc(id))) : [];
  const cities = new Map(neighbours.map((n) => [n.id, driveCity(n.data() as BookingDoc | undefined)]));
  // The rule availability answers with (src/domain/schedule/schedule.ts): what it offers, this takes.
  const crew = firstFreeCrew(job, dayBookFromLocks(locks, (id) => cities.get(id), ownerId), crews);
  if (crew === undefined) return undefined;
  const minutes = [...own];
  const held = new Set(locks.filter((l) => ownerId !== undefined && l.booking_id === ownerId && l.crew === crew).map((l) => l.id));
  return { crew, refs: minutes.map((minute) => lockRef(minute, crew)), held };
}

/** Creates the crew's locks the owner does not hold yet (`create`: fails if another booking took one meanwhile). */
export function createLocks(tx: Transaction, free: FreeCrew, ownerId: string, date: string, minutes: readonly number[]): void {
  for (const [i, ref] of free.refs.entries()) {
    if (free.held.has(ref.id)) continue;
    const lock: SlotLockDoc = { booking_id: ownerId, date, minute: minutes[i], crew: free.crew };
    tx.create(ref, lock);
  }
}
