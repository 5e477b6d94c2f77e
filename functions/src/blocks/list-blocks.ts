// listBlocks (staff and admin): the blocks that end on or after a date, for
// the admin's list and the crew day view. Blocks hold no personal data.
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { BLOCKS, blockFromDoc } from './block-doc';

export const listBlocks = defineCallable('listBlocks', CALLABLE_OPTIONS, async ({ from }) => {
  // One range on one field: no composite index.
  const snaps = await db.collection(BLOCKS).where('date_to', '>=', from).get();
  const blocks = snaps.docs.map(blockFromDoc).sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id.localeCompare(b.id));
  return { blocks };
});
