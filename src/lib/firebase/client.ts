// The only module that imports firebase/*. Loaded on demand (booking submit,
// staff pages), never on a public page's first load.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { ENV } from '@/config/env';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
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

export function firebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (ENV.VITE_AUTH_EMULATOR) connectAuthEmulator(auth, ENV.VITE_AUTH_EMULATOR, { disableWarnings: true });
  }
  return auth;
}

export function firebaseFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp(), 'us-central1');
    if (ENV.VITE_FUNCTIONS_EMULATOR) {
      const [host, port] = ENV.VITE_FUNCTIONS_EMULATOR.split(':');
      connectFunctionsEmulator(functions, host, Number(port));
    }
  }
  return functions;
}

/** Calls a callable function by name with typed input and output. */
export async function callFunction<I, O>(name: string, input: I, timeoutMs = 20_000): Promise<O> {
  const callable = httpsCallable<I, O>(firebaseFunctions(), name, { timeout: timeoutMs });
  return (await callable(input)).data;
}
