import { expect, test } from './csp-guard';
import { waitForHydration } from './hydrated';

test('the home page is served prerendered and hydrates', async ({ page, request }) => {
  const raw = await (await request.get('/')).text();
  expect(raw).toContain('5-STAR RATED SERVICE');
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Your Free Quote Today' })).toHaveAttribute('href', /^tel:\+1604555/);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/login');
  expect(errors, `console errors: ${errors.join('\n')}`).toEqual([]);
});

test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();
});

test('the prerendered page keeps its theme after hydration and a move to another page (one copy of the global CSS)', async ({ page }) => {
  // The browser does not build Chakra's global CSS again (scripts/vite/chakra-lazy-global.ts): the page's own copy must serve every route.
  const theme = () =>
    page.evaluate(() => ({
      blue: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-500').trim(),
      bodyMargin: getComputedStyle(document.body).margin,
      copies: [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--chakra-colors-blue-500:')).length,
    }));
  await page.goto('/privacy');
  await waitForHydration(page);
  expect(await theme()).toEqual({ blue: '#3b82f6', bodyMargin: '0px', copies: 1 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'My Bookings', exact: true }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await theme()).toEqual({ blue: '#3b82f6', bodyMargin: '0px', copies: 1 });
});
