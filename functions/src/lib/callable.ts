// Shared plumbing for callables: zod validation into invalid-argument with
// field messages, and the options every callable uses.
import { HttpsError, type CallableOptions } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { fieldErrors } from '@/domain/booking-schema';
import { FIREBASE_REGION } from '@/config/firebase-region';

export const CALLABLE_OPTIONS: CallableOptions = {
  region: FIREBASE_REGION,
  cors: true,
  // Public pages call these without App Check for now; rules and validation guard the data.
  enforceAppCheck: false,
};

export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new HttpsError('invalid-argument', first, { fields });
}
