import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';

const isPhone = (name: string) => name === 'phone';

async function pickTab(page: Page, phone: boolean, label: string) {
  if (phone) await page.getByRole('combobox', { name: 'Service category' }).selectOption({ label });
  else await page.getByRole('button', { name: label }).click();
}

test('hero: badge, free-quote call with particles, and Learn More opens the Specialty tab', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByText('5-STAR RATED SERVICE')).toBeVisible();
  const quote = page.getByRole('link', { name: 'Get Your Free Quote Today' });
  await expect(quote).toHaveAttribute('href', 'tel:+16045550142');
  expect(await quote.locator('.quote-particle').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Learn More About Restorations' }).click();
  await expect(page.locator('#services')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Commercial Fleet' })).toBeVisible();
  if (isPhone(info.project.name)) await expect(page.getByRole('combobox', { name: 'Service category' })).toHaveValue('specialty');
  else await expect(page.getByRole('button', { name: 'Specialty Services' })).toHaveAttribute('aria-pressed', 'true');
});

test('services tabs: interior by default, every card of every tab with prices and actions', async ({ page }, info) => {
  const phone = isPhone(info.project.name);
  await page.goto('/');
  const services = page.locator('#services');
  // Small screens get a dropdown, larger ones a button group.
  await expect(page.getByRole('combobox', { name: 'Service category' })).toBeVisible({ visible: phone });
  await expect(page.getByRole('group', { name: 'Service category' })).toBeVisible({ visible: !phone });
  await expect(services.locator('article')).toHaveCount(3);
  await expect(services.getByText('$195')).toBeVisible();
  await expect(services.getByRole('button', { name: 'Book Now' })).toHaveCount(3);

  await pickTab(page, phone, 'Exterior Services');
  await expect(services.locator('article')).toHaveCount(9);
  await expect(services.getByRole('heading', { name: 'Additional Exterior Services' })).toBeVisible();
  await expect(services.getByText('$50 per hour')).toBeVisible();
  await expect(services.getByRole('heading', { name: 'Paint Protection Film' })).toBeVisible();
  await expect(services.getByRole('heading', { name: 'Vehicle Wraps' })).toBeVisible();
  await expect(services.getByRole('link', { name: 'Request Quote' }).first()).toHaveAttribute('href', /^\/quote-request\?service=/);

  await pickTab(page, phone, 'Specialty Services');
  await expect(services.locator('article')).toHaveCount(2);
  await expect(services.getByText('Custom Pricing')).toHaveCount(2);
  await expect(services.getByRole('link', { name: 'Inquire' })).toHaveCount(2);
});

test('Book Now records the service, rewrites the URL, scrolls to booking and toasts for 3 seconds', async ({ page }) => {
  await page.goto('/');
  await page.locator('#services').getByRole('article').filter({ hasText: 'Interior & Exterior Package' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/\?section=booking$/);
  await expect(page.getByText('Interior & Exterior Package selected!')).toBeVisible();
  await expect(page.getByText('Complete your booking details below.')).toBeVisible();
  await expect(page.locator('#booking')).toBeInViewport();
  await expect(page.getByText('Interior & Exterior Package selected!')).toBeHidden({ timeout: 8_000 });
});

test('?section=booking on load scrolls to the booking section', async ({ page }) => {
  await page.goto('/?section=booking');
  await expect(page.locator('#booking')).toBeInViewport();
});

test('results gallery: 2 or 4 shown, Show More Photos reveals 14, lightbox with previous, next, arrows and close', async ({ page }, info) => {
  await page.goto('/#results');
  const items = page.locator('[data-gallery-item]');
  await expect(items).toHaveCount(14);
  await expect(items.filter({ visible: true })).toHaveCount(isPhone(info.project.name) ? 2 : 4);
  await page.getByRole('button', { name: 'Show More Photos' }).click();
  await expect(items.filter({ visible: true })).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Show More Photos' })).toBeHidden();
  await items.nth(2).click();
  const box = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(box).toBeVisible();
  await expect(box.getByText('(3 of 14)')).toBeVisible();
  await box.getByRole('button', { name: 'Next photo' }).click();
  await expect(box.getByText('(4 of 14)')).toBeVisible();
  await box.getByRole('button', { name: 'Previous photo' }).click();
  await box.getByRole('button', { name: 'Previous photo' }).click();
  await expect(box.getByText('(2 of 14)')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(box.getByText('(3 of 14)')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByText('(2 of 14)')).toBeVisible();
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toBeHidden();
});

test('five testimonials, all rated 5', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-testimonial]')).toHaveCount(5);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(5);
});
