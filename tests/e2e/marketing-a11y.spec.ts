import { expect, test } from './csp-guard';
import { expectNoAxeViolations } from './support/axe';

const PAGES = ['/', '/services/interior-detailing', '/services/ceramic-coating', '/services/paint-correction/burnaby', '/vancouver', '/privacy', '/no-such-page'];

for (const path of PAGES) {
  test(`axe finds no violations on ${path}, which hydrates without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // The not-found page's own 404 response is logged by the browser as a failed resource.
      if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
    });
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors, errors.join('\n')).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
