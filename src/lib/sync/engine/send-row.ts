// Sending one outbox row and ending it: the call (with our own timeout), what
// an error means for the row's kind, and the one transaction that ends the
// entry: taken (the row deleted, the kind's `answered` stores the answer),
// refused (the row moved to `refusals`, the kind's `refused` stores what the
// refusal came with), or left for a retry with back-off.
import type { AppDb, OutboxKindName, OutboxRowOf } from '@/lib/db/db';
import type { CallOutput } from '@/domain/callables/callables';
// Relative, not @/: the benches and the chaos run load this file under tsx, which has no alias.
import { CALLABLE_ACCESS } from '../../../domain/callables/callable-access';
import { callFailure } from '../../../domain/callables/failure-words';
import { backoffMs } from '../../retry-backoff';
import type { OutboxKind, SyncError } from '../outbox-kind';
import { setStaffSignedIn } from '../staff-session';
import { SYNC_TIMING } from '../sync-timing';
import type { CallFn } from '../sync-engine';

const PERMANENT_CODES = new Set(['invalid-argument', 'failed-precondition', 'already-exists', 'permission-denied', 'unauthenticated']);

/**
 * A failed call as the engine reads it (callFailure), and whether it is final.
 * The message is the server's words, without the SDK's HTTP status (" [400]"):
 * a refusal is shown to people as it is stored.
 */
export function classifyError(error: unknown): SyncError {
  const failure = callFailure(error);
  return { ...failure, permanent: PERMANENT_CODES.has(failure.code) };
}

/** The outbox's back-off with jitter: half the step plus a random half. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const step = backoffMs(attempts - 1, { firstMs: SYNC_TIMING.RETRY_BASE_MS, maxMs: SYNC_TIMING.RETRY_MAX_MS });
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

export interface RowSenderOptions {
  db: AppDb;
  call: CallFn;
  now: () => number;
  random: () => number;
  sendTimeoutMs: number;
}

export type SendOutcome = 'sent' | 'retry' | 'rejected';

/** Sends rows, each ended in one transaction. */
export function rowSender({ db, call, now, random, sendTimeoutMs }: RowSenderOptions) {
  /** What an error means for this kind: its answer after all, a wait for a session, or a failure. */
  function interpret<K extends OutboxKindName>(declared: OutboxKind<K>, row: OutboxRowOf<K>, error: unknown): { done: CallOutput<K> } | SyncError {
    const classified = classifyError(error);
    if (declared.audience === 'staff') {
      // The server no longer takes this session (token revoked: unauthenticated; role removed:
      // permission-denied for a change every role may make): not a refusal, it waits for a sign-in.
      // An admin-only change refused for the role is a refusal (CALLABLE_ACCESS says which).
      const ended = classified.code === 'unauthenticated' || (classified.code === 'permission-denied' && CALLABLE_ACCESS[declared.callable] !== 'admin');
      if (ended) {
        setStaffSignedIn(false);
        return { code: 'session-ended', message: 'Waiting for a signed-in staff member', permanent: false };
      }
    }
    const failure = declared.permanentCodes?.includes(classified.code) ? { ...classified, permanent: true } : classified;
    return declared.interpret ? declared.interpret(failure, row) : failure;
  }

  async function acknowledge<K extends OutboxKindName>(declared: OutboxKind<K>, row: OutboxRowOf<K>, result: CallOutput<K>): Promise<'sent'> {
    await db.transaction('rw', db.tables, async () => {
      // The row may have been superseded while in flight (a resubmission reuses the id).
      const current = await db.outbox.get(row.id);
      if (current && current.attempts === row.attempts && current.state === 'sending') await db.outbox.delete(row.id);
      else if (current?.state === 'sending') await db.outbox.update(row.id, { state: 'pending' });
      await declared.answered(db, row, result);
    });
    return 'sent';
  }

  async function refuse<K extends OutboxKindName>(declared: OutboxKind<K>, row: OutboxRowOf<K>, failure: SyncError): Promise<'rejected'> {
    await db.transaction('rw', db.tables, async () => {
      await db.outbox.delete(row.id);
      const { id, kind, target_id, payload } = row;
      const { code, message } = failure;
      await db.refusals.put({ id, kind, target_id, payload, audience: declared.audience, code, message, details: failure.details ?? null, created_at: now(), announced_at: null });
      // Nothing to undo: the change no longer shows once its row is gone; what the refusal came with is stored.
      await declared.refused?.(db, row, failure);
    });
    return 'rejected';
  }

  /** Sends one row as its kind declares and ends it (or leaves it for a retry). */
  return async function sendOne<K extends OutboxKindName>(stored: OutboxRowOf<K>, declared: OutboxKind<K>): Promise<SendOutcome> {
    const row: OutboxRowOf<K> = { ...stored, attempts: stored.attempts + 1 };
    await db.outbox.update(row.id, { state: 'sending', attempts: row.attempts });
    let result: CallOutput<K>;
    try {
      // A kind that queues a file's id builds its input now (the file read from the device).
      const input = declared.sendInput ? await declared.sendInput(db, row) : row.payload;
      // The kind's declaration ties its payload and answer to its callable's contract.
      result = (await withTimeout(call(declared.callable, input, sendTimeoutMs), sendTimeoutMs)) as CallOutput<K>;
    } catch (error) {
      const outcome = interpret(declared, row, error);
      if ('done' in outcome) return acknowledge(declared, row, outcome.done);
      if (outcome.permanent) return refuse(declared, row, outcome);
      await db.outbox.update(row.id, {
        state: 'pending',
        next_attempt_at: now() + retryDelayMs(row.attempts, random),
        last_error: `${outcome.code}: ${outcome.message}`,
      });
      return 'retry';
    }
    return acknowledge(declared, row, result);
  };
}
