import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { appDb } from '@/lib/db/db';
import { testBookingInput } from '@/testing/booking';
import { testRefusal } from '@/testing/outbox';
import { myBooking, myBookings } from './create-booking';
import { dismissVisitorRefusals, visitorRefusal } from './refusals';

afterEach(async () => {
  await appDb().refusals.clear();
  await appDb().myBookings.clear();
});

describe("the visitor audience's one refusal reader", () => {
  it('gives each screen the refusals its kinds declare for it, the latest first, and leaves the others', async () => {
    const db = appDb();
    const input = testBookingInput();
    await db.myBookings.put({ id: input.id, input, server: null, created_at: 1, updated_at: 1 });
    await db.refusals.bulkPut([
      testRefusal('createBooking', { id: input.id, target_id: input.id, audience: 'visitor', code: 'failed-precondition', message: 'That time is no longer available', created_at: 1 }),
      testRefusal('rescheduleMyBooking', { target_id: input.id, audience: 'visitor', message: 'Too late to move it', created_at: 2 }),
      testRefusal('cancelMyBooking', { target_id: input.id, audience: 'visitor', message: 'Too late to cancel', created_at: 3 }),
    ]);

    // The wizard (and My Bookings) read the booking's own refusal, not its changes'.
    expect((await myBooking(db, input.id))?.refusal).toEqual({ code: 'failed-precondition', message: 'That time is no longer available' });
    expect((await myBookings(db)).map((b) => [b.sync, b.refusal?.message])).toEqual([['rejected', 'That time is no longer available']]);
    // The manage page reads the latest of the customer's changes.
    expect(await visitorRefusal(db, 'manage-page', input.id)).toMatchObject({ kind: 'cancelMyBooking', message: 'Too late to cancel' });

    // Dismissing on the manage page leaves the wizard's refusal where it is.
    await dismissVisitorRefusals(db, 'manage-page', input.id);
    expect(await visitorRefusal(db, 'manage-page', input.id)).toBeUndefined();
    expect((await myBooking(db, input.id))?.refusal?.message).toBe('That time is no longer available');
  });
});
