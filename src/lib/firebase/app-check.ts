// App Check for the public callables (reCAPTCHA Enterprise), started by the
// page's firebase client before its first call, only when the build has a
// site key and does not target the emulators (APP_CHECK_ON). Loaded with
// import() from client.ts, so without a key the SDK is never downloaded, and
// never on a public page's first load (client.ts itself is loaded on demand).
import { ReCaptchaEnterpriseProvider, initializeAppCheck } from 'firebase/app-check';
import { ENV } from '@/config/env';
import { firebaseApp } from './functions-client';

let started = false;

export function startAppCheck(): void {
  if (started || !ENV.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) return;
  started = true;
  initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(ENV.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY),
    isTokenAutoRefreshEnabled: true,
  });
}
