// On My Way on the crew's 390 px phone, for a customer booked two hours or
// more from now: every drive time would tell them to expect the crew before
// their booked time, so each is marked early and tapping one asks first; while
// it goes out the tapped choice says it is sending; then the job says when it
// was sent and the window the customer was told, and a second tap asks before
// a second e-mail (and, within the server's ten minutes, says when one can
// go). Phone project only. Day: today, on crew 9 (no real crew's time), at a
// half hour at least two hours ahead; late in the evening there is none left,
// and the test says so and is skipped.
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, signIn, storedBooking } from './support/staff';
import { mailsTo, waitForMail } from '../integration/support/inbox';
import { businessMinutesNow, minutesToLabel } from '../../src/domain/schedule/schedule';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(() => warmCallables([...STAFF_FUNCTIONS, 'sendOnMyWay']));

const PHONE_WIDTH_PX = 390;
/** A moment as staff screens write it: "10:31 AM" in business time. */
const clock = (at: string | number) => minutesToLabel(businessMinutesNow(new Date(at)));
/** "10:30–10:45 AM", or "11:55 AM–12:10 PM". */
function windowLabel(from: string, to: string) {
  const [a, b] = [clock(from), clock(to)];
  return a.slice(-2) === b.slice(-2) ? `${a.slice(0, -3)}–${b}` : `${a}–${b}`;
}

test('On My Way to a later customer: early windows ask first, the send says so, the job shows what went out, and a second tap asks first', async ({ page }, info) => {
  const startMin = Math.ceil((businessMinutesNow(new Date()) + 120) / 30) * 30;
  test.skip(startMin > 23 * 60 + 30, 'no half hour left today two hours from now');
  const time = minutesToLabel(startMin);
  const job = await createBooking({ dayOffset: 0, time, status: 'confirmed', group: 'on my way early', emailLocalPart: 'e2e-omw-early' });
  await signIn(page, 'staff');
  const card = page.getByTestId(`job-${job.id}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('on-my-way-state')).toHaveCount(0);

  await card.getByRole('button', { name: 'On My Way', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'On My Way' });
  const choices = dialog.getByRole('group', { name: 'Drive time' }).getByRole('button');
  // Each choice shows the window the customer would be told, and every one here is before the booked time.
  for (const choice of await choices.all()) await expect(choice).toContainText(/arriving \d{1,2}:\d{2}.* \(early\)$/);

  // The send is held at the network, so what the dialog says while it goes is seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sendOnMyWay', async (route) => {
    await released;
    await route.continue();
  });
  await choices.filter({ hasText: /^15 min/ }).first().click();
  const early = dialog.getByRole('alert');
  await expect(early).toContainText(`${job.name} is booked for ${time}. Tell them you arrive `);
  await expect(early).toContainText(', before that?');
  // Back leaves it unsent; asked again, Send Anyway sends it.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await choices.filter({ hasText: /^15 min/ }).first().click();
  await dialog.getByRole('button', { name: 'Send Anyway' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Sending…');
  await expect(dialog.getByRole('button', { name: /Sending…/ })).toBeVisible();
  release();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // The job says when it went out and what the customer was told.
  await expect.poll(async () => (await storedBooking(job.id))?.on_my_way?.sent_at, { timeout: 30_000 }).toBeTruthy();
  const sent = (await storedBooking(job.id))!.on_my_way as { sent_at: string; eta_from: string; eta_to: string };
  const told = windowLabel(sent.eta_from, sent.eta_to);
  const state = card.getByTestId('on-my-way-state');
  await expect(state).toHaveText(`On My Way sent ${clock(sent.sent_at)}: arriving ${told}`, { timeout: 30_000 });
  const box = (await state.boundingBox())!;
  expect(box.x + box.width, 'the line ends on the screen').toBeLessThanOrEqual(PHONE_WIDTH_PX);
  expect(await state.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the line is not cut').toBe(true);
  await waitForMail(job.email, /^We're on our way: arriving/, 30_000);

  // A second tap asks first: one already went out. Within the server's ten minutes it says when one can go.
  await card.getByRole('button', { name: 'On My Way', exact: true }).click();
  const repeat = dialog.getByTestId('on-my-way-repeat');
  await expect(repeat).toContainText(`Already sent at ${clock(sent.sent_at)} (arriving ${told}): send again?`);
  await expect(repeat).toContainText(`A new one can go from ${clock(Date.parse(sent.sent_at) + 10 * 60_000)}.`);
  await expect(dialog.getByRole('button', { name: 'Send Again' })).toBeDisabled();
  await expect(dialog.getByRole('group', { name: 'Drive time' })).toHaveCount(0);
  await info.attach('job dialog after On My Way', { body: await page.screenshot(), contentType: 'image/png' });
  await dialog.getByRole('button', { name: 'Don’t Send' }).click();
  await expect(dialog).toBeHidden();
  expect(await mailsTo(job.email, /^We're on our way/)).toHaveLength(1);

  // The details say the same.
  await card.getByRole('button', { name: 'Details', exact: true }).click();
  const details = page.getByRole('dialog', { name: /^Booking / });
  await expect(details.getByTestId('on-my-way-state')).toHaveText(`Sent ${clock(sent.sent_at)}: arriving ${told}`);
  await info.attach('booking details after On My Way', { body: await page.screenshot(), contentType: 'image/png' });
});
