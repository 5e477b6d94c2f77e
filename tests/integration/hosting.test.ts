import { describe, expect, it } from 'vitest';
import { STACK } from './support/stack-env';

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

  it('answers unknown paths with the not-found page and status 404', async () => {
    const res = await fetch(`${STACK.hostingUrl}/services/not-a-service/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

});
