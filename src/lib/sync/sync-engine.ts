// The sync engine: sends the Dexie outbox to the callable functions, one
// sender at a time across tabs, and never drops an entry without a final state.
//
// API
//   registerOutboxHandler(kind, handler)   how to send one kind of mutation and what to
//                                          write locally when it lands or is refused
//   createSyncEngine(options)              an engine over a database (tests make several)
//   engine.drain()                         send every due entry now; resolves when done
//   engine.kick()                          drain soon (coalesced); use after enqueueing
//   engine.start() / engine.stop()         page triggers: start-up, `online`, visibility,
//                                          a timer with exponential backoff and jitter
//   handleBackgroundSync(tag, engine)      for the service worker's `sync` event (see sw-sync.ts)
//   requestBackgroundSync()                ask the browser for a `sync` event when online
//   enqueueMutation(db, row, applyLocal)   write an outbox row and its optimistic local
//                                          change in one transaction, then kick
//   classifyError(error)                   { code, message, details, permanent }
//
// Entry states: 'pending' (waiting, maybe in backoff: next_attempt_at), 'sending'
// (a sender holds it; a 'sending' row found by the next holder of the lock was left
// by a closed tab and is sent again: the server is idempotent by id), 'failed'
// (permanent refusal, last_error says why; kept until its owner resolves it).
// A row is deleted only in the same transaction that records the server's answer.
//
// Where engines live: page-sync.ts (the page's one engine, started by the booking
// wizard and the pending indicator), sw-sync.ts (the service worker's). Staff code
// calls registerOutboxHandler('updateBookingStatus' | 'deleteBooking', handler) and
// enqueueMutation(...) then pageSyncEngine().kick().
//
// Errors: invalid-argument, failed-precondition, already-exists, permission-denied
// and unauthenticated are permanent; every other failure (no network, unavailable,
// deadline-exceeded, internal, a timeout of our own) is retried with backoff, forever,
// unless the kind's handler lists the code in permanentCodes.
// Entries about different bookings go out together (SEND_CONCURRENCY at once);
// entries about one booking go one after another, in order. When one entry fails
// for a transient reason the round stops after its batch: the network is probably
// down, and entries after it keep their order.
import type { AppDb, OutboxKind, OutboxRow } from '@/lib/db/db';

export type CallFn = (name: string, input: unknown, timeoutMs: number) => Promise<unknown>;

export interface SyncError {
  code: string;
  message: string;
  details?: unknown;
  permanent: boolean;
}

export interface OutboxHandler<R = unknown> {
  /** Sends the mutation; resolves with the server's answer or throws its error. */
  send(row: OutboxRow, call: CallFn): Promise<R>;
  /** Runs inside the transaction that deletes the row: record the server's answer. */
  onSent?(db: AppDb, row: OutboxRow, result: R): Promise<void>;
  /** Runs inside the transaction that marks the row failed: record why. */
  onRejected?(db: AppDb, row: OutboxRow, error: SyncError): Promise<void>;
  /**
   * Whether entries of this kind may be sent now (default: always). While false they
   * are left untouched, neither sent nor failed (staff changes wait for a signed-in
   * staff member); kick the engine when it turns true.
   */
  ready?(): boolean;
  /** Codes that are final for this kind though transient in general (createBooking: resource-exhausted). */
  permanentCodes?: readonly string[];
  /**
   * Entries with the same key are not sent at once: the server would make them wait
   * for each other (bookings on one day read and take the same slot locks).
   */
  contentionKey?(row: OutboxRow): string;
}

export const SYNC_TAG = 'outbox-sync';
const LOCK_NAME = 'coastline-outbox-sender';
const LEASE_KEY = 'outbox-sender-lease';

export const SYNC_TIMING = {
  SEND_TIMEOUT_MS: 20_000,
  RETRY_BASE_MS: 1_000,
  RETRY_MAX_MS: 5 * 60_000,
  /** A fallback lease not renewed for this long belongs to a closed tab. */
  LEASE_MS: 45_000,
  /** How often a tab that lost the lease race looks again. */
  LEASE_RETRY_MS: 1_500,
  /** Entries (about different bookings) in flight at once. */
  SEND_CONCURRENCY: 6,
} as const;

const PERMANENT_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'permission-denied',
  'unauthenticated',
]);

const registry = new Map<string, OutboxHandler>();

/**
 * The contention key of an entry that takes capacity on its payload's booking_date
 * (a booking, a staff booking, a reschedule): such entries on one day read and take
 * that day's slot locks, so sent together they make each other's transactions wait.
 */
export function bookingDayContention(row: OutboxRow): string {
  return `day:${(row.payload as { booking_date?: unknown } | null)?.booking_date ?? ''}`;
}

/** Registers how entries of a kind are sent (the booking wizard, the staff dashboard). */
export function registerOutboxHandler<R>(kind: OutboxKind, handler: OutboxHandler<R>): void {
  registry.set(kind, handler as OutboxHandler);
}

/** Normalises a callable error (`functions/unavailable`, a fetch TypeError, our timeout). */
export function classifyError(error: unknown): SyncError {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | undefined;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'network';
  const message = typeof raw?.message === 'string' ? raw.message : String(error);
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
  handlers?: Map<string, OutboxHandler>;
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
  const handlers = options.handlers ?? registry;
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

  /** A kind this engine has a handler for, and whose handler is ready to send. */
  function sendable(kind: string): boolean {
    const handler = handlers.get(kind);
    return !!handler && (handler.ready?.() ?? true);
  }

  async function sendOne(row: OutboxRow): Promise<'sent' | 'retry' | 'rejected'> {
    const handler = handlers.get(row.kind)!;
    const attempts = row.attempts + 1;
    await db.outbox.update(row.id, { state: 'sending', attempts });
    let result: unknown;
    try {
      result = await withTimeout(handler.send({ ...row, attempts }, call), sendTimeoutMs);
    } catch (error) {
      const classified = classifyError(error);
      const failure = handler.permanentCodes?.includes(classified.code) ? { ...classified, permanent: true } : classified;
      if (failure.permanent) {
        await db.transaction('rw', db.tables, async () => {
          await db.outbox.update(row.id, { state: 'failed', last_error: `${failure.code}: ${failure.message}` });
          await handler.onRejected?.(db, { ...row, attempts }, failure);
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
    await db.transaction('rw', db.tables, async () => {
      // The row may have been superseded while in flight (a resubmission reuses the id).
      const current = await db.outbox.get(row.id);
      if (current && current.attempts === attempts && current.state === 'sending') await db.outbox.delete(row.id);
      else if (current?.state === 'sending') await db.outbox.update(row.id, { state: 'pending' });
      await handler.onSent?.(db, { ...row, attempts }, result);
    });
    return 'sent';
  }

  /**
   * The next entries to send together: due ones, oldest first, at most one per booking
   * (entries about one booking go in order: a later one waits for an earlier one, even
   * one in backoff), none that would wait for another in the batch on the server, at
   * most `concurrency`.
   */
  async function nextBatch(sentIds: Set<string>): Promise<OutboxRow[]> {
    const t = now();
    const rows = await db.outbox.orderBy('created_at').toArray();
    const blocked = new Set<string>();
    const contended = new Set<string>();
    const batch: OutboxRow[] = [];
    for (const r of rows) {
      // Kinds without a handler here (another module's, another build's) are left untouched for their sender.
      if (r.state === 'failed' || sentIds.has(r.id) || !sendable(r.kind)) continue;
      const due = r.state === 'sending' || r.next_attempt_at <= t;
      const key = handlers.get(r.kind)!.contentionKey?.(r);
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
    for (;;) {
      if (!(await holdsLease())) {
        summary.busy = true;
        break;
      }
      const batch = await nextBatch(sentIds);
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
  applyLocal: () => Promise<void>,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // Due at once (0), whatever the clock of the tab that sends it.
    await db.outbox.put({ ...row, state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, created_at: Date.now() });
    await applyLocal();
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
