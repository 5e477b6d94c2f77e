// Every browser test runs under the site's Content-Security-Policy and fails on
// any violation: pages report `securitypolicyviolation` events through
// a binding (kept across navigations, in every frame), and Chromium's own console
// reports of blocked loads are caught for pages and the service worker alike.
// Tests import `test` from here (or from hydrated.ts, which builds on it).
import { test as base, expect, type ConsoleMessage } from '@playwright/test';

const CSP_CONSOLE = /Content[- ]Security[- ]Policy/i;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
        violations.push(`${frame.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
            void report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
          },
          true,
        );
      });
      const onConsole = (where: string) => (message: ConsoleMessage) => {
        if (CSP_CONSOLE.test(message.text())) violations.push(`${where} console: ${message.text()}`);
      };
      context.on('console', onConsole('page'));
      const watchWorker = (worker: { url(): string; on(event: 'console', fn: (m: ConsoleMessage) => void): unknown }) => {
        worker.on('console', onConsole(`service worker ${worker.url()}`));
      };
      context.serviceWorkers().forEach(watchWorker);
      context.on('serviceworker', watchWorker);
      await provide(violations);
      // A binding call still in flight when the test ends is given a moment to land.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
