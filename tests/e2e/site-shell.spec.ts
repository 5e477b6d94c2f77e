import { expect, test } from './csp-guard';

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
