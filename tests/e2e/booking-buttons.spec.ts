// Every booking button of the public site, on a 390 px phone, leads to its own
// service: the wizard with that service's package chosen (over the package an
// earlier visit left in the wizard), or, for a service priced by quote (no
// wizard package), the quote request, with a line on the button saying so. The
// walk visits every page of the sitemap; the clicks then follow one button of
// each package, each over the choice the click before left in the draft.
// Phone project only.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { warmFunctions } from './booking-helpers';
import { BUSINESS } from '../../src/config/business';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH_PX = 390;

/** What a person expects each service's buttons to book: its own wizard package, or a quote. */
const EXPECTED: Record<string, string | 'quote'> = {
  'interior-detailing': 'Interior Detailing',
  // "From $249": the exterior work the wizard sells, at that price.
  'exterior-detailing': 'Interior & Exterior Package',
  'paint-correction': 'One Step Paint Correction',
  'ceramic-coating': '5 Year Ceramic Coating',
  'steam-cleaning': 'Steam Cleaning & Interior Shampoo',
  'headlight-restoration': 'quote',
  'paint-protection-film': 'quote',
  'ozone-treatment': 'quote',
};

/**
 * Where a quote is asked for: the request form with the page's service (and
 * city) chosen, and the line on such a button that says so; an offering the
 * form does not take (the ceramic page's quoted packages) still calls.
 */
const QUOTE_REQUEST = {
  href: (path: string) => {
    const [, service, city] = /^\/services\/([^/]+)(?:\/([^/]+))?/.exec(path) ?? [];
    return `/quote-request?service=${service}${city ? `&city=${city}` : ''}`;
  },
  step: 'Priced by quote: request yours online',
  call: { href: `tel:${BUSINESS.phoneE164}`, step: `Priced by quote: call ${BUSINESS.phoneDisplay}` },
};

/** The quote request each home card priced by quote leads to (Request Quote, Inquire). */
const CARD_QUOTES: Record<string, string> = {
  'Headlight Restoration': 'headlight-restoration',
  'Decal Removal': 'decal-removal',
  'Window Tint': 'window-tint',
  'Paint Protection Film': 'paint-protection-film',
  'Vehicle Wraps': 'vehicle-wrap',
  'Ozone Odour Treatment': 'ozone-treatment',
  'Commercial Fleet': 'commercial-fleet',
  'Marine & Boat Detailing': 'marine-boat',
};

/** The words of a booking button (site spec): everything else on a page is not one. */
const BOOKING_LABEL = /^(Book\b|Schedule Now|Select Package)/;

const wizardHref = (pkg?: string) => (pkg ? `/?section=booking&package=${encodeURIComponent(pkg)}` : '/?section=booking');

/** The service a page is about (its own page, or in a city), or null for the pages of no one service. */
function serviceOf(path: string): string | null {
  return /^\/services\/([^/]+)/.exec(path)?.[1] ?? null;
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** A button on the screen as a person reads it: inside the phone's width, its text not cut. */
async function expectReadable(link: Locator, what: string) {
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  expect(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(PHONE_WIDTH_PX);
  expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth), `${what}: no text cut`).toBe(true);
}

test('every booking button of every page leads to its own service: the package in the wizard, or the quote request', async ({ page }) => {
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(60);
  // The walk loads every page of the site: its budget is per page (a few seconds each on a busy
  // or slower machine, under one on a quiet one), not one figure for all of them.
  test.setTimeout(60_000 + paths.length * 10_000);
  const seen = { package: 0, quote: 0, wizard: 0 };
  for (const path of paths) {
    await page.goto(path);
    const service = serviceOf(path);
    const links = page.getByRole('main').getByRole('link').filter({ hasText: BOOKING_LABEL });
    const count = await links.count();
    if (service || path === '/services') expect(count, `${path} has booking buttons`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const text = (await link.innerText()).trim();
      const label = text.split('\n')[0];
      const what = `${path} "${label}"${count > 1 ? ` (${i + 1} of ${count})` : ''}`;
      const href = await link.getAttribute('href');
      const name = (await link.getAttribute('aria-label')) ?? text;
      // The ceramic page's three packages: only the 5-Year is the wizard's; the others are quoted.
      const expected =
        path === '/services/ceramic-coating' && label.startsWith('Select Package') ? (name.includes('5-Year') ? EXPECTED['ceramic-coating'] : 'quote') : service ? EXPECTED[service] : null;
      if (expected === 'quote') {
        const ceramic = path === '/services/ceramic-coating';
        expect(href, `${what} asks for a quote`).toBe(ceramic ? QUOTE_REQUEST.call.href : QUOTE_REQUEST.href(path));
        // Tapping it does not book: the button says what it does.
        expect(text, `${what} says what happens`).toContain(ceramic ? QUOTE_REQUEST.call.step : QUOTE_REQUEST.step);
        seen.quote += 1;
      } else if (expected) {
        expect(href, `${what} chooses ${expected}`).toBe(wizardHref(expected));
        seen.package += 1;
      } else {
        // A page about no one service: the wizard as the visitor left it.
        expect(href, what).toBe(wizardHref());
        seen.wizard += 1;
      }
      await expectReadable(link, what);
    }
  }
  // The walk met all three kinds (PPF, ozone and headlight pages among the quoted).
  expect(seen.quote).toBeGreaterThanOrEqual(3 + 2 * 7);
  expect(seen.package).toBeGreaterThan(10);
  expect(seen.wizard).toBeGreaterThan(5);
});

test('the home page’s Book Now cards each open the wizard on their own package; Request Quote and Inquire lead to the quote request', async ({ page }) => {
  await page.goto('/');
  const services = page.locator('#services');
  // The services section's tabs: a dropdown on a phone.
  const tabs = services.getByRole('combobox');
  const cardsBooked: string[] = [];
  for (const tab of ['interior', 'exterior', 'specialty']) {
    await tabs.selectOption(tab);
    const cards = services.locator('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading').innerText()).trim();
      const book = card.getByRole('button', { name: 'Book Now' });
      if ((await book.count()) === 0) {
        const quote = card.getByRole('link', { name: /^(Request Quote|Inquire)$/ });
        expect(CARD_QUOTES[title], `${title} is a quote-priced offering`).toBeDefined();
        await expect(quote, `${title} asks for a quote`).toHaveAttribute('href', `/quote-request?service=${CARD_QUOTES[title]}`);
        continue;
      }
      cardsBooked.push(title);
    }
  }
  expect(cardsBooked).toHaveLength(6);
  await warmFunctions();
  for (const title of cardsBooked) {
    const tab = ['Interior Detailing', 'Interior & Exterior Package', 'Steam Cleaning & Interior Shampoo'].includes(title) ? 'interior' : 'exterior';
    await tabs.selectOption(tab);
    await services.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('button', { name: 'Book Now' }).click();
    await expectChosen(page, title);
  }
});

/** The wizard shows `pkg` chosen: named on the calendar, and pressed among the packages one step back. */
async function expectChosen(page: Page, pkg: string) {
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const summary = page.getByTestId('calendar-summary');
  await expect(summary.locator('p').first()).toHaveText(pkg);
  await expect(summary.locator('p').first()).toBeInViewport();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const packages = page.getByRole('group', { name: 'Service package' });
  await expect(packages.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(packages.getByRole('button', { pressed: true })).toContainText(pkg);
}

test('each package’s button opens the wizard on that package, over the one an earlier visit left in the draft', async ({ page }) => {
  await warmFunctions();
  // The first choice, from a home page card: the draft the next button must not land on.
  await page.goto('/');
  await page.locator('#services').getByRole('combobox').selectOption('interior');
  await page.locator('#services article').filter({ has: page.getByRole('heading', { name: 'Steam Cleaning & Interior Shampoo', exact: true }) }).getByRole('button', { name: 'Book Now' }).click();
  await expectChosen(page, 'Steam Cleaning & Interior Shampoo');
  // Each click below leaves its package in the draft for the next.
  const buttons: { path: string; label: string; pkg: string }[] = [
    { path: '/services/interior-detailing', label: 'Book Now', pkg: 'Interior Detailing' },
    { path: '/services/exterior-detailing/surrey', label: 'Book Your Appointment', pkg: 'Interior & Exterior Package' },
    { path: '/services/ceramic-coating', label: 'Book Ceramic Coating', pkg: '5 Year Ceramic Coating' },
    { path: '/services/paint-correction/richmond', label: 'Schedule Now', pkg: 'One Step Paint Correction' },
    { path: '/services/steam-cleaning', label: 'Book Now', pkg: 'Steam Cleaning & Interior Shampoo' },
  ];
  for (const b of buttons) {
    await page.goto(b.path);
    await page.getByRole('main').getByRole('link', { name: b.label, exact: true }).first().click();
    await expectChosen(page, b.pkg);
  }
});
