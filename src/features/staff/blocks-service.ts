// Blocked time in the browser: the blocks as last pulled (listBlocks) kept in
// Dexie `meta`, and the admin's add / remove queued on the shared outbox like
// every staff change (shown at once, sent now or when back online, undone when
// refused). The conflicts the server reports for a new block (bookings inside
// it) are kept too, so the admin sees them even if the answer came later.
import { appDb, type AppDb } from '@/lib/db/db';
import type { Block, BlockConflict, CreateBlockData, CreateBlockInput, CreateBlockOutput, ListBlocksInput, ListBlocksOutput, RemoveBlockInput, RemoveBlockOutput } from '@/domain/operations-schema';
import { blocksFrom } from '@/domain/booking-doc';
import { enqueueMutation, registerOutboxHandler, type OutboxHandler } from '@/lib/sync/sync-engine';
import { META_BLOCKS, callStaff, settle, type ChangeResult } from './staff-service';
import { isStaffSignedIn } from './staff-outbox';

export const META_BLOCK_CONFLICTS = 'staff.blocks.conflicts';
const SEND_TIMEOUT_MS = 20_000;

/** A block as the dashboard holds it: `pending` while an add or a remove waits for the server. */
export interface CachedBlock extends Block {
  pending?: 'create' | 'remove';
}

export interface BlockConflicts {
  block_id: string;
  conflicts: BlockConflict[];
}

export async function cachedBlocks(db: AppDb): Promise<CachedBlock[]> {
  return ((await db.meta.get(META_BLOCKS))?.value as CachedBlock[] | undefined) ?? [];
}

async function putBlocks(db: AppDb, blocks: CachedBlock[]): Promise<void> {
  await db.meta.put({ key: META_BLOCKS, value: [...blocks].sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id.localeCompare(b.id)) });
}

const createBlockHandler: OutboxHandler<CreateBlockOutput> = {
  ready: isStaffSignedIn,
  send: (row, call) => call('createBlock', row.payload as CreateBlockInput, SEND_TIMEOUT_MS) as Promise<CreateBlockOutput>,
  async onSent(db, row, result) {
    const others = (await cachedBlocks(db)).filter((b) => b.id !== row.target_id);
    await putBlocks(db, [...others, result.block]);
    await db.meta.put({ key: META_BLOCK_CONFLICTS, value: { block_id: result.block.id, conflicts: result.conflicts } satisfies BlockConflicts });
  },
  async onRejected(db, row) {
    await putBlocks(db, (await cachedBlocks(db)).filter((b) => b.id !== row.target_id));
  },
};

const removeBlockHandler: OutboxHandler<RemoveBlockOutput> = {
  ready: isStaffSignedIn,
  send: (row, call) => call('removeBlock', row.payload as RemoveBlockInput, SEND_TIMEOUT_MS) as Promise<RemoveBlockOutput>,
  async onSent(db, row) {
    await putBlocks(db, (await cachedBlocks(db)).filter((b) => b.id !== row.target_id));
  },
  async onRejected(db, row) {
    await putBlocks(
      db,
      (await cachedBlocks(db)).map((b) => (b.id === row.target_id ? { ...b, pending: undefined } : b)),
    );
  },
};

export function registerBlockMutations(): void {
  registerOutboxHandler('createBlock', createBlockHandler);
  registerOutboxHandler('removeBlock', removeBlockHandler);
}

/** Pulls the blocks from yesterday on; blocks changed here and not yet sent keep their local state. */
export async function pullBlocks(now = new Date()): Promise<void> {
  const input: ListBlocksInput = { from: blocksFrom(now) };
  const { blocks } = await callStaff<ListBlocksInput, ListBlocksOutput>('listBlocks', input);
  await storeServerBlocks(blocks);
}

/**
 * Replaces the cached blocks with the server's (a pull's answer, or a live
 * snapshot of the same query); blocks changed here and not yet sent keep their local state.
 */
export async function storeServerBlocks(blocks: readonly Block[]): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.meta, async () => {
    const local = (await cachedBlocks(db)).filter((b) => b.pending);
    const byId = new Map<string, CachedBlock>(blocks.map((b) => [b.id, b]));
    for (const b of local) byId.set(b.id, b);
    await putBlocks(db, [...byId.values()]);
  });
}

/** Adds a block (admin): shown at once, sent now or queued. The conflicts come with the answer (META_BLOCK_CONFLICTS). */
export async function addBlock(input: CreateBlockInput & Pick<CreateBlockData, 'id'>): Promise<ChangeResult> {
  registerBlockMutations();
  const db = appDb();
  await enqueueMutation(db, { id: input.id, kind: 'createBlock', target_id: input.id, payload: input }, async () => {
    const local: CachedBlock = {
      id: input.id,
      date_from: input.date_from,
      date_to: input.date_to,
      start_time: input.start_time ?? null,
      end_time: input.end_time ?? null,
      crew: input.crew ?? null,
      reason: input.reason,
      note: input.note?.trim() || null,
      created_by: null,
      created_at: new Date().toISOString(),
      pending: 'create',
    };
    await putBlocks(db, [...(await cachedBlocks(db)).filter((b) => b.id !== input.id), local]);
  });
  return settle(input.id);
}

/** Removes a block (admin): marked at once, sent now or queued. */
export async function removeBlock(id: string): Promise<ChangeResult> {
  registerBlockMutations();
  const db = appDb();
  const rowId = crypto.randomUUID();
  await enqueueMutation(db, { id: rowId, kind: 'removeBlock', target_id: id, payload: { id } satisfies RemoveBlockInput }, async () => {
    await putBlocks(
      db,
      (await cachedBlocks(db)).map((b) => (b.id === id ? { ...b, pending: 'remove' as const } : b)),
    );
  });
  return settle(rowId);
}
