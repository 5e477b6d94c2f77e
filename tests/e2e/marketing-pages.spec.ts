import { expect, test } from './csp-guard';

test('/services: six cards linking to their pages, location links and Book Now', async ({ page }) => {
  await page.goto('/services');
  await expect(page.locator('main article')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Learn More about Paint Correction' })).toHaveAttribute('href', '/services/paint-correction');
  await expect(page.getByRole('link', { name: 'Burnaby', exact: true })).toHaveAttribute('href', '/burnaby');
  await expect(page.getByRole('link', { name: 'North Vancouver', exact: true })).toHaveAttribute('href', '/services/interior-detailing/north-vancouver');
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/\?section=booking$/);
  await expect(page.locator('#booking')).toBeInViewport();
});

test('a service page has benefits, process, FAQs and service-area links with the slug rule', async ({ page }) => {
  await page.goto('/services/headlight-restoration');
  await expect(page.getByRole('heading', { level: 1, name: 'Headlight Restoration' })).toBeVisible();
  for (const h of ['Benefits', 'Our Process', 'Frequently Asked Questions', 'Service Areas']) await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible();
  await page.getByText('Is the price per headlight?').click();
  await expect(page.getByText('The $80 price covers a pair')).toBeVisible();
  await expect(page.getByRole('link', { name: 'North Vancouver', exact: true })).toHaveAttribute('href', '/services/headlight-restoration/north-vancouver');
});

test('fixed PPF page: brand comparison, cost guide, six area links and its closing buttons', async ({ page }) => {
  await page.goto('/services/paint-protection-film');
  await expect(page.getByRole('heading', { name: 'Film Brand Comparison' })).toBeVisible();
  await expect(page.getByText('$3,000-6,000')).toBeVisible();
  for (const name of ['Get PPF Quote', 'Request Quote', 'Book PPF Installation', 'Get Free Quote']) await expect(page.getByRole('link', { name })).toBeVisible();
  // PPF is priced by quote: its booking button asks for one (booking-buttons.spec.ts walks every button).
  await expect(page.getByRole('link', { name: 'Book PPF Installation' })).toHaveAttribute('href', '/quote-request?service=paint-protection-film');
  const areas = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'PPF Service Areas' }) }).getByRole('link');
  await expect(areas).toHaveCount(6);
});

test('fixed ceramic page: three packages with Select Package, the most popular 5-Year, before/after table', async ({ page }) => {
  await page.goto('/services/ceramic-coating');
  await expect(page.getByRole('link', { name: /Select Package/ })).toHaveCount(3);
  await expect(page.locator('article').filter({ hasText: 'Most Popular' })).toContainText('5-Year Professional Grade');
  await expect(page.getByRole('table')).toContainText('Beads and rolls off');
  await expect(page.getByText('24-48 hours curing')).toBeVisible();
});

test('fixed ozone page: odour types, safety box, three price tiers and closing buttons', async ({ page }) => {
  await page.goto('/services/ozone-treatment');
  await expect(page.getByText('Severity: Moderate to Severe')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Safety Protocol' })).toBeVisible();
  for (const p of ['$199', '$299', '$499']) await expect(page.getByText(p, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Ozone Treatment' }).last()).toHaveAttribute('href', '/quote-request?service=ozone-treatment');
  await expect(page.getByRole('link', { name: 'Get Odor Assessment' })).toHaveAttribute('href', '/quote-request?service=ozone-treatment');
});

test('service-in-city page: local copy, breadcrumbs, lazy map, six sibling links and booking buttons', async ({ page }) => {
  await page.goto('/services/ceramic-coating/richmond');
  await expect(page.getByRole('heading', { level: 1, name: 'Ceramic Coating in Richmond' })).toBeVisible();
  await expect(page.getByText(/salty, humid air from the river mouth/i).first()).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Services', 'Ceramic Coating']);
  await expect(page.locator('iframe')).toHaveCount(0);
  const siblings = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Other Services in Richmond' }) }).getByRole('link');
  await expect(siblings).toHaveCount(6);
  await page.locator('[data-map-place="Richmond, BC"]').scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title="Map of Richmond, BC"]')).toHaveAttribute('src', /Richmond%2C%20BC/);
  // Both choose the page's package in the wizard, and hand it the city.
  for (const name of ['Book Your Appointment', 'Schedule Now']) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', '/?section=booking&package=5%20Year%20Ceramic%20Coating');
    await expect(link).toHaveAttribute('data-book-city', 'richmond');
  }
});

test('Burnaby lists its nine neighbourhoods; other cities twelve', async ({ page }) => {
  await page.goto('/burnaby');
  const hoods = page.locator('[data-neighbourhoods] li');
  await expect(hoods).toHaveText(['Metrotown', 'Brentwood', 'Burnaby Heights', 'Lougheed', 'Edmonds', 'Deer Lake', 'SFU', 'Capitol Hill', 'Central Park']);
  await expect(page.getByRole('link', { name: 'Learn More about Paint Correction in Burnaby' })).toHaveAttribute('href', '/services/paint-correction/burnaby');
  await page.goto('/langley');
  await expect(page.locator('[data-neighbourhoods] li')).toHaveCount(12);
});

test('North Vancouver is the seasonal Summer page', async ({ page }) => {
  await page.goto('/north-vancouver');
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Detailing in North Vancouver' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summer Care Tips' })).toBeVisible();
});

test('unknown service or city ids show the not-found page after client-side navigation too', async ({ page }) => {
  for (const path of ['/services/window-washing', '/services/ceramic-coating/seattle']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  }
  await page.goto('/services');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/services/not-a-service');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a city page is readable', async ({ page }) => {
    await page.goto('/surrey');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Car Detailing in Surrey' })).toBeVisible();
    await expect(page.getByText('Cloverdale', { exact: true })).toBeVisible();
  });
});

test('the hero image comes with the page on a phone (no request of its own) and from its srcset on wider screens', async ({ page, isMobile }) => {
  const heroRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/images\/service-interior-\d+\.(avif|webp)$/.test(r.url())) heroRequests.push(r.url());
  });
  await page.goto('/services/interior-detailing');
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const source = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  if (isMobile) {
    expect(source.startsWith('data:image/avif;base64,'), 'the phone paints the inlined AVIF').toBe(true);
    expect(heroRequests, 'no separate download of the hero on a phone').toEqual([]);
  } else {
    expect(source).toMatch(/\/images\/service-interior-\d+\.avif$/);
    expect(heroRequests.length).toBeGreaterThan(0);
  }
});
