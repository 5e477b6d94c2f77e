// The page's firebase module (app, Auth, Functions). Loaded on demand (booking
// submit, staff pages), never on a public page's first load. The app and Functions
// live in functions-client.ts, which the service worker imports without Auth.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { APP_CHECK_ON, ENV } from '@/config/env';
import type { CallInput, CallOutput, CallableName } from '@/domain/callables/callables';
import { callFunction as callWithoutAppCheck, callQueued as callQueuedWithoutAppCheck, firebaseApp } from './functions-client';

export { firebaseApp, firebaseFunctions } from './functions-client';

let appCheck: Promise<void> | undefined;

/** Calls a callable function by its contract's name; with App Check on, after App Check has started (tokens attached). */
export async function callFunction<N extends CallableName>(name: N, input: CallInput<N>, timeoutMs?: number): Promise<CallOutput<N>> {
  if (APP_CHECK_ON) await (appCheck ??= import('./app-check').then((m) => m.startAppCheck()));
  return callWithoutAppCheck(name, input, timeoutMs);
}

/** Calls a callable with a queued change's input (the sync engine's sends); with App Check on, after App Check has started. */
export async function callQueued(name: CallableName, input: unknown, timeoutMs: number): Promise<unknown> {
  if (APP_CHECK_ON) await (appCheck ??= import('./app-check').then((m) => m.startAppCheck()));
  return callQueuedWithoutAppCheck(name, input, timeoutMs);
}

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (!auth) {
    // getAuth() with its persistence, minus the popup/redirect resolver: staff sign in
    // with e-mail and password only, and on phones and Safari that resolver loads
    // https://apis.google.com/js/api.js and a hidden auth iframe at start-up, which
    // the Content-Security-Policy (scripts/hosting-headers.ts) does not allow.
    auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
    if (ENV.VITE_AUTH_EMULATOR) connectAuthEmulator(auth, ENV.VITE_AUTH_EMULATOR, { disableWarnings: true });
  }
  return auth;
}
