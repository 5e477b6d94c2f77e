import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '@/lib/db/db';
import type { Booking } from '@/domain/booking-schema';
import type { ListBookingsOutput } from '@/domain/staff-schema';
import { META_CURSOR, StaffChangeRefused, changeBookingStatus, clearStaffCache, deleteBooking, flushStaffOutbox, pullBookings, setStaffCaller, type StaffCaller } from './staff-service';

const base: Booking = {
  id: 'b1',
  customer_name: 'Ann Lee',
  customer_email: 'ann@example.com',
  customer_phone: null,
  service_name: 'Interior Detailing',
  booking_date: '2026-11-22',
  booking_time: '9:00 AM',
  vehicle_type: 'sedan',
  vehicle_make: null,
  vehicle_model: null,
  comments: null,
  service_street: null,
  service_city: null,
  service_postal_code: null,
  total_price: 195,
  duration_min: 120,
  status: 'pending',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

const offline = Object.assign(new Error('internal'), { code: 'functions/internal' });
const refused = Object.assign(new Error('A cancelled booking cannot become confirmed'), { code: 'functions/failed-precondition' });

let calls: { name: string; input: unknown }[];
function fake(handler: (name: string, input: unknown) => unknown): StaffCaller {
  return (async (name: string, input: unknown) => {
    calls.push({ name, input });
    return handler(name, input);
  }) as StaffCaller;
}

beforeEach(async () => {
  calls = [];
  await clearStaffCache();
  await appDb().bookings.put({ ...base });
});
afterEach(() => setStaffCaller(null));

describe('staff service', () => {
  it('pulls a delta from the stored cursor, stores changes, drops deletions and moves the cursor', async () => {
    await appDb().bookings.put({ ...base, id: 'gone' });
    await appDb().meta.put({ key: META_CURSOR, value: 'c1' });
    setStaffCaller(
      fake((): ListBookingsOutput => ({ bookings: [{ ...base, status: 'confirmed' }], deleted_ids: ['gone'], cursor: 'c2', has_more: false })),
    );
    expect(await pullBookings()).toBe(2);
    expect(calls[0].input).toEqual({ since: 'c1', limit: 500 });
    expect((await appDb().bookings.get('b1'))?.status).toBe('confirmed');
    expect(await appDb().bookings.get('gone')).toBeUndefined();
    expect((await appDb().meta.get(META_CURSOR))?.value).toBe('c2');
  });

  it('stores the server answer of a status change and leaves nothing queued', async () => {
    setStaffCaller(fake(() => ({ booking: { ...base, status: 'confirmed', updated_at: '2026-11-02T00:00:00Z' } })));
    expect(await changeBookingStatus(base, 'confirmed')).toBe('saved');
    const row = await appDb().bookings.get('b1');
    expect(row).toMatchObject({ status: 'confirmed', updated_at: '2026-11-02T00:00:00Z' });
    expect(row?.pending).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('keeps an unsent change on the device, marked pending, and sends it on the next flush', async () => {
    setStaffCaller(fake(() => Promise.reject(offline)));
    expect(await changeBookingStatus(base, 'confirmed')).toBe('queued');
    expect(await appDb().bookings.get('b1')).toMatchObject({ status: 'confirmed', pending: { kind: 'updateBookingStatus', previous_status: 'pending' } });
    expect(await appDb().outbox.count()).toBe(1);

    setStaffCaller(fake(() => ({ booking: { ...base, status: 'confirmed' } })));
    await flushStaffOutbox();
    expect((await appDb().bookings.get('b1'))?.pending).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('rolls a refused change back to the server status and reports it', async () => {
    setStaffCaller(fake(() => Promise.reject(refused)));
    await expect(changeBookingStatus(base, 'confirmed')).rejects.toBeInstanceOf(StaffChangeRefused);
    const row = await appDb().bookings.get('b1');
    expect(row?.status).toBe('pending');
    expect(row?.pending).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('a pull does not overwrite a row whose change is still queued', async () => {
    setStaffCaller(fake(() => Promise.reject(offline)));
    await changeBookingStatus(base, 'cancelled');
    setStaffCaller(fake((): ListBookingsOutput => ({ bookings: [{ ...base, status: 'pending' }], deleted_ids: [], cursor: 'c3', has_more: false })));
    await pullBookings();
    expect((await appDb().bookings.get('b1'))?.status).toBe('cancelled');
  });

  it('hides a deleted booking at once and restores it when the server refuses', async () => {
    setStaffCaller(fake(() => Promise.reject(Object.assign(new Error('no'), { code: 'functions/permission-denied' }))));
    await expect(deleteBooking('b1')).rejects.toBeInstanceOf(StaffChangeRefused);
    expect((await appDb().bookings.get('b1'))?.pending).toBeUndefined();
    setStaffCaller(fake(() => ({ id: 'b1', deleted: true })));
    expect(await deleteBooking('b1')).toBe('saved');
    expect(await appDb().bookings.get('b1')).toBeUndefined();
  });

  it('signing out clears the cached bookings, the cursor and queued changes', async () => {
    setStaffCaller(fake(() => Promise.reject(offline)));
    await changeBookingStatus(base, 'confirmed');
    await appDb().meta.put({ key: META_CURSOR, value: 'c9' });
    await clearStaffCache();
    expect(await appDb().bookings.count()).toBe(0);
    expect(await appDb().meta.get(META_CURSOR)).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
  });
});
