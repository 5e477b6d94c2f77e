// Staff test fixtures through the Admin SDK: bookings (with slot locks) that
// each test creates for itself, and signed-in clients per role.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { SEED_ACCOUNTS } from '../../../scripts/stack/seed';
import { occupiedHalfHours, slotLockId } from '../../../src/domain/schedule/schedule';
import type { BookingStatus } from '../../../src/domain/booking/status';
import { NOTHING_OPTIONAL } from '../../../src/testing/booking';
import { STACK } from './stack-env';
import { testClient, type TestClient } from './client';

function adminApp(): App {
  return getApps().find((a) => a.name === 'staff-tests') ?? initializeApp({ projectId: STACK.projectId }, 'staff-tests');
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

let dayCounter = 0;

/**
 * A booking on a date of its own far ahead (so its locks clash with nothing), with its slot locks;
 * or on `options.date` (a date no other test uses), with `options.price`.
 */
export async function createTestBooking(status: BookingStatus = 'pending', name = 'Test Customer', options: { date?: string; price?: number } = {}): Promise<string> {
  const id = randomUUID();
  const date = options.date ?? `2031-${String((dayCounter % 12) + 1).padStart(2, '0')}-${String((Math.floor(dayCounter / 12) % 28) + 1).padStart(2, '0')}`;
  if (!options.date) dayCounter += 1;
  const crew = 1 + Math.floor(Math.random() * 2);
  const db = adminDb();
  const batch = db.batch();
  // One instant for both (the fallback Firestore applies only one server timestamp per write).
  const now = Timestamp.now();
  batch.set(db.collection('bookings').doc(id), {
    id,
    customer_name: name,
    customer_email: `${id.slice(0, 8)}@example.com`,
    customer_phone: '604-555-0100',
    service_name: 'Interior Detailing',
    booking_date: date,
    booking_time: '9:00 AM',
    vehicle_type: 'sedan',
    vehicle_size: null,
    vehicle_make: 'Honda',
    vehicle_model: 'Civic',
    comments: 'Gate code 1234',
    service_street: '123 Test St',
    service_city: 'burnaby',
    service_postal_code: 'V5H 4T7',
    total_price: options.price ?? 195,
    duration_min: 120,
    status,
    crew,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    reminder_sent_at: null,
  });
  if (status !== 'cancelled') {
    for (const minute of occupiedHalfHours(9 * 60, 120)) {
      batch.set(db.collection('slotLocks').doc(slotLockId(date, minute, crew)), { booking_id: id, date, minute, crew });
    }
  }
  await batch.commit();
  return id;
}

/**
 * A booking written as stored, without slot locks, on crew 9 (no real crew's
 * capacity) unless `fields` say otherwise: for days the capacity rules do not
 * guard, and tests that run the functions' code on dates of their own.
 */
export async function writeStoredBooking(fields: Record<string, unknown> & { booking_date: string }): Promise<string> {
  const id = randomUUID();
  await adminDb().collection('bookings').doc(id).set(storedBookingDoc(id, Timestamp.now(), fields));
  return id;
}

/**
 * A booking's document as stored: a confirmed Interior Detailing (2 h, $195)
 * at 10:00 AM on crew 9, nothing optional filled in, created and updated at
 * `now` (a Timestamp of the Firestore copy it is written through); `fields`
 * set the rest.
 */
export function storedBookingDoc(id: string, now: unknown, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id,
    customer_name: `Stored ${id.slice(0, 6)}`,
    customer_email: `${id.slice(0, 8)}@example.com`,
    customer_phone: '604-555-0100',
    service_name: 'Interior Detailing',
    booking_time: '10:00 AM',
    vehicle_type: 'sedan',
    vehicle_size: null,
    ...NOTHING_OPTIONAL,
    total_price: 195,
    duration_min: 120,
    status: 'confirmed',
    crew: 9,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    reminder_sent_at: null,
    ...fields,
  };
}

export async function slotLockCount(bookingId: string): Promise<number> {
  return (await adminDb().collection('slotLocks').where('booking_id', '==', bookingId).get()).size;
}

/** A client signed in as a seeded account of the given role. */
export async function signedInClient(role: 'admin' | 'staff'): Promise<TestClient> {
  const client = testClient();
  await signInAsSeeded(client, role);
  return client;
}

/** A client signed in as a fresh user with no role claim. */
export async function rolelessClient(): Promise<TestClient> {
  const client = testClient();
  await signInRoleless(client);
  return client;
}

/** Signs the client in as the seeded account of the given role. */
export async function signInAsSeeded(client: TestClient, role: 'admin' | 'staff'): Promise<void> {
  const account = SEED_ACCOUNTS.find((a) => a.role === role)!;
  await signInWithEmailAndPassword(client.auth, account.email, account.password);
}

/** Signs the client in as a fresh user with no role claim. */
export async function signInRoleless(client: TestClient): Promise<void> {
  const email = `no-role-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'no-role-password-1';
  await adminAuth().createUser({ email, password });
  await signInWithEmailAndPassword(client.auth, email, password);
}
