import { describe, expect, it } from 'vitest';
import { STACK } from './support/stack-env';

/** A CSP header as directive name → sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Hosting', () => {
  it('serves prerendered pages with no-cache and hashed assets as immutable', async () => {
    const home = await fetch(`${STACK.hostingUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const html = await home.text();
    const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
    expect(asset, 'the page references a hashed script').toBeDefined();
    const script = await fetch(`${STACK.hostingUrl}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers with an HTML page, a hashed asset and the service worker', async () => {
    const home = await fetch(`${STACK.hostingUrl}/services/interior-detailing`);
    expect(home.status).toBe(200);
    const asset = /\/assets\/[\w-]+\.js/.exec(await home.text())?.[0];
    expect(asset, 'the page references a hashed script').toBeDefined();
    for (const path of ['/services/interior-detailing', asset!, '/sw.js']) {
      const res = await fetch(`${STACK.hostingUrl}${path}`);
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      // Scripts only from the site itself (plus hashes of inline scripts, if the build emits any): never 'unsafe-inline'.
      expect(csp.get('script-src')?.[0], path).toBe("'self'");
      expect(csp.get('script-src')!.slice(1).every((s) => /^'sha256-[\w+/]+=*'$/.test(s)), path).toBe(true);
      expect(csp.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      // Locally the page talks to this stack's emulators, and nowhere else.
      expect(csp.get('connect-src'), path).toEqual(["'self'", STACK.functionsUrl, STACK.authEmulatorUrl, STACK.firestoreUrl]);
      // The site's images (job photos through same-origin links), the crew's photos
      // not uploaded yet (blob: URLs of files on the device), and the one image
      // Firestore's transport loads to test the network.
      expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:', 'https://www.google.com/images/cleardot.gif']);
      expect(csp.get('frame-src'), path).toEqual(['https://maps.google.com', 'https://www.google.com']);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      // HSTS is for production over HTTPS only (firebase.json); the local stack is plain HTTP.
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
    // The service worker is revalidated on every check, so a new version is found.
    expect((await fetch(`${STACK.hostingUrl}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const res = await fetch(`${STACK.hostingUrl}/services/not-a-service/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

});
