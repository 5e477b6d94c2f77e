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
import type { AppDb, OutboxRow, RefusalRow } from '@/lib/db/db';
// Relative, not @/: the benches and the chaos run load this file under tsx, which has no alias.
import { CALLABLE_ACCESS } from '../../domain/callables/callable-access';
import type { CallableName } from '@/domain/callables/callables';
import type { AnyOutboxKind, SyncError } from './outbox-kind';
import { isStaffSignedIn, setStaffSignedIn } from './staff-session';
import { SYNC_TIMING } from './sync-timing';
import { withoutStatus } from '../../domain/callables/failure-words';

export type { SyncError };

/**
 * Calls a callable function. The engine is the one place that sends any kind's
 * payload: the kind's declaration ties that payload to its callable's input type.
 */
export type CallFn = (name: CallableName, input: unknown, timeoutMs: number) => Promise<unknown>;

/** The kinds an engine sends, by kind name. */
export type KindTable = Readonly<Record<string, AnyOutboxKind>>;

export const SYNC_TAG = 'outbox-sync';
const LOCK_NAME = 'coastline-outbox-sender';
const LEASE_KEY = 'outbox-sender-lease';

export { SYNC_TIMING };

const PERMANENT_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'permission-denied',
  'unauthenticated',
]);

/**
 * The contention key of an entry that takes capacity on its payload's booking_date
 * (a booking, a staff booking, a reschedule): such entries on one day read and take
 * that day's slot locks, so sent together they make each other's transactions wait.
 */
export function bookingDayContention(payload: { booking_date?: unknown } | null | undefined): string {
  return `day:${payload?.booking_date ?? ''}`;
}

/**
 * Normalises a callable error (`functions/unavailable`, a fetch TypeError, our
 * timeout). The message is the server's words, without the SDK's HTTP status
 * (" [400]"): a refusal is shown to people as it is stored.
 */
export function classifyError(error: unknown): SyncError {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | undefined;
  const text = typeof raw?.message === 'string' ? raw.message : String(error);
  // No answer reached the page (the SDK's "internal [0]": no connection, or no answer it could read).
  const code = typeof raw?.code !== 'string' || / \[0\]$/.test(text) ? 'network' : raw.code.replace(/^functions\//, '');
  const message = withoutStatus(text) || code;
  return { code, message, details: raw?.details, permanent: PERMANENT_CODES.has(code) };
}

/** Exponential backoff with jitter: half the step plus a random half. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(SYNC_TIMING.RETRY_MAX_MS, SYNC_TIMING.RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

class TimeoutError extends Error {
  code = 'deadline-exceeded';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
  const { db } = options;
  const { call } = options;
  const { kinds } = options;
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

  /** A kind this engine sends, and may send now (a staff kind needs a signed-in staff member). */
  function sendable(kind: string): boolean {
    const declared = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
    return !!declared && (declared.audience !== 'staff' || isStaffSignedIn());
  }

  /** What an error means for this kind: its answer after all, a wait for a session, or a failure. */
  function interpret(declared: AnyOutboxKind, row: OutboxRow, error: unknown): { done: unknown } | SyncError {
    const classified = classifyError(error);
    if (declared.audience === 'staff') {
      // The server no longer takes this session (token revoked: unauthenticated; role removed:
      // permission-denied for a change every role may make): not a refusal, it waits for a sign-in.
      // An admin-only change refused for the role is a refusal (CALLABLE_ACCESS says which).
      const ended = classified.code === 'unauthenticated' || (classified.code === 'permission-denied' && CALLABLE_ACCESS[declared.callable as CallableName] !== 'admin');
      if (ended) {
        setStaffSignedIn(false);
        return { code: 'session-ended', message: 'Waiting for a signed-in staff member', permanent: false };
      }
    }
    const failure = declared.permanentCodes?.includes(classified.code) ? { ...classified, permanent: true } : classified;
    return declared.interpret ? declared.interpret(failure, row) : failure;
  }

  async function sendOne(row: OutboxRow): Promise<'sent' | 'retry' | 'rejected'> {
    const declared = kinds[row.kind];
    const attempts = row.attempts + 1;
    await db.outbox.update(row.id, { state: 'sending', attempts });
    let result: unknown;
    try {
      // A kind that queues a file's id builds its input now (the file read from the device).
      const input = declared.sendInput ? await declared.sendInput(db, row) : row.payload;
      result = await withTimeout(call(declared.callable, input, sendTimeoutMs), sendTimeoutMs);
    } catch (error) {
      const outcome = interpret(declared, { ...row, attempts }, error);
      if ('done' in outcome) return acknowledge(declared, row, attempts, outcome.done);
      const failure = outcome;
      if (failure.permanent) {
        await db.transaction('rw', db.tables, async () => {
          await db.outbox.delete(row.id);
          const refusal: RefusalRow = {
            id: row.id,
            kind: row.kind,
            target_id: row.target_id,
            audience: declared.audience,
            code: failure.code,
            message: failure.message,
            details: failure.details ?? null,
            payload: row.payload,
            created_at: now(),
            announced_at: null,
          };
          await db.refusals.put(refusal);
          // Nothing to undo: the change no longer shows once its row is gone; what the refusal came with is stored.
          await declared.refused?.(db, { ...row, attempts }, failure);
        });
        return 'rejected';
      }
      await db.outbox.update(row.id, {
        state: 'pending',
        next_attempt_at: now() + retryDelayMs(attempts, random),
        last_error: `${failure.code}: ${failure.message}`,
      });
      return 'retry';
    }
    return acknowledge(declared, row, attempts, result);
  }

  async function acknowledge(declared: AnyOutboxKind, row: OutboxRow, attempts: number, result: unknown): Promise<'sent'> {
    await db.transaction('rw', db.tables, async () => {
      // The row may have been superseded while in flight (a resubmission reuses the id).
      const current = await db.outbox.get(row.id);
      if (current && current.attempts === attempts && current.state === 'sending') await db.outbox.delete(row.id);
      else if (current?.state === 'sending') await db.outbox.update(row.id, { state: 'pending' });
      await declared.answered(db, { ...row, attempts }, result);
    });
    return 'sent';
  }

  /**
   * The next entries to send together: due ones, oldest first, at most one per booking
   * (entries about one booking go in order: a later one waits for an earlier one, even
   * one in backoff), none that would wait for another in the batch on the server, at
   * most `concurrency`. `rows` is the outbox as the round found it (oldest first):
   * entries answered in this round are in `sentIds`, and entries queued meanwhile go
   * in the next round (their kick asks for one).
   */
  function nextBatch(rows: readonly OutboxRow[], sentIds: Set<string>): OutboxRow[] {
    const t = now();
    const blocked = new Set<string>();
    const contended = new Set<string>();
    const batch: OutboxRow[] = [];
    for (const r of rows) {
      // Kinds this engine does not send (the service worker and staff kinds, another build's) are left untouched for their sender.
      if (sentIds.has(r.id) || !sendable(r.kind)) continue;
      const due = r.state === 'sending' || r.next_attempt_at <= t;
      const key = kinds[r.kind].contention?.(r.payload);
      if (due && !blocked.has(r.target_id) && !(key && contended.has(key))) {
        batch.push(r);
        if (key) contended.add(key);
      }
      blocked.add(r.target_id);
      if (batch.length === concurrency) break;
    }
    return batch;
  }

  async function round(): Promise<RoundSummary> {
    const summary: RoundSummary = { sent: 0, retried: 0, rejected: 0, busy: false };
    const sentIds = new Set<string>();
    // Read once per round, not once per batch: a queue of 200 would be read 34 times over.
    let rows: OutboxRow[] | undefined;
    for (;;) {
      if (!(await holdsLease())) {
        summary.busy = true;
        break;
      }
      rows ??= await db.outbox.orderBy('created_at').toArray();
      const picked = nextBatch(rows, sentIds);
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

  /** Fallback when Web Locks are missing: a lease row in `meta`, renewed per entry. */
  async function holdsLease(): Promise<boolean> {
    if (locks) return true;
    return db.transaction('rw', db.meta, async () => {
      const lease = (await db.meta.get(LEASE_KEY))?.value as { owner: string; expires: number } | undefined;
      if (lease && lease.owner !== owner && lease.expires > now()) return false;
      await db.meta.put({ key: LEASE_KEY, value: { owner, expires: now() + SYNC_TIMING.LEASE_MS } });
      return true;
    });
  }

  async function releaseLease(): Promise<void> {
    if (locks) return;
    await db.transaction('rw', db.meta, async () => {
      const lease = (await db.meta.get(LEASE_KEY))?.value as { owner: string } | undefined;
      if (lease?.owner === owner) await db.meta.delete(LEASE_KEY);
    });
  }

  async function lockedRound(): Promise<RoundSummary> {
    if (locks) return locks.request(LOCK_NAME, () => round());
    try {
      return await round();
    } finally {
      await releaseLease();
    }
  }

  async function scheduleNext(summary: RoundSummary): Promise<void> {
    if (!started) return;
    clearTimeout(timer);
    let due: number | undefined;
    if (summary.busy) due = now() + SYNC_TIMING.LEASE_RETRY_MS;
    else {
      const waiting = (await db.outbox.where('state').anyOf('pending', 'sending').toArray()).filter((r) => sendable(r.kind));
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
        const s = await lockedRound();
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

  const onOnline = () => {
    // Back online: whatever is in backoff is due now.
    void db.outbox
      .where('state')
      .equals('pending')
      .modify({ next_attempt_at: 0 })
      .then(kick, kick);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };

  function stop(): void {
    started = false;
    clearTimeout(timer);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    }
  }

  function start(): () => void {
    if (!started) {
      started = true;
      if (typeof window !== 'undefined') {
        window.addEventListener('online', onOnline);
        document.addEventListener('visibilitychange', onVisible);
      }
      kick();
    }
    return stop;
  }

  async function idle(): Promise<void> {
    while (running) await running.catch(() => undefined);
  }

  return { drain, kick, start, stop, idle };
}

/** Writes an outbox row and its optimistic local change atomically, before any network call. */
export async function enqueueMutation(
  db: AppDb,
  row: Pick<OutboxRow, 'id' | 'kind' | 'target_id' | 'payload'>,
  applyLocal: (queued: OutboxRow) => Promise<void>,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // Due at once (0), whatever the clock of the tab that sends it.
    const queued: OutboxRow = { ...row, state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, created_at: Date.now() };
    await db.outbox.put(queued);
    // Sent again under the same id (a corrected booking): its old refusal is answered.
    await db.refusals.delete(row.id);
    await applyLocal(queued);
  });
}

/** The service worker's `sync` listener calls this with event.tag inside event.waitUntil. */
export async function handleBackgroundSync(tag: string, engine: SyncEngine): Promise<void> {
  if (tag !== SYNC_TAG) return;
  const summary = await engine.drain();
  // Rejecting tells the browser to retry the sync event later.
  if (summary.retried > 0) throw new Error('outbox not drained; the browser will retry');
}

/** Asks for a Background Sync event once connectivity returns, where the browser has it. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 1_000, undefined)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Background Sync is an optimisation; the page's own triggers still run.
  }
}
