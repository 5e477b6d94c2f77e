// The benches' sign-in: the seeded admin through the login page (the Auth emulator), as a person would.
import type { Page } from '@playwright/test';
import { SEED_ACCOUNTS } from './seed';

/** Signs in as the seeded admin on `page` and waits for the dashboard; returns the e-mail used. */
export async function signInAsSeededAdmin(page: Page): Promise<string> {
  const admin = SEED_ACCOUNTS.find((a) => a.role === 'admin')!;
  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  return admin.email;
}
