import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/lib/db/db';
import { paced } from '@/testing/pace';
import { CallableError } from '@/testing/outbox';
import { testBookingInput } from '@/testing/booking';
import type { Booking, CreateBookingInput } from '@/domain/booking/booking-schema';
import { enqueueBooking, myBooking, myBookings } from './create-booking';
import { OUTBOX_KINDS } from './outbox-kinds';
import type { OutboxKind } from './outbox-kind';
import { bookingDayContention } from './kinds/kind-shapes';
import { SYNC_TIMING, classifyError, createSyncEngine, enqueueMutation, retryDelayMs, type CallFn, type KindTable, type SyncEngineOptions } from './sync-engine';

const dbs: AppDb[] = [];
function freshDb(name = `sync-test-${crypto.randomUUID()}`): AppDb {
  const db = new AppDb(name);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) db.close();
});

/** The booking the wizard sends, with the customer these cases name. */
const bookingInput = (overrides: Partial<CreateBookingInput> = {}) =>
  testBookingInput({ customer_name: 'Ada Lovelace', customer_email: 'ada@example.com', ...overrides });

type Fault = 'drop-before' | 'drop-after' | 'internal' | 'unavailable' | 'hang-then-store' | 'slot-taken' | 'invalid' | 'limited';

/** An idempotent fake of createBooking with injectable faults, counting every delivery. */
function fakeServer() {
  const stored = new Map<string, Booking>();
  const deliveries: string[] = [];
  const faults: Fault[] = [];
  const call: CallFn = async (name, input) => {
    expect(name).toBe('createBooking');
    const payload = input as CreateBookingInput;
    deliveries.push(payload.id);
    const fault = faults.shift();
    const store = () => {
      const existing = stored.get(payload.id);
      if (existing) return existing;
      const row = {
        ...payload,
        total_price: 195,
        duration_min: 120,
        status: 'pending',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as Booking;
      stored.set(payload.id, row);
      return row;
    };
    switch (fault) {
      case 'drop-before':
        throw new TypeError('Failed to fetch');
      case 'drop-after':
        store();
        throw new CallableError('functions/internal', 'internal');
      case 'internal':
        throw new CallableError('functions/internal', 'internal');
      case 'unavailable':
        throw new CallableError('functions/unavailable', 'The service is currently unavailable.');
      case 'hang-then-store':
        await new Promise((r) => setTimeout(r, 80));
        return store();
      case 'slot-taken':
        throw new CallableError('functions/failed-precondition', 'That time is no longer available');
      case 'limited':
        throw new CallableError('functions/resource-exhausted', "We can't take more online bookings from you right now. Please call us at (604) 555-0142.");
      case 'invalid':
        throw new CallableError('functions/invalid-argument', 'Enter a valid e-mail address', {
          fields: { customer_email: 'Enter a valid e-mail address' },
        });
      default:
        await new Promise((r) => setTimeout(r, 2));
        return store();
    }
  };
  return { stored, deliveries, faults, call };
}

function handlers(): KindTable {
  return { createBooking: OUTBOX_KINDS.createBooking };
}

/** A kind that only sends (the engine's ordering and batching, apart from any local data). */
function plainKind<K extends 'updateBookingStatus' | 'deleteBooking' | 'createBooking'>(callable: K, overrides: Partial<OutboxKind<K>> = {}): OutboxKind<K> {
  return {
    callable,
    senders: 'page-and-worker',
    audience: 'visitor',
    target: (p) => p.id,
    answered: async () => {},
    refusal: { on: 'wizard' },
    ...overrides,
  };
}

/** A clock the test moves, so backoff can be skipped without waiting. */
function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A fresh device's database and sync engine, sending to a fake server on a clock the test moves; `options` add to the engine's. */
function engineOnFakeServer(options: Partial<SyncEngineOptions> = {}) {
  const db = freshDb();
  const server = fakeServer();
  const c = clock();
  const engine = createSyncEngine({ db, call: server.call, kinds: handlers(), locks: null, now: c.now, ...options });
  return { db, server, c, engine };
}

/** A booking the fake server refuses with `fault`: sent once, refused, and not sent again an hour on. */
async function bookingRefusedFor(fault: Fault) {
  const { db, server, c, engine } = engineOnFakeServer();
  server.faults.push(fault);
  const id = await enqueueBooking(db, bookingInput());
  expect((await engine.drain()).rejected).toBe(1);
  c.advance(60 * 60_000);
  await engine.drain();
  expect(server.deliveries).toHaveLength(1);
  return { db, id };
}

async function drainUntilEmpty(engine: ReturnType<typeof createSyncEngine>, db: AppDb, c: ReturnType<typeof clock>) {
  for (let i = 0; i < 50; i++) {
    await engine.drain();
    if ((await db.outbox.where('state').anyOf('pending', 'sending').count()) === 0) return;
    c.advance(10 * 60_000);
  }
  throw new Error('outbox never drained');
}

describe('sync engine', () => {
  it('sends a queued booking and records the stored booking on this device', async () => {
    const db = freshDb();
    const server = fakeServer();
    const engine = createSyncEngine({ db, call: server.call, kinds: handlers(), locks: null });
    const id = await enqueueBooking(db, bookingInput());
    expect(await db.outbox.get(id)).toMatchObject({ kind: 'createBooking', state: 'pending' });
    expect(await myBooking(db, id)).toMatchObject({ sync: 'pending', server: null });

    const summary = await engine.drain();

    expect(summary.sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await myBooking(db, id)).toMatchObject({ sync: 'confirmed', server: { id, status: 'pending' } });
    expect(server.stored.size).toBe(1);
  });

  it('keeps an entry through a network drop before the request and sends it on the next try', async () => {
    const { db, server, c, engine } = engineOnFakeServer();
    server.faults.push('drop-before');
    const id = await enqueueBooking(db, bookingInput());

    expect((await engine.drain()).retried).toBe(1);
    const waiting = await db.outbox.get(id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, last_error: expect.stringContaining('network') });
    expect(waiting!.next_attempt_at).toBeGreaterThan(c.now());
    expect(await myBooking(db, id)).toMatchObject({ sync: 'pending' });

    // Not due yet: nothing is sent.
    await engine.drain();
    expect(server.deliveries).toHaveLength(1);

    c.advance(60_000);
    await engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect(await myBooking(db, id)).toMatchObject({ sync: 'confirmed' });
    expect(server.stored.size).toBe(1);
  });

  it('does not duplicate a booking whose answer was lost after the server stored it', async () => {
    const { db, server, c, engine } = engineOnFakeServer();
    server.faults.push('drop-after', 'drop-after');
    const id = await enqueueBooking(db, bookingInput());

    await drainUntilEmpty(engine, db, c);

    expect(server.deliveries).toEqual([id, id, id]);
    expect(server.stored.size).toBe(1);
    expect(await db.myBookings.count()).toBe(1);
    expect(await myBooking(db, id)).toMatchObject({ sync: 'confirmed' });
  });

  it('retries server errors (internal, unavailable) with growing backoff', async () => {
    const { db, server, c, engine } = engineOnFakeServer({ random: () => 1 });
    server.faults.push('internal', 'unavailable');
    const id = await enqueueBooking(db, bookingInput());

    await engine.drain();
    const first = (await db.outbox.get(id))!.next_attempt_at - c.now();
    c.advance(first);
    await engine.drain();
    const second = (await db.outbox.get(id))!.next_attempt_at - c.now();
    expect(second).toBeGreaterThan(first);
    expect((await db.outbox.get(id))!.last_error).toContain('unavailable');
    c.advance(second);
    await engine.drain();

    expect(await db.outbox.count()).toBe(0);
    expect(await myBooking(db, id)).toMatchObject({ sync: 'confirmed' });
  });

  it('treats a request with no answer in time as retryable and stores the booking once', async () => {
    const { db, server, c, engine } = engineOnFakeServer({ sendTimeoutMs: 20 });
    server.faults.push('hang-then-store');
    const id = await enqueueBooking(db, bookingInput());

    await engine.drain();
    expect((await db.outbox.get(id))!.last_error).toContain('deadline-exceeded');
    await new Promise((r) => setTimeout(r, 120)); // the late request lands on the server meanwhile
    expect(server.stored.size).toBe(1);
    await drainUntilEmpty(engine, db, c);

    expect(server.stored.size).toBe(1);
    expect(await myBooking(db, id)).toMatchObject({ sync: 'confirmed', server: { id } });
  });

  it('stops on a taken slot: the entry leaves the outbox and its refusal is recorded with why', async () => {
    const { db, id } = await bookingRefusedFor('slot-taken');
    expect(await db.outbox.get(id)).toBeUndefined();
    expect(await db.refusals.get(id)).toMatchObject({ kind: 'createBooking', audience: 'visitor', code: 'failed-precondition', message: 'That time is no longer available' });
    expect(await myBooking(db, id)).toMatchObject({ sync: 'rejected' });
  });

  it('stops on an abuse limit (resource-exhausted) for a booking instead of retrying it forever, and keeps the message', async () => {
    const { db, id } = await bookingRefusedFor('limited');
    expect(await myBooking(db, id)).toMatchObject({
      sync: 'rejected',
      input: { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' },
    });
    expect(await db.refusals.get(id)).toMatchObject({ code: 'resource-exhausted', message: expect.stringContaining('(604) 555-0142') });
    // Still transient for kinds that do not say otherwise.
    expect(classifyError({ code: 'functions/resource-exhausted', message: 'busy' }).permanent).toBe(false);
  });

  it('records field messages of an invalid booking, and a resubmission under the same id goes through', async () => {
    const db = freshDb();
    const server = fakeServer();
    const engine = createSyncEngine({ db, call: server.call, kinds: handlers(), locks: null });
    server.faults.push('invalid');
    const input = bookingInput();
    await enqueueBooking(db, input);
    await engine.drain();
    expect(await myBooking(db, input.id)).toMatchObject({ sync: 'rejected' });
    expect(await db.refusals.get(input.id)).toMatchObject({ code: 'invalid-argument', details: { fields: { customer_email: 'Enter a valid e-mail address' } } });

    const again = await enqueueBooking(db, { ...input, customer_email: 'ada@example.org' });
    expect(again).toBe(input.id);
    await engine.drain();

    expect(await db.outbox.count()).toBe(0);
    expect(await myBooking(db, input.id)).toMatchObject({ sync: 'confirmed' });
    expect(await db.refusals.get(input.id), 'the resubmission answers the refusal').toBeUndefined();
    expect(server.stored.get(input.id)?.customer_email).toBe('ada@example.org');
  });

  it('sends entries about different bookings together, stops the round at a transient failure, and keeps entries about one booking in order', async () => {
    const db = freshDb();
    const c = clock();
    const delivered: string[] = [];
    let failNext = true;
    const call: CallFn = async (_name, input) => {
      const { mutation_id: step } = input as { mutation_id: string };
      delivered.push(step);
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return { ok: true };
    };
    const engine = createSyncEngine({ db, call, kinds: { updateBookingStatus: plainKind('updateBookingStatus'), deleteBooking: plainKind('deleteBooking') }, locks: null, now: c.now });
    const queue = [
      ['a1', 'updateBookingStatus', 'booking-a'],
      ['a2', 'deleteBooking', 'booking-a'],
      ['b1', 'updateBookingStatus', 'booking-b'],
      ['b2', 'deleteBooking', 'booking-b'],
    ] as const;
    for (const [step, kind, target] of queue) {
      const row = kind === 'deleteBooking' ? { kind, payload: { id: target, mutation_id: step } } : { kind, payload: { id: target, status: 'confirmed' as const, mutation_id: step } };
      await enqueueMutation(db, { id: step, target_id: target, ...row }, async () => {});
      await new Promise((r) => setTimeout(r, 2)); // distinct created_at
    }

    // a1 and b1 go together; a1 fails for a transient reason: the round ends there (b2 waits).
    await engine.drain();
    expect(delivered).toEqual(['a1', 'b1']);
    // a1 is in backoff and a2 waits behind it; b2 goes.
    await engine.drain();
    expect(delivered).toEqual(['a1', 'b1', 'b2']);
    c.advance(60_000);
    await engine.drain();
    expect(delivered).toEqual(['a1', 'b1', 'b2', 'a1', 'a2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it(`has at most ${SYNC_TIMING.SEND_CONCURRENCY} entries in flight, never two about one booking`, async () => {
    const db = freshDb();
    let inFlight = 0;
    let most = 0;
    const active = new Set<string>();
    const order: string[] = [];
    // The first calls wait until the engine has as many in flight as it may (or half a second of
    // a quiet machine, at this one's pace), so a loaded machine that finishes a call before the
    // next starts cannot hide the limit.
    let allIn = () => {};
    const full = new Promise<void>((resolve) => (allIn = resolve));
    const call: CallFn = async (_name, input) => {
      const { mutation_id: step, id: target } = input as { mutation_id: string; id: string };
      expect(active.has(target), `two entries about ${target} at once`).toBe(false);
      active.add(target);
      most = Math.max(most, ++inFlight);
      if (inFlight >= SYNC_TIMING.SEND_CONCURRENCY) allIn();
      await Promise.race([full, new Promise((r) => setTimeout(r, paced(500)))]);
      await new Promise((r) => setTimeout(r, 5));
      order.push(step);
      inFlight--;
      active.delete(target);
      return { ok: true };
    };
    const engine = createSyncEngine({ db, call, kinds: { updateBookingStatus: plainKind('updateBookingStatus') }, locks: null });
    for (let i = 0; i < 30; i++) {
      const target = `booking-${i % 10}`;
      await enqueueMutation(db, { id: `s${i}`, kind: 'updateBookingStatus', target_id: target, payload: { id: target, status: 'confirmed', mutation_id: `s${i}` } }, async () => {});
      await new Promise((r) => setTimeout(r, 1));
    }
    const summary = await engine.drain();
    expect(summary.sent).toBe(30);
    expect(most).toBe(SYNC_TIMING.SEND_CONCURRENCY);
    // Per booking, the order they were made in.
    for (let b = 0; b < 10; b++) {
      const steps = order.filter((s) => Number(s.slice(1)) % 10 === b);
      expect(steps).toEqual([`s${b}`, `s${b + 10}`, `s${b + 20}`]);
    }
  });

  it('never sends two entries with one contention key at once (bookings on one day), and sends them all', async () => {
    const db = freshDb();
    const busyDays = new Set<string>();
    let overlap = false;
    let most = 0;
    // A call waits until all four days are in flight (or two seconds of a quiet machine, at this
    // one's pace): on a loaded machine one day's call could otherwise finish before the engine
    // has started the last day's, and the count at one instant would say nothing of the engine.
    let allDaysIn = () => {};
    const allIn = new Promise<void>((resolve) => (allDaysIn = resolve));
    const call: CallFn = async (_name, input) => {
      const { booking_date } = input as { booking_date: string };
      if (busyDays.has(booking_date)) overlap = true;
      busyDays.add(booking_date);
      most = Math.max(most, busyDays.size);
      if (busyDays.size === 4) allDaysIn();
      await allIn;
      await new Promise((r) => setTimeout(r, 5));
      busyDays.delete(booking_date);
      return { ok: true };
    };
    const engine = createSyncEngine({ db, call, kinds: { createBooking: plainKind('createBooking', { contention: bookingDayContention }) }, locks: null });
    // Five bookings on each of four days, queued day by day.
    for (let i = 0; i < 20; i++) {
      const booking_date = `2027-01-0${1 + Math.floor(i / 5)}`;
      await enqueueMutation(db, { id: `c${i}`, kind: 'createBooking', target_id: `c${i}`, payload: bookingInput({ id: `c${i}`, booking_date }) }, async () => {});
    }
    const fallback = setTimeout(allDaysIn, paced(2_000));
    const summary = await engine.drain();
    clearTimeout(fallback);
    expect(summary.sent).toBe(20);
    expect(overlap, 'two bookings of one day in flight together').toBe(false);
    expect(most, 'bookings of different days go together').toBe(4);
  });

  it('leaves entries of a kind it does not send untouched, for their own sender', async () => {
    const db = freshDb();
    const server = fakeServer();
    const engine = createSyncEngine({ db, call: server.call, kinds: {}, locks: null });
    await enqueueBooking(db, bookingInput());
    await engine.drain();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending', attempts: 0, last_error: null });
  });

  it('lets two tabs drain at once with one sender: every booking delivered exactly once (Dexie lease)', async () => {
    const name = `sync-tabs-${crypto.randomUUID()}`;
    const tabA = freshDb(name);
    const tabB = freshDb(name);
    const server = fakeServer();
    const a = createSyncEngine({ db: tabA, call: server.call, kinds: handlers(), locks: null });
    const b = createSyncEngine({ db: tabB, call: server.call, kinds: handlers(), locks: null });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueueBooking(i % 2 ? tabA : tabB, bookingInput()));

    const results = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    // The one that lost the lease race comes back later; run until everything is out.
    for (let i = 0; i < 20 && (await tabA.outbox.count()) > 0; i++) await Promise.all([a.drain(), b.drain()]);

    expect(results.some((r) => r.busy) || results.filter((r) => r.sent > 0).length === 1).toBe(true);
    expect([...server.deliveries].sort()).toEqual([...ids].sort());
    expect(server.stored.size).toBe(20);
    expect((await myBookings(tabB)).filter((b) => b.sync === 'confirmed')).toHaveLength(20);
  });

  it('lets two tabs drain at once with one sender: every booking delivered exactly once (Web Locks)', async () => {
    const name = `sync-tabs-${crypto.randomUUID()}`;
    const tabA = freshDb(name);
    const tabB = freshDb(name);
    const server = fakeServer();
    const locks = fakeLockManager();
    const a = createSyncEngine({ db: tabA, call: server.call, kinds: handlers(), locks });
    const b = createSyncEngine({ db: tabB, call: server.call, kinds: handlers(), locks });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueueBooking(tabA, bookingInput()));

    await Promise.all([a.drain(), b.drain()]);

    expect(locks.maxHolders).toBe(1);
    expect([...server.deliveries].sort()).toEqual([...ids].sort());
    expect(await tabA.outbox.count()).toBe(0);
  });

  it('delivers 60 bookings under random faults with nothing lost and nothing duplicated', async () => {
    const name = `sync-chaos-${crypto.randomUUID()}`;
    const tabA = freshDb(name);
    const tabB = freshDb(name);
    const server = fakeServer();
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const kinds = ['drop-before', 'drop-after', 'internal', 'unavailable', undefined, undefined, undefined] as const;
    const faulty: CallFn = (n, i, t) => {
      const k = kinds[Math.floor(rand() * kinds.length)];
      if (k) server.faults.unshift(k);
      return server.call(n, i, t);
    };
    const c = clock();
    const a = createSyncEngine({ db: tabA, call: faulty, kinds: handlers(), locks: null, now: c.now });
    const b = createSyncEngine({ db: tabB, call: faulty, kinds: handlers(), locks: null, now: c.now });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(await enqueueBooking(i % 2 ? tabA : tabB, bookingInput()));

    for (let i = 0; i < 200 && (await tabA.outbox.count()) > 0; i++) {
      await Promise.all([a.drain(), b.drain()]);
      c.advance(10 * 60_000);
    }

    expect(await tabA.outbox.count()).toBe(0);
    expect([...server.stored.keys()].sort()).toEqual([...ids].sort());
    const mine = await myBookings(tabA);
    expect(mine).toHaveLength(60);
    expect(mine.every((m) => m.sync === 'confirmed' && m.server?.id === m.id)).toBe(true);
    // The clock is the test's own and the rounds are bounded: the budget is only the CPU time of
    // 60 bookings through fake IndexedDB (about a second on a quiet machine), at this machine's pace.
  }, paced(10_000));
});

describe('error classification and backoff', () => {
  it('retries transport and server failures and stops on permanent refusals', () => {
    for (const code of ['unavailable', 'deadline-exceeded', 'internal']) expect(classifyError({ code: `functions/${code}`, message: code }).permanent).toBe(false);
    expect(classifyError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'network', permanent: false });
    for (const code of ['invalid-argument', 'failed-precondition', 'already-exists', 'permission-denied', 'unauthenticated'])
      expect(classifyError({ code: `functions/${code}`, message: code }).permanent).toBe(true);
  });

  it("keeps the server's words of a refusal without the SDK's HTTP status, and the code where it gave none", () => {
    expect(classifyError({ code: 'functions/failed-precondition', message: 'This booking was deleted [400]' }).message).toBe('This booking was deleted');
    expect(classifyError({ code: 'functions/internal', message: 'internal [500]' }).message).toBe('internal');
    // No answer at all (the SDK's status 0): a network failure, tried again.
    expect(classifyError({ code: 'functions/internal', message: 'internal [0]' })).toMatchObject({ code: 'network', permanent: false });
    expect(classifyError({ code: 'functions/internal', message: 'Room [12] is full' }).message).toBe('Room [12] is full');
  });

  it('grows the delay exponentially up to five minutes, with jitter', () => {
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(1, () => 1)).toBe(1000);
    expect(retryDelayMs(4, () => 1)).toBe(8000);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(3000);
  });
});

/** Web Locks' exclusive mode, enough for one process: queued callers run one by one. */
function fakeLockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  let holders = 0;
  const state = { maxHolders: 0 };
  const manager = {
    request(_name: string, cb: () => Promise<unknown>) {
      const run = tail.then(async () => {
        holders++;
        state.maxHolders = Math.max(state.maxHolders, holders);
        try {
          return await cb();
        } finally {
          holders--;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    },
    query: async () => ({ held: [], pending: [] }),
  };
  return Object.defineProperty(manager as unknown as LockManager & { maxHolders: number }, 'maxHolders', {
    get: () => state.maxHolders,
  });
}
