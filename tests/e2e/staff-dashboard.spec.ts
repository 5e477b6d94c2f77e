import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, findBooking, signIn, storedBooking } from './support/staff';

// Each test signs in through the Auth emulator and pulls from the Functions
// emulator: on a shared, loaded machine that takes longer than the default.
test.describe.configure({ timeout: 120_000 });
// A status change's toast follows the server's answer (the callable's transaction and
// the customer's e-mail): past 10 s on this 2-core machine with the other stack busy.
const SERVER_ANSWER_MS = 30_000;
// Cold function workers take many seconds on a loaded machine: start them before the first sign-in pulls.
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));

test.describe('staff sign-in', () => {
  // Redirects and the login's messages are the same on every screen: phone project only
  // (the early Sign In tap on a phone: tap-before-hydration.spec.ts).
  test.skip(({ isMobile }) => !isMobile, 'viewport-independent: phone project only');
  test('signed-out visitors to /dashboard are sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  });

  test('login asks for both fields, shows the reason a sign-in failed, and no failure outlives a successful sign-in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Please enter both email and password');
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    // The earlier failure's toast is replaced, not stacked, and goes once the sign-in succeeds.
    await expect(page.getByText('Please enter both email and password')).toHaveCount(0);
    const toast = page.getByRole('status').filter({ hasText: 'Invalid email or password' });
    await expect(toast).toBeVisible();
    await page.getByRole('textbox', { name: 'Password' }).fill('detail-admin-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Signed in successfully')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });

  test('the fields and Sign In stay where they are when the session check ends (a tap then lands on them)', async ({ page }) => {
    // The check waits for the Firebase Auth chunk: held here, so the page is seen while it runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const checking = page.getByRole('status', { name: 'Checking session' });
    await expect(checking).toBeVisible();
    const signInButton = page.getByRole('button', { name: 'Sign In' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const before = { button: await signInButton.boundingBox(), email: await email.boundingBox() };
    release();
    await expect(checking).toHaveCount(0, { timeout: 30_000 });
    expect({ button: await signInButton.boundingBox(), email: await email.boundingBox() }).toEqual(before);
  });

  test('a signed-in user visiting /login goes to the dashboard, and signing out returns to /login', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('bookings dashboard', () => {
  test('the admin sees the seeded bookings, the six stats and the Today view', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('last-synced')).toContainText('Last synced', { timeout: 30_000 });
    await expect
      .poll(async () => Number((await page.getByTestId('shown-count').textContent())?.match(/of (\d+)/)?.[1] ?? 0))
      .toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId('stat-Total')).toContainText(/\d+/);
    for (const label of ['Total', 'Pending', 'Confirmed', 'Completed', 'Cancelled']) {
      await expect(page.getByTestId(`stat-${label}`)).toContainText(/\d+/);
    }
    // Two decimals and thousands separators ($6,544.00): the seeded week is worth more than $1,000.
    await expect(page.getByTestId('stat-Revenue')).toContainText(/\$\d{1,3}(,\d{3})+\.\d{2}/);
    await expect(page.getByTestId('last-synced')).toContainText('Last synced', { timeout: 30_000 });
    // A seeded customer, by name.
    await page.getByLabel('Search bookings').fill('Daniel Okafor');
    await expect(page.getByText('Daniel Okafor').first()).toBeVisible();

    await page.getByRole('button', { name: 'Today & Tomorrow' }).click();
    await expect(page.getByRole('region', { name: 'Tomorrow' }).getByRole('article').first()).toBeVisible();
    const firstJob = page.getByRole('region', { name: 'Tomorrow' }).getByRole('article').first();
    await expect(firstJob.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(firstJob.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    await expect(firstJob.getByRole('link', { name: /Burnaby|Vancouver|Surrey|Richmond|Coquitlam|Langley/ })).toHaveAttribute('href', /google\.com\/maps/);
  });

  test('filters by status and date, sorts by price both ways, and searches by e-mail and phone', async ({ page }) => {
    const group = `grp${Date.now().toString(36)}${test.info().project.name}`;
    const cheap = await createBooking({ status: 'confirmed', price: 1, group });
    const mid = await createBooking({ status: 'pending', price: 500, group });
    const dear = await createBooking({ status: 'confirmed', price: 99999, group });
    await signIn(page, 'admin');

    await page.getByLabel('Search bookings').fill(cheap.email);
    await expect(page.getByTestId('shown-count')).toHaveText(/^1 of /);
    await expect(page.getByTestId(`booking-${cheap.id}`)).toBeVisible();
    await page.getByLabel('Search bookings').fill(dear.phone);
    await expect(page.getByTestId(`booking-${dear.id}`)).toBeVisible();
    await page.getByLabel('Search bookings').fill(group);
    await expect(page.getByTestId('shown-count')).toHaveText(/^3 of /);

    await page.getByLabel('Status filter').selectOption('pending');
    await expect(page.getByTestId('shown-count')).toHaveText(/^1 of /);
    await expect(page.getByTestId(`booking-${mid.id}`)).toBeVisible();
    await page.getByLabel('Status filter').selectOption('confirmed');
    await expect(page.getByTestId('shown-count')).toHaveText(/^2 of /);
    await expect(page.getByTestId(`booking-${cheap.id}`)).toBeVisible();
    await page.getByLabel('Status filter').selectOption('all');
    // Both are 40 days ahead: not within the last 30 days.
    await page.getByLabel('Date filter').selectOption('month');
    await expect(page.getByTestId(`booking-${cheap.id}`)).toHaveCount(0);
    await page.getByLabel('Date filter').selectOption('all');

    const desktop = (page.viewportSize()?.width ?? 0) >= 768;
    const sortByPrice = async () => {
      if (desktop) await page.getByRole('columnheader').getByRole('button', { name: /^Price/ }).click();
      else await page.getByLabel('Sort by').selectOption('total_price');
    };
    const toggle = async () => {
      if (desktop) await page.getByRole('columnheader').getByRole('button', { name: /^Price/ }).click();
      else await page.getByRole('button', { name: 'Toggle sort direction' }).click();
    };
    const firstRow = page.getByTestId(/^booking-/).first();
    await sortByPrice();
    await expect(firstRow).toHaveAttribute('data-testid', `booking-${cheap.id}`);
    await toggle();
    await expect(firstRow).toHaveAttribute('data-testid', `booking-${dear.id}`);
  });

  test('the admin confirms, completes, cancels and deletes bookings', async ({ page }) => {
    // Two days back: a job is marked completed only once its start has passed.
    const flow = await createBooking({ status: 'pending', dayOffset: -2 });
    const doomed = await createBooking({ status: 'pending' });
    await signIn(page, 'admin');

    await findBooking(page, flow.name);
    await page.getByRole('button', { name: `View booking of ${flow.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Booking ${flow.id.slice(0, 8)}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking status updated to confirmed')).toBeVisible({ timeout: SERVER_ANSWER_MS });
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(page.getByText('Booking status updated to completed')).toBeVisible({ timeout: SERVER_ANSWER_MS });
    await expect(dialog.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await expect.poll(async () => (await storedBooking(flow.id))?.status).toBe('completed');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await findBooking(page, doomed.name);
    await page.getByRole('button', { name: `View booking of ${doomed.name}` }).click();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByText('Booking status updated to cancelled')).toBeVisible({ timeout: SERVER_ANSWER_MS });
    await expect.poll(async () => (await storedBooking(doomed.id))?.status).toBe('cancelled');
    await dialog.getByRole('button', { name: 'Delete Booking' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Delete this booking?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Booking deleted successfully')).toBeVisible({ timeout: SERVER_ANSWER_MS });
    await expect(page.getByTestId(`booking-${doomed.id}`)).toHaveCount(0);
    await expect.poll(async () => (await storedBooking(doomed.id))?.deleted_at).toBeTruthy();
  });

  test("staff open on the day's jobs (Today & Tomorrow) with the stats after them; admins on the list", async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: 'Today & Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    const tomorrow = page.getByRole('region', { name: 'Tomorrow' });
    await expect(tomorrow.getByRole('article').first()).toBeVisible();
    // The stats come after the jobs in the page.
    const jobsFirst = await page.evaluate(() => {
      const job = document.querySelector('section[aria-label="Tomorrow"] article');
      const stat = document.querySelector('[data-testid="stat-Total"]');
      return !!job && !!stat && !!(job.compareDocumentPosition(stat) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(jobsFirst, 'the day\'s jobs before the stats').toBe(true);
    // Another view, once chosen, stays.
    await page.getByRole('button', { name: 'All Bookings' }).click();
    await expect(page.getByLabel('Search bookings')).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Bookings' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the day view, drawn once out of sight while the dashboard is idle, is never left in the page, and then opens on today', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the rehearsal does not depend on the screen: desktop project only');
    // Every element the page ever adds for the rehearsal, and whether it was still in the page
    // when the task that added it ended (it must be removed in that same task).
    await page.addInitScript(() => {
      const seen = { added: 0, leftIn: 0 };
      Object.assign(window, { __rehearsals: seen });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement && node.classList.contains('dash-rehearsal')) {
              seen.added += 1;
              if (node.isConnected) seen.leftIn += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, 'admin');
    const rehearsals = () => page.evaluate(() => (window as unknown as { __rehearsals: { added: number; leftIn: number } }).__rehearsals);
    await expect.poll(async () => (await rehearsals()).added, { timeout: 30_000 }).toBe(1);
    expect((await rehearsals()).leftIn).toBe(0);
    await expect(page.getByTestId('day-view')).toHaveCount(0);
    await page.getByRole('button', { name: 'Day View' }).click();
    await expect(page.getByTestId('day-view-date')).toContainText('Today, ');
    expect((await rehearsals()).added, 'drawn once a page').toBe(1);
  });

  test('staff change a status but are offered no delete; long e-mails and streets wrap inside a 390 px phone', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-sized test: it sets its own 390 px viewport, so it runs once');
    const job = await createBooking({
      status: 'pending',
      emailLocalPart: 'christopher.alexander.montgomery-richardson.fleet-services',
      street: 'Unit 2407, 12345 Lougheed-Highway-Northbound-Frontage-Road Industrial Park',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'staff');
    await findBooking(page, job.name);
    await page.getByRole('button', { name: `View booking of ${job.name}` }).click();
    const dialog = page.getByRole('dialog');
    for (const link of [dialog.getByRole('link', { name: job.email }), dialog.getByRole('link', { name: /Lougheed-Highway/ })]) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, 'the value ends inside the screen').toBeLessThanOrEqual(390);
    }
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the dialog does not scroll sideways').toBe(true);
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking status updated to confirmed')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  });
});
