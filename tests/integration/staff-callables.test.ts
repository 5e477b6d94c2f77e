import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DELTA_OVERLAP_MS,
  type DeleteBookingOutput,
  type ListBookingsInput,
  type ListBookingsOutput,
  type UpdateBookingStatusOutput,
} from '../../src/domain/callables/staff-schema';
import { decodeCursor } from '../../functions/src/staff/delta-cursor';
import { BOOKING_STATUSES, canTransition, needsStart, type BookingStatus } from '../../src/domain/booking/status';
import { type TestClient } from './support/client';
import { CALLABLE_ACCESS, type CallableAccess } from '../../src/domain/callables/callable-access';
import { adminDb, createTestBooking, slotLockCount } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';

const { anonymous, roleless, staff, admin } = clientsForTests('anonymous', 'roleless', 'staff', 'admin');

const list = (c: TestClient, input: ListBookingsInput) => c.call<ListBookingsInput, ListBookingsOutput>('listBookings', input);
const setStatus = (c: TestClient, id: string, status: BookingStatus) =>
  c.call<{ id: string; status: BookingStatus }, UpdateBookingStatusOutput>('updateBookingStatus', { id, status });
const remove = (c: TestClient, id: string) => c.call<{ id: string }, DeleteBookingOutput>('deleteBooking', { id });

/** Pulls every page from `since` and returns the final cursor with everything seen. */
async function pullAll(c: TestClient, since: string | null, limit = 500) {
  const ids: string[] = [];
  const deleted: string[] = [];
  let cursor = since;
  let pages = 0;
  for (;;) {
    const page = await list(c, { since: cursor, limit });
    pages += 1;
    ids.push(...page.bookings.map((b) => b.id));
    deleted.push(...page.deleted_ids);
    cursor = page.cursor;
    if (!page.has_more) return { cursor, ids, deleted, pages };
  }
}

describe('who may call the staff callables', () => {
  const calls = {
    listBookings: (c: TestClient, id: string) => list(c, { since: null, limit: 1 }).then(() => id),
    updateBookingStatus: (c: TestClient, id: string) => setStatus(c, id, 'confirmed'),
    deleteBooking: (c: TestClient, id: string) => remove(c, id),
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name} refuses an anonymous caller as unauthenticated`, async () => {
      const id = await createTestBooking('pending');
      await expect(call(anonymous, id)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    });
    it(`${name} refuses a signed-in user without a role as permission-denied`, async () => {
      const id = await createTestBooking('pending');
      await expect(call(roleless, id)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    });
  }

  // Every callable CALLABLE_ACCESS keeps from the public, with an empty input: the caller is
  // refused before the input is read, so a missing field never tells a stranger what to send.
  const guarded = (Object.entries(CALLABLE_ACCESS) as [string, CallableAccess][]).filter(([, access]) => access !== 'public');
  it(`refuses every staff and admin callable (${guarded.length}) to an anonymous caller and a user without a role, and the admin ones to staff`, async () => {
    for (const [name, access] of guarded) {
      await expect(anonymous.call(name, {}), name).rejects.toMatchObject({ code: 'functions/unauthenticated' });
      await expect(roleless.call(name, {}), name).rejects.toMatchObject({ code: 'functions/permission-denied' });
      const asStaff = staff.call(name, {});
      if (access === 'admin') await expect(asStaff, name).rejects.toMatchObject({ code: 'functions/permission-denied' });
      // Staff pass the role check: answered, or refused for the empty input, never for who they are.
      else expect(await asStaff.then(() => 'answered', (e: { code?: string }) => e.code), name).toMatch(/^(answered|functions\/invalid-argument)$/);
    }
  });

  it('leaves the booking untouched when a caller is refused', async () => {
    const id = await createTestBooking('pending');
    await expect(setStatus(roleless, id, 'confirmed')).rejects.toMatchObject({ code: 'functions/permission-denied' });
    await expect(remove(roleless, id)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    const doc = await adminDb().collection('bookings').doc(id).get();
    expect(doc.get('status')).toBe('pending');
    expect(doc.get('deleted_at')).toBeNull();
  });

  it('lets staff change a status but not delete a booking', async () => {
    const id = await createTestBooking('pending');
    const { booking } = await setStatus(staff, id, 'confirmed');
    expect(booking.status).toBe('confirmed');
    await expect(remove(staff, id)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect((await adminDb().collection('bookings').doc(id).get()).get('customer_name')).toBe('Test Customer');
  });
});

describe('status changes', () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  for (const [from, to] of pairs.filter(([f, t]) => !canTransition(f, t))) {
    it(`refuses ${from} -> ${to} as failed-precondition and keeps ${from}`, async () => {
      const id = await createTestBooking(from);
      await expect(setStatus(staff, id, to)).rejects.toMatchObject({ code: 'functions/failed-precondition' });
      expect((await adminDb().collection('bookings').doc(id).get()).get('status')).toBe(from);
    });
  }

  for (const [from, to] of pairs.filter(([f, t]) => canTransition(f, t))) {
    it(`allows ${from} -> ${to} and moves updated_at forward`, async () => {
      // No-show needs the start behind it: a booking of last year (a day no other test uses).
      const id = needsStart(to) ? await createTestBooking(from, 'Test Customer', { date: '2025-06-02' }) : await createTestBooking(from);
      const before = (await adminDb().collection('bookings').doc(id).get()).get('updated_at').toMillis();
      const { booking } = await setStatus(admin, id, to);
      expect(booking).toMatchObject({ id, status: to });
      expect(Date.parse(booking.updated_at)).toBeGreaterThan(before);
    });
  }

  it('answers a repeated request for the status a booking already has with success and no change', async () => {
    const id = await createTestBooking('pending');
    const first = await setStatus(staff, id, 'confirmed');
    const again = await setStatus(staff, id, 'confirmed');
    expect(again.booking.status).toBe('confirmed');
    expect(again.booking.updated_at).toBe(first.booking.updated_at);
  });

  it('cancelling frees the slot locks; confirming keeps them', async () => {
    const id = await createTestBooking('pending');
    expect(await slotLockCount(id)).toBe(4);
    await setStatus(staff, id, 'confirmed');
    expect(await slotLockCount(id)).toBe(4);
    await setStatus(staff, id, 'cancelled');
    expect(await slotLockCount(id)).toBe(0);
  });

  it('answers not-found for an unknown or deleted booking', async () => {
    await expect(setStatus(staff, 'no-such-booking', 'confirmed')).rejects.toMatchObject({ code: 'functions/not-found' });
    const id = await createTestBooking('pending');
    await remove(admin, id);
    await expect(setStatus(staff, id, 'confirmed')).rejects.toMatchObject({ code: 'functions/not-found' });
  });

  it('refuses a status that is not one of the four as invalid-argument', async () => {
    const id = await createTestBooking('pending');
    await expect(setStatus(staff, id, 'archived' as BookingStatus)).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('deleting', () => {
  it('frees the slot locks and leaves a tombstone without personal data', async () => {
    const id = await createTestBooking('confirmed', 'Private Person');
    expect(await remove(admin, id)).toEqual({ id, deleted: true });
    expect(await slotLockCount(id)).toBe(0);
    const tombstone = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(tombstone.deleted_at).toBeTruthy();
    for (const field of ['customer_name', 'customer_email', 'customer_phone', 'vehicle_make', 'vehicle_model', 'comments', 'service_street', 'service_postal_code']) {
      expect(tombstone[field] ?? null, field).toBeNull();
    }
    expect(JSON.stringify(tombstone)).not.toContain('Private Person');
  });

  it('answers a repeated delete with success, and an unknown id with not-found', async () => {
    const id = await createTestBooking('pending');
    await remove(admin, id);
    await expect(remove(admin, id)).resolves.toEqual({ id, deleted: true });
    await expect(remove(admin, 'no-such-booking')).rejects.toMatchObject({ code: 'functions/not-found' });
  });
});

describe('delta pull', () => {
  it('returns every live booking from the beginning and no tombstones as bookings', async () => {
    const live = await createTestBooking('pending');
    const gone = await createTestBooking('pending');
    await remove(admin, gone);
    const all = await pullAll(staff, null);
    expect(all.ids).toContain(live);
    expect(all.ids).not.toContain(gone);
    expect(all.deleted).toContain(gone);
    expect(new Set(all.ids).size).toBe(all.ids.length);
  });

  it('returns exactly the changes and deletions since a cursor, then nothing', async () => {
    const changed = await createTestBooking('pending');
    const deleted = await createTestBooking('pending');
    const untouched = await createTestBooking('pending');
    const { cursor } = await pullAll(staff, null);

    await setStatus(staff, changed, 'confirmed');
    await remove(admin, deleted);
    const created = await createTestBooking('pending');

    const delta = await pullAll(staff, cursor);
    expect(delta.ids.sort()).toEqual([changed, created].sort());
    expect(delta.deleted).toEqual([deleted]);
    expect(delta.ids).not.toContain(untouched);

    const after = await list(staff, { since: delta.cursor, limit: 500 });
    expect(after).toEqual({ bookings: [], deleted_ids: [], cursor: delta.cursor, has_more: false });
  });

  it('pages a delta larger than the limit without losing or repeating a change', async () => {
    const { cursor } = await pullAll(staff, null);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await createTestBooking('pending'));
    const first = await list(staff, { since: cursor, limit: 2 });
    expect(first.bookings).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const paged = await pullAll(staff, cursor, 2);
    expect(paged.ids).toEqual(ids);
    expect(paged.pages).toBe(3);
  });

  it('with the overlap window, still returns a change that committed late with an updated_at just before the cursor', async () => {
    const late = await createTestBooking('pending');
    const tooOld = await createTestBooking('pending');
    const { cursor, ids } = await pullAll(staff, null);
    expect(ids).toContain(late);
    const cursorMs = decodeCursor(cursor)!.updatedAt.toMillis();

    // Two writes land after the cursor was handed out, stamped before it
    // (a transaction that took its time): one inside the window, one outside.
    await adminDb().collection('bookings').doc(late).update({ status: 'confirmed', updated_at: Timestamp.fromMillis(cursorMs - 30_000) });
    await adminDb().collection('bookings').doc(tooOld).update({ status: 'confirmed', updated_at: Timestamp.fromMillis(cursorMs - DELTA_OVERLAP_MS - 60_000) });

    // From the cursor alone the late write is lost ...
    const exact = await list(staff, { since: cursor, limit: 500 });
    expect(exact.bookings.map((b) => b.id)).not.toContain(late);

    // ... from the cursor less the overlap it comes back, with its new status; the window is bounded.
    const overlapped = await list(staff, { since: cursor, limit: 500, overlap_ms: DELTA_OVERLAP_MS });
    expect(overlapped.bookings.find((b) => b.id === late)?.status).toBe('confirmed');
    expect(overlapped.bookings.map((b) => b.id)).not.toContain(tooOld);
  });

  it('pages an overlapping pull to its end: only the first page re-reads the window', async () => {
    const { cursor } = await pullAll(staff, null);
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push(await createTestBooking('pending'));
    const seen: string[] = [];
    let since: string = cursor;
    let overlap = DELTA_OVERLAP_MS;
    for (let pages = 0; ; pages += 1) {
      expect(pages).toBeLessThan(200);
      const page = await list(staff, { since, limit: 2, overlap_ms: overlap });
      seen.push(...page.bookings.map((b) => b.id));
      since = page.cursor;
      overlap = 0;
      if (!page.has_more) break;
    }
    expect(seen).toEqual(expect.arrayContaining(created));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a cursor it did not issue as invalid-argument', async () => {
    await expect(list(staff, { since: 'not-a-cursor', limit: 10 })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});
