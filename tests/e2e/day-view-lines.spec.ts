// The day view on a 390 px phone: every line of it is readable whole, the
// longest ones included ("N min from the job before (no city: counted as the
// farthest)" beside another lane's free time, a long name, note and street):
// each wraps inside its lane instead of ending in an ellipsis, is on the
// screen, is not cut off by its job, and is not covered by anything else.
// Phone project only. Day: 127 ahead, crew 1 at 9:00 AM and 11:30 AM (crew-9
// locks: no real crew's time is taken); crew 2 has nothing that day.
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { STAFF_FUNCTIONS, warmCallables } from './booking-helpers';
import { createBooking, signIn, updateStoredBooking } from './support/staff';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(() => warmCallables(STAFF_FUNCTIONS));

const PHONE_WIDTH_PX = 390;

interface Line {
  text: string;
  /** Wider than its box: cut (an ellipsis) or running out of it. */
  overflows: boolean;
  left: number;
  right: number;
  /** Below the bottom of the job it is in (hidden by the job's edge). */
  belowItsJob: boolean;
  /** Something else is drawn over its middle. */
  covered: boolean;
}

/** Every element of the day view that holds text of its own, scrolled to the middle of the screen and measured. */
function readLines(page: Page): Promise<Line[]> {
  return page.getByTestId('day-view').evaluate((view) => {
    const withText = [...view.querySelectorAll<HTMLElement>('*')].filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()));
    return withText.map((el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const job = el.closest('.dash-job')?.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 8), r.top + r.height / 2);
      return {
        text: el.textContent!.trim(),
        overflows: el.scrollWidth > el.clientWidth + 0.5 || getComputedStyle(el).textOverflow === 'ellipsis',
        left: r.left,
        right: r.right,
        belowItsJob: job ? r.bottom > job.bottom + 0.5 : false,
        covered: !hit || !(el === hit || el.contains(hit) || hit.contains(el)),
      };
    });
  });
}

test('every line of the day view is readable at 390 px: wrapped, on the screen, whole and uncovered', async ({ page }) => {
  const date = addDaysToDate(businessToday(new Date()), 127);
  const [first, second] = await Promise.all([
    createBooking({ dayOffset: 127, time: '9:00 AM', crew: 1, status: 'confirmed', group: 'day lines first' }),
    createBooking({ dayOffset: 127, time: '11:30 AM', crew: 1, status: 'confirmed', group: 'day lines with a long surname Vanderhoek-Ramaswamy' }),
  ]);
  // The first job has no city (a phone booking): the drive into the second is counted from the farthest city, the day's longest line.
  await Promise.all([
    updateStoredBooking(first.id, { service_city: null, customer_note: 'Gate code 4821; park behind the blue recycling bins by the back lane' }),
    updateStoredBooking(second.id, { service_street: '12345 Northeast Cariboo Boulevard, Unit 1203', customer_note: 'Call on arrival: buzzer broken' }),
  ]);
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Day View' }).click();
  await page.getByLabel('Day', { exact: true }).fill(date);
  await expect(page.getByTestId('day-view')).toHaveAttribute('data-date', date);
  // Beyond the listener's window, the jobs come with the sign-in's pull, slow beside other tests.
  const drive = page.getByTestId(`day-job-${second.id}`).getByTestId('drive-into');
  await expect(drive).toContainText(/^\d+ min from the job before \(no city: counted as the farthest\)/, { timeout: 90_000 });
  await expect(page.getByTestId('lane-2').getByTestId('free-gap').first()).toContainText('Free 8:00 AM–7:00 PM');

  const lines = await readLines(page);
  expect(lines.length).toBeGreaterThan(20);
  for (const line of lines) {
    expect(line.overflows, `"${line.text}" fits its box (wrapped, not cut)`).toBe(false);
    expect(line.left, `"${line.text}" starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(line.right, `"${line.text}" ends on the screen`).toBeLessThanOrEqual(PHONE_WIDTH_PX);
    expect(line.belowItsJob, `"${line.text}" is inside its job`).toBe(false);
    expect(line.covered, `"${line.text}" is not covered`).toBe(false);
  }
  // The drive line, read whole: on lines of its own inside the lane.
  const box = (await drive.boundingBox())!;
  expect(box.height, 'the drive line wraps').toBeGreaterThan(20);

  // The job still opens from its time and name.
  await page.getByRole('button', { name: `Details of ${second.name} at 11:30 AM` }).click();
  await expect(page.getByRole('dialog', { name: /^Booking / })).toContainText(second.email);
});
