// A liveness callable that proves the whole path: client SDK → Functions →
// Firestore → back. It writes one server-only document and reads it again.
import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLE_OPTIONS, defineCallable } from './lib/callable';
import { db } from './lib/admin';

export const health = defineCallable('health', CALLABLE_OPTIONS, async () => {
  const started = Date.now();
  const ref = db.collection('system').doc('health');
  await ref.set({ checked_at: FieldValue.serverTimestamp() });
  const snap = await ref.get();
  const checkedAt = snap.get('checked_at');
  return {
    ok: true,
    server_time: checkedAt.toDate().toISOString(),
    firestore_round_trip_ms: Date.now() - started,
    project_id: process.env.GCLOUD_PROJECT ?? 'unknown',
  };
});
