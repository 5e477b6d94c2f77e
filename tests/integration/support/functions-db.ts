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
