// Booking requests for the integration tests: unique e-mails, and dates far
// enough ahead (20-120 days) that minimum notice and the seed data never interfere.
// The files share one Firestore, so each books its own days: the typed table of
// who books which day, with the browser tests' days and the Admin SDK's fixed
// dates, is support/test-days.ts (checked by scripts/test-days.test.ts). Take a
// booking's date from testDay(file, day); daysAhead() is for dates only read.
import { randomInt, randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { CreateBookingInput } from '../../../src/domain/booking/booking-schema';
import { addDaysToDate, businessToday } from '../../../src/domain/schedule/schedule';
import { STACK } from './stack-env';
import { testDay } from './test-days';

let serial = 0;

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${++serial}@example.com`;
}

/**
 * A phone number no other booking of the run carries (one in eight million, never
 * a 555 number the fixtures write). Staff know a customer by e-mail or phone
 * digits (src/domain/booking/customer-card.ts): a number two tests share joins
 * the other test's bookings to this customer's card.
 */
export function uniquePhone(): string {
  let exchange = randomInt(200, 1000);
  if (exchange === 555) exchange = 556;
  return `604-${exchange}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** A business date `days` ahead of today, for a date only read (a booking's date: testDay in test-days.ts). */
export function daysAhead(days: number): string {
  return addDaysToDate(businessToday(new Date()), days);
}

export function bookingInput(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    id: randomUUID(),
    customer_name: 'Test Customer',
    customer_email: uniqueEmail('booking'),
    customer_phone: '604-555-0199',
    service_name: 'Interior & Exterior Package',
    vehicle_type: 'truck',
    booking_date: testDay('booking-input', 30),
    booking_time: '10:00 AM',
    vehicle_make: 'Toyota',
    vehicle_model: 'RAV4',
    comments: null,
    service_street: '1234 Main St',
    service_city: 'vancouver',
    service_postal_code: 'V5K 0A1',
    total_price: 311,
    ...overrides,
  };
}

/** The Admin SDK's Firestore on the stack (the same project the functions use). */
export function adminDb() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: STACK.projectId }));
}

/** The callable error's code, message and details, as the browser sees them. */
export async function callError(promise: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code: string; message: string; details: unknown };
    // The web SDK appends the HTTP status (" [400]") to the server's message.
    return { code: e.code, message: e.message.replace(/ \[\d{3}\]$/, ''), details: e.details };
  }
  throw new Error('the call succeeded but was expected to fail');
}
