// Shared steps of the booking e2e specs.
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { testClient } from '../integration/support/client';
import { bookingInput } from '../integration/support/booking-input';

/**
 * The functions the two browser workers call at the same moment, found in the
 * Functions emulator's log of a whole run (two or more calls of one function
 * under way at once): the wizard's availability and booking, the dashboard's
 * pull and status changes, the blocks it lists and the office's phone
 * bookings. These get two workers; every other function's calls never
 * overlapped, and a second worker for each (about 1.3 CPU seconds) was never
 * used. One that is needed after all still starts, as it does deployed.
 */
const CALLED_AT_ONCE: ReadonlySet<string> = new Set(['getAvailability', 'createBooking', 'listBookings', 'updateBookingStatus', 'listBlocks', 'createStaffBooking']);

/**
 * The Functions emulator starts one worker per concurrent request, which takes
 * many seconds on a loaded machine; two parallel browser tests calling one
 * function at the same moment need two warm workers for it. Invalid input
 * answers fast once a worker is up (an anonymous call to a staff callable is
 * refused as soon as its worker runs).
 *
 * Each function is warmed once a run, by whichever test claims it first (a file
 * per function in E2E_WARM_DIR, from the global setup); the others wait for it.
 * A spec's beforeAll runs again for each of its tests (every test is a group of
 * its own when fully parallel), and both browser workers often start the same
 * spec at once: warming in each hook spawned up to four workers per function
 * under full load, 10-34 s of every such hook.
 *
 * `photo` (the photo links' server, an HTTP function behind Hosting's
 * `/photos/**`) answers the callable's POST with 405, which starts its worker
 * all the same: cold, a photo shown on another device waited 25 s for it on a
 * loaded machine.
 */
export async function warmCallables(names: readonly string[]): Promise<void> {
  const dir = process.env.E2E_WARM_DIR;
  const mine = dir ? names.filter((name) => claim(join(dir, name))) : names;
  const theirs = names.filter((name) => !mine.includes(name));
  await Promise.all([warm(mine, dir), ...theirs.map((name) => warmedBySomeoneElse(join(dir!, `${name}.done`)))]);
}

async function warm(names: readonly string[], dir: string | undefined): Promise<void> {
  if (names.length === 0) return;
  const client = testClient();
  try {
    const calls = names.flatMap((name) => (CALLED_AT_ONCE.has(name) ? [name, name] : [name]));
    await Promise.all(calls.map((name) => client.call(name, {}).catch(() => undefined)));
  } finally {
    await client.close();
    if (dir) for (const name of names) writeFileSync(join(dir, `${name}.done`), '');
  }
}

function claim(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Until the claimant's warm-up ends; a minute at most (a claimant whose worker died never says). */
async function warmedBySomeoneElse(done: string): Promise<void> {
  for (const until = Date.now() + 60_000; !existsSync(done) && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The booking wizard's callables (a hook for `test.beforeAll`). */
export const warmFunctions = (): Promise<void> => warmCallables(['getAvailability', 'createBooking']);

/** The staff callables the dashboard uses first (the pull and the status change). */
export const STAFF_FUNCTIONS = ['listBookings', 'updateBookingStatus', 'deleteBooking'] as const;

/**
 * A date far from the seed (today-3..today+5) and from other tests: each test
 * and each browser project gets its own day, 20+ days ahead, so runs in
 * parallel never compete for a slot.
 */
export function testDate(info: TestInfo, slot: number): string {
  const project = info.project.name === 'phone' ? 1 : 0;
  const run = Number(process.env.BOOKING_E2E_DAY_SHIFT ?? 0);
  return addDaysToDate(businessToday(new Date()), 21 + run + slot * 2 + project);
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function openWizard(page: Page): Promise<void> {
  await page.goto('/?section=booking');
  await expect(page.getByRole('heading', { name: 'Select Your Service' })).toBeVisible();
  // The wizard's storage half is loaded (drafts restored, sync engine running).
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

/** Chooses a package and vehicle and goes on to the calendar; there `city` when it has none (null: none chosen). */
export async function chooseService(page: Page, pkg = 'Interior Detailing', vehicle = 'Car', city: string | null = DEFAULT_CITY): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${pkg.replace(/[+&]/g, '\\$&')}`) }).click();
  await page.getByRole('button', { name: vehicle, exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Date & Time' })).toBeVisible();
  if (city) await chooseCityIfAsked(page, city);
}

/**
 * The city the helpers give the calendar when nothing chose one (a city page
 * chooses its own): times are offered for a city, as the crews drive between jobs.
 */
export const DEFAULT_CITY = 'Burnaby';

/** The calendar's city select (it comes before the dates and times). */
export const calendarCity = (page: Page) => page.getByTestId('calendar-city').getByRole('combobox');

/** Chooses `city` on the calendar when it has none yet (a city page's or a draft's city stays). */
export async function chooseCityIfAsked(page: Page, city = DEFAULT_CITY): Promise<void> {
  const select = calendarCity(page);
  await expect(select).toBeVisible();
  if ((await select.inputValue()) === '') await select.selectOption({ label: city });
}

/** Picks a date in the wizard's calendar (its city chosen first when it has none) or the manage page's reschedule (no city: the booking's own). */
export async function pickDate(page: Page, date: string): Promise<void> {
  // The wizard's calendar step shows its city select with its heading; the manage page has none.
  if (await page.getByRole('heading', { name: 'Choose Date & Time' }).isVisible()) await chooseCityIfAsked(page);
  const day = page.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 30 && !(await day.isVisible()); i++) await page.getByRole('button', { name: 'Next week' }).click();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Select Time' })).toBeVisible();
}

/** A start time's button: named by its time, then why it cannot be taken when it cannot ("8:00 AM Full"). */
export function timeButton(page: Page, time: string) {
  return page.getByRole('group', { name: /^Times/ }).getByRole('button', { name: new RegExp(`^${time}(\\s|$)`) });
}

/**
 * How long a time may wait for the server's availability answer: with a cold function
 * worker and other specs' calls queued before it, a loaded machine has taken over 10 s.
 */
export const AVAILABILITY_WAIT_MS = 30_000;

export async function pickTime(page: Page, time: string): Promise<void> {
  await expect(timeButton(page, time)).toBeEnabled({ timeout: AVAILABILITY_WAIT_MS });
  await timeButton(page, time).click();
  await page.getByRole('button', { name: 'Continue to Details' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
}

export async function fillDetails(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
}

/** The wizard answered from its service step to its filled-in details (the Burnaby default city), ready to Complete Booking. */
export async function answerWizard(page: Page, { service, vehicle, date, time, name, email }: { service: string; vehicle: string; date: string; time: string; name: string; email: string }): Promise<void> {
  await chooseService(page, service, vehicle);
  await pickDate(page, date);
  await pickTime(page, time);
  await fillDetails(page, name, email);
}

/**
 * Both crews booked in Langley from 8:00 AM on `date` (a 2-hour Interior
 * Detailing each), through the public callable: the drive specs' day. Another
 * spec, or a rerun on the same stack, finds both crews taken already: the day
 * is the same either way.
 */
export async function bookBothCrewsInLangleyAt8(date: string): Promise<void> {
  const client = testClient();
  try {
    for (let i = 0; i < 2; i++) {
      await client.call('createBooking', bookingInput({ service_name: 'Interior Detailing', booking_date: date, booking_time: '8:00 AM', service_city: 'langley' }));
    }
  } catch (error) {
    if (!/just booked/.test(String(error))) throw error;
  } finally {
    await client.close();
  }
}

/**
 * The draft as stored in IndexedDB (null when none). The probe looks without
 * touching: before the wizard has opened its database, opening it here would
 * create an empty one, and a connection left open would hold the app's own
 * open (an upgrade waits for every other connection to close) for the rest of
 * the page's life, so no draft would ever be saved.
 */
export async function storedDraft(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve) => {
        const req = indexedDB.open('coastline-detailing');
        // Only a database that does not exist yet asks for an upgrade here: leave it uncreated.
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve(null);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            return resolve(null);
          }
          const get = db.transaction('drafts').objectStore('drafts').get('booking');
          get.onsuccess = () => resolve((get.result as Record<string, unknown>) ?? null);
          get.onerror = () => resolve(null);
          // Closing waits for the read's transaction to finish.
          db.close();
        };
      }),
  );
}
