// The Firestore shape of blocks/{id} (blocked time: holiday, weather, a van in
// the shop) and the lock ids a block takes. A block holds slotLocks of the same
// ids as bookings ({date}_{HHmm}_{crew}, with block_id), so availability and
// createBooking see it with no second code path.
import type { DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Block } from '@/domain/callables/operations-schema';
import { blockCrews, blockMinutes } from '@/domain/schedule/block-time';
import { addDaysToDate, daysBetween, slotLockId } from '@/domain/schedule/schedule';
import { blockFromStored, type StoredBlock } from '@/domain/booking/booking-doc';

export const BLOCKS = 'blocks';

export type BlockDoc = StoredBlock<Timestamp>;

export interface NewBlockDoc extends Omit<BlockDoc, 'created_at'> {
  created_at: FieldValue;
}

export function blockFromDoc(snap: DocumentSnapshot): Block {
  return blockFromStored(snap.id, snap.data() as BlockDoc);
}

export function blockDates(b: Pick<Block, 'date_from' | 'date_to'>): string[] {
  return Array.from({ length: daysBetween(b.date_from, b.date_to) + 1 }, (_, i) => addDaysToDate(b.date_from, i));
}

/** Every lock the block covers: date, half hour and crew. */
export function blockLocks(b: Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew'>) {
  const minutes = blockMinutes(b);
  return blockDates(b).flatMap((date) =>
    blockCrews(b).flatMap((crew) => minutes.map((minute) => ({ id: slotLockId(date, minute, crew), date, minute, crew }))),
  );
}

/** Whether the block covers a crew's half hour on a date. */
export function blockCovers(b: Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew'>, date: string, minute: number, crew: number): boolean {
  return date >= b.date_from && date <= b.date_to && blockCrews(b).includes(crew) && blockMinutes(b).includes(minute);
}
