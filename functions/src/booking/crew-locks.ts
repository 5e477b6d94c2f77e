// The crew and lock search every capacity-taking write shares (a new booking,
// a reschedule): inside the caller's transaction, read every crew's lock
// documents for the half hours a job covers and take the first crew free for
// all of them (locks a block of time holds count as taken). Locks held by `ownerId` count as free (a booking moving by half
// an hour may keep the locks it already holds).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { allCrews, firstFreeCrew, slotLockId } from '@/domain/schedule';
import { SLOT_LOCKS, type SlotLockDoc } from '../lib/booking-doc';

/** gRPC ALREADY_EXISTS: a `create` whose document exists (real emulator and fallback alike). */
export const ALREADY_EXISTS = 6;

/**
 * Transaction options for every capacity-taking write. Real Firestore makes
 * transactions that read the same lock documents wait for each other and aborts
 * the ones that wait too long ("Transaction lock timeout"); the SDK re-runs an
 * aborted one, 5 times by default. Fifty requests for one start time at once
 * exhaust 5 on the emulator now and then; each re-run reads afresh and most end
 * at once as "full", so a few more settle every one of them.
 */
export const CAPACITY_TRANSACTION = { maxAttempts: 12 } as const;

export function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

export interface FreeCrew {
  crew: number;
  /** The lock documents to hold, one per half hour, in order. */
  refs: DocumentReference[];
  /** Those of `refs` that `ownerId` already holds (nothing to create). */
  held: Set<string>;
}

export async function findFreeCrew(
  db: Firestore,
  tx: Transaction,
  date: string,
  minutes: readonly number[],
  ownerId?: string,
  /** Only this crew (a staff booking's choice); any crew when absent or null. */
  onlyCrew?: number | null,
): Promise<FreeCrew | undefined> {
  const crews = onlyCrew ? [onlyCrew] : allCrews();
  const lockRefs = crews.map((crew) => minutes.map((minute) => db.collection(SLOT_LOCKS).doc(slotLockId(date, minute, crew))));
  const snaps = await tx.getAll(...lockRefs.flat());
  const held = new Set<string>();
  const taken: Record<number, number[]> = {};
  // getAll answers in the order asked: crew by crew, half hour by half hour.
  snaps.forEach((s, i) => {
    if (!s.exists) return;
    if (ownerId !== undefined && (s.data() as SlotLockDoc).booking_id === ownerId) held.add(s.id);
    else (taken[minutes[i % minutes.length]] ??= []).push(crews[Math.floor(i / minutes.length)]);
  });
  // The rule availability answers with (src/domain/schedule.ts): what it offers, this takes.
  const crew = firstFreeCrew(minutes, taken, crews);
  if (crew === undefined) return undefined;
  return { crew, refs: lockRefs[crews.indexOf(crew)], held };
}

/** Creates the crew's locks the owner does not hold yet (`create`: fails if another booking took one meanwhile). */
export function createLocks(tx: Transaction, free: FreeCrew, ownerId: string, date: string, minutes: readonly number[]): void {
  for (const [i, ref] of free.refs.entries()) {
    if (free.held.has(ref.id)) continue;
    const lock: SlotLockDoc = { booking_id: ownerId, date, minute: minutes[i], crew: free.crew };
    tx.create(ref, lock);
  }
}
