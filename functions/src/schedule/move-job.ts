// Moving a booking's job in time or place: every change that does (a
// reschedule, by the customer or staff, and an address in another city) takes
// its crew here, under the one rule (crew-locks.ts findFreeCrew: free for the
// whole job and able to drive from the job before and on to the job after),
// so no change can leave a crew a job it cannot get to. The booking's own
// locks count as free, so it may stay where it is; otherwise it moves to a
// crew that fits, and the locks it no longer needs are freed in the same
// transaction.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { SCHEDULE } from '@/config/business';
import { labelToMinutes, occupiedHalfHours, type JobRequest } from '@/domain/schedule/schedule';
import { CHANGE_WINDOW_MESSAGES } from '@/domain/booking/change-window';
import type { BookingDoc } from '../lib/firestore-docs';
import { readSlotLocks } from './free-slot-locks';
import { reconcileBookingLocks } from './reconcile-locks';
import { CAPACITY_TRANSACTION, createLocks, findFreeCrew } from './crew-locks';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';

export interface JobMove {
  crew: number;
  /**
   * Creates the locks of the new time the booking does not hold yet. Call it
   * before the transaction's other writes: the fallback server applies writes
   * one by one and stops at the first failure, and a taken lock must stop the
   * change before anything else is written.
   */
  takeLocks(): void;
  /** Frees the old locks the job no longer covers (a lock under a block of time passes to the block). */
  freeOldLocks(): void;
}

/**
 * In `tx`, a crew for booking `bookingId` (as `doc`, read in `tx`) at `job`:
 * `preferCrew` first when given (a new city keeps the crew when it can), else
 * the first that fits. Undefined when none fits: then nothing may be written
 * for the move.
 */
export async function moveJob(db: Firestore, tx: Transaction, bookingId: string, doc: BookingDoc, job: JobRequest, preferCrew?: number | null): Promise<JobMove | undefined> {
  if ((doc.job_days ?? 1) > 1) return keepWholeDays(doc, job);
  const free = await findFreeCrew(db, tx, job, bookingId, null, preferCrew);
  if (!free) return undefined;
  const freeOld = await readSlotLocks(tx, bookingId, doc, { db, keep: new Set(free.refs.map((r) => r.id)) });
  const minutes = occupiedHalfHours(job.startMin, job.durationMin);
  return { crew: free.crew, takeLocks: () => createLocks(tx, free, bookingId, job.date, minutes), freeOldLocks: freeOld };
}

/** Moving a job of several whole days (a quoted wrap) by phone only: the change paths know one day. */
export const MULTI_DAY_MOVE_MESSAGE = CHANGE_WINDOW_MESSAGES.multiDay;

/**
 * A job of whole days keeps its days and its crew: a new address is fine (the
 * crew has no other job on those days to drive between), a new date or time
 * is refused in words, since every change path moves one day's locks.
 */
function keepWholeDays(doc: BookingDoc, job: JobRequest): JobMove {
  if (job.date !== doc.booking_date || job.startMin !== labelToMinutes(doc.booking_time)) {
    throw new HttpsError('failed-precondition', MULTI_DAY_MOVE_MESSAGE, { reason: 'multi-day' });
  }
  return { crew: doc.crew ?? 1, takeLocks: () => undefined, freeOldLocks: () => undefined };
}

/**
 * Runs a move's transaction (`attempt`) to an outcome: a lost create (another
 * booking took a lock meanwhile, or a concurrent change of this one) re-runs
 * it on fresh reads, and the booking's locks are made to match it after a
 * failed commit (the fallback server may have kept new locks written before
 * the failing create) and after an outcome that `moved` the job.
 */
export async function runJobMove<O>(db: Firestore, bookingId: string, attempt: (tx: Transaction) => Promise<O>, moved: (outcome: O) => boolean): Promise<O> {
  for (let round = 0; ; round++) {
    let outcome: O;
    try {
      outcome = await db.runTransaction(attempt, CAPACITY_TRANSACTION);
    } catch (error) {
      await reconcileBookingLocks(db, bookingId);
      if (errorCode(error) !== ALREADY_EXISTS || round >= SCHEDULE.crews + 3) throw error;
      continue;
    }
    if (moved(outcome)) await reconcileBookingLocks(db, bookingId);
    return outcome;
  }
}
