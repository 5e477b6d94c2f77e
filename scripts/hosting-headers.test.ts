import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hostingHeaders, inlineScriptHashes, type HeaderRule } from './hosting-headers';
import { FIREBASE_REGION } from '../src/config/firebase-region';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, and skips external scripts and JSON-LD data blocks', () => {
    const page = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      '<script>window.replay = [];</script>',
      '<script type="module">import("/assets/x.js")</script>',
    ].join('\n');
    expect(inlineScriptHashes([page, page])).toEqual([sha('window.replay = [];'), sha('import("/assets/x.js")')].sort());
  });
});

describe('contentSecurityPolicy', () => {
  it('in production connects only to the project\'s callable functions, Firebase Auth and Firestore, and allows reCAPTCHA only with App Check', () => {
    const csp = contentSecurityPolicy({ kind: 'production', projectId: 'acme', region: 'us-central1', appCheck: false }, []);
    expect(csp).toContain(
      'connect-src \'self\' https://us-central1-acme.cloudfunctions.net https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com;',
    );
    expect(csp).toContain("script-src 'self';");
    // Images: the site's own, the device's own files (job photos as object URLs), and Firestore's one network-test image, nothing else of Google's.
    expect(csp).toContain("img-src 'self' data: blob: https://www.google.com/images/cleardot.gif;");
    expect(csp).not.toContain('recaptcha');
    const withAppCheck = contentSecurityPolicy({ kind: 'production', projectId: 'acme', region: 'us-central1', appCheck: true }, []);
    expect(withAppCheck).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(withAppCheck).toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it('locally connects to the stack\'s emulator ports and adds the inline script hashes to script-src', () => {
    const csp = contentSecurityPolicy({ kind: 'emulators', functions: '127.0.0.1:10001', auth: 'http://127.0.0.1:14099', firestore: '127.0.0.1:11080' }, ["'sha256-abc='"]);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:10001 http://127.0.0.1:14099 http://127.0.0.1:11080;");
    expect(csp).toContain("script-src 'self' 'sha256-abc=';");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('firebase.json', () => {
  it('carries the production headers the build generates (HSTS included), so `firebase deploy` sends them', () => {
    const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as { hosting: { headers: HeaderRule[] } };
    const all = config.hosting.headers.find((r) => r.source === '**')!.headers;
    const csp = all.find((h) => h.key === 'Content-Security-Policy')!.value;
    const hashes = /script-src 'self'((?: 'sha256-[^']+')*)/.exec(csp)![1]!.trim().split(' ').filter(Boolean);
    const projectId = new RegExp(`https://${FIREBASE_REGION}-([\\w-]+)\\.cloudfunctions\\.net`).exec(csp)![1]!;
    const appCheck = csp.includes('recaptcha');
    expect(config.hosting.headers).toEqual(hostingHeaders({ kind: 'production', projectId, region: FIREBASE_REGION, appCheck }, hashes));
    expect(all.find((h) => h.key === 'Strict-Transport-Security')?.value).toBe('max-age=31536000; includeSubDomains');
  });
});
