// storage.rules by actor, with the Firebase web SDK against the stack's running
// Storage emulator: nobody reads, writes, lists or deletes job photos from a
// browser, signed in or not, whatever their role, a small JPEG or a large or
// odd file alike. Photos go in and out through the functions (Admin SDK), which
// check the role, size and type themselves. With the real rules runtime in
// firebase-tools' cache this tests the rules themselves; with the stack's
// deny-all stand-in (scripts/stack/storage-rules.ts), that the emulator refuses
// what the rules refuse, and that the stack ran it with these rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage as adminStorage } from 'firebase-admin/storage';
import { signInAnonymously } from 'firebase/auth';
import { connectStorageEmulator, deleteObject, getBytes, getDownloadURL, getMetadata, getStorage, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { testClient, type TestClient } from '../integration/support/client';
import { rolelessClient, signedInClient } from '../integration/support/staff-fixtures';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the rules tests through \`npm test\` (it starts the emulators).`);
  return value;
}
const BUCKET = required('STACK_STORAGE_BUCKET');
const [HOST, PORT] = required('FIREBASE_STORAGE_EMULATOR_HOST').split(':') as [string, string];

/** A photo the functions stored (Admin SDK): every read below is of a real object, so a refusal is the rules', not a 404. */
const BOOKING = `rules-${Date.now()}`;
const PHOTO = `jobs/${BOOKING}/p1`;
// The first bytes of a JPEG: the type a photo has.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

interface Actor {
  name: string;
  client: () => Promise<TestClient>;
}
const ACTORS: Actor[] = [
  { name: 'anonymous', client: async () => testClient() },
  {
    name: 'signed in anonymously (Firebase anonymous auth)',
    client: async () => {
      const c = testClient();
      await signInAnonymously(c.auth);
      return c;
    },
  },
  { name: 'signed in without a role', client: rolelessClient },
  { name: 'staff', client: () => signedInClient('staff') },
  { name: 'admin', client: () => signedInClient('admin') },
];

const clients: TestClient[] = [];
async function storageAs(actor: Actor): Promise<FirebaseStorage> {
  const client = await actor.client();
  clients.push(client);
  const storage = getStorage(client.app, `gs://${BUCKET}`);
  connectStorageEmulator(storage, HOST, Number(PORT));
  return storage;
}

/** The storage error's code ('storage/unauthorized' for a rules refusal). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'allowed';
}

beforeAll(async () => {
  const app = getApps().find((a) => a.name === 'storage-rules') ?? initializeApp({ projectId: required('GCLOUD_PROJECT'), storageBucket: BUCKET }, 'storage-rules');
  await adminStorage(app).bucket().file(PHOTO).save(Buffer.from(JPEG), { contentType: 'image/jpeg' });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  const app = getApps().find((a) => a.name === 'storage-rules');
  if (app) await adminStorage(app).bucket().deleteFiles({ prefix: `jobs/${BOOKING}/` });
});

describe.each(ACTORS)('Storage as $name', (actor) => {
  let storage: FirebaseStorage;
  beforeAll(async () => {
    storage = await storageAs(actor);
  });

  it('cannot read a job photo: not its bytes, its metadata or a download URL', async () => {
    expect(await refusal(getBytes(ref(storage, PHOTO)))).toBe('storage/unauthorized');
    expect(await refusal(getMetadata(ref(storage, PHOTO)))).toBe('storage/unauthorized');
    expect(await refusal(getDownloadURL(ref(storage, PHOTO)))).toBe('storage/unauthorized');
  });

  it("cannot list a job's photos, the jobs, or the bucket", async () => {
    expect(await refusal(listAll(ref(storage, `jobs/${BOOKING}`)))).toBe('storage/unauthorized');
    expect(await refusal(listAll(ref(storage, 'jobs')))).toBe('storage/unauthorized');
    expect(await refusal(listAll(ref(storage)))).toBe('storage/unauthorized');
  });

  it('cannot write a photo: a new one, over a stored one, a large one or one of another type', async () => {
    expect(await refusal(uploadBytes(ref(storage, `jobs/${BOOKING}/new`), JPEG, { contentType: 'image/jpeg' }))).toBe('storage/unauthorized');
    expect(await refusal(uploadBytes(ref(storage, PHOTO), JPEG, { contentType: 'image/jpeg' }))).toBe('storage/unauthorized');
    const large = new Uint8Array(3 * 1024 * 1024);
    large.set(JPEG);
    expect(await refusal(uploadBytes(ref(storage, `jobs/${BOOKING}/large`), large, { contentType: 'image/jpeg' }))).toBe('storage/unauthorized');
    expect(await refusal(uploadBytes(ref(storage, `jobs/${BOOKING}/page.html`), new TextEncoder().encode('<p>hi</p>'), { contentType: 'text/html' }))).toBe(
      'storage/unauthorized',
    );
    expect(await refusal(uploadBytes(ref(storage, 'elsewhere/file.jpg'), JPEG, { contentType: 'image/jpeg' }))).toBe('storage/unauthorized');
  });

  it('cannot delete a job photo', async () => {
    expect(await refusal(deleteObject(ref(storage, PHOTO)))).toBe('storage/unauthorized');
  });
});

describe('after every refusal', () => {
  it('the stored photo is unchanged and nothing else was written', async () => {
    const app = getApps().find((a) => a.name === 'storage-rules')!;
    const [files] = await adminStorage(app).bucket().getFiles({ prefix: `jobs/${BOOKING}/` });
    expect(files.map((f) => f.name)).toEqual([PHOTO]);
    const [bytes] = await files[0]!.download();
    expect(new Uint8Array(bytes)).toEqual(JPEG);
  });
});
