// One booking for tests: a plain Interior Detailing (2 h, $195) for a sedan at
// 9:00 AM, nothing optional filled in, as stored (`testBooking`, pending) or as
// the wizard sends it (`testBookingInput`, a fresh id each call). A test names
// only the fields its case is about, so what it checks reads from the call.
import type { Booking, CreateBookingInput } from '@/domain/booking/booking-schema';

/** The wizard's optional answers (vehicle, notes, address), all left empty. */
export const NOTHING_OPTIONAL = { vehicle_make: null, vehicle_model: null, comments: null, service_street: null, service_city: null, service_postal_code: null } as const;

const WIZARD_FIELDS = {
  customer_name: 'Jane Doe',
  customer_email: 'jane@example.com',
  customer_phone: '604-555-0101',
  service_name: 'Interior Detailing',
  booking_date: '2030-01-10',
  booking_time: '9:00 AM',
  vehicle_type: 'sedan',
  ...NOTHING_OPTIONAL,
  total_price: 195,
} as const satisfies Omit<CreateBookingInput, 'id'>;

export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    ...WIZARD_FIELDS,
    duration_min: 120,
    status: 'pending',
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    ...overrides,
  };
}

export function testBookingInput(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return { id: crypto.randomUUID(), ...WIZARD_FIELDS, ...overrides };
}
