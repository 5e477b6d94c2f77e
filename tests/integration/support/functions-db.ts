// The functions' own Firestore handle, for tests that call function code
// (writeBooking, deliverMail, sendDueReminders) directly. That code writes
// FieldValue.serverTimestamp() sentinels from the functions' copy of the Admin
// SDK (functions/node_modules), and a sentinel only serializes through a
// Firestore of the same copy; adminDb() is the root copy.
import type { Firestore, getFirestore as GetFirestore } from 'firebase-admin/firestore';
import type { getApps as GetApps, initializeApp as InitializeApp } from 'firebase-admin/app';

export async function functionsDb(): Promise<Firestore> {
  // Imported on demand: the module initializes the functions' default app (project from GCLOUD_PROJECT).
  const { db } = await import('../../../functions/src/lib/admin');
  return db as unknown as Firestore;
}

/**
 * A Firestore handle of the functions' own Admin SDK on a project of its own
 * in the same emulator: for a test that loads transactions so hard (fifty at
 * once on the same lock documents) that, on the shared project, other files'
 * transactions running beside it would wait out the emulator's lock timeout.
 * Nothing else reads or writes that project.
 */
export async function isolatedFunctionsDb(projectId: string): Promise<Firestore> {
  const { createRequire } = await import('node:module');
  const require = createRequire(new URL('../../../functions/package.json', import.meta.url));
  const { getApps, initializeApp } = require('firebase-admin/app') as { getApps: typeof GetApps; initializeApp: typeof InitializeApp };
  const { getFirestore } = require('firebase-admin/firestore') as { getFirestore: typeof GetFirestore };
  const app = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  return getFirestore(app) as unknown as Firestore;
}
