// The page's firebase module (app, Auth, Functions). Loaded on demand (booking
// submit, staff pages), never on a public page's first load. The app and Functions
// live in functions-client.ts, which the service worker imports without Auth.
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { ENV } from '@/config/env';
import { firebaseApp } from './functions-client';

export { callFunction, firebaseApp, firebaseFunctions } from './functions-client';

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (ENV.VITE_AUTH_EMULATOR) connectAuthEmulator(auth, ENV.VITE_AUTH_EMULATOR, { disableWarnings: true });
  }
  return auth;
}
