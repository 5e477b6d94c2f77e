// The functions' own Firestore handle, for tests that call function code
// (writeBooking, deliverMail, sendDueReminders) directly. That code writes
// FieldValue.serverTimestamp() sentinels from the functions' copy of the Admin
// SDK (functions/node_modules), and a sentinel only serializes through a
// Firestore of the same copy; adminDb() is the root copy.
import type { Firestore } from 'firebase-admin/firestore';

export async function functionsDb(): Promise<Firestore> {
  // Imported on demand: the module initializes the functions' default app (project from GCLOUD_PROJECT).
  const { db } = await import('../../../functions/src/lib/admin');
  return db as unknown as Firestore;
}

/**
 * The functions' copy on another database of the same project and emulator:
 * nothing the functions or other test files write is there, and no transaction
 * of theirs waits on a lock of this one.
 */
export async function functionsDatabase(databaseId: string): Promise<Firestore> {
  await functionsDb(); // the default app
  const { getApp } = await import('../../../functions/node_modules/firebase-admin/lib/app/index.js');
  const { getFirestore } = await import('../../../functions/node_modules/firebase-admin/lib/firestore/index.js');
  return getFirestore(getApp(), databaseId) as unknown as Firestore;
}
