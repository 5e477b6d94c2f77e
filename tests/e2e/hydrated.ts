// Interaction tests start once React has hydrated the prerendered page: a click
// on server HTML before that does nothing (or, on a form, submits it natively).
// SiteLayout marks <html data-hydrated> after its first effect.
import type { Page } from '@playwright/test';
import { test as base, expect } from './csp-guard';

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** `test` whose page.goto resolves after the page has hydrated (and which fails on any CSP violation: csp-guard.ts). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
