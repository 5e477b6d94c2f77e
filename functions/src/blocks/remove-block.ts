// removeBlock (admin): deletes a block and frees the slot locks it holds, in
// one transaction. Removing a block that is gone succeeds (outbox retries).
import { onCall } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { removeBlockInput, type RemoveBlockOutput } from '@/domain/operations-schema';
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, parseOrThrow } from '../lib/callable';
import { SLOT_LOCKS } from '../lib/booking-doc';
import { requireRole } from '../staff/require-role';
import { BLOCKS } from './block-doc';

export async function deleteBlock(fs: Firestore, id: string): Promise<void> {
  const ref = fs.collection(BLOCKS).doc(id);
  await fs.runTransaction(async (tx) => {
    const locks = await tx.get(fs.collection(SLOT_LOCKS).where('block_id', '==', id));
    for (const lock of locks.docs) tx.delete(lock.ref);
    tx.delete(ref);
  });
}

export const removeBlock = onCall(CALLABLE_OPTIONS, async (request): Promise<RemoveBlockOutput> => {
  requireRole(request, ['admin']);
  const { id } = parseOrThrow(removeBlockInput, request.data);
  await deleteBlock(db, id);
  return { id, removed: true };
});
