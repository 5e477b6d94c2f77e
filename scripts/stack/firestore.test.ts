// The fallback Firestore, as the stack starts it, applies every server
// timestamp of a write (the library alone applied only the first one).
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startFallbackFirestore, type RunningFallback } from './firestore';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('fallback Firestore server timestamps', () => {
  let fallback: RunningFallback;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    const port = await freePort();
    fallback = await startFallbackFirestore(port);
    app = initializeApp({ projectId: 'demo-fallback-transforms' }, 'fallback-transforms');
    db = getFirestore(app);
    db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  });

  afterAll(async () => {
    await deleteApp(app);
    fallback.stop();
  });

  it('stamps both created_at and updated_at of a create with the commit time', async () => {
    const before = Date.now();
    const ref = db.collection('bookings').doc('two-stamps');
    await ref.create({ name: 'x', created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
    const data = (await ref.get()).data()!;
    expect(data.created_at).toBeInstanceOf(Timestamp);
    expect(data.updated_at).toBeInstanceOf(Timestamp);
    expect(data.updated_at.isEqual(data.created_at)).toBe(true);
    expect(data.created_at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(data.created_at.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('applies every transform of a transaction write: timestamps and an increment after them', async () => {
    const ref = db.collection('mail').doc('three-transforms');
    await ref.set({ attempts: 1, created_at: Timestamp.fromMillis(0) });
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, {
        sent_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        attempts: FieldValue.increment(1),
      });
    });
    const data = (await ref.get()).data()!;
    expect(data.attempts).toBe(2);
    expect(data.sent_at).toBeInstanceOf(Timestamp);
    expect(data.updated_at.isEqual(data.sent_at)).toBe(true);
    expect(data.created_at.toMillis()).toBe(0);
  });
});
