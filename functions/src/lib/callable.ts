// Shared plumbing for callables: each defined from its contract in
// src/domain/callables/callables.ts (zod validation into invalid-argument with field
// messages, the answer parsed with its output schema), and the options every
// callable uses (App Check on the public ones).
import { HttpsError, onCall, type CallableFunction, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { defineBoolean } from 'firebase-functions/params';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { fieldErrors } from '@/domain/booking/booking-schema';
import { FIREBASE_REGION } from '@/config/firebase-region';
import { CALLABLES, type CallData, type CallOutput, type CallableName } from '@/domain/callables/callables';
import type { CallableAccess } from '@/domain/callables/callable-access';
import { STAFF_ROLES, type StaffRole } from '@/domain/callables/staff-schema';
import { requireRole } from './require-role';

export const CALLABLE_OPTIONS: CallableOptions = {
  region: FIREBASE_REGION,
  cors: true,
  // Staff callables need a signed-in role; App Check is for the public ones below.
  enforceAppCheck: false,
};

/**
 * App Check on the public callables (createBooking, getAvailability, and the
 * customer's own manage callables): a deploy-time parameter, off by default
 * and so off in the emulators (nothing sets it there). Production sets
 * ENFORCE_APP_CHECK=true in functions/.env once the web app is built with a
 * reCAPTCHA Enterprise site key (docs/deploying.md).
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse public callable requests without a valid App Check token',
});

export const PUBLIC_CALLABLE_OPTIONS: CallableOptions = { ...CALLABLE_OPTIONS, enforceAppCheck: ENFORCE_APP_CHECK };

export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new HttpsError('invalid-argument', first, { fields });
}

/**
 * The answer as the contract's output schema has it: fields it does not list
 * are dropped (zod's objects strip unknown keys), so what leaves a callable is
 * what its contract declares, whatever the handler built it from. An answer
 * that does not fit is a bug of the function: logged, and the caller gets
 * `internal` rather than a half-checked answer.
 */
export function declaredOutput<N extends CallableName>(name: N, answer: unknown): CallOutput<N> {
  const result = (CALLABLES[name].output as unknown as z.ZodType<CallOutput<N>>).safeParse(answer);
  if (result.success) return result.data;
  logger.error('callable answer does not fit its contract', { callable: name, issues: result.error.issues.slice(0, 5) });
  throw new HttpsError('internal', 'internal');
}

/** The caller as its callable's access let it in: its staff role, or none on a public callable. */
export type Caller<N extends CallableName> = (typeof CALLABLES)[N]['access'] extends 'public' ? { role: StaffRole | null } : { role: StaffRole };

/**
 * A callable from its contract in src/domain/callables/callables.ts: who may call it as
 * CALLABLE_ACCESS says (a staff callable refuses a caller without a staff role,
 * an admin one a caller who is not an admin: unauthenticated or
 * permission-denied, before the input is read), the input parsed with the
 * contract's schema (invalid-argument with field messages, or the callable's
 * own `invalid` answer), the answer parsed with the contract's output schema
 * (declaredOutput), so nothing undeclared leaves.
 */
export function defineCallable<N extends CallableName>(
  name: N,
  options: CallableOptions,
  handler: (data: CallData<N>, request: CallableRequest, caller: Caller<N>) => Promise<CallOutput<N>>,
  /** The answer to input that does not parse (getMyBooking: the same "not found" as a wrong token). */
  invalid?: () => HttpsError,
): CallableFunction<unknown, Promise<CallOutput<N>>> {
  const schema = CALLABLES[name].input as z.ZodType<CallData<N>>;
  const access: CallableAccess = CALLABLES[name].access;
  return onCall(options, async (request) => {
    const role = access === 'public' ? null : requireRole(request, access === 'admin' ? ['admin'] : STAFF_ROLES);
    if (invalid && !schema.safeParse(request.data).success) throw invalid();
    return declaredOutput(name, await handler(parseOrThrow(schema, request.data ?? {}), request, { role } as Caller<N>));
  });
}
