// removeBlock (admin): deletes a block and frees the slot locks it holds, in
// one transaction. Removing a block that is gone succeeds (outbox retries).
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { SLOT_LOCKS } from '../lib/firestore-docs';
import { BLOCKS } from './block-doc';

export async function deleteBlock(fs: Firestore, id: string): Promise<void> {
  const ref = fs.collection(BLOCKS).doc(id);
  await fs.runTransaction(async (tx) => {
    const locks = await tx.get(fs.collection(SLOT_LOCKS).where('block_id', '==', id));
    for (const lock of locks.docs) tx.delete(lock.ref);
    tx.delete(ref);
  });
}

export const removeBlock = defineCallable('removeBlock', CALLABLE_OPTIONS, async ({ id }) => {
  await deleteBlock(db, id);
  return { id, removed: true as const };
});
