// A visitor taps as soon as something shows: on a phone with a 4x slower CPU,
// fresh loads (no cache, no service worker, no draft), taps that land before
// the page (and the booking wizard, which hydrates later) is interactive still
// count: captured, replayed once hydrated (src/lib/event-replay.ts). Odd loads
// hold the entry module back until the taps are made, so that case is tested
// however fast the machine; even loads run at the machine's own pace.
// Deliberately without ./hydrated's test: its page.goto waits for hydration.
import { devices, expect, test, type Browser, type Page } from '@playwright/test';

const LOADS = 5;

// Five fresh loads each at 4x CPU slowdown: seconds per load on a quiet machine, up to a minute on a loaded one.
test.describe.configure({ timeout: 400_000 });

/**
 * A fresh context's page at 4x CPU slowdown that records, for each trusted tap,
 * whether the page had hydrated by then (html[data-hydrated]).
 */
async function slowPhonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const taps: boolean[] = [];
    (window as unknown as { __tapsHydrated: boolean[] }).__tapsHydrated = taps;
    addEventListener('click', (e) => e.isTrusted && taps.push(!!document.documentElement.dataset.hydrated), true);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** The entry module's path, read from the prerendered page. */
async function entryModule(browser: Browser, baseURL: string | undefined, path: string): Promise<string> {
  const probe = await browser.newContext({ baseURL });
  const html = await (await probe.request.get(path)).text();
  await probe.close();
  const entry = html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  expect(entry, 'the entry module in the prerendered page').toBeTruthy();
  return entry!;
}

/**
 * Odd loads hold the entry module back until `release()` (after the taps), so the
 * taps surely land before any script of ours ran (the inline capture in index.html
 * takes them): the before-hydration path is exercised whatever the machine's speed.
 * Even loads are left to the machine's own timing (on a fast machine the page may
 * be interactive by then: the taps must count either way).
 */
async function holdEntryOnOddLoads(page: Page, entry: string, load: number): Promise<{ held: boolean; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = load % 2 === 1;
  if (held) await page.route((url) => url.pathname === entry, async (route) => released.then(() => route.continue()));
  return { held, release };
}

/** Held loads: the first tap came before the page was interactive. Free loads: the timing is noted on the test, not asserted. */
async function expectEarlyTap(page: Page, held: boolean, load: number): Promise<void> {
  const early = !(await tapsHydrated(page))[0];
  if (held) expect(early, `load ${load}: the first tap landed before the page was interactive`).toBe(true);
  else test.info().annotations.push({ type: 'timing', description: `load ${load}: first tap ${early ? 'before' : 'after'} the page was interactive` });
}

async function tapsHydrated(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { __tapsHydrated: boolean[] }).__tapsHydrated);
}

test(`a package and a vehicle tapped as soon as the wizard shows are both selected, with the total (${LOADS} of ${LOADS} loads)`, async ({ browser, baseURL }) => {
  const entry = await entryModule(browser, baseURL, '/?section=booking');
  for (let load = 1; load <= LOADS; load++) {
    const page = await slowPhonePage(browser, baseURL);
    const { held, release } = await holdEntryOnOddLoads(page, entry, load);
    await page.goto('/?section=booking', { waitUntil: 'commit' });
    const pkg = page.getByRole('button', { name: /^Interior Detailing/ });
    const van = page.getByRole('button', { name: 'Van', exact: true });
    await pkg.waitFor({ state: 'visible' });
    await pkg.tap();
    await van.tap();
    release();
    await expectEarlyTap(page, held, load);

    await expect(pkg, `load ${load}`).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(van, `load ${load}`).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('live-total'), `load ${load}`).toHaveText('Total: $293');
    await page.context().close();
  }
});

test(`"Book Now" on a services card tapped before hydration opens the wizard on that service (${LOADS} of ${LOADS} loads)`, async ({ browser, baseURL }) => {
  const entry = await entryModule(browser, baseURL, '/');
  for (let load = 1; load <= LOADS; load++) {
    const page = await slowPhonePage(browser, baseURL);
    const { held, release } = await holdEntryOnOddLoads(page, entry, load);
    await page.goto('/', { waitUntil: 'commit' });
    const bookNow = page.locator('#services').getByRole('article').filter({ hasText: 'Interior & Exterior Package' }).getByRole('button', { name: 'Book Now' });
    await bookNow.waitFor({ state: 'visible' });
    await bookNow.tap();
    release();
    expect(await tapsHydrated(page), `load ${load}: one tap`).toHaveLength(1);
    await expectEarlyTap(page, held, load);

    await expect(page.getByRole('heading', { name: 'Choose Date & Time' }), `load ${load}`).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('calendar-summary'), `load ${load}`).toContainText('Interior & Exterior Package');
    await page.context().close();
  }
});

test(`the menu button tapped before hydration opens the menu, even before any script has run (${LOADS} of ${LOADS} loads)`, async ({ browser, baseURL }) => {
  // The header is painted long before the entry module runs (it loads after the
  // whole document; seconds on a loaded phone): held loads check the tap the
  // inline capture in index.html takes before any script of ours ran.
  const entry = await entryModule(browser, baseURL, '/');
  for (let load = 1; load <= LOADS; load++) {
    const page = await slowPhonePage(browser, baseURL);
    const { held, release } = await holdEntryOnOddLoads(page, entry, load);
    await page.goto('/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: 'Open Menu' });
    await menuButton.waitFor({ state: 'visible' });
    await menuButton.tap();
    release();
    expect(await tapsHydrated(page), `load ${load}: one tap`).toHaveLength(1);
    await expectEarlyTap(page, held, load);

    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay, `load ${load}`).toBeVisible({ timeout: 30_000 });
    await expect(overlay.getByRole('button', { name: 'Close Menu' })).toBeVisible();
    // It is the live menu, not a picture of one: Close Menu closes it.
    await overlay.getByRole('button', { name: 'Close Menu' }).tap();
    await expect(overlay).toBeHidden();
    await page.context().close();
  }
});

test('arriving at /?section=booking: the page shows the booking section, unless the visitor scrolled first (then it stays where they are)', async ({ browser, baseURL }) => {
  const entry = await entryModule(browser, baseURL, '/?section=booking');
  // Untouched: the page brings the booking section into view once it runs.
  const still = await slowPhonePage(browser, baseURL);
  await still.goto('/?section=booking', { waitUntil: 'commit' });
  await still.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await expect(still.locator('#booking')).toBeInViewport();
  await still.context().close();

  // Scrolled before any script ran (entry held): after hydration the page has not moved.
  const page = await slowPhonePage(browser, baseURL);
  const { release } = await holdEntryOnOddLoads(page, entry, 1);
  await page.goto('/?section=booking', { waitUntil: 'commit' });
  await page.locator('footer').scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  // A move, when there was one, came right after hydration (smooth, 100 ms later): give it time to show.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => window.scrollY), 'the page stayed where the visitor scrolled').toBe(scrolledTo);
  await expect(page.locator('footer')).toBeInViewport();
  await page.context().close();
});

test('Sign In tapped before the page is interactive, with the fields a password manager filled, signs in (held and free loads)', async ({ browser, baseURL }) => {
  const entry = await entryModule(browser, baseURL, '/login');
  for (let load = 1; load <= 2; load++) {
    const page = await slowPhonePage(browser, baseURL);
    const { held, release } = await holdEntryOnOddLoads(page, entry, load);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.waitFor({ state: 'visible' });
    // A password manager sets the values directly: no key press, no input event.
    await page.evaluate(() => {
      (document.querySelector('input[name="email"]') as HTMLInputElement).value = 'staff@example.com';
      (document.querySelector('input[name="password"]') as HTMLInputElement).value = 'detail-staff-2026';
    });
    await page.getByRole('button', { name: 'Sign In' }).tap();
    release();
    await expectEarlyTap(page, held, load);

    await expect(page, `load ${load}`).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    await expect(page.getByText('Signed in successfully'), `load ${load}`).toBeVisible();
    await expect(page.getByText('Please enter both email and password'), `load ${load}`).toHaveCount(0);
    await page.context().close();
  }
});
