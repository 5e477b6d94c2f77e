// firestore.rules by actor and collection, on the real Firestore emulator's rules
// engine: no client writes anywhere; bookings readable by a signed-in admin or
// staff member, one at a time, as a list, and as the date-window query a live
// dashboard listens to; quotes readable by a signed-in admin only; maintenance plans and blocked time readable by staff; each member's own access
// record readable by them alone; the owner's report settings readable by admins; every other collection closed to every client.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Every refused request is also logged by the SDK as a warning: the assertions say enough.
  setLogLevel('error');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: `demo-rules-${Date.now()}`,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});
afterAll(() => env?.cleanup());

/** Server-only documents of every collection the functions write besides bookings. */
const SERVER_ONLY = {
  slotLocks: { id: '2026-11-30_0900_1', data: { booking_id: 'b1', date: '2026-11-30', minute: 540, crew: 1 } },
  mail: { id: 'm1', data: { to: 'ann@example.com', template: 'booking-confirmed', state: 'pending' } },
  rateLimits: { id: 'email_ann@example.com', data: { count: 1 } },
  system: { id: 'health', data: { ok: true } },
} as const;

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // Bookings of every status over several days: a rule that looked at a document's data
    // (its status, its date) would refuse the whole query below, not filter it.
    const bookings = [
      { id: 'b1', customer_name: 'Ann Lee', status: 'pending', booking_date: '2026-11-30' },
      { id: 'b2', customer_name: 'Bo Chan', status: 'confirmed', booking_date: '2026-12-02' },
      { id: 'b3', customer_name: 'Cy Diaz', status: 'cancelled', booking_date: '2026-12-05' },
      { id: 'b4', customer_name: 'Di Eze', status: 'completed', booking_date: '2026-10-01', deleted_at: null },
    ];
    for (const { id, ...data } of bookings) await setDoc(doc(db, 'bookings', id), data);
    for (const [name, { id, data }] of Object.entries(SERVER_ONLY)) await setDoc(doc(db, name, id), data);
    await setDoc(doc(db, 'quotes', 'q1'), { customer_name: 'Ann Lee', state: 'requested', service: 'window-tint', link_key: 'k1' });
    await setDoc(doc(db, 'quotes', 'q2'), { customer_name: 'Bo Chan', state: 'sent', service: 'marine-boat', link_key: 'k2' });
    await setDoc(doc(db, 'plans', 'p1'), { customer_name: 'Ann Lee', service_name: 'Interior Detailing', customer_keys: ['e:ann@example.com'] });
    await setDoc(doc(db, 'plans', 'p2'), { customer_name: 'Bo Chan', service_name: 'Interior Detailing', customer_keys: ['e:bo@example.com'] });
    await setDoc(doc(db, 'blocks', 'blk-past'), { date_from: '2026-11-01', date_to: '2026-11-01', crew: null, reason: 'Holiday' });
    await setDoc(doc(db, 'blocks', 'blk1'), { date_from: '2026-12-01', date_to: '2026-12-02', crew: null, reason: 'Rain' });
    await setDoc(doc(db, 'staffAccess', 'staff-uid'), { role: 'staff' });
    await setDoc(doc(db, 'staffAccess', 'plain-uid'), { role: null });
    await setDoc(doc(db, 'staffAccess', 'admin-uid'), { role: 'admin' });
    await setDoc(doc(db, 'settings', 'reports'), { weekly_summary: true });
    await setDoc(doc(db, 'settings', 'other'), { x: 1 });
  });
});

/** The Firestore of a test context (the SDK's compat type, which the modular functions take). */
type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
type Actor = { name: string; db: () => Db };
const admin: Actor = { name: 'admin', db: () => env.authenticatedContext('admin-uid', { role: 'admin' }).firestore() };
const staff: Actor = { name: 'staff', db: () => env.authenticatedContext('staff-uid', { role: 'staff' }).firestore() };
const noRole: Actor = { name: 'signed in without a role', db: () => env.authenticatedContext('plain-uid').firestore() };
const otherRole: Actor = { name: 'signed in with another role', db: () => env.authenticatedContext('odd-uid', { role: 'customer' }).firestore() };
const anonymous: Actor = { name: 'anonymous', db: () => env.unauthenticatedContext().firestore() };
const EVERYONE = [admin, staff, noRole, otherRole, anonymous];

/** The window the dashboard listens to (src/lib/firebase/live-bookings.ts): a week back to the booking horizon. */
const dateWindow = (db: Db): Query =>
  query(collection(db, 'bookings'), where('booking_date', '>=', '2026-11-27'), where('booking_date', '<=', '2027-03-24'));

/** The first snapshot of a listener, or its error: what onSnapshot gives a dashboard. */
function firstSnapshot(q: Query): Promise<number> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      q,
      (snap) => {
        stop();
        resolve(snap.size);
      },
      (error) => reject(error),
    );
  });
}

describe('bookings', () => {
  for (const actor of [admin, staff]) {
    it(`${actor.name}: reads one booking, lists them, and runs and listens to the date-window query`, async () => {
      const db = actor.db();
      await assertSucceeds(getDoc(doc(db, 'bookings/b1')));
      await assertSucceeds(getDocs(collection(db, 'bookings')));
      const window = await assertSucceeds(getDocs(dateWindow(db)));
      // Every status inside the window, none outside it: the query, not the rules, filters.
      expect(window.docs.map((d) => d.id)).toEqual(['b1', 'b2', 'b3']);
      expect(await assertSucceeds(firstSnapshot(dateWindow(db)))).toBe(3);
      await assertSucceeds(getDocs(query(dateWindow(db), orderBy('booking_date', 'desc'))));
      await assertSucceeds(getDocs(query(collection(db, 'bookings'), where('status', '==', 'cancelled'))));
    });
  }

  for (const actor of [noRole, otherRole, anonymous]) {
    it(`${actor.name}: reads no booking, no list, no window, and no listener starts`, async () => {
      const db = actor.db();
      await assertFails(getDoc(doc(db, 'bookings/b1')));
      await assertFails(getDoc(doc(db, 'bookings/no-such-booking')));
      await assertFails(getDocs(collection(db, 'bookings')));
      await assertFails(getDocs(dateWindow(db)));
      await assertFails(firstSnapshot(dateWindow(db)));
    });
  }

  for (const actor of EVERYONE) {
    it(`${actor.name}: writes no booking from a browser (create, update, delete)`, async () => {
      const db = actor.db();
      await assertFails(setDoc(doc(db, 'bookings/new'), { customer_name: 'X', status: 'pending' }));
      await assertFails(addDoc(collection(db, 'bookings'), { customer_name: 'X', status: 'pending' }));
      await assertFails(updateDoc(doc(db, 'bookings/b1'), { status: 'confirmed' }));
      await assertFails(setDoc(doc(db, 'bookings/b1'), { status: 'cancelled' }, { merge: true }));
      await assertFails(deleteDoc(doc(db, 'bookings/b1')));
    });
  }
});

describe('plans', () => {
  for (const actor of [admin, staff]) {
    it(`${actor.name}: reads one plan, lists them, and finds a customer's (the customer card)`, async () => {
      const db = actor.db();
      await assertSucceeds(getDoc(doc(db, 'plans/p1')));
      expect((await assertSucceeds(getDocs(collection(db, 'plans')))).size).toBe(2);
      expect(await assertSucceeds(firstSnapshot(query(collection(db, 'plans'), where('customer_keys', 'array-contains', 'e:ann@example.com'))))).toBe(1);
    });
  }

  // A customer is anonymous to Firestore: their plan opens through a visit's link, by callable.
  for (const actor of [noRole, otherRole, anonymous]) {
    it(`${actor.name}: reads no plan, no list, and no listener starts`, async () => {
      const db = actor.db();
      await assertFails(getDoc(doc(db, 'plans/p1')));
      await assertFails(getDoc(doc(db, 'plans/no-such-plan')));
      await assertFails(getDocs(collection(db, 'plans')));
      await assertFails(firstSnapshot(query(collection(db, 'plans'), where('customer_keys', 'array-contains', 'e:ann@example.com'))));
    });
  }

  for (const actor of EVERYONE) {
    it(`${actor.name}: writes no plan from a browser (create, update, delete)`, async () => {
      const db = actor.db();
      await assertFails(setDoc(doc(db, 'plans/new'), { customer_name: 'X', service_name: 'Interior Detailing' }));
      await assertFails(addDoc(collection(db, 'plans'), { customer_name: 'X' }));
      await assertFails(updateDoc(doc(db, 'plans/p2'), { price: 1 }));
      await assertFails(setDoc(doc(db, 'plans/p2'), { paused_until: '2027-01-01' }, { merge: true }));
      await assertFails(deleteDoc(doc(db, 'plans/p1')));
    });
  }
});

describe('quotes', () => {
  it('admin: reads one quote, lists them, and listens to the open ones (the Quotes view)', async () => {
    const db = admin.db();
    await assertSucceeds(getDoc(doc(db, 'quotes/q1')));
    expect((await assertSucceeds(getDocs(collection(db, 'quotes')))).size).toBe(2);
    expect(await assertSucceeds(firstSnapshot(query(collection(db, 'quotes'), where('state', '==', 'sent'))))).toBe(1);
  });

  // A customer is anonymous to Firestore (their quote opens through its link's callable); staff have no use for prices.
  for (const actor of [staff, noRole, otherRole, anonymous]) {
    it(`${actor.name}: reads no quote, no list, and no listener starts`, async () => {
      const db = actor.db();
      await assertFails(getDoc(doc(db, 'quotes/q1')));
      await assertFails(getDoc(doc(db, 'quotes/no-such-quote')));
      await assertFails(getDocs(collection(db, 'quotes')));
      await assertFails(firstSnapshot(query(collection(db, 'quotes'), where('state', '==', 'sent'))));
    });
  }

  for (const actor of EVERYONE) {
    it(`${actor.name}: writes no quote from a browser (create, update, delete)`, async () => {
      const db = actor.db();
      await assertFails(setDoc(doc(db, 'quotes/new'), { customer_name: 'X', state: 'requested' }));
      await assertFails(addDoc(collection(db, 'quotes'), { customer_name: 'X', state: 'requested' }));
      await assertFails(updateDoc(doc(db, 'quotes/q2'), { state: 'accepted' }));
      await assertFails(setDoc(doc(db, 'quotes/q2'), { options: [] }, { merge: true }));
      await assertFails(deleteDoc(doc(db, 'quotes/q1')));
    });
  }
});

describe('blocks', () => {
  /** The query the dashboard listens to (src/lib/firebase/live-bookings.ts): blocks ending yesterday or later. */
  const upcoming = (db: Db): Query => query(collection(db, 'blocks'), where('date_to', '>=', '2026-11-24'));

  for (const actor of [admin, staff]) {
    it(`${actor.name}: reads a block and listens to the upcoming ones`, async () => {
      const db = actor.db();
      await assertSucceeds(getDoc(doc(db, 'blocks/blk1')));
      expect((await assertSucceeds(getDocs(upcoming(db)))).docs.map((d) => d.id)).toEqual(['blk1']);
      expect(await assertSucceeds(firstSnapshot(upcoming(db)))).toBe(1);
    });
  }

  for (const actor of [noRole, otherRole, anonymous]) {
    it(`${actor.name}: reads no block and no listener starts`, async () => {
      const db = actor.db();
      await assertFails(getDoc(doc(db, 'blocks/blk1')));
      await assertFails(getDocs(upcoming(db)));
      await assertFails(firstSnapshot(upcoming(db)));
    });
  }

  it('nobody writes a block from a browser', async () => {
    for (const actor of EVERYONE) {
      const db = actor.db();
      await assertFails(setDoc(doc(db, 'blocks/new'), { date_from: '2026-12-03', date_to: '2026-12-03', reason: 'Rain' }));
      await assertFails(updateDoc(doc(db, 'blocks/blk1'), { reason: 'Sun' }));
      await assertFails(deleteDoc(doc(db, 'blocks/blk1')));
    }
  });
});

describe('staffAccess (the access record a dashboard listens to)', () => {
  it('each signed-in member reads and listens to their own record, whatever their role', async () => {
    for (const [actor, uid, role] of [
      [staff, 'staff-uid', 'staff'],
      [admin, 'admin-uid', 'admin'],
      [noRole, 'plain-uid', null],
    ] as const) {
      const own = await assertSucceeds(getDoc(doc(actor.db(), 'staffAccess', uid)));
      expect(own.get('role')).toBe(role);
      await assertSucceeds(
        new Promise<void>((resolve, reject) => {
          const stop = onSnapshot(doc(actor.db(), 'staffAccess', uid), () => (stop(), resolve()), reject);
        }),
      );
    }
  });

  it("nobody reads another member's record, lists them, or writes one (their own included)", async () => {
    for (const actor of EVERYONE) {
      const other = actor === staff ? 'admin-uid' : 'staff-uid';
      await assertFails(getDoc(doc(actor.db(), 'staffAccess', other)));
      await assertFails(getDocs(collection(actor.db(), 'staffAccess')));
      await assertFails(setDoc(doc(actor.db(), 'staffAccess', 'staff-uid'), { role: 'admin' }));
      await assertFails(setDoc(doc(actor.db(), 'staffAccess', 'plain-uid'), { role: 'admin' }));
      await assertFails(deleteDoc(doc(actor.db(), 'staffAccess', 'admin-uid')));
    }
  });
});

describe('settings/reports (the owner’s weekly summary on or off)', () => {
  it('admin: reads it and listens to it (the toggle in Reports)', async () => {
    const db = admin.db();
    expect((await assertSucceeds(getDoc(doc(db, 'settings/reports')))).get('weekly_summary')).toBe(true);
    await assertSucceeds(
      new Promise<void>((resolve, reject) => {
        const stop = onSnapshot(doc(db, 'settings/reports'), () => (stop(), resolve()), reject);
      }),
    );
  });

  for (const actor of [staff, noRole, otherRole, anonymous]) {
    it(`${actor.name}: reads nothing of it`, async () => {
      await assertFails(getDoc(doc(actor.db(), 'settings/reports')));
    });
  }

  it('nobody writes it from a browser, admins included, and no other setting is readable', async () => {
    for (const actor of EVERYONE) {
      const db = actor.db();
      await assertFails(setDoc(doc(db, 'settings/reports'), { weekly_summary: false }));
      await assertFails(updateDoc(doc(db, 'settings/reports'), { weekly_summary: false }));
      await assertFails(deleteDoc(doc(db, 'settings/reports')));
      await assertFails(getDoc(doc(db, 'settings/other')));
      await assertFails(getDocs(collection(db, 'settings')));
    }
  });
});

describe('server-only collections', () => {
  for (const [name, { id }] of Object.entries(SERVER_ONLY)) {
    it(`${name}: every read and write refused to every client, admins included`, async () => {
      for (const actor of EVERYONE) {
        const db = actor.db();
        await assertFails(getDoc(doc(db, name, id)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, name, 'new'), { x: 1 }));
        await assertFails(updateDoc(doc(db, name, id), { x: 2 }));
        await assertFails(deleteDoc(doc(db, name, id)));
      }
    });
  }

  it('a collection nobody has made yet is closed too', async () => {
    for (const actor of EVERYONE) {
      await assertFails(getDocs(collection(actor.db(), 'customers')));
      await assertFails(setDoc(doc(actor.db(), 'customers/c1'), { note: 'x' }));
    }
  });
});
