// The revision rules against the emulators (src/domain/booking/revision.ts,
// functions/src/booking/booking-change.ts): a change made on an older revision
// is refused when what changed since touches the same thing, with what changed,
// by whom and when; merged when it touches something else; a replay is
// answered, never applied twice; both outcomes are in the history. Bookings
// stored before revisions (the fixtures write none) count as revision 0.
// Days 47-49 are this file's own (tests/integration/support/booking-input.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CreatedBooking, CreateBookingInput } from '../../src/domain/booking/booking-schema';
import type { MyBookingOutput } from '../../src/domain/booking/self-service-schema';
import type { UpdateBookingStatusOutput } from '../../src/domain/callables/staff-schema';
import type { HistoryEntry } from '../../src/domain/booking/booking-history';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed';
import type { TestClient } from './support/client';
import { testClient } from './support/client';
import { bookingInput, callError, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { adminDb, createTestBooking, signedInClient } from './support/staff-fixtures';

let staff: TestClient;
let admin: TestClient;
const visitor = testClient();
const ADMIN_EMAIL = SEED_ACCOUNTS.find((a) => a.role === 'admin')!.email;

beforeAll(async () => {
  [staff, admin] = await Promise.all([signedInClient('staff'), signedInClient('admin')]);
});
afterAll(async () => {
  await Promise.all([staff, admin, visitor].map((c) => c?.close()));
});

interface Change {
  mutation_id?: string;
  base_revision?: number;
}
const setStatus = (c: TestClient, id: string, status: string, change: Change = {}) =>
  c.call<unknown, UpdateBookingStatusOutput>('updateBookingStatus', { id, status, mutation_id: randomUUID(), ...change });
const move = (c: TestClient, id: string, booking_date: string, booking_time: string, change: Change = {}) =>
  c.call<unknown, { booking: Booking }>('staffRescheduleBooking', { id, booking_date, booking_time, mutation_id: randomUUID(), ...change });
const remove = (c: TestClient, id: string, change: Change = {}) => c.call<unknown, unknown>('deleteBooking', { id, mutation_id: randomUUID(), ...change });

async function stored(id: string): Promise<{ status: string; revision?: number; booking_time: string; history?: HistoryEntry[]; deleted_at: unknown }> {
  return (await adminDb().collection('bookings').doc(id).get()).data() as never;
}

describe('a change made on an older revision', () => {
  it('is refused when a change since touched the same thing: the refusal says what changed, by whom and when, and both are in the history', async () => {
    // A booking stored before revisions: revision 0.
    const id = await createTestBooking('pending', 'Rev Overlap');
    const confirmed = await setStatus(admin, id, 'confirmed', { base_revision: 0 });
    expect(confirmed.booking).toMatchObject({ status: 'confirmed', revision: 1 });

    const refused = await callError(setStatus(staff, id, 'cancelled', { base_revision: 0 }));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.details).toMatchObject({
      reason: 'conflict',
      change: 'status',
      by: 'admin',
      by_email: ADMIN_EMAIL,
      from: 'pending',
      to: 'confirmed',
      revision: 1,
      booking: { id, status: 'confirmed', revision: 1 },
    });
    expect(refused.message).toMatch(new RegExp(`^${ADMIN_EMAIL.replace('.', '\\.')} \\(admin\\) confirmed this at \\d{1,2}:\\d{2} [AP]M while you were offline: your Cancel Booking was not applied$`));

    const doc = await stored(id);
    expect(doc.status, 'one outcome on the server: the first change').toBe('confirmed');
    expect(doc.revision, 'a refusal changes nothing').toBe(1);
    expect(doc.history?.map((h) => [h.change, h.by, h.from, h.to, h.revision ?? null])).toEqual([
      ['status', 'admin', 'pending', 'confirmed', 1],
      ['not-applied', 'staff', 'cancelled', null, null],
    ]);
  });

  it('is merged when what changed since touches something else: a confirm made before a move applies on top of it', async () => {
    const day = testDay('revisions', 47);
    const id = await createTestBooking('pending', 'Rev Disjoint', { date: day });
    const moved = await move(staff, id, day, '3:00 PM', { base_revision: 0 });
    expect(moved.booking).toMatchObject({ booking_time: '3:00 PM', revision: 1 });

    const { booking } = await setStatus(admin, id, 'confirmed', { base_revision: 0 });
    expect(booking).toMatchObject({ status: 'confirmed', booking_time: '3:00 PM', revision: 2 });
    expect((await stored(id)).history?.map((h) => [h.change, h.revision])).toEqual([
      ['rescheduled', 1],
      ['status', 2],
    ]);
  });

  it('a move made before a cancel is refused (the cancel freed the time), and a delete is refused after any change', async () => {
    const day = testDay('revisions', 48);
    const id = await createTestBooking('pending', 'Rev Cancel', { date: day });
    await setStatus(admin, id, 'cancelled', { base_revision: 0 });
    const moveRefused = await callError(move(staff, id, day, '1:00 PM', { base_revision: 0 }));
    expect(moveRefused).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'conflict', change: 'cancelled', revision: 1 } });
    expect(moveRefused.message).toContain('cancelled this at');
    expect(moveRefused.message).toContain('your Reschedule was not applied');

    const other = await createTestBooking('pending', 'Rev Delete', { date: day });
    await setStatus(staff, other, 'confirmed', { base_revision: 0 });
    const deleteRefused = await callError(remove(admin, other, { base_revision: 0 }));
    expect(deleteRefused.details).toMatchObject({ reason: 'conflict', change: 'status', by: 'staff' });
    expect((await stored(other)).deleted_at, 'still there').toBeNull();
    // On the revision it has now, the same delete goes through.
    await remove(admin, other, { base_revision: 1 });
    expect((await stored(other)).deleted_at).not.toBeNull();
  });

  it('two devices asking for the same status both get it: nothing to refuse', async () => {
    const id = await createTestBooking('pending', 'Rev Same');
    await setStatus(admin, id, 'confirmed', { base_revision: 0 });
    const { booking } = await setStatus(staff, id, 'confirmed', { base_revision: 0 });
    expect(booking).toMatchObject({ status: 'confirmed', revision: 1 });
  });

  it('a change sent without a revision (queued before revisions) is applied as before', async () => {
    const id = await createTestBooking('pending', 'Rev None');
    await setStatus(admin, id, 'confirmed');
    const { booking } = await setStatus(staff, id, 'cancelled');
    expect(booking).toMatchObject({ status: 'cancelled', revision: 2 });
  });
});

// Status changes only: a fixed day no other file uses (day 49 is crew-day's, which moves
// bookings onto its mornings while the files run side by side).
const REPLAY_DAY = '2034-03-01';

describe('replays', () => {
  it('an applied change sent again is answered and applied once, even after other changes', async () => {
    const id = await createTestBooking('pending', 'Rev Replay', { date: REPLAY_DAY });
    const mutation = { mutation_id: randomUUID(), base_revision: 0 };
    await setStatus(staff, id, 'confirmed', mutation);
    await setStatus(admin, id, 'cancelled', { base_revision: 1 });
    // The outbox sends the confirm again (its answer was lost): nothing happens twice.
    const replay = await setStatus(staff, id, 'confirmed', mutation);
    expect(replay.booking).toMatchObject({ status: 'cancelled', revision: 2 });
    expect((await stored(id)).history?.filter((h) => h.change === 'status')).toHaveLength(1);
  });

  it('a refused change sent again gets the same refusal and one history entry', async () => {
    const id = await createTestBooking('pending', 'Rev Refused Replay', { date: REPLAY_DAY });
    await setStatus(admin, id, 'confirmed', { base_revision: 0 });
    const mutation = { mutation_id: randomUUID(), base_revision: 0 };
    const first = await callError(setStatus(staff, id, 'cancelled', mutation));
    const again = await callError(setStatus(staff, id, 'cancelled', mutation));
    expect(again.message).toBe(first.message);
    expect(again.details).toMatchObject({ reason: 'conflict', change: 'status', revision: 1 });
    expect((await stored(id)).history?.filter((h) => h.change === 'not-applied')).toHaveLength(1);
  });
});

describe("the customer's changes", () => {
  it("a cancel made on the manage page before staff moved the booking is refused in the customer's words, without staff names", async () => {
    const day = testDay('revisions', 48);
    const input: CreateBookingInput = bookingInput({
      customer_email: uniqueEmail('rev'),
      service_name: 'Interior Detailing',
      vehicle_type: 'sedan',
      booking_date: day,
      booking_time: '12:00 PM',
    });
    const created = await visitor.call<CreateBookingInput, CreatedBooking>('createBooking', input);
    expect(created.revision).toBe(0);
    await move(staff, created.id, day, '3:00 PM', { base_revision: 0 });

    const refused = await callError(
      visitor.call<unknown, MyBookingOutput>('cancelMyBooking', { id: created.id, token: created.manage_token, mutation_id: randomUUID(), base_revision: 0 }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/^We moved your booking to .* 3:00 PM at \d{1,2}:\d{2} [AP]M, before your change reached us: your cancellation was not applied\.$/);
    expect(refused.details).toMatchObject({ reason: 'conflict', change: 'rescheduled', by_email: null, booking: { status: 'pending', booking_time: '3:00 PM', revision: 1 } });
    expect((refused.details as { booking: object }).booking).not.toHaveProperty('history');
    expect((await stored(created.id)).status).toBe('pending');

    // On the revision it has now, the cancel goes through.
    const done = await visitor.call<unknown, MyBookingOutput>('cancelMyBooking', { id: created.id, token: created.manage_token, mutation_id: randomUUID(), base_revision: 1 });
    expect(done.booking).toMatchObject({ status: 'cancelled', revision: 2 });
  });
});
