// Firebase app + callable Functions, without Auth: what the service worker needs
// to send the outbox (public bookings need no sign-in). Imported statically by the
// worker (import() is not allowed in service workers); the page reaches the same
// app and functions through client.ts, loaded on demand.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { ENV } from '@/config/env';
import { FIREBASE_REGION } from '@/config/firebase-region';
import type { CallInput, CallOutput, CallableName } from '@/domain/callables/callables';

let app: FirebaseApp | undefined;
let functions: Functions | undefined;

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp({
    projectId: ENV.VITE_FIREBASE_PROJECT_ID,
    apiKey: ENV.VITE_FIREBASE_API_KEY,
    authDomain: ENV.VITE_FIREBASE_AUTH_DOMAIN,
    appId: ENV.VITE_FIREBASE_APP_ID,
  });
  return app;
}

export function firebaseFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp(), FIREBASE_REGION);
    // The local stack builds with the emulator's address (scripts/build-web.ts); production leaves it empty.
    if (ENV.VITE_FUNCTIONS_EMULATOR) {
      const [host, port] = ENV.VITE_FUNCTIONS_EMULATOR.split(':');
      connectFunctionsEmulator(functions, host, Number(port));
    }
  }
  return functions;
}

/** Calls a callable function by its contract's name (src/domain/callables/callables.ts), with its input and output types. */
export async function callFunction<N extends CallableName>(name: N, input: CallInput<N>, timeoutMs = 20_000): Promise<CallOutput<N>> {
  const callable = httpsCallable<CallInput<N>, CallOutput<N>>(firebaseFunctions(), name, { timeout: timeoutMs });
  return (await callable(input)).data;
}

/**
 * Calls a callable with a queued change's input: the sync engine sends every
 * kind's, each tied to its callable's input type where the kind is declared
 * (src/lib/sync/outbox-kind.ts), so no one type names them here.
 */
export async function callQueued(name: CallableName, input: unknown, timeoutMs: number): Promise<unknown> {
  const callable = httpsCallable(firebaseFunctions(), name, { timeout: timeoutMs });
  return (await callable(input)).data;
}
