// A quote request made on a phone with no signal: a quote-priced page's button
// opens the form with its service chosen; with the connection gone, the
// customer fills it in and adds photos (shrunk on the phone, a thumbnail each,
// one removed again), sends it, and is told it is saved on this device. A
// reload while the functions still cannot be reached keeps it saved, photos
// and all; once the connection is back it is sent by itself, once: one quote
// with its two photos on the server, one "we received your request" e-mail.
// A request the server refuses (the day's limit for an e-mail) comes back to
// the form with the server's words and the typing kept. Phone project only,
// at 390 px.
import { expect, test, waitForHydration } from './hydrated';
import { uniqueEmail, warmCallables } from './booking-helpers';
import { testClient } from '../integration/support/client';
import { inbox } from '../integration/support/inbox';
import { goOffline } from './support/network';
import { choosePhotos, expectSaved, expectSavedRequestSentOnReconnect, expectThumbnails, fillQuoteRequest, jpeg, storedQuotes } from './support/quotes';

const PHONE_WIDTH_PX = 390;

test.use({ viewport: { width: PHONE_WIDTH_PX, height: 844 } });
// Photos shrunk in a worker and a cold function on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables(['requestQuote']));

test('a quote request made offline with two photos is saved on the phone, kept across a reload, and sent once on reconnect', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'phone', 'a customer with a phone in hand: phone project only');
  const email = uniqueEmail('quote-offline');
  const [red, green, blue] = await Promise.all([jpeg(190, 40, 40), jpeg(40, 160, 60), jpeg(40, 60, 190)]);

  // The PPF page's quote button opens the form with PPF chosen.
  await page.goto('/services/paint-protection-film');
  const ask = page.getByRole('link', { name: 'Get PPF Quote' });
  await expect(ask).toHaveAttribute('href', '/quote-request?service=paint-protection-film');
  await ask.click();
  await expect(page).toHaveURL(/\/quote-request\?service=paint-protection-film$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Request a Quote', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue('paint-protection-film');
  // The phone stays a way to ask.
  await expect(page.getByRole('link', { name: '(604) 555-0142' }).first()).toHaveAttribute('href', 'tel:+16045550142');

  // The first touch loads the form's device half (and the photo shrinker) while there is still a signal.
  const form = page.getByTestId('quote-request');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Quinn Offline');
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });

  await goOffline(context);
  await fillQuoteRequest(page, { vehicleType: 'truck', year: '2021', make: 'Toyota', model: 'RAV4', city: 'burnaby', description: 'Full front PPF: bumper, hood, fenders and mirrors.', whenSuits: 'Weekday mornings', email });

  const photos = await choosePhotos(page, [
    { name: 'front.jpg', buffer: red },
    { name: 'hood.jpg', buffer: green },
    { name: 'mirror.jpg', buffer: blue },
  ]);
  await expectThumbnails(photos, 3);
  // One too many: removed again with its own button, a thumb's size.
  const remove = photos.getByRole('button', { name: 'Remove photo 3' });
  const removeBox = (await remove.boundingBox())!;
  expect(removeBox.width).toBeGreaterThanOrEqual(44);
  expect(removeBox.height).toBeGreaterThanOrEqual(44);
  await remove.click();
  await expectThumbnails(photos, 2);

  // The collection notice is beside the send button.
  await expect(page.getByTestId('collection-notice')).toContainText('We use your details only');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expectSaved(page, 2);
  await expect(page.getByTestId('quote-standing')).toContainText('Paint Protection Film');
  expect(await inbox(email)).toHaveLength(0);

  // The page reloads while the functions still cannot be reached; the signal comes back: the request goes by itself, no tap.
  const stored = await expectSavedRequestSentOnReconnect(context, page, email, { photos: 2, service: 'Paint Protection Film' });
  expect(stored.service).toBe('paint-protection-film');

  // Sent once: a reload shows it sent, and nothing more reaches the server or the inbox.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quote Request Sent' })).toBeVisible();
  expect(await storedQuotes(email)).toHaveLength(1);
  expect((await inbox(email)).filter((m) => /quote request/i.test(m.subject))).toHaveLength(1);
});

test('a request over the day’s limit comes back to the form with the server’s words, the typing kept', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a customer with a phone in hand: phone project only');
  const email = uniqueEmail('quote-limit');
  // Three requests from this address today already (the limit per e-mail).
  const other = testClient();
  try {
    for (let i = 0; i < 3; i++) {
      await other.call('requestQuote', {
        id: crypto.randomUUID(),
        service: 'window-tint',
        vehicle_type: 'sedan',
        service_city: 'vancouver',
        description: `Earlier request ${i}`,
        customer_name: 'Lee Limit',
        customer_email: email,
        photos: [],
      });
    }
  } finally {
    await other.close();
  }

  await page.goto('/quote-request?service=window-tint&city=vancouver');
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('vancouver');
  await page.getByRole('combobox', { name: 'Vehicle Type' }).selectOption('sedan');
  await page.getByRole('textbox', { name: 'What would you like done?' }).fill('Front windows to match the back');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Lee Limit');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Request' }).click();

  const notice = page.getByTestId('quote-notice');
  await expect(notice).toHaveText('Your request was not sent. You have sent many quote requests today. Please call us at (604) 555-0142.', { timeout: 60_000 });
  const box = (await notice.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH_PX);
  await expect(page.getByRole('textbox', { name: 'What would you like done?' })).toHaveValue('Front windows to match the back');
  await expect(page.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue('window-tint');
  // Still there after a reload: the form as it was, with why.
  await page.reload();
  await expect(page.getByTestId('quote-notice')).toContainText('You have sent many quote requests today.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  expect(await storedQuotes(email)).toHaveLength(3);
});
