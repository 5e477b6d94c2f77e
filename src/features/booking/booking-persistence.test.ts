import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetAvailabilityOutput } from '@/domain/booking/booking-schema';
import { appDb } from '@/lib/db/db';
import { myBooking } from '@/lib/sync/create-booking';

const callFunction = vi.fn();
vi.mock('@/lib/firebase/client', () => ({ callFunction: (...args: unknown[]) => callFunction(...args) }));
// No engine timers in these tests.
vi.mock('@/lib/sync/page-sync', () => ({ pageSyncEngine: () => undefined, afterEnqueue: () => undefined }));

const { forgetCurrent, loadAvailability, restore, returnToDraft, saveDraft, submitBooking } = await import('./booking-persistence');
const { INITIAL_WIZARD, EMPTY_DETAILS } = await import('./wizard-store');

// A Monday morning in Vancouver (16:00 UTC = 9:00 AM: UTC-7 all year since March 2026).
const now = new Date('2030-01-14T16:00:00Z');

function answer(takenAt: string): GetAvailabilityOutput {
  return {
    service_name: 'Interior Detailing',
    generated_at: now.toISOString(),
    dates: [
      { date: '2030-01-20', slots: [{ time: takenAt, available: false, reason: 'full' }] },
    ],
  };
}

beforeEach(async () => {
  callFunction.mockReset();
  await Promise.all(appDb().tables.map((t) => t.clear()));
});

describe('availability', () => {
  it('uses the server answer online and the last cached answer, marked stale, when the server cannot be reached', async () => {
    callFunction.mockResolvedValueOnce(answer('10:00 AM'));
    const fresh = await loadAvailability('Interior Detailing', '2030-01-20', 1, now);
    expect(fresh.stale).toBe(false);
    expect(fresh.byDate['2030-01-20'].slots['10:00 AM']).toBe(false);
    expect(fresh.byDate['2030-01-20'].slots['9:00 AM']).toBe(true);
    // The last start, 4:30 PM, ends a 2-hour job at 6:30 PM: allowed.
    expect(fresh.byDate['2030-01-20'].slots['4:30 PM']).toBe(true);
    // Why the taken one is taken, as the server said; nothing for the free ones.
    expect(fresh.byDate['2030-01-20'].reasons).toEqual({ '10:00 AM': 'full' });
    expect(callFunction).toHaveBeenCalledWith('getAvailability', { service_name: 'Interior Detailing', from: '2030-01-20', days: 1 }, expect.any(Number));

    callFunction.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    const offline = await loadAvailability('Interior Detailing', '2030-01-20', 1, now);
    expect(offline.stale).toBe(true);
    expect(offline.fetchedAt).not.toBeNull();
    expect(offline.byDate['2030-01-20'].slots['10:00 AM']).toBe(false);
  });

  it('applies the business-time rules even without any server answer: past times and the 2-hour notice today', async () => {
    callFunction.mockRejectedValue(new TypeError('Failed to fetch'));
    const today = await loadAvailability('One Step Paint Correction', '2030-01-14', 1, now);
    expect(today.stale).toBe(true);
    expect(today.fetchedAt).toBeNull();
    const slots = today.byDate['2030-01-14'].slots;
    expect(slots['8:30 AM']).toBe(false); // past
    expect(slots['10:30 AM']).toBe(false); // within 2 hours' notice
    expect(slots['11:00 AM']).toBe(true);
    expect(slots['2:30 PM']).toBe(false); // a 5-hour job would end after 7:00 PM
    expect(today.byDate['2030-01-14'].reasons).toMatchObject({ '8:30 AM': 'past', '10:30 AM': 'notice', '2:30 PM': 'too-late' });
    expect(today.byDate['2030-01-14'].reasons['11:00 AM']).toBeUndefined();
  });
});

describe('drafts and submit', () => {
  it('restores a saved draft, and a submitted booking replaces it atomically with outbox and myBookings rows', async () => {
    await saveDraft({
      ...INITIAL_WIZARD,
      step: 'form',
      serviceName: 'Interior Detailing',
      vehicleType: 'truck',
      date: '2030-01-20',
      time: '10:00 AM',
      details: { ...EMPTY_DETAILS, customer_name: 'Ada' },
    });
    const restored = await restore();
    expect(restored).toMatchObject({ kind: 'draft', state: { step: 'form', vehicleType: 'truck', details: { customer_name: 'Ada' } } });

    const id = crypto.randomUUID();
    await submitBooking({
      id,
      customer_name: 'Ada',
      customer_email: 'ada@example.com',
      service_name: 'Interior Detailing',
      vehicle_type: 'truck',
      booking_date: '2030-01-20',
      booking_time: '10:00 AM',
    });
    expect(await appDb().drafts.count()).toBe(0);
    expect(await appDb().outbox.get(id)).toMatchObject({ kind: 'createBooking', state: 'pending', target_id: id });
    expect(await myBooking(appDb(), id)).toMatchObject({ sync: 'pending' });
    expect(await restore()).toMatchObject({ kind: 'booking', row: { id, sync: 'pending' } });
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('a draft save that runs after the submit (typing debounced) does not bring the details back', async () => {
    const typed = {
      ...INITIAL_WIZARD,
      step: 'form' as const,
      serviceName: 'Interior Detailing',
      vehicleType: 'sedan' as const,
      date: '2030-01-21',
      time: '9:00 AM',
      details: { ...EMPTY_DETAILS, customer_name: 'Grace Late', customer_email: 'grace@example.com' },
    };
    await saveDraft(typed);
    const id = crypto.randomUUID();
    await submitBooking({
      id,
      customer_name: 'Grace Late',
      customer_email: 'grace@example.com',
      service_name: 'Interior Detailing',
      vehicle_type: 'sedan',
      booking_date: '2030-01-21',
      booking_time: '9:00 AM',
    });
    // The save scheduled by the last keystroke fires now, with the form's state.
    await saveDraft(typed);
    expect(await appDb().drafts.count()).toBe(0);
    expect(await restore()).toMatchObject({ kind: 'booking', row: { id } });

    // Once the booking is let go of ('Book Another Service'), the wizard saves drafts again;
    // a refused booking going back to the form keeps what was typed.
    await forgetCurrent();
    await saveDraft({ ...typed, details: { ...typed.details, customer_name: 'Next One' } });
    expect(await restore()).toMatchObject({ kind: 'draft', state: { details: { customer_name: 'Next One' } } });
    await returnToDraft({ ...typed, details: { ...typed.details, customer_name: 'Fixed Name' } });
    expect(await restore()).toMatchObject({ kind: 'draft', state: { details: { customer_name: 'Fixed Name' } } });
  });
});
