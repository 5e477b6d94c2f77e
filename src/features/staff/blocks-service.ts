// Blocked time in the browser: the blocks as last pulled (listBlocks) or heard
// by the live listener, in the Dexie `blocks` table, and the admin's add and
// remove queued on the shared outbox like every staff change (the createBlock
// and removeBlock kinds: shown at once, sent now or when back online, undone
// when refused). A new block keeps the conflicts the server reported (bookings
// inside it), so the admin sees them even if the answer came later.
import { appDb, type CachedBlockRow } from '@/lib/db/db';
import type { CreateBlockData, CreateBlockInput } from '@/domain/operations-schema';
import { blocksFrom } from '@/domain/booking-doc';
import { cachedBlocks, storeServerBlocks as storeBlocks } from '@/lib/sync/block-cache';
import type { Block } from '@/domain/operations-schema';
import { callStaff, queueStaffChange, type ChangeResult } from './staff-service';

/** A block as the dashboard holds it: `pending` while an add or a remove waits for the server. */
export type CachedBlock = CachedBlockRow;

export { cachedBlocks };

/** Pulls the blocks from yesterday on; blocks changed here and not yet sent keep their local state. */
export async function pullBlocks(now = new Date()): Promise<void> {
  const { blocks } = await callStaff('listBlocks', { from: blocksFrom(now) });
  await storeServerBlocks(blocks);
}

/** Replaces the cached blocks with the server's (a pull's answer, or a live snapshot of the same query). */
export function storeServerBlocks(blocks: readonly Block[]): Promise<void> {
  return storeBlocks(appDb(), blocks);
}

/** Adds a block (admin): shown at once, sent now or queued. The conflicts come with the answer, on the block's row. */
export function addBlock(input: CreateBlockInput & Pick<CreateBlockData, 'id'>): Promise<ChangeResult> {
  return queueStaffChange('createBlock', input);
}

/** Removes a block (admin): marked at once, sent now or queued. */
export function removeBlock(id: string): Promise<ChangeResult> {
  return queueStaffChange('removeBlock', { id });
}
