// The sync engine: sends the Dexie outbox to the callable functions, one
// sender at a time across tabs, and never drops an entry without a final state.
//
// API
//   createSyncEngine(options)              an engine over a database and a table of kinds
//                                          (outbox-kinds.ts: kindsFor('page' | 'worker'))
//   engine.drain()                         send every due entry now; resolves when done
//   engine.kick()                          drain soon (coalesced); use after enqueueing
//   engine.start() / engine.stop()         page triggers: start-up, `online`, visibility,
//                                          a timer with exponential backoff and jitter
//   handleBackgroundSync(tag, engine)      for the service worker's `sync` event (see sw-sync.ts)
//   requestBackgroundSync()                ask the browser for a `sync` event when online
//   enqueueMutation(db, row, alsoLocal)    write an outbox row and the device's own records
//                                          in one transaction (outbox-kinds.ts: enqueue)
//   classifyError(error)                   { code, message, details, permanent }
//
// Entry states: 'pending' (waiting, maybe in backoff: next_attempt_at), 'sending'
// (a sender holds it; a 'sending' row found by the next holder of the lock was left
// by a closed tab and is sent again: the server is idempotent by id). An answer
// ends the entry in one transaction: taken (the row deleted, the kind's
// `answered` stores the server's answer), or refused (the row moved to `refusals`,
// the kind's `refused` stores what the refusal came with). Nothing is rolled back:
// what screens show is derived from the server's rows and the outbox (shown.ts).
//
// Its parts are in engine/: send-row.ts (one entry sent and ended), next-batch.ts,
// sender-lock.ts, page-triggers.ts and background-sync.ts.
// Where engines live: page-sync.ts (the page's one engine, started by the booking
// wizard, the manage page, the dashboard and the pending indicator), sw-sync.ts
// (the service worker's, with the kinds it may send).
//
// Errors: invalid-argument, failed-precondition, already-exists, permission-denied
// and unauthenticated are permanent; every other failure (no network, unavailable,
// deadline-exceeded, internal, a timeout of our own) is retried with backoff, forever,
// unless the kind lists the code in permanentCodes. A staff kind whose session the
// server no longer takes waits for the next sign-in instead (staff-session.ts).
// Entries about different bookings go out together (SEND_CONCURRENCY at once);
// entries about one booking go one after another, in order. When one entry fails
// for a transient reason the round stops after its batch: the network is probably
// down, and entries after it keep their order.
import type { AppDb, OutboxKindName, OutboxRow, OutboxRowOf } from '@/lib/db/db';
import type { CallableName } from '@/domain/callables/callables';
import type { KindTable, OutboxKind, SyncError } from './outbox-kind';
import { isStaffSignedIn } from './staff-session';
import { SYNC_TIMING } from './sync-timing';
import { senderLock } from './engine/sender-lock';
import { rowSender } from './engine/send-row';
import { nextBatch } from './engine/next-batch';
import { listenForTriggers } from './engine/page-triggers';

export type { KindTable, SyncError };
export { SYNC_TIMING };
export { classifyError, retryDelayMs } from './engine/send-row';
export { SYNC_TAG, handleBackgroundSync, requestBackgroundSync } from './engine/background-sync';

/**
 * Calls a callable function. The engine is the one place that sends any kind's
 * payload: the kind's declaration ties that payload to its callable's input type.
 */
export type CallFn = (name: CallableName, input: unknown, timeoutMs: number) => Promise<unknown>;

export interface SyncEngineOptions {
  db: AppDb;
  /**
   * Calls a callable function. No default: the page loads its firebase client with
   * import() (page-sync.ts), the service worker imports one statically (sw-sync.ts),
   * since import() is not allowed in service workers and a default here would put it
   * into the worker's bundle.
   */
  call: CallFn;
  /** The kinds this engine sends; rows of other kinds are left to their own sender. */
  kinds: KindTable;
  /** Web Locks; pass null to force the Dexie lease fallback (tests). */
  locks?: LockManager | null;
  now?: () => number;
  random?: () => number;
  sendTimeoutMs?: number;
  /** Entries in flight at once (default SYNC_TIMING.SEND_CONCURRENCY; the benchmark compares). */
  concurrency?: number;
  /** Called whenever a round ends (tests, the benchmark). */
  onRound?: (summary: RoundSummary) => void;
}

export interface RoundSummary {
  sent: number;
  retried: number;
  rejected: number;
  /** The lock or lease was held elsewhere; another sender is on it. */
  busy: boolean;
}

export interface SyncEngine {
  drain(): Promise<RoundSummary>;
  kick(): void;
  start(): () => void;
  stop(): void;
  /** Resolves once no drain is running or queued in this engine. */
  idle(): Promise<void>;
}

function defaultLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, call, kinds } = options;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const sendTimeoutMs = options.sendTimeoutMs ?? SYNC_TIMING.SEND_TIMEOUT_MS;
  const concurrency = Math.max(1, options.concurrency ?? SYNC_TIMING.SEND_CONCURRENCY);
  const owner = typeof crypto !== 'undefined' ? crypto.randomUUID() : String(random());

  let running: Promise<RoundSummary> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const lock = senderLock(db, locks, owner, now);
  const sendRow = rowSender({ db, call, now, random, sendTimeoutMs });

  /** The declaration of a row's kind if this engine sends it (undefined for another sender's kind, or another build's). */
  function declarationOf<K extends OutboxKindName>(row: OutboxRowOf<K>): OutboxKind<K> | undefined {
    return Object.hasOwn(kinds, row.kind) ? kinds[row.kind] : undefined;
  }

  /** A kind this engine sends, and may send now (a staff kind needs a signed-in staff member). */
  function sendable(row: OutboxRow): boolean {
    const declared = declarationOf(row);
    return !!declared && (declared.audience !== 'staff' || isStaffSignedIn());
  }

  function sendOne<K extends OutboxKindName>(row: OutboxRowOf<K>) {
    // nextBatch took only rows this engine sends.
    const declared = declarationOf(row);
    return declared ? sendRow(row, declared) : Promise.resolve('retry' as const);
  }

  function contentionOf<K extends OutboxKindName>(row: OutboxRowOf<K>): string | undefined {
    return declarationOf(row)?.contention?.(row.payload);
  }

  async function round(): Promise<RoundSummary> {
    const summary: RoundSummary = { sent: 0, retried: 0, rejected: 0, busy: false };
    const sentIds = new Set<string>();
    // Read once per round, not once per batch: a queue of 200 would be read 34 times over.
    let rows: OutboxRow[] | undefined;
    for (;;) {
      if (!(await lock.holds())) {
        summary.busy = true;
        break;
      }
      rows ??= await db.outbox.orderBy('created_at').toArray();
      const picked = nextBatch(rows, sentIds, { now: now(), concurrency, sendable, contention: contentionOf });
      // The picked entries as they are now: an answer in this round may have moved a
      // later entry of its booking onto a new revision (outbox-kinds.ts), or a discard removed one.
      const batch = (await db.outbox.bulkGet(picked.map((r) => r.id))).filter((r): r is OutboxRow => r !== undefined);
      for (const r of picked) if (!batch.some((b) => b.id === r.id)) sentIds.add(r.id);
      if (picked.length > 0 && batch.length === 0) continue;
      if (batch.length === 0) break;
      // Different bookings at once: a queue of 200 goes out in seconds, not one round trip each.
      const outcomes = await Promise.all(batch.map((row) => sendOne(row)));
      for (const row of batch) sentIds.add(row.id);
      summary.sent += outcomes.filter((o) => o === 'sent').length;
      summary.rejected += outcomes.filter((o) => o === 'rejected').length;
      const retried = outcomes.filter((o) => o === 'retry').length;
      summary.retried += retried;
      // A transient failure: the network is probably down, the rest waits for the next round.
      if (retried > 0) break;
    }
    return summary;
  }

  async function scheduleNext(summary: RoundSummary): Promise<void> {
    if (!started) return;
    clearTimeout(timer);
    let due: number | undefined;
    if (summary.busy) due = now() + SYNC_TIMING.LEASE_RETRY_MS;
    else {
      const waiting = (await db.outbox.where('state').anyOf('pending', 'sending').toArray()).filter(sendable);
      if (waiting.length > 0) due = Math.min(...waiting.map((r) => r.next_attempt_at));
    }
    if (due !== undefined) timer = setTimeout(() => kick(), Math.max(0, due - now()));
  }

  function drain(): Promise<RoundSummary> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total: RoundSummary = { sent: 0, retried: 0, rejected: 0, busy: false };
      do {
        again = false;
        const s = await lock.run(round);
        total = { sent: total.sent + s.sent, retried: total.retried + s.retried, rejected: total.rejected + s.rejected, busy: s.busy };
        options.onRound?.(s);
      } while (again);
      await scheduleNext(total);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function kick(): void {
    void drain().catch((error: unknown) => console.warn('[sync] drain failed', error));
  }

  let stopTriggers: (() => void) | undefined;

  function stop(): void {
    started = false;
    clearTimeout(timer);
    stopTriggers?.();
    stopTriggers = undefined;
  }

  function start(): () => void {
    if (!started) {
      started = true;
      stopTriggers = listenForTriggers(db, kick);
      kick();
    }
    return stop;
  }

  async function idle(): Promise<void> {
    while (running) await running.catch(() => undefined);
  }

  return { drain, kick, start, stop, idle };
}

/** Writes an outbox row and the device's own records for it atomically, before any network call (outbox-kinds.ts: enqueue). */
export async function enqueueMutation<K extends OutboxKindName>(
  db: AppDb,
  row: Pick<OutboxRowOf<K>, 'id' | 'kind' | 'target_id' | 'payload'>,
  applyLocal: (queued: OutboxRowOf<K>) => Promise<void>,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // Due at once (0), whatever the clock of the tab that sends it.
    const queued: OutboxRowOf<K> = { ...row, state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, created_at: Date.now() };
    await db.outbox.put(queued);
    // Sent again under the same id (a corrected booking): its old refusal is answered.
    await db.refusals.delete(row.id);
    await applyLocal(queued);
  });
}
