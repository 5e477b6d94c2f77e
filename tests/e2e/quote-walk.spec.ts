// The quotes capability walked end to end, across two devices. The customer,
// on a phone with no signal, asks for a quote with two photos: it is saved on
// the phone, still saved after a reload, and sent by itself once the signal is
// back, once. The owner, signed in on a desktop, sees the request with its
// photos in the Quotes view, prices two options of different lengths and
// prices, and sends. The customer opens the link of the "Your quote" e-mail
// on the phone, accepts option 2, picks a start the page offers for that
// option's length, and is booked at option 2's price; the owner's dashboard
// shows the booking at that price, from the quote; the quote page, read again,
// shows option 1 declined and option 2 booked. Phone project only (the owner's
// desktop is a second context of its own).
// Day 120 (BROWSER_DAYS, tests/integration/support/test-days.ts): the last
// start offered, a 2-hour job in Burnaby (removed before each run).
import { randomUUID } from 'node:crypto';
import { devices } from '@playwright/test';
import { expect, test, waitForHydration } from './hydrated';
import { uniqueEmail, warmCallables } from './booking-helpers';
import { inbox } from '../integration/support/inbox';
import { adminDb } from '../integration/support/staff-fixtures';
import { goOffline } from './support/network';
import { findBooking, removeBookingsOn, signIn } from './support/staff';
import { choosePhotos, chooseQuoteDay, expectSaved, expectSavedRequestSentOnReconnect, expectThumbnails, expectWithinWidth, fillQuoteOption, fillQuoteRequest, jpeg, openQuotes, quoteLinkFromInbox } from './support/quotes';
import { addDaysToDate, businessToday, labelToMinutes } from '../../src/domain/schedule/schedule';
import { formatMoney } from '../../src/domain/money';
import { quoteDayLabel } from '../../src/domain/quotes/quote-messages';

// Two devices, photos shrunk in a worker, and cold functions on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 390, height: 844 } });

const DAY = addDaysToDate(businessToday(new Date()), 120);
const NAME = 'Quote Walk';
const CLOSE_MIN = 19 * 60;
/** Option 2's length, in minutes: the starts offered must leave room for it before closing. */
const OPTION_2_MIN = 120;
const money = (amount: number) => formatMoney(amount, { cents: true });

test.beforeAll(async () => {
  await warmCallables(['requestQuote', 'quotePhotoLinks', 'sendQuote', 'listBookings', 'getMyQuote', 'getQuoteTimes', 'acceptQuote', 'photo']);
  // A run before this one on the same stack left its job on the day.
  await removeBookingsOn(DAY, NAME);
});

test('offline request with two photos, sent once on reconnect; the owner prices two options on a desktop; the customer accepts option 2 from the e-mail and the booking is on the dashboard at its price; option 1 declined', async ({ page, context, browser }) => {
  const email = uniqueEmail('quote-walk');
  const customerName = `${NAME} ${randomUUID().slice(0, 6)}`;
  const description = 'Front end PPF: bumper, hood, fenders and mirrors.';
  const [red, green] = await Promise.all([jpeg(190, 40, 40), jpeg(40, 160, 60)]);

  // --- The customer's phone: the request, offline, with two photos.
  await page.goto('/quote-request?service=paint-protection-film');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Request a Quote', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue('paint-protection-film');
  // The first touch loads the form's device half (and the photo shrinker) while there is still a signal.
  await page.getByRole('textbox', { name: 'Full Name' }).fill(customerName);
  await expect(page.getByTestId('quote-request')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });

  await goOffline(context);
  await fillQuoteRequest(page, { vehicleType: 'sedan', year: '2022', make: 'Tesla', model: 'Model 3', city: 'burnaby', description, whenSuits: 'Late afternoons', email });
  const photos = await choosePhotos(page, [
    { name: 'front.jpg', buffer: red },
    { name: 'hood.jpg', buffer: green },
  ]);
  await expectThumbnails(photos, 2);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expectSaved(page, 2);
  await expect(page.getByTestId('quote-standing')).toContainText('Paint Protection Film');

  // The reload happens while the functions still cannot be reached (the site answers, they do not):
  // the service worker is blocked here, so a fully offline reload would have no page to show.
  // The signal comes back: the request goes by itself, once.
  const asked = await expectSavedRequestSentOnReconnect(context, page, email, { photos: 2, service: 'Paint Protection Film' });

  // --- The owner's desktop: a second device, signed in as the admin.
  let when = '';
  const desk = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });
  try {
    const owner = await desk.newPage();
    await signIn(owner, 'admin');
    await openQuotes(owner);
    const card = owner.locator(`[data-quote-id="${asked.id}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('quote-state')).toHaveText('Requested');
    await expect(card.getByTestId('quote-description')).toHaveText(description);
    await expect(card).toContainText('2022 Tesla Model 3');
    await expect(card).toContainText('Late afternoons');
    await expect(card.getByRole('link', { name: email })).toBeVisible();
    // Both photos the phone sent, drawn (not broken images); the links come from a callable slow to start under load.
    for (const name of ['Photo 1 of 2', 'Photo 2 of 2']) {
      const thumb = card.getByRole('img', { name });
      await expect(thumb).toBeVisible({ timeout: 60_000 });
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 60_000 }).toBe(true);
    }

    // Two options: different lines, prices and lengths.
    await card.getByRole('button', { name: 'Price and Send' }).click();
    const form = owner.getByRole('form', { name: 'Price quote' });
    const first = await fillQuoteOption(form, 1, { title: 'Bumper and mirrors', lines: [['Front bumper film', '650'], ['Mirror caps', '120']], length: '1 hour 30 min' });
    await expect(first.getByTestId('quote-option-1-price')).toHaveText(`Price: ${money(770)}`);
    await form.getByRole('button', { name: 'Add Option' }).click();
    const second = await fillQuoteOption(form, 2, { title: 'Full front', lines: [['Bumper, hood and fenders film', '1450'], ['Headlight film', '180.50']], length: '2 hours' });
    await expect(second.getByTestId('quote-option-2-price')).toHaveText(`Price: ${money(1630.5)}`);
    await form.getByRole('button', { name: 'Send Quote' }).click();
    await expect(owner.getByText('Quote sent to the customer')).toBeVisible({ timeout: 60_000 });
    await expect(card.getByTestId('quote-state')).toHaveText('Sent', { timeout: 60_000 });
    await expect(card.getByTestId('quote-options')).toContainText(`Bumper and mirrors: ${money(770)}, 1 hour 30 min`);
    await expect(card.getByTestId('quote-options')).toContainText(`Full front: ${money(1630.5)}, 2 hours`);

    // --- The customer's phone: the e-mailed link.
    const link = await quoteLinkFromInbox(email, /^Your quote for Paint Protection Film$/);
    await page.goto(link);
    const options = page.getByTestId('quote-option');
    await expect(options).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByTestId('quote-state')).toHaveText('Sent');
    await expect(options.nth(0).getByRole('heading')).toHaveText('Option 1: Bumper and mirrors');
    await expect(options.nth(0).getByTestId('option-price')).toHaveText(money(770));
    await expect(options.nth(0).getByTestId('option-length')).toHaveText('1 hour 30 min');
    const option2 = options.nth(1);
    await expect(option2.getByRole('heading')).toHaveText('Option 2: Full front');
    await expect(option2.getByTestId('option-price')).toHaveText(money(1630.5));
    await expect(option2.getByTestId('option-length')).toHaveText('2 hours');
    await expect(option2.getByTestId('option-lines')).toContainText('Headlight film');
    for (const card of await options.all()) await expectWithinWidth(card);
    // The customer's own two photos.
    await expect(page.getByTestId('quote-photos').locator('img')).toHaveCount(2, { timeout: 30_000 });

    await option2.getByRole('button', { name: 'Accept Option 2' }).click();
    const picker = page.getByTestId('quote-picker');
    const times = await chooseQuoteDay(picker, DAY);
    const offered = (await times.allTextContents()).map((t) => t.trim());
    // Offered for option 2's length: every start leaves the 2 hours before closing.
    for (const t of offered) expect(labelToMinutes(t)! + OPTION_2_MIN, `${t} of ${offered.join(', ')}`).toBeLessThanOrEqual(CLOSE_MIN);
    // The day is shared (test-days.ts): this spec takes the last start still offered, so the
    // other specs' earlier afternoon times stay free when it runs first.
    const time = offered.at(-1)!;
    const timeButton = picker.getByTestId('quote-times').getByRole('button', { name: time, exact: true });
    await timeButton.click();
    await expect(timeButton).toHaveAttribute('aria-pressed', 'true');
    when = `${quoteDayLabel(DAY)} at ${time}`;
    await expect(picker.getByTestId('quote-chosen-start')).toHaveText(`${when}: ${money(1630.5)}`);
    await picker.getByRole('button', { name: 'Book This Time' }).click();
    const booked = page.getByTestId('quote-booked');
    await expect(booked).toBeVisible({ timeout: 60_000 });
    await expect(booked.getByTestId('booked-when')).toHaveText(when);
    await expect(booked.getByTestId('booked-price')).toHaveText(`Total: ${money(1630.5)}`);
    await expectWithinWidth(booked);
    const stored = (await adminDb().collection('bookings').where('quote_id', '==', asked.id).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as { id: string; total_price: number });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ booking_date: DAY, booking_time: time, total_price: 1630.5, customer_name: customerName });

    // --- The owner's dashboard: the booking, at the quoted price, from the quote.
    await findBooking(owner, customerName);
    const row = owner.getByTestId(`booking-${stored[0]!.id}`);
    await expect(row).toContainText(money(1630.5));
    await expect(row).toContainText(time);
    await expect(row).toContainText('Paint Protection Film');
    await owner.getByRole('button', { name: `View booking of ${customerName}` }).click();
    const dialog = owner.getByRole('dialog');
    await expect(dialog.getByTestId('from-quote')).toHaveText(`From quote ${asked.id.slice(0, 8)}`);
    await expect(dialog).toContainText(money(1630.5));
    // The quote it came from: accepted, option 2 the one taken.
    await dialog.getByTestId('from-quote').click();
    await expect(card.getByTestId('quote-state')).toHaveText('Accepted (booked)', { timeout: 30_000 });
    await expect(card.getByTestId('quote-options').getByRole('listitem').nth(1)).toContainText('(accepted)');
    await expect(card.getByTestId('quote-options').getByRole('listitem').nth(0)).not.toContainText('(accepted)');
  } finally {
    await desk.close();
  }

  // --- The quote page read again: option 1 declined, option 2 booked.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('quote-state')).toHaveText('Accepted (booked)', { timeout: 60_000 });
  await expect(page.getByTestId('quote-option').nth(0).getByTestId('option-standing')).toHaveText('Declined');
  await expect(page.getByTestId('quote-option').nth(1).getByTestId('option-standing')).toHaveText('Booked');
  await expect(page.getByRole('button', { name: /^Accept Option/ })).toHaveCount(0);
  await expect(page.getByTestId('quote-booked').getByTestId('booked-when')).toHaveText(when);
  // One request, one "we received" e-mail, through it all.
  expect((await inbox(email)).filter((m) => /quote request/i.test(m.subject))).toHaveLength(1);
});
