import { expect, test } from './hydrated';

const isPhone = (name: string) => name === 'phone';

test.describe('top bar', () => {
  test('is fixed and black, highlights the current page, and Results/Book Now go to the home anchors', async ({ page }, info) => {
    test.skip(isPhone(info.project.name), 'the link row is replaced by the menu button below 768 px (covered below)');
    await page.goto('/services');
    const header = page.locator('header');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/#results$/);
    await expect(page.locator('#results')).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Book Now' }).click();
    await expect(page.locator('#booking')).toBeInViewport();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('#home')).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('small screens', () => {
  test('the menu button opens a full-screen overlay with the four links and Close Menu', async ({ page }, info) => {
    test.skip(!isPhone(info.project.name), 'the overlay menu exists below 768 px only');
    await page.goto('/burnaby');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    for (const name of ['Home', 'Services', 'Results', 'Book Now']) await expect(overlay.getByRole('link', { name })).toBeVisible();
    await overlay.getByRole('button', { name: 'Close Menu' }).click();
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: 'Open Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the bottom bar has Home, Services and Locations; Locations opens Our Locations with six cities', async ({ page }, info) => {
    test.skip(!isPhone(info.project.name), 'the bottom bar exists below 768 px only');
    await page.goto('/services');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('grid-template-columns', /^(\S+ ){3}\S+$/);
    await bar.getByRole('button', { name: 'Locations' }).click();
    const sheet = page.getByRole('dialog', { name: 'Our Locations' });
    await expect(sheet).toBeVisible();
    const cities = ['Burnaby', 'Surrey', 'Vancouver', 'Coquitlam', 'Langley', 'Richmond'];
    for (const city of cities) await expect(sheet.getByRole('button', { name: city, exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'Surrey', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/services\/interior-detailing\/surrey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Interior Detailing in Surrey' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Locations' })).toHaveAttribute('data-active', '');
    await bar.getByRole('button', { name: 'Locations' }).click();
    await page.getByRole('dialog', { name: 'Our Locations' }).getByRole('button', { name: 'Burnaby', exact: true }).click();
    await expect(page).toHaveURL(/\/burnaby$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Services from another page: home, then the services section.
    await bar.getByRole('button', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#services')).toBeInViewport();
    await bar.getByRole('button', { name: 'Home' }).click();
    await expect(page.locator('#home')).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The customer's app pages are none of the bar's places (the staff pages have no bar: first-use-staff.spec.ts).
    for (const path of ['/my-bookings', '/manage-booking']) {
      await page.goto(path);
      for (const name of ['Home', 'Services', 'Locations', 'Book']) {
        await expect(bar.getByRole('button', { name }), `${name} on ${path}`).not.toHaveAttribute('aria-current', 'page');
        await expect(bar.getByRole('button', { name }), `${name} on ${path}`).not.toHaveAttribute('data-active', '');
      }
    }
  });
});

test('the footer shows hours, address, phone, e-mail and Admin Dashboard', async ({ page }) => {
  await page.goto('/vancouver');
  const footer = page.locator('footer');
  await expect(footer.getByText('Business Hours')).toBeVisible();
  await expect(footer.getByText(/6:00 AM – 10:00 PM/)).toBeVisible();
  await expect(footer.getByText(/4250 Kingsway, Burnaby/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /\(604\) 555-0142/ })).toHaveAttribute('href', 'tel:+16045550142');
  await expect(footer.getByRole('link', { name: /@example\.com/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/login');
});
