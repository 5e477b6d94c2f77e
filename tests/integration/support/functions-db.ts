// The functions' own Firestore handle, for tests that call function code
// (writeBooking, deliverMail, sendDueReminders) directly. That code writes
// FieldValue.serverTimestamp() sentinels from the functions' copy of the Admin
// SDK (functions/node_modules), and a sentinel only serializes through a
// Firestore of the same copy; adminDb() is the root copy.
import type { Firestore, getFirestore as GetFirestore } from 'firebase-admin/firestore';
import type { getApp as GetApp } from 'firebase-admin/app';

export async function functionsDb(): Promise<Firestore> {
  // Imported on demand: the module initializes the functions' default app (project from GCLOUD_PROJECT).
  const { db } = await import('../../../functions/src/lib/admin');
  return db as unknown as Firestore;
}

/**
 * A Firestore handle of the functions' own Admin SDK on a database of its own
 * (a named database of the same project, in the same emulator): for a test
 * that loads transactions so hard (fifty at once on the same lock documents)
 * that, on the shared database, other files' transactions running beside it
 * would wait out the emulator's lock timeout. Nothing else reads or writes it.
 */
export async function isolatedFunctionsDb(databaseId: string): Promise<Firestore> {
  await functionsDb(); // the functions' default app
  const { createRequire } = await import('node:module');
  const require = createRequire(new URL('../../../functions/package.json', import.meta.url));
  const { getApp } = require('firebase-admin/app') as { getApp: typeof GetApp };
  const { getFirestore } = require('firebase-admin/firestore') as { getFirestore: typeof GetFirestore };
  return getFirestore(getApp(), databaseId) as unknown as Firestore;
}
