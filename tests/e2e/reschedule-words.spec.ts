// A booking the business asks to move, read on 390 px phones: the e-mail, the
// customer's booking page and the staff details say the same thing. The
// reason is in its own words (a vehicle problem is not the weather), the note
// ends in one full stop, and the customer's status says the booking needs a
// new time, and what happens if they do nothing, instead of a green
// "Confirmed" above "we can't come at this time". Phone project only. Day:
// 3 ahead at 11:00 AM on crew-9 locks (no real crew's time is taken), inside
// the window the staff phone's listener holds, so the job is there at sign-in.
import { devices } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { askToReschedule, createBooking, manageLinkOf, signIn } from './support/staff';
import { waitForMail } from '../integration/support/inbox';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'askToReschedule', 'getMyBooking']));

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
/** What the customer is told happens if they do nothing. */
const MEANWHILE = "We won't come at the old time. If no new time suits you, call us at (604) 555-0142; if we don't hear from you, we'll call you.";

test('asked to move for a vehicle problem: the e-mail, the booking page and the staff details agree on why and on what happens', async ({ page, browser }, info) => {
  const job = await createBooking({ dayOffset: 3, time: '11:00 AM', status: 'confirmed', group: 'asked van', emailLocalPart: 'e2e-asked-van' });
  await signIn(page, 'admin');
  // The note typed with its full stop, as people do.
  const details = await askToReschedule(page, job.name, { reason: 'Vehicle', note: 'Our van is in the shop.' });

  // The e-mail: the vehicle, not the weather; the note once stopped; what happens meanwhile.
  const [mail] = await waitForMail(job.email, /^Please pick a new time/, 30_000);
  for (const part of [mail.text ?? '', (mail.html ?? '').replace(/&#39;|&#x27;/g, "'")]) {
    expect(part).toContain('because of a problem with our service vehicle.');
    expect(part).toContain('Our van is in the shop.');
    expect(part).not.toMatch(/rain|weather|outdoors/i);
    expect(part).not.toMatch(/\.\./);
    expect(part).toContain(MEANWHILE);
    expect(part).not.toContain('stays in place');
  }

  // The customer's page on their phone: the status says it needs a new time, not "Confirmed".
  const phone = await browser.newContext(PHONE);
  try {
    const customer = await phone.newPage();
    await customer.goto(await manageLinkOf(job.id));
    const status = customer.getByTestId('managed-status');
    await expect(status).toHaveText('Needs a new time', { timeout: 30_000 });
    const asked = customer.getByTestId('reschedule-asked');
    await expect(asked).toContainText("We're sorry: we can't come at this time");
    await expect(asked).toContainText('Because of a problem with our service vehicle, please pick a new time for your booking. Our van is in the shop. You can move it online');
    await expect(asked).toContainText(MEANWHILE);
    await expect(asked).not.toContainText('..');
    for (const line of [status, asked]) {
      await line.scrollIntoViewIfNeeded();
      const box = (await line.boundingBox())!;
      expect(box.x + box.width, 'on the screen').toBeLessThanOrEqual(390);
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth), 'not cut').toBe(true);
    }
    await info.attach('manage page, asked to move', { body: await customer.screenshot({ fullPage: true }), contentType: 'image/png' });
  } finally {
    await phone.close();
  }

  // The staff side says what the customer was told.
  await expect(details.getByTestId('needs-new-time')).toBeVisible({ timeout: 30_000 });
  await expect(details).toContainText('Vehicle: Our van is in the shop,');
  await expect(details.getByTestId('needs-new-time-told')).toHaveText("Customer told we won't come at this time; call them if they don't pick a new one.");
});
