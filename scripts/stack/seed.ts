// Seed data for the local stack: an admin and a staff account, and a week of
// realistic bookings (with their slot locks) around today.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { computeTotal, findPackage, type VehicleType } from '../../src/domain/catalog';
import {
  addDaysToDate,
  businessInstant,
  businessToday,
  labelToMinutes,
  occupiedHalfHours,
  slotLockId,
} from '../../src/domain/schedule/schedule';
import type { BookingStatus } from '../../src/domain/booking/status';
import { customerKeys } from '../../src/domain/booking/customer-card';
import { PROJECT_ID } from './ports';
import { setStaffRole } from './staff-role';

export const SEED_ACCOUNTS = [
  { email: 'admin@example.com', password: 'detail-admin-2026', role: 'admin', displayName: 'Owner (admin)' },
  { email: 'staff@example.com', password: 'detail-staff-2026', role: 'staff', displayName: 'Detailer (staff)' },
] as const;

/** A returning customer's note, as staff would have written it (it follows her to every booking). */
const SEED_NOTES: Record<string, string> = {
  'priya.sandhu@example.com': 'Dog hair in the back: bring the pet brush. Gate code 4821.',
};
const SEED_NOTE_AT = '2026-01-01T00:00:00.000Z';

function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export async function seedAccounts(): Promise<void> {
  const auth = getAuth(adminApp());
  for (const account of SEED_ACCOUNTS) {
    let uid: string;
    try {
      uid = (await auth.getUserByEmail(account.email)).uid;
    } catch {
      uid = (
        await auth.createUser({
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          emailVerified: true,
        })
      ).uid;
    }
    await setStaffRole(auth, getFirestore(adminApp()), uid, account.role);
  }
}

const CUSTOMERS = [
  ['Priya Sandhu', 'priya.sandhu@example.com', '604-555-0117', 'burnaby', 'Toyota', 'RAV4', 'truck'],
  ['Daniel Okafor', 'daniel.okafor@example.com', '778-555-0123', 'vancouver', 'Honda', 'Civic', 'sedan'],
  ['Mei Lin Chen', 'meilin.chen@example.com', null, 'richmond', 'Tesla', 'Model Y', 'truck'],
  ['Jordan Tremblay', 'jordan.t@example.com', '604-555-0188', 'coquitlam', 'Ford', 'Transit', 'van'],
  ['Harpreet Gill', 'harpreet.gill@example.com', '604-555-0131', 'surrey', 'BMW', '330i', 'sedan'],
  ['Sofia Rossi', 'sofia.rossi@example.com', '236-555-0145', 'north-vancouver', 'Subaru', 'Outback', 'truck'],
  ['Liam Nguyen', 'liam.nguyen@example.com', null, 'langley', 'Mazda', 'CX-5', 'truck'],
  ['Aiko Tanaka', 'aiko.tanaka@example.com', '604-555-0159', 'burnaby', 'Lexus', 'IS 300', 'sedan'],
] as const;

const PLAN = [
  // [day offset from today, time, package, crew]
  [-3, '9:00 AM', 'Interior Detailing', 1],
  [-3, '10:00 AM', 'One Step Paint Correction', 2],
  [-2, '8:30 AM', '5 Year Ceramic Coating', 1],
  [-1, '11:00 AM', 'Steam Cleaning & Interior Shampoo', 1],
  [-1, '1:00 PM', 'Interior & Exterior Package', 2],
  [1, '9:00 AM', 'Interior & Exterior Package', 1],
  [1, '9:30 AM', 'Interior Detailing', 2],
  [1, '2:00 PM', 'Steam Cleaning & Interior Shampoo', 1],
  [2, '8:00 AM', 'Two Step Paint Correction + 3 Year Ceramic Coating', 1],
  [3, '10:30 AM', 'Interior Detailing', 1],
  [4, '12:00 PM', 'One Step Paint Correction', 2],
  [5, '9:00 AM', 'Interior & Exterior Package', 1],
] as const;

function statusFor(dayOffset: number, i: number): BookingStatus {
  if (dayOffset < 0) return i % 4 === 3 ? 'cancelled' : 'completed';
  return i % 2 === 0 ? 'confirmed' : 'pending';
}

/** Writes the sample bookings around today. */
export async function seedBookings(now = new Date()): Promise<number> {
  const db = getFirestore(adminApp());
  const today = businessToday(now);
  const batch = db.batch();
  PLAN.forEach(([dayOffset, time, pkgId, crew], i) => {
    const [name, email, phone, city, make, model, vehicle] = CUSTOMERS[i % CUSTOMERS.length];
    const date = addDaysToDate(today, dayOffset);
    const pkg = findPackage(pkgId)!;
    // Stable UUIDs, so seeding twice changes nothing; 5eed marks them as samples.
    const id = `5eed${String(i + 1).padStart(4, '0')}-7a1c-4c1e-9b7e-${String(i + 1).padStart(12, '0')}`;
    const status = statusFor(dayOffset, i);
    const created = Timestamp.fromDate(new Date(businessInstant(date, 8 * 60).getTime() - (3 + i) * 86_400_000));
    batch.set(db.collection('bookings').doc(id), {
      id,
      customer_name: name,
      customer_email: email,
      customer_phone: phone,
      service_name: pkg.id,
      booking_date: date,
      booking_time: time,
      vehicle_type: vehicle,
      vehicle_size: null,
      vehicle_make: make,
      vehicle_model: model,
      comments: i % 3 === 0 ? 'Dog hair in the back seats, please.' : null,
      service_street: `${1200 + i * 37} ${['Kingsway', 'Main St', 'No. 3 Rd', 'Lonsdale Ave'][i % 4]}`,
      service_city: city,
      service_postal_code: null,
      total_price: computeTotal(pkg.id, vehicle as VehicleType),
      duration_min: pkg.durationMin,
      status,
      crew,
      created_at: created,
      updated_at: created,
      deleted_at: null,
      reminder_sent_at: null,
      customer_keys: customerKeys({ customer_email: email, customer_phone: phone }),
      customer_note: SEED_NOTES[email] ?? null,
      customer_note_at: SEED_NOTES[email] ? SEED_NOTE_AT : null,
    });
    if (status !== 'cancelled') {
      for (const minute of occupiedHalfHours(labelToMinutes(time)!, pkg.durationMin)) {
        batch.set(db.collection('slotLocks').doc(slotLockId(date, minute, crew)), {
          booking_id: id,
          date,
          minute,
          crew,
        });
      }
    }
  });
  await batch.commit();
  return PLAN.length;
}
