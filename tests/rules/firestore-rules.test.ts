// firestore.rules, rule by rule: no client writes anywhere, bookings readable
// only by a signed-in admin or staff member, everything else closed.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: `rules-${Date.now()}`,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});
afterAll(() => env?.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'bookings/b1'), { customer_name: 'Ann Lee', status: 'pending' });
    await setDoc(doc(db, 'slotLocks/2026-11-30_0900_1'), { booking_id: 'b1', date: '2026-11-30', minute: 540, crew: 1 });
    await setDoc(doc(db, 'mail/m1'), { to: 'ann@example.com', state: 'pending' });
    await setDoc(doc(db, 'system/health'), { ok: true });
  });
});

const admin = () => env.authenticatedContext('admin-uid', { role: 'admin' }).firestore();
const staff = () => env.authenticatedContext('staff-uid', { role: 'staff' }).firestore();
const noRole = () => env.authenticatedContext('plain-uid').firestore();
const otherRole = () => env.authenticatedContext('odd-uid', { role: 'customer' }).firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

describe('bookings', () => {
  it('a signed-in admin or staff member may read one booking and list them', async () => {
    for (const db of [admin(), staff()]) {
      await assertSucceeds(getDoc(doc(db, 'bookings/b1')));
      await assertSucceeds(getDocs(collection(db, 'bookings')));
    }
  });

  it('anonymous visitors, users without a role and users with another role may not read them', async () => {
    for (const db of [anonymous(), noRole(), otherRole()]) {
      await assertFails(getDoc(doc(db, 'bookings/b1')));
      await assertFails(getDocs(collection(db, 'bookings')));
    }
  });

  it('nobody writes bookings from a browser, not even an admin', async () => {
    for (const db of [admin(), staff(), noRole(), anonymous()]) {
      await assertFails(setDoc(doc(db, 'bookings/new'), { customer_name: 'X', status: 'pending' }));
      await assertFails(updateDoc(doc(db, 'bookings/b1'), { status: 'confirmed' }));
      await assertFails(deleteDoc(doc(db, 'bookings/b1')));
    }
  });
});

describe('everything else', () => {
  for (const path of ['slotLocks/2026-11-30_0900_1', 'mail/m1', 'system/health']) {
    it(`${path.split('/')[0]} is closed to every client, admins included`, async () => {
      for (const db of [admin(), staff(), noRole(), anonymous()]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { x: 1 }));
        await assertFails(deleteDoc(doc(db, path)));
      }
    });
  }
});
