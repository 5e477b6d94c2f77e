// The security headers Hosting sends, generated at build time because
// parts of them depend on the build: the sha256 hashes of the inline scripts in
// the emitted HTML, and where the browser may connect (the Firebase endpoints of
// the project in production, this stack's emulator ports locally).
//
// The production build (scripts/build-web.ts without --emulators) writes them
// into firebase.json, which `firebase deploy` reads; the local stack's build
// writes them into the stack's own folder and scripts/stack/emulators.ts puts
// them into the Hosting emulator's config.
import { createHash } from 'node:crypto';
import { PHOTOS } from '../src/config/business';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export type CspTarget =
  | {
      kind: 'emulators';
      /** host:port of the Functions and Firestore emulators and the Auth emulator's URL, as the build gave them to the site. */
      functions: string;
      auth: string;
      firestore: string;
    }
  | {
      kind: 'production';
      projectId: string;
      /** The callable functions' region (src/lib/firebase/functions-client.ts). */
      region: string;
      /** App Check with reCAPTCHA Enterprise loads Google's script and frame; only then are they allowed. */
      appCheck: boolean;
    };

/** The map embed (src/components/ui/map-embed.tsx) loads maps.google.com, which redirects to www.google.com/maps. */
export const MAP_FRAME_ORIGINS = ['https://maps.google.com', 'https://www.google.com'] as const;

/**
 * Firestore's WebChannel transport, when a request fails (offline), checks the network by
 * loading this one image from www.google.com (a fixed URL in the transport). Allowed as that
 * one file, so the dashboard's listener going offline is not a CSP violation.
 */
export const FIRESTORE_NETWORK_TEST = 'https://www.google.com/images/cleardot.gif';

const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;

/** Script types a browser executes; others (application/ld+json) are data blocks that CSP does not govern. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * 'sha256-…' sources for every inline script the pages carry (deduplicated,
 * sorted so the header is stable), so any inline script a later change emits
 * is allowed without 'unsafe-inline'.
 */
export function inlineScriptHashes(htmlPages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const attrs = match[1] ?? '';
      if (/\bsrc\s*=/i.test(attrs)) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
      if (!EXECUTABLE_TYPES.has(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

function connectSources(target: CspTarget): string[] {
  if (target.kind === 'emulators') {
    const functionsUrl = `http://${target.functions}`;
    // The dashboard's live listener reaches the Firestore emulator over plain HTTP (WebChannel).
    return ["'self'", functionsUrl, new URL(target.auth).origin, `http://${target.firestore}`];
  }
  return [
    "'self'",
    // Callable functions.
    `https://${target.region}-${target.projectId}.cloudfunctions.net`,
    // Firebase Auth: sign-in and token refresh.
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    // Firestore: the dashboard's live listener.
    'https://firestore.googleapis.com',
    ...(target.appCheck ? ['https://content-firebaseappcheck.googleapis.com'] : []),
  ];
}

export function contentSecurityPolicy(target: CspTarget, scriptHashes: readonly string[]): string {
  const appCheck = target.kind === 'production' && target.appCheck;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(appCheck ? RECAPTCHA_SOURCES : [])],
    // Chakra's Emotion writes <style> tags at run time (and the prerendered pages
    // carry its critical CSS inline): styles need 'unsafe-inline'. Scripts do not.
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: the staff app shows a job photo from the file on the device (an object URL) before, and after, it is uploaded.
    ['img-src', "'self'", 'data:', 'blob:', FIRESTORE_NETWORK_TEST],
    ['font-src', "'self'"],
    ['connect-src', ...connectSources(target)],
    ['frame-src', ...MAP_FRAME_ORIGINS, ...(appCheck ? RECAPTCHA_SOURCES.slice(0, 1) : [])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers every response carries (HTML, assets, the service worker). */
export function securityHeaders(target: CspTarget, scriptHashes: readonly string[]): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(target, scriptHashes) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Only over HTTPS, in production: the local stack is plain HTTP on 127.0.0.1.
    ...(target.kind === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ];
}

/**
 * firebase.json's hosting.headers: pages revalidate, hashed assets are
 * immutable, job photos (the `photo` function behind the /photos/** rewrite)
 * are kept by no cache, and everything carries the security headers. Hosting
 * puts these over a function's own headers (its emulator sent the `**` rule's
 * no-cache for a photo whose function said otherwise): the photos' rule comes
 * after `**` and says what the function says.
 */
export function hostingHeaders(target: CspTarget, scriptHashes: readonly string[]): HeaderRule[] {
  return [
    { source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }, ...securityHeaders(target, scriptHashes)] },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: `${PHOTOS.pathPrefix}**`, headers: [{ key: 'Cache-Control', value: PHOTOS.cacheControl }] },
  ];
}
