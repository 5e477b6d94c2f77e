// A crew member's job details on a 390 px phone: the sign-in toast leaves the
// dialog's header (its title and Close) free, and the condition check is one
// compact list with each box beside its own label, so a tap ticks the item it
// is next to. Screenshots of the dialog are kept with the test's results
// (attachments in the run's test-results folder).
// Phone project only (playwright.config.ts). Days: tomorrow, on crew-9 locks.
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, signIn, submitSignIn } from './support/staff';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed';
import { CONDITION_CHECK } from '../../src/config/business';
import { box, type Box, keepScreenshot, overlaps } from './support/layout';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));

const centreY = (b: Box) => b.y + b.height / 2;


test("the sign-in toast leaves the job dialog's header free", async ({ page }, info) => {
  const job = await createBooking({ dayOffset: 1, time: '11:00 AM', status: 'confirmed', group: 'toast phone' });
  const staff = SEED_ACCOUNTS.find((a) => a.role === 'staff')!;
  await submitSignIn(page, staff);
  const toast = page.getByRole('status').filter({ hasText: 'Signed in successfully' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // The crew member opens the first job while the toast is up. The pointer rests on the toast
  // (which holds it) and the job opens from the keyboard, so however long the first pull takes
  // on a loaded machine the toast is still there when the dialog opens.
  await toast.hover();
  const details = page.getByTestId(`job-${job.id}`).getByRole('button', { name: 'Details', exact: true });
  await expect(details).toBeVisible({ timeout: 30_000 });
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Booking / });
  await expect(dialog).toBeVisible();
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  for (const [what, part] of [
    ['title', dialog.getByRole('heading', { name: /^Booking / })],
    ['Close button', dialog.getByRole('button', { name: 'Close' }).first()],
  ] as const) {
    expect(overlaps(toastBox, await box(part)), `the toast covers the dialog's ${what}`).toBe(false);
  }
  await keepScreenshot(info, page, 'job-dialog-with-sign-in-toast-390');
});

test('the condition check is one compact list, each box beside its label, and a tap ticks the item beside it', async ({ page }, info) => {
  const job = await createBooking({ dayOffset: 1, time: '1:00 PM', status: 'confirmed', group: 'condition phone' });
  await signIn(page, 'staff');
  await page.getByTestId(`job-${job.id}`).getByRole('button', { name: 'Details', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Booking / });
  await expect(dialog).toBeVisible();

  // Six boxes, each small and on its label's row, the list compact.
  const condition = dialog.getByTestId('condition-check');
  await condition.scrollIntoViewIfNeeded();
  const list = condition.getByRole('group', { name: 'Condition check' });
  const listBox = await box(list);
  expect(listBox.height, `${CONDITION_CHECK.items.length} items take ${Math.round(listBox.height)} px`).toBeLessThan(400);
  /** The box drawn for an item: Chakra's control part if the checkbox is Chakra's, else the native box. */
  const drawnBox = async (label: string) => {
    const input = list.getByRole('checkbox', { name: label, exact: true });
    const control = input.locator('xpath=ancestor::label[1]').locator('[data-part="control"]');
    return (await control.count()) > 0 ? control : input;
  };
  for (const item of CONDITION_CHECK.items) {
    const b = await box(await drawnBox(item.label));
    const l = await box(list.getByText(item.label, { exact: true }));
    expect(b.width, `${item.label}'s box is ${Math.round(b.width)} px wide`).toBeLessThan(40);
    expect(b.height, `${item.label}'s box is ${Math.round(b.height)} px tall`).toBeLessThan(40);
    expect(b.width).toBeGreaterThanOrEqual(16);
    expect(Math.abs(centreY(b) - centreY(l)), `${item.label}'s box and label share a row`).toBeLessThanOrEqual(4);
    expect(b.x + b.width, `${item.label}'s box is before its label`).toBeLessThanOrEqual(l.x);
    expect(b.y >= listBox.y && b.y + b.height <= listBox.y + listBox.height).toBe(true);
  }
  // Tapping the boxes next to Stains and Pet hair ticks those two and nothing else.
  for (const label of ['Stains', 'Pet hair']) {
    const b = await box(await drawnBox(label));
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  }
  for (const item of CONDITION_CHECK.items) {
    const ticked = ['Stains', 'Pet hair'].includes(item.label);
    await expect(list.getByRole('checkbox', { name: item.label, exact: true }), `${item.label} ticked: ${ticked}`).toBeChecked({ checked: ticked });
  }
  await keepScreenshot(info, page, 'job-dialog-condition-check-390');
  await keepScreenshot(info, condition, 'condition-check-390');
});
