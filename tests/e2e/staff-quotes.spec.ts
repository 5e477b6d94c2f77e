// The owner's Quotes view: a customer's request (made through requestQuote,
// with a real photo) shows with its words and photo; the owner prices two
// options (the draft survives a reload), sends while offline (a pending
// change, counted with the others), and once back online the quote is sent:
// stored so on the server, and mailed to the customer. A staff member without
// the admin role has no Quotes entry, and the rules refuse them the quotes.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { expect, test } from './hydrated';
import { warmCallables } from './booking-helpers';
import { signIn } from './support/staff';
import { goOffline, goOnline } from './support/network';
import { fillQuoteOption, openQuotes } from './support/quotes';
import { testClient } from '../integration/support/client';
import { waitForMail } from '../integration/support/inbox';
import { STACK } from '../integration/support/stack-env';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed';
import { PROJECT_ID } from '../../scripts/stack/ports';
import type { RequestQuoteInput } from '../../src/domain/quotes/quote-schema';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => warmCallables(['requestQuote', 'quotePhotoLinks', 'sendQuote', 'listBookings', 'photo']));

function serverDb() {
  const app = getApps().find((a) => a.name === 'e2e-quotes') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'e2e-quotes');
  return adminFirestore(app);
}

/** A JPEG the browser draws (a real image, so its thumbnail shows), as base64. */
async function drawnJpeg(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#c0392b';
    ctx.fillRect(0, 0, 160, 120);
    ctx.fillStyle = '#f1c40f';
    ctx.fillRect(40, 30, 80, 60);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1];
  });
}

/** A customer's request, as the request form sends it. */
async function requestQuote(photo: string): Promise<RequestQuoteInput & { customer_email: string; description: string }> {
  const tag = randomUUID().slice(0, 8);
  const input = {
    id: randomUUID(),
    service: 'headlight-restoration' as const,
    vehicle_type: 'sedan',
    vehicle_make: 'Honda',
    vehicle_model: 'Civic',
    vehicle_year: 2012,
    service_city: 'burnaby' as const,
    description: `Both headlights yellow ${tag}`,
    when_suits: 'Weekday mornings',
    customer_name: `Quote Customer ${tag}`,
    customer_email: `e2e-quote-${tag}@example.com`,
    customer_phone: '604-555-0166',
    photos: [{ id: randomUUID(), content_type: 'image/jpeg' as const, data: photo }],
  };
  const client = testClient();
  try {
    await client.call('requestQuote', input);
  } finally {
    await client.close();
  }
  return input;
}

test('the owner sees a request with its photo, prices two options, sends offline, and the quote is sent once back online', async ({ page, context, isMobile }) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const asked = await requestQuote(await drawnJpeg(page));

  await signIn(page, 'admin');
  await openQuotes(page);
  const card = page.locator(`[data-quote-id="${asked.id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('quote-state')).toHaveText('Requested');
  await expect(card.getByTestId('quote-description')).toHaveText(asked.description);
  await expect(card).toContainText('Weekday mornings');
  await expect(card).toContainText('2012 Honda Civic');
  await expect(card).toContainText('Burnaby');
  await expect(card.getByRole('link', { name: asked.customer_email })).toBeVisible();

  // The photo, drawn (not a broken image), tapped to see it large.
  const thumb = card.getByRole('img', { name: 'Photo 1 of 1' });
  // The links come from a callable whose first worker starts slowly on a loaded machine (the view asks again until it answers).
  await expect(thumb).toBeVisible({ timeout: 60_000 });
  // Served by the photo function behind Hosting, whose first worker starts slowly on a loaded machine.
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 }).toBe(160);
  const thumbBox = (await card.getByRole('button', { name: 'Enlarge photo 1 of 1' }).boundingBox())!;
  expect(thumbBox.width).toBeGreaterThanOrEqual(44);
  await card.getByRole('button', { name: 'Enlarge photo 1 of 1' }).click();
  const large = page.getByTestId('quote-photo-large');
  await expect(large).toBeVisible();
  expect((await large.boundingBox())!.width).toBeGreaterThan(thumbBox.width * 2);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(large).toBeHidden();

  if (isMobile) {
    // The card fits the phone's width: nothing to scroll sideways.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  // Option 1, typed; the draft is on the device, so a reload keeps it.
  await card.getByRole('button', { name: 'Price and Send' }).click();
  const form = page.getByRole('form', { name: 'Price quote' });
  const first = await fillQuoteOption(form, 1, { title: 'Restore both', lines: [['Sand and polish', '120'], ['UV sealant', '49.50']], length: '1 hour 30 min' });
  await expect(first.getByTestId('quote-option-1-price')).toHaveText('Price: $169.50');
  await expect
    .poll(() => page.evaluate(async (id) => {
      const open = indexedDB.open('coastline-detailing');
      const db = await new Promise<IDBDatabase>((resolve, reject) => ((open.onsuccess = () => resolve(open.result)), (open.onerror = () => reject(open.error))));
      const row = await new Promise<{ options: { lines: unknown[]; length: { minutes?: number } }[] } | undefined>((resolve) => {
        const get = db.transaction('quoteDrafts').objectStore('quoteDrafts').get(id);
        get.onsuccess = () => resolve(get.result);
      });
      db.close();
      return row ? `${row.options[0].lines.length}:${row.options[0].length.minutes}` : null;
    }, asked.id))
    .toBe('2:90');
  await page.reload();
  await openQuotes(page);
  await card.getByRole('button', { name: 'Price and Send' }).click();
  await expect(first.getByLabel('Title')).toHaveValue('Restore both');
  await expect(first.getByLabel('Option 1 line 2 amount')).toHaveValue('49.50');
  await expect(first.getByTestId('quote-option-1-price')).toHaveText('Price: $169.50');

  // Option 2: two whole days.
  await form.getByRole('button', { name: 'Add Option' }).click();
  const second = await fillQuoteOption(form, 2, { title: 'Restore and coat', lines: [['Sand, polish and coat', '220']], length: '2 days (8:00 AM to 7:00 PM)' });
  await form.getByLabel('Note to the customer (optional)').fill('Prices include tax');
  if (isMobile) {
    // Full screen on the phone, every field within its width.
    const box = (await second.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }

  // Offline: Send is saved as a pending change.
  await goOffline(context);
  await form.getByRole('button', { name: 'Send Quote' }).click();
  await expect(page.getByText('Quote saved on this device: it is sent once you are back online')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card).toContainText('pending sync');
  await expect(card.getByTestId('quote-waiting')).toHaveText('Send waiting to sync');
  await expect(page.getByTestId('last-synced')).toContainText('1 change waiting to sync');
  expect((await serverDb().collection('quotes').doc(asked.id).get()).get('state')).toBe('requested');

  // Back online: sent, on the server and to the customer.
  await goOnline(context);
  await expect(card.getByTestId('quote-state')).toHaveText('Sent', { timeout: 60_000 });
  await expect(card).not.toContainText('pending sync');
  await expect(card.getByTestId('quote-options')).toContainText('Restore both: $169.50, 1 hour 30 min');
  await expect(card.getByTestId('quote-options')).toContainText('Restore and coat: $220.00, 2 days');
  await expect(card.getByTestId('quote-history')).toContainText('Sent: open until');
  const stored = (await serverDb().collection('quotes').doc(asked.id).get()).data()!;
  expect(stored.state).toBe('sent');
  expect(stored.options.map((o: { price_cents: number }) => o.price_cents)).toEqual([16_950, 22_000]);
  expect(stored.options[1].length).toEqual({ unit: 'days', days: 2 });
  expect(stored.note).toBe('Prices include tax');
  const mails = await waitForMail(asked.customer_email, /^Your quote for Headlight Restoration$/, 30_000);
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain('Restore and coat');
  // The draft went with the answer: pricing again starts from what was sent.
  await expect.poll(() => page.evaluate(async (id) => {
    const open = indexedDB.open('coastline-detailing');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const found = await new Promise<boolean>((resolve) => {
      const get = db.transaction('quoteDrafts').objectStore('quoteDrafts').get(id);
      get.onsuccess = () => resolve(get.result !== undefined);
    });
    db.close();
    return found;
  }, asked.id)).toBe(false);
});

test('a staff member without the admin role has no Quotes view and cannot read the quotes', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the roles are the same on every screen: desktop only');
  await page.goto('/');
  const asked = await requestQuote(await drawnJpeg(page));

  await signIn(page, 'staff');
  const views = page.getByRole('group', { name: 'View' });
  await expect(views.getByRole('button', { name: 'Today & Tomorrow' })).toBeVisible();
  await expect(views.getByRole('button', { name: 'Quotes' })).toHaveCount(0);

  // The rules and the callable refuse them, whatever a page would try.
  const client = testClient();
  try {
    const staff = SEED_ACCOUNTS.find((a) => a.role === 'staff')!;
    await signInWithEmailAndPassword(client.auth, staff.email, staff.password);
    const firestore = getFirestore(client.app);
    const url = new URL(STACK.firestoreUrl);
    connectFirestoreEmulator(firestore, url.hostname, Number(url.port));
    await expect(getDoc(doc(firestore, 'quotes', asked.id))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(client.call('quotePhotoLinks', { id: asked.id })).rejects.toMatchObject({ code: 'functions/permission-denied' });
  } finally {
    await client.close();
  }
});
