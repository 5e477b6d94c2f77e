// Quote helpers shared by the quote specs: the stored quotes of an e-mail, a
// phone's photo, what the request form shows once saved on the device and
// its sending when the signal comes back, the owner's Quotes view opened and
// an option of the price form typed, the link the customer's quote e-mail carries,
// and the quote page's day picker moved on to a date.
import sharp from 'sharp';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../../integration/support/inbox';
import { PROJECT_ID } from '../../../scripts/stack/ports';
import { goOffline, goOnline } from './network';

const PHONE_WIDTH_PX = 390;

function quotes() {
  const app = getApps().find((a) => a.name === 'e2e-quotes') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'e2e-quotes');
  return getFirestore(app).collection('quotes');
}

/** The quotes stored on the server for this customer e-mail. */
export async function storedQuotes(email: string) {
  return (await quotes().where('customer_email', '==', email).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as { id: string; photos: { id: string }[]; service: string; description: string });
}

/** A phone-like JPEG: a colour field with a stripe, so the photos differ. */
export async function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 1600, height: 120, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
    .composite([{ input: stripe, top: 540, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The request form's vehicle, city, job, time and e-mail, typed (the form already loaded). */
export async function fillQuoteRequest(page: Page, answers: { vehicleType: string; year: string; make: string; model: string; city: string; description: string; whenSuits: string; email: string }) {
  await page.getByRole('combobox', { name: 'Vehicle Type' }).selectOption(answers.vehicleType);
  await page.getByRole('textbox', { name: 'Year' }).fill(answers.year);
  await page.getByRole('textbox', { name: 'Make' }).fill(answers.make);
  await page.getByRole('textbox', { name: 'Model' }).fill(answers.model);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption(answers.city);
  await page.getByRole('textbox', { name: 'What would you like done?' }).fill(answers.description);
  await page.getByRole('textbox', { name: 'When suits you?' }).fill(answers.whenSuits);
  await page.getByRole('textbox', { name: 'Email' }).fill(answers.email);
}

/** JPEGs chosen through the form's photo button, as a phone's picker gives them. The photos' area. */
export async function choosePhotos(page: Page, files: { name: string; buffer: Buffer }[]): Promise<Locator> {
  const photos = page.getByTestId('quote-photos');
  const chooser = page.waitForEvent('filechooser');
  await photos.getByText('Take or choose photos').click();
  await (await chooser).setFiles(files.map((f) => ({ ...f, mimeType: 'image/jpeg' })));
  return photos;
}

/** Every thumbnail drawn from a real picture, inside the phone's width. */
export async function expectThumbnails(scope: Locator, count: number) {
  const images = scope.getByRole('img');
  await expect(images).toHaveCount(count, { timeout: 60_000 });
  await expect.poll(() => images.evaluateAll((els) => els.filter((e) => (e as HTMLImageElement).naturalWidth > 0).length), { timeout: 30_000 }).toBe(count);
  for (const image of await images.all()) {
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH_PX);
    expect(box.width).toBeGreaterThanOrEqual(80);
  }
}

/** The request form's answer while the request waits on the device, with its photos. */
export async function expectSaved(page: Page, photos: number) {
  const standing = page.getByTestId('quote-standing');
  await expect(page.getByRole('heading', { name: 'Request Saved on This Device' })).toBeVisible({ timeout: 30_000 });
  await expect(standing).toContainText("Your quote request is saved on this device. It will be sent when you're back online.");
  await expect(standing).toContainText(`${photos} photos saved with it.`);
  await expect(standing).toContainText('No e-mail has been sent yet.');
  await expect(page.getByRole('heading', { name: 'Quote Request Sent' })).toHaveCount(0);
}

/**
 * A request saved on the device (the context offline) goes by itself: the page
 * reloads while the functions still cannot be reached (the site answers, they
 * do not) and shows it saved, nothing on the server; the signal comes back and
 * it is sent with no tap, stored once with its photos, its confirmation
 * e-mailed once. The stored quote.
 */
export async function expectSavedRequestSentOnReconnect(context: BrowserContext, page: Page, email: string, { photos, service }: { photos: number; service: string }) {
  await context.route('**/requestQuote', (route) => route.abort('internetdisconnected'));
  await goOnline(context);
  await page.reload();
  await expectSaved(page, photos);
  expect(await storedQuotes(email)).toHaveLength(0);

  await goOffline(context);
  await context.unroute('**/requestQuote');
  await goOnline(context);
  await expect(page.getByRole('heading', { name: 'Quote Request Sent' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('quote-standing')).toContainText(`A confirmation e-mail is on its way to ${email}`);
  await expect.poll(async () => (await storedQuotes(email)).length, { timeout: 30_000 }).toBe(1);
  const [stored] = await storedQuotes(email);
  expect(stored!.photos).toHaveLength(photos);
  expect(await waitForMail(email, new RegExp(`We received your quote request: ${service}`), 30_000)).toHaveLength(1);
  return stored!;
}

/**
 * Types option `n` of the Price quote form: its title, its lines (text and
 * amount; Add Line before each after the first) and its job length. The option.
 */
export async function fillQuoteOption(form: Locator, n: number, { title, lines, length }: { title: string; lines: [text: string, amount: string][]; length: string }): Promise<Locator> {
  const option = form.getByTestId(`quote-option-${n}`);
  await option.getByLabel('Title').fill(title);
  for (const [i, [text, amount]] of lines.entries()) {
    if (i > 0) await option.getByRole('button', { name: 'Add Line' }).click();
    await option.getByLabel(`Option ${n} line ${i + 1}`, { exact: true }).fill(text);
    await option.getByLabel(`Option ${n} line ${i + 1} amount`).fill(amount);
  }
  await option.getByLabel('Job length').selectOption({ label: length });
  return option;
}

/** The dashboard's Quotes view, chosen. */
export async function openQuotes(page: Page) {
  const entry = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Quotes' });
  await entry.click();
  await expect(entry).toHaveAttribute('aria-pressed', 'true');
}

/** The quote page's link in the customer's quote e-mail (the one mail with this subject), as the customer finds it in the inbox. */
export async function quoteLinkFromInbox(email: string, subject: RegExp): Promise<string> {
  const [mail] = await waitForMail(email, subject, 60_000);
  const link = /(http\S+\/quote\?id=\S+&token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(link, "the quote's e-mail carries its link").toBeTruthy();
  expect(new URL(link!).pathname).toBe('/quote');
  return link!;
}

/** Inside the 390 px screen's width, whole. */
export async function expectWithinWidth(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH_PX);
}

/** A date as the quote page's day buttons name it (Tue, Mar 30). */
export function dayButtonName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/** The quote page's picker moved on (Later Dates) until `date` shows, then that day chosen; its times' buttons. */
export async function chooseQuoteDay(picker: Locator, date: string): Promise<Locator> {
  const days = picker.getByTestId('quote-days');
  await expect(days.getByRole('button').first()).toBeVisible({ timeout: 60_000 });
  const dayButton = days.getByRole('button', { name: dayButtonName(date), exact: true });
  for (let i = 0; i < 10 && !(await dayButton.isVisible()); i++) {
    const before = await days.getByRole('button').first().textContent();
    await picker.getByRole('button', { name: 'Later Dates' }).click();
    await expect(days.getByRole('button').first()).not.toHaveText(before!, { timeout: 60_000 });
  }
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  const times = picker.getByTestId('quote-times').getByRole('button');
  await expect(times.first()).toBeVisible({ timeout: 30_000 });
  return times;
}
