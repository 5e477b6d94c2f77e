// Build-time environment, checked once. The local stack builds with the
// emulator addresses; a production build leaves them empty.
import './zod-jitless';
import { z } from 'zod';

const schema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-mobile-detailing'),
  VITE_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  /** host:port of the Functions emulator, e.g. 127.0.0.1:5001 */
  VITE_FUNCTIONS_EMULATOR: z.string().regex(/^[\w.-]+:\d+$/).optional(),
  /** URL of the Auth emulator, e.g. http://127.0.0.1:9099 */
  VITE_AUTH_EMULATOR: z.url().optional(),
  /** host:port of the Firestore emulator, e.g. 127.0.0.1:8080 (the dashboard's live listener) */
  VITE_FIRESTORE_EMULATOR: z.string().regex(/^[\w.-]+:\d+$/).optional(),
  /** reCAPTCHA Enterprise site key: set for production builds to send App Check tokens (docs/deploying.md). */
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: z.string().optional(),
});

export const ENV = schema.parse({
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID || undefined,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY || undefined,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID || undefined,
  VITE_FUNCTIONS_EMULATOR: import.meta.env.VITE_FUNCTIONS_EMULATOR || undefined,
  VITE_AUTH_EMULATOR: import.meta.env.VITE_AUTH_EMULATOR || undefined,
  VITE_FIRESTORE_EMULATOR: import.meta.env.VITE_FIRESTORE_EMULATOR || undefined,
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY || undefined,
});

/**
 * App Check is on for builds with a site key that do not target the emulators.
 * Only pages obtain tokens (reCAPTCHA needs a document): the service worker
 * then leaves the outbox to the page, since its calls would be refused.
 */
export const APP_CHECK_ON = !!ENV.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY && !ENV.VITE_FUNCTIONS_EMULATOR;
