// The dashboard's blocked time (`blocks` table): the server's blocks from a
// pull or the live listener, and the admin's adds and removes shown at once
// (`pending`) until the server answers.
import type { AppDb, CachedBlockRow } from '@/lib/db/db';
import type { Block } from '@/domain/operations-schema';

export async function cachedBlocks(db: AppDb): Promise<CachedBlockRow[]> {
  return (await db.blocks.toArray()).sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id.localeCompare(b.id));
}

/**
 * Replaces the cached blocks with the server's (a pull's answer, or a live
 * snapshot of the same query); blocks changed here and not yet sent keep their
 * local state, and a block keeps the conflicts its creation listed.
 */
export async function storeServerBlocks(db: AppDb, blocks: readonly Block[]): Promise<void> {
  await db.transaction('rw', db.blocks, async () => {
    const local = new Map((await db.blocks.toArray()).map((b) => [b.id, b]));
    const rows: CachedBlockRow[] = blocks.map((b) => {
      const mine = local.get(b.id);
      return mine?.pending ? mine : { ...b, ...(mine?.conflicts ? { conflicts: mine.conflicts } : {}) };
    });
    const kept = [...local.values()].filter((b) => b.pending && !blocks.some((s) => s.id === b.id));
    await db.blocks.clear();
    await db.blocks.bulkPut([...rows, ...kept]);
  });
}
