// The chaos run of the whole booking path, shared by the integration test
// (tests/integration/booking-chaos.test.ts, a smaller count) and the bench
// (`npm run bench:chaos`, 200 bookings): simulated devices, each with its own
// IndexedDB (fake-indexeddb: import 'fake-indexeddb/auto' first) and the real
// sync engine and createBooking outbox kind, send through a fault-injecting
// HTTP proxy (127.0.0.1 only) to the local Functions emulator. The proxy
// answers some requests 503 without forwarding them, drops some responses
// after the server has answered (so after it committed), and cuts a number of
// connections while the request is on its way. Afterwards Firestore and the
// SMTP catcher say whether every booking was stored once and mailed once.
// Relative imports: the bench runs this under tsx, which has no @/ alias here.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { AppDb } from '../../../src/lib/db/db';
import { createSyncEngine, type CallFn } from '../../../src/lib/sync/sync-engine';
import { enqueueBooking, myBookings } from '../../../src/lib/sync/create-booking';
import { OUTBOX_KINDS } from '../../../src/lib/sync/outbox-kinds';
import type { CreateBookingInput } from '../../../src/domain/booking/booking-schema';
import { addDaysToDate } from '../../../src/domain/schedule/schedule';
import { testBookingInput } from '../../../src/testing/booking';
import { drainAll } from '../../../src/testing/outbox';
import { testClient } from './client';
import { inbox } from './inbox';
import { STACK } from './stack-env';
import { runDay } from './test-days';

export interface ChaosOptions {
  bookings: number;
  devices: number;
  /** The days (from today) the bookings fill, in order, CHAOS_BOOKINGS_PER_DAY (8) a day. */
  days: readonly number[];
  /** Share of requests answered 503 without reaching the server. */
  unavailableRate: number;
  /** Share of requests whose answer is dropped after the server answered. */
  dropAfterCommitRate: number;
  /** Connections cut while the request is on its way. */
  cuts: number;
  seed?: number;
}

export interface ChaosFigures {
  bookings: number;
  devices: number;
  stored: number;
  duplicates: number;
  lost: number;
  confirmedOnDevices: number;
  /** Confirmation e-mails per booking: how many bookings got 0, 1, 2+. */
  mailsPerBooking: { none: number; one: number; more: number };
  faults: { requests: number; unavailable: number; droppedAfterCommit: number; cut: number };
  seconds: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing run can be repeated. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Interior Detailing (2 h) in one city: 4 starts a day per crew, half an hour apart for the
// drive between them (15 minutes in one city, 30 in the afternoon rush), that end by
// 7 PM, 2 crews -> 8 a day.
const STARTS = ['8:00 AM', '10:30 AM', '1:00 PM', '3:30 PM'];
export const CHAOS_BOOKINGS_PER_DAY = STARTS.length * 2;

function chaosInputs(count: number, days: readonly number[], tag: string): CreateBookingInput[] {
  const today = runDay();
  const perDay = CHAOS_BOOKINGS_PER_DAY;
  if (days.length * perDay < count) throw new Error(`${count} chaos bookings need ${Math.ceil(count / perDay)} days, got ${days.length}`);
  return Array.from({ length: count }, (_, i) =>
    testBookingInput({
      customer_name: `Chaos Customer ${i}`,
      customer_email: `chaos-${tag}-${i}@example.com`,
      customer_phone: null,
      booking_date: addDaysToDate(today, days[Math.floor(i / perDay)]),
      booking_time: STARTS[Math.floor(i / 2) % STARTS.length],
      service_city: 'burnaby',
    }),
  );
}

interface FaultProxy {
  url: string;
  faults: ChaosFigures['faults'];
  close(): Promise<void>;
}

async function startFaultProxy(target: string, options: ChaosOptions, random: () => number): Promise<FaultProxy> {
  const upstream = new URL(target);
  const faults = { requests: 0, unavailable: 0, droppedAfterCommit: 0, cut: 0 };
  // Spread the cuts over the first requests that are forwarded (about 70 % of one per booking), so all of them happen.
  const cutEvery = Math.max(1, Math.floor((options.bookings * 0.7) / options.cuts));
  let forwarded = 0;
  const server: Server = createServer((req, res) => {
    faults.requests++;
    const roll = random();
    if (roll < options.unavailableRate) {
      faults.unavailable++;
      req.resume();
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const drop = roll < options.unavailableRate + options.dropAfterCommitRate;
    const cut = !drop && faults.cut < options.cuts && ++forwarded % cutEvery === 0;
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (drop) {
          // The function has finished (committed, mailed): the client never hears of it.
          answer.resume();
          answer.on('end', () => {
            faults.droppedAfterCommit++;
            req.socket.destroy();
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
    if (cut) {
      faults.cut++;
      // Cut while the request is on its way: the server may or may not have committed it.
      setTimeout(() => req.socket.destroy(), Math.floor(random() * 200));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function runChaos(db: Firestore, options: ChaosOptions): Promise<ChaosFigures> {
  const random = seeded(options.seed ?? 13);
  const tag = `${Date.now()}`;
  const proxy = await startFaultProxy(STACK.functionsUrl, options, random);
  const kinds = { createBooking: OUTBOX_KINDS.createBooking };
  const all = chaosInputs(options.bookings, options.days, tag);
  const devices = Array.from({ length: options.devices }, (_, d) => {
    const client = testClient(proxy.url);
    const call: CallFn = (name, input) => client.call(name, input);
    const appDb = new AppDb(`chaos-${tag}-${d}`);
    return { client, appDb, engine: createSyncEngine({ db: appDb, call, kinds, locks: null }), inputs: all.filter((_, i) => i % options.devices === d) };
  });
  const t0 = performance.now();
  try {
    // Each device queues its bookings (as if made offline), then all drain at once.
    for (const device of devices) for (const input of device.inputs) await enqueueBooking(device.appDb, input);
    await Promise.all(devices.map((d) => drainAll(d.engine, d.appDb)));
    const seconds = (performance.now() - t0) / 1000;

    let confirmedOnDevices = 0;
    // Where each booking stands as the visitor's screens read it (derived from the outbox, refusals and the server's answer).
    for (const d of devices) confirmedOnDevices += (await myBookings(d.appDb)).filter((b) => b.sync === 'confirmed').length;

    const prefix = `chaos-${tag}-`;
    const stored = await db.collection('bookings').where('customer_email', '>=', prefix).where('customer_email', '<', `${prefix}~`).get();
    const storedIds = new Set(stored.docs.map((doc) => doc.id));
    const perEmail = new Map<string, number>();
    for (const doc of stored.docs) perEmail.set(doc.get('customer_email') as string, (perEmail.get(doc.get('customer_email') as string) ?? 0) + 1);
    const duplicates = [...perEmail.values()].reduce((n, c) => n + Math.max(0, c - 1), 0);

    const mails = new Map<string, number>();
    for (const m of await inbox()) {
      const to = m.to[0]?.address ?? '';
      if (to.startsWith(prefix) && /^Booking Confirmed/.test(m.subject)) mails.set(to, (mails.get(to) ?? 0) + 1);
    }
    const counts = all.map((i) => mails.get(i.customer_email) ?? 0);
    return {
      bookings: options.bookings,
      devices: options.devices,
      stored: storedIds.size,
      duplicates,
      lost: all.filter((i) => !storedIds.has(i.id)).length,
      confirmedOnDevices,
      mailsPerBooking: { none: counts.filter((c) => c === 0).length, one: counts.filter((c) => c === 1).length, more: counts.filter((c) => c > 1).length },
      faults: { ...proxy.faults },
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    for (const d of devices) {
      d.engine.stop();
      d.appDb.close();
      await d.client.close();
    }
    await proxy.close();
  }
}

export function formatChaos(f: ChaosFigures): string {
  return [
    `[chaos] ${f.bookings} bookings from ${f.devices} devices through ${f.faults.requests} requests ` +
      `(${f.faults.unavailable} answered 503, ${f.faults.droppedAfterCommit} answers dropped after commit, ${f.faults.cut} connections cut)`,
    `[chaos] stored ${f.stored}, duplicates ${f.duplicates}, lost ${f.lost}, confirmed on the devices ${f.confirmedOnDevices}`,
    `[chaos] confirmation e-mails per booking: exactly one ${f.mailsPerBooking.one}, none ${f.mailsPerBooking.none}, more than one ${f.mailsPerBooking.more}`,
    `[chaos] ${f.seconds} s`,
  ].join('\n');
}
