// Staff e2e helpers: sign in through the login page, bookings made for one
// test through the Admin SDK (so parallel tests never share rows), and the
// dashboard's steps several specs take (a booking's details, Ask to
// Reschedule, Blocked Time).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as ManageToken from '../../../functions/src/lib/manage-token';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../hydrated';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { SEED_ACCOUNTS } from '../../../scripts/stack/seed';
import { setStaffRole, type StaffRole } from '../../../scripts/stack/staff-role';
import { PROJECT_ID } from '../../../scripts/stack/ports';
import { addDaysToDate, businessToday, occupiedHalfHours, slotLockId } from '../../../src/domain/schedule/schedule';
import { uniquePhone } from '../../integration/support/booking-input';
import type { BookingStatus } from '../../../src/domain/booking/status';
import type { BlockReason } from '../../../src/domain/schedule/block-time';
import { FIREBASE_REGION } from '../../../src/config/firebase-region';

function app() {
  return getApps().find((a) => a.name === 'e2e-staff') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'e2e-staff');
}

function db() {
  return getFirestore(app());
}

export interface StaffAccount {
  uid: string;
  email: string;
  password: string;
}

/** A staff account of the test's own (a role can be taken from it without touching the seeded ones). */
export async function createStaffAccount(role: StaffRole, tag: string): Promise<StaffAccount> {
  const email = `e2e-${tag}-${randomUUID().slice(0, 6)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { uid } = await getAuth(app()).createUser({ email, password, emailVerified: true });
  await setStaffRole(getAuth(app()), db(), uid, role);
  return { uid, email, password };
}

/** Grants, changes or revokes a role as an admin would (`npm run staff`). */
export async function setRole(uid: string, role: StaffRole | null): Promise<void> {
  await setStaffRole(getAuth(app()), db(), uid, role);
}

export interface E2eBooking {
  id: string;
  name: string;
  email: string;
  phone: string;
}

/** A booking with a name unique to the test, `dayOffset` days from today (business time zone). */
export async function createBooking(
  opts: {
    status?: BookingStatus;
    dayOffset?: number;
    time?: string;
    price?: number;
    service?: string;
    group?: string;
    crew?: number;
    emailLocalPart?: string;
    /** A phone booking taken without an e-mail. */
    noEmail?: boolean;
    /** null: a booking made without a service address. */
    street?: string | null;
  } = {},
): Promise<E2eBooking> {
  const id = randomUUID();
  const tag = id.slice(0, 6);
  const name = `E2E Customer ${tag}${opts.group ? ` ${opts.group}` : ''}`;
  const email = `${opts.emailLocalPart ?? 'e2e'}-${tag}@example.com`;
  const phone = uniquePhone();
  const date = addDaysToDate(businessToday(new Date()), opts.dayOffset ?? 40);
  const now = Timestamp.now();
  const batch = db().batch();
  batch.set(db().collection('bookings').doc(id), {
    id,
    customer_name: name,
    customer_email: opts.noEmail ? null : email,
    customer_phone: phone,
    service_name: opts.service ?? 'Interior Detailing',
    booking_date: date,
    booking_time: opts.time ?? '9:00 AM',
    vehicle_type: 'sedan',
    vehicle_size: null,
    vehicle_make: 'Honda',
    vehicle_model: 'Civic',
    comments: null,
    service_street: opts.street === undefined ? '123 Test St' : opts.street,
    service_city: 'burnaby',
    service_postal_code: null,
    total_price: opts.price ?? 195,
    duration_min: 120,
    status: opts.status ?? 'pending',
    // By default a crew number no real booking uses; the locks below are on crew 9 either way, so they clash with nothing.
    crew: opts.crew ?? 9,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    reminder_sent_at: null,
  });
  for (const minute of occupiedHalfHours(9 * 60, 120)) {
    batch.set(db().collection('slotLocks').doc(slotLockId(date, minute, 9) + `_${id.slice(0, 4)}`), { booking_id: id, date, minute, crew: 9 });
  }
  await batch.commit();
  return { id, name, email, phone };
}

/** The stored bookings with this customer name (a staff booking made in the browser has an id the test does not know). */
export async function storedBookingsNamed(name: string) {
  return (await db().collection('bookings').where('customer_name', '==', name).get()).docs.map((d) => d.data());
}

/** Removes the bookings of `date` whose customer name starts with `prefix`, and their locks (a test's own, left by an earlier run on the same stack). */
export async function removeBookingsOn(date: string, prefix: string) {
  const found = (await db().collection('bookings').where('booking_date', '==', date).get()).docs.filter((d) => String(d.get('customer_name')).startsWith(prefix));
  const batch = db().batch();
  for (const booking of found) {
    for (const lock of (await db().collection('slotLocks').where('booking_id', '==', booking.id).get()).docs) batch.delete(lock.ref);
    batch.delete(booking.ref);
  }
  await batch.commit();
}

export async function storedBooking(id: string) {
  return (await db().collection('bookings').doc(id).get()).data();
}

// The manage token as the functions compute it (functions/ is a CommonJS package: required, not imported).
const { manageToken } = createRequire(import.meta.url)('../../../functions/src/lib/manage-token.ts') as typeof ManageToken;

/** The manage page's path for a stored booking, from the link key it holds (tests reach it through the Admin SDK; no client can). */
export async function manageLinkOf(id: string): Promise<string> {
  const key = (await storedBooking(id))?.manage_key as string | undefined;
  return `/manage-booking#id=${encodeURIComponent(id)}&t=${manageToken(id, key)}`;
}

export async function signIn(page: Page, role: StaffRole) {
  await signInAs(page, SEED_ACCOUNTS.find((a) => a.role === role)!);
}

export async function signInAs(page: Page, account: { email: string; password: string }) {
  await submitSignIn(page, account);
  // The Auth emulator answers from firebase-tools' one process, which also routes every
  // function call and serves the site: beside the busiest specs a sign-in took over 10 s.
  // The toast comes first: it is shown as the sign-in succeeds, for 6 s, while the dashboard's
  // code may still be loading (the address changes once it has), which took longer than
  // that on a loaded machine while a new device's service worker fetched the whole site.
  await expect(page.getByText('Signed in successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The first pull of a fresh device waits for the local functions (slow under load).
  await expect(page.getByTestId('last-synced')).toContainText('Last synced', { timeout: 30_000 });
}

/** Fills the login page's form with the account and presses Sign In, waiting for nothing after. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the details of the booking with this unique name from the list. The details dialog. */
export async function openBookingDetails(page: Page, name: string): Promise<Locator> {
  await findBooking(page, name);
  await page.getByRole('button', { name: `View booking of ${name}` }).click();
  return page.getByRole('dialog', { name: /^Booking / });
}

/**
 * From the booking's details, asks its customer to pick a new time with the
 * reason and note, and waits for the dashboard to say it asked. The details dialog.
 */
export async function askToReschedule(page: Page, name: string, { reason, note }: { reason: BlockReason; note: string }): Promise<Locator> {
  const details = await openBookingDetails(page, name);
  await details.getByRole('button', { name: 'Ask to Reschedule' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to Reschedule' });
  await ask.getByLabel('Reason').selectOption(reason);
  await ask.getByLabel('Note to the customer').fill(note);
  await ask.getByRole('button', { name: 'Ask to Reschedule' }).click();
  await expect(page.getByText(`Asked ${name} to pick a new time`)).toBeVisible({ timeout: 60_000 });
  return details;
}

/**
 * Opens Blocked Time, fills one whole day with its reason and note and presses
 * Add Block (the dialog then warns first when bookings are inside it). The dialog.
 */
export async function addBlockedDay(page: Page, { day, reason, note }: { day: string; reason: BlockReason; note: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'Blocked Time' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First day').fill(day);
  await dialog.getByLabel('Last day').fill(day);
  await dialog.getByLabel('Reason').selectOption(reason);
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Add Block' }).click();
  return dialog;
}

/**
 * Confirms the listed booking while the callables cannot be reached (the page
 * itself and Auth still load): the change is saved on the device to be sent later.
 */
export async function confirmBookingWhileCallablesFail(page: Page, name: string) {
  await findBooking(page, name);
  await page.route(`**/${FIREBASE_REGION}/**`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `View booking of ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Saved on this device; it will be sent when you are back online')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
}

/** Narrows the list to one booking by searching its unique name. */
export async function findBooking(page: Page, name: string) {
  const search = page.getByLabel('Search bookings');
  // Staff open on Today & Tomorrow: the search is on All Bookings.
  if (!(await search.isVisible())) await page.getByRole('button', { name: 'All Bookings' }).click();
  await search.fill(name);
  await expect(page.getByTestId('shown-count')).toHaveText(/^1 of /, { timeout: 30_000 });
}

/** Fields of a stored booking changed as if time had passed (a browser test cannot move the clock). */
export async function updateStoredBooking(id: string, fields: Record<string, unknown>) {
  await db().collection('bookings').doc(id).update({ ...fields, updated_at: Timestamp.now() });
}

/** Another staff member's change, straight on the server (a signed-in page sees it through its listener). */
export async function setStoredStatus(id: string, status: BookingStatus) {
  await db().collection('bookings').doc(id).update({ status, updated_at: Timestamp.now() });
}

/** A whole-day block of every crew made in the past, over the bookings listed (as the Blocked Time dialog stores it). */
export async function createPastBlock(opts: { dayOffset: number; bookingIds: string[]; reason: 'Weather' | 'Holiday' | 'Vehicle' | 'Other' }): Promise<string> {
  const id = randomUUID();
  const date = addDaysToDate(businessToday(new Date()), opts.dayOffset);
  await db()
    .collection('blocks')
    .doc(id)
    .set({ date_from: date, date_to: date, start_time: null, end_time: null, crew: null, reason: opts.reason, note: null, created_by: 'admin@example.com', created_at: Timestamp.fromDate(new Date(`${date}T08:00:00Z`)), booking_ids: opts.bookingIds });
  return id;
}
