// The customer's quote page on a phone (390 px), from the link in the quote's
// e-mail: the owner (an admin, through sendQuote) answers a request with two
// options; the customer opens the mailed link, reads the options, accepts the
// second, is told plainly that the times need a connection when offline, picks
// a start the page offers for that option's length, loses neither the choice
// nor the send to a failed call and a reload, and is booked at the quoted
// price with a manage link; read again, the first option shows declined and
// the second booked. A wrong token opens nothing; an expired quote cannot be
// accepted and says how to ask again.
// Day 120 (BROWSER_DAYS, tests/integration/support/test-days.ts): from 1:00 PM,
// an accepted quote of 2 hours in Burnaby (removed before each run).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, waitForHydration } from './hydrated';
import { warmCallables, uniqueEmail } from './booking-helpers';
import { goOffline, goOnline } from './support/network';
import { removeBookingsOn } from './support/staff';
import { chooseQuoteDay, expectWithinWidth, quoteLinkFromInbox } from './support/quotes';
import { testClient, type TestClient } from '../integration/support/client';
import { adminDb, signedInClient } from '../integration/support/staff-fixtures';
import { waitForMail } from '../integration/support/inbox';
import { addDaysToDate, businessToday, labelToMinutes } from '../../src/domain/schedule/schedule';
import { formatMoney } from '../../src/domain/money';
import { BUSINESS } from '../../src/config/business';
import { QUOTE_MESSAGES, quoteDayLabel } from '../../src/domain/quotes/quote-messages';
import type { RequestQuoteInput, SendQuoteInput } from '../../src/domain/quotes/quote-schema';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

const DAY = addDaysToDate(businessToday(new Date()), 120);
const NAME = 'Quote Page';
const PHOTO = readFileSync(new URL('../../public/images/city-langley-640.webp', import.meta.url));

const OPTIONS: SendQuoteInput['options'] = [
  { title: 'Front windows', lines: [{ label: 'Two front side windows', amount_cents: 18_000 }], length: { unit: 'minutes', minutes: 90 }, note: null },
  {
    title: 'All windows',
    lines: [
      { label: 'Side and rear windows', amount_cents: 32_000 },
      { label: 'Windshield strip', amount_cents: 4_550 },
    ],
    length: { unit: 'minutes', minutes: 120 },
    note: 'Film with a lifetime warranty',
  },
];

let owner: TestClient;
test.beforeAll(async () => {
  await warmCallables(['requestQuote', 'sendQuote', 'getMyQuote', 'getQuoteTimes', 'acceptQuote', 'declineQuote']);
  owner = await signedInClient('admin');
  // A run before this one on the same stack left its job on the day.
  await removeBookingsOn(DAY, NAME);
});
test.afterAll(async () => {
  await owner?.close();
});

/** A request for window tint in Burnaby with one photo, answered with OPTIONS; the link the customer's e-mail carries. */
async function sentQuote(options: SendQuoteInput['options'] = OPTIONS): Promise<{ id: string; email: string; link: string }> {
  const email = uniqueEmail('quote-page');
  const input: RequestQuoteInput = {
    id: randomUUID(),
    service: 'window-tint',
    vehicle_type: 'sedan',
    vehicle_make: 'Mazda',
    vehicle_model: '3',
    vehicle_year: 2019,
    service_city: 'burnaby',
    description: 'Tint all windows, 35 %',
    when_suits: null,
    customer_name: `${NAME} ${randomUUID().slice(0, 6)}`,
    customer_email: email,
    customer_phone: '604-555-0177',
    photos: [{ id: randomUUID(), content_type: 'image/webp', data: PHOTO.toString('base64') }],
  };
  const client = testClient();
  try {
    await client.call('requestQuote', input);
  } finally {
    await client.close();
  }
  await owner.call('sendQuote', { id: input.id, options, note: 'Prices include tax', mutation_id: randomUUID() });
  return { id: input.id, email, link: await quoteLinkFromInbox(email, /^Your quote for Window Tint/) };
}

test('the customer accepts option 2 at a time offered for its length and is booked at the quoted price; option 1 then shows declined', async ({ page, context }) => {
  const quote = await sentQuote();
  await page.goto(quote.link);

  const options = page.getByTestId('quote-option');
  await expect(options).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('quote-state')).toHaveText('Sent');
  const lastDay = addDaysToDate(businessToday(new Date()), 14);
  await expect(page.getByTestId('quote-valid-until')).toHaveText(`Open until the end of ${quoteDayLabel(lastDay)}`);
  const second = options.nth(1);
  await expect(second.getByRole('heading')).toHaveText('Option 2: All windows');
  await expect(second.getByTestId('option-price')).toHaveText(formatMoney(365.5, { cents: true }));
  await expect(second.getByTestId('option-length')).toHaveText('2 hours');
  await expect(second.getByTestId('option-lines')).toContainText('Windshield strip');
  // Readable on the phone: each card within the screen, its button a finger's size.
  for (const card of await options.all()) await expectWithinWidth(card);
  const accept = second.getByRole('button', { name: 'Accept Option 2' });
  expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The customer's own photo, loaded through the link the answer carries.
  const photo = page.getByTestId('quote-photos').locator('img');
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);

  // No signal: the times need a connection, and the page says so; the quote stays.
  await goOffline(context);
  await accept.click();
  const picker = page.getByTestId('quote-picker');
  await expect(picker.getByTestId('quote-unreachable')).toHaveText("You're offline: choosing a time needs a connection.");
  await expect(page.getByTestId('quote-request')).toBeVisible();
  await goOnline(context);

  // The times come by themselves once back online; the customer moves on to the day.
  const times = await chooseQuoteDay(picker, DAY);
  const offered = await times.allTextContents();
  // The day is shared: this spec keeps to its afternoon (test-days.ts).
  const time = offered.find((t) => labelToMinutes(t)! >= 13 * 60 && labelToMinutes(t)! + 120 <= 19 * 60);
  expect(time, offered.join(', ')).toBeDefined();
  const timeButton = picker.getByTestId('quote-times').getByRole('button', { name: time, exact: true });
  await timeButton.click();
  await expect(timeButton).toHaveAttribute('aria-pressed', 'true');
  expect((await timeButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const when = `${quoteDayLabel(DAY)} at ${time}`;
  await expect(picker.getByTestId('quote-chosen-start')).toHaveText(`${when}: ${formatMoney(365.5, { cents: true })}`);

  // The booking fails for want of signal: the choice is kept, through a reload too.
  await goOffline(context);
  await picker.getByRole('button', { name: 'Book This Time' }).click();
  await expect(page.getByTestId('accept-failed')).toContainText('Your choice is kept');
  await goOnline(context);
  await page.reload();
  await waitForHydration(page);
  const restored = page.getByTestId('quote-picker');
  await expect(restored.getByTestId('quote-chosen-start')).toHaveText(`${when}: ${formatMoney(365.5, { cents: true })}`, { timeout: 60_000 });
  await expect(restored.getByTestId('quote-times').getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await restored.getByRole('button', { name: 'Book This Time' }).click();

  const booked = page.getByTestId('quote-booked');
  await expect(booked).toBeVisible({ timeout: 60_000 });
  await expect(booked.getByTestId('booked-when')).toHaveText(when);
  await expect(booked.getByTestId('booked-price')).toHaveText(`Total: ${formatMoney(365.5, { cents: true })}`);
  await expectWithinWidth(booked);
  const manage = booked.getByTestId('manage-link');
  await expect(manage).toHaveAttribute('href', /^\/manage-booking#id=[^&]+&t=[A-Za-z0-9_-]+$/);
  // The booking is the one the confirmation e-mail names, with its calendar file.
  const [confirmation] = await waitForMail(quote.email, /^Booking Confirmed/, 60_000);
  expect(confirmation?.text).toContain((await manage.getAttribute('href'))!);
  expect(confirmation?.attachments?.map((a) => a.fileName)).toContain('booking.ics');
  const stored = (await adminDb().collection('bookings').where('quote_id', '==', quote.id).get()).docs.map((d) => d.data());
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ booking_date: DAY, booking_time: time, total_price: 365.5 });

  // Read again: option 2 booked, option 1 declined, and neither can be accepted.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('quote-state')).toHaveText('Accepted (booked)', { timeout: 60_000 });
  await expect(options.nth(0).getByTestId('option-standing')).toHaveText('Declined');
  await expect(options.nth(1).getByTestId('option-standing')).toHaveText('Booked');
  await expect(page.getByRole('button', { name: /^Accept Option/ })).toHaveCount(0);
  await expect(page.getByTestId('quote-booked').getByTestId('booked-when')).toHaveText(when);
});

test('a wrong token opens nothing, and says so plainly', async ({ page }) => {
  const quote = await sentQuote();
  const wrong = new URL(quote.link);
  wrong.searchParams.set('token', 'not-the-token');
  await page.goto(`${wrong.pathname}${wrong.search}`);
  const refusal = page.getByTestId('quote-not-found');
  await expect(refusal).toContainText(QUOTE_MESSAGES.notFound, { timeout: 60_000 });
  await expectWithinWidth(refusal);
  await expect(page.getByTestId('quote-option')).toHaveCount(0);
  await expect(page.getByText('Tint all windows')).toHaveCount(0);
});

test('an expired quote cannot be accepted, and says how to ask again', async ({ page }) => {
  const quote = await sentQuote();
  // Its last day behind it: what the clock brings after the 14 days (the stack's clock cannot move).
  const yesterday = addDaysToDate(businessToday(new Date()), -1);
  await adminDb().collection('quotes').doc(quote.id).update({ last_day: yesterday });
  await page.goto(quote.link);
  const closed = page.getByTestId('quote-closed');
  await expect(closed).toHaveText(QUOTE_MESSAGES.expired(yesterday), { timeout: 60_000 });
  await expect(closed.getByRole('link', { name: BUSINESS.phoneDisplay })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
  await expectWithinWidth(closed);
  await expect(page.getByTestId('quote-state')).toHaveText('Expired');
  await expect(page.getByTestId('quote-option')).toHaveCount(2);
  await expect(page.getByTestId('option-standing')).toHaveText(['Not available', 'Not available']);
  await expect(page.getByRole('button', { name: /^Accept Option/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline This Quote' })).toHaveCount(0);
});

test('a job of whole days offers its consecutive days; the customer declines the quote, and every option reads declined', async ({ page }) => {
  const quote = await sentQuote([{ title: 'Full wrap', lines: [{ label: 'Wrap film and labour', amount_cents: 320_000 }], length: { unit: 'days', days: 2 }, note: null }]);
  await page.goto(quote.link);
  const option = page.getByTestId('quote-option');
  await expect(option.getByTestId('option-length')).toHaveText('2 days (8:00 AM to 7:00 PM each day)', { timeout: 60_000 });
  await option.getByRole('button', { name: 'Accept Option 1' }).click();
  const picker = page.getByTestId('quote-picker');
  await expect(picker.getByText('Days (8:00 AM to 7:00 PM each day)', { exact: true })).toBeVisible({ timeout: 60_000 });
  // Each start is the two days the job runs on, one after the other: the first, today and tomorrow.
  const short = (date: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
  const today = businessToday(new Date());
  const first = picker.getByTestId('quote-days').getByRole('button').first();
  await expect(first).toHaveText(new RegExp(`^${short(today)} – ${short(addDaysToDate(today, 1))}( \\(full\\))?$`), { timeout: 60_000 });
  await expectWithinWidth(first);
  await picker.getByRole('button', { name: 'Back to the Options' }).click();

  await page.getByRole('button', { name: 'Decline This Quote' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Decline' }).click();
  await expect(page.getByTestId('quote-state')).toHaveText('Declined', { timeout: 60_000 });
  await expect(page.getByTestId('option-standing')).toHaveText('Declined');
  await expect(page.getByTestId('quote-closed')).toHaveText(QUOTE_MESSAGES.declined);
  await expect(page.getByRole('button', { name: /^Accept Option/ })).toHaveCount(0);
  // Read again, the same.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('quote-closed')).toHaveText(QUOTE_MESSAGES.declined, { timeout: 60_000 });
});
