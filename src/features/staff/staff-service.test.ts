import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '@/lib/db/db';
import type { Booking } from '@/domain/booking/booking-schema';
import { testBooking } from '@/testing/booking';
import type { ListBookingsOutput } from '@/domain/callables/staff-schema';
import { DELTA_OVERLAP_MS } from '@/domain/callables/staff-schema';
import { createSyncEngine, type CallFn } from '@/lib/sync/sync-engine';
import { kindsFor } from '@/lib/sync/outbox-kinds';
import { applyServerBookings } from '@/lib/sync/server-data';
import { readShownBookings } from '@/lib/sync/shown';
import { claimStaffRefusal, unannouncedRefusals, watchStaffRefusals, type RefusalNotice } from '@/lib/sync/refusal-watch';
import {
  META_CURSOR,
  applyMineAgain,
  changeBookingStatus,
  clearStaffCache,
  keepTheirs,
  deleteBooking,
  saveCustomerNote,
  pullBookings,
  setStaffCaller,
  setStaffEngine,
  staffSyncEngine,
  type StaffCaller,
} from './staff-service';
import { conflicts, discardStaffChanges, isStaffSignedIn, makeStaffChangesDue, setStaffSignedIn, unsentStaffChanges } from '@/lib/sync/staff-changes';

/** The booking as the dashboard shows it: the stored server row with our queued changes on top. */
const shown = async (id: string) => (await readShownBookings(appDb())).find((b) => b.id === id);
const refusedChanges = () => unannouncedRefusals(appDb(), 'staff');
const claimRefusal = claimStaffRefusal;

const base: Booking = testBooking({
  customer_name: 'Ann Lee',
  customer_email: 'ann@example.com',
  customer_phone: null,
  booking_date: '2026-11-22',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

const offline = Object.assign(new Error('internal'), { code: 'functions/internal' });
const refused = Object.assign(new Error('A cancelled booking cannot become confirmed'), { code: 'functions/failed-precondition' });

const staffEngineDrain = () => staffSyncEngine().drain();

let calls: { name: string; input: unknown }[];
function fake(handler: (name: string, input: unknown) => unknown): StaffCaller {
  return (async (name: string, input: unknown) => {
    calls.push({ name, input });
    return handler(name, input);
  }) as StaffCaller;
}

/** The network the sync engine sends staff changes over; swap `server` per test. */
let server: (name: string, input: unknown) => unknown;
const engineCall: CallFn = async (name, input) => {
  calls.push({ name, input });
  return server(name, input);
};

beforeEach(async () => {
  calls = [];
  server = () => Promise.reject(offline);
  setStaffSignedIn(true);
  // The real engine and handlers over fake-indexeddb; the Dexie lease instead of Web Locks.
  setStaffEngine(createSyncEngine({ db: appDb(), call: engineCall, kinds: kindsFor('page'), locks: null }));
  await clearStaffCache();
  await appDb().outbox.clear();
  await appDb().refusals.clear();
  await appDb().bookings.put({ ...base });
});
afterEach(() => {
  setStaffCaller(null);
  setStaffEngine(null);
});

describe('staff delta pull', () => {
  it('pulls from the stored cursor less the overlap window, stores changes, drops deletions and moves the cursor', async () => {
    await appDb().bookings.put({ ...base, id: 'gone' });
    await appDb().meta.put({ key: META_CURSOR, value: 'c1' });
    setStaffCaller(
      fake((): ListBookingsOutput => ({ bookings: [{ ...base, status: 'confirmed', updated_at: '2026-11-02T00:00:00Z' }], deleted_ids: ['gone'], cursor: 'c2', has_more: false })),
    );
    expect(await pullBookings()).toBe(2);
    expect(calls[0].input).toEqual({ since: 'c1', limit: 500, overlap_ms: DELTA_OVERLAP_MS });
    expect((await appDb().bookings.get('b1'))?.status).toBe('confirmed');
    expect(await appDb().bookings.get('gone')).toBeUndefined();
    expect((await appDb().meta.get(META_CURSOR))?.value).toBe('c2');
  });

  it('asks for the overlap only on the first page of a pull, so paging ends', async () => {
    await appDb().meta.put({ key: META_CURSOR, value: 'c1' });
    const pages: ListBookingsOutput[] = [
      { bookings: [{ ...base, id: 'p1' }], deleted_ids: [], cursor: 'c2', has_more: true },
      { bookings: [{ ...base, id: 'p2' }], deleted_ids: [], cursor: 'c3', has_more: false },
    ];
    setStaffCaller(fake(() => pages.shift()));
    await pullBookings();
    expect(calls.map((c) => c.input)).toEqual([
      { since: 'c1', limit: 500, overlap_ms: DELTA_OVERLAP_MS },
      { since: 'c2', limit: 500, overlap_ms: 0 },
    ]);
    expect(await appDb().bookings.get('p2')).toBeDefined();
  });

  it('a first pull (no cursor) asks for everything, without an overlap', async () => {
    setStaffCaller(fake((): ListBookingsOutput => ({ bookings: [], deleted_ids: [], cursor: 'c1', has_more: false })));
    await pullBookings();
    expect(calls[0].input).toEqual({ since: null, limit: 500, overlap_ms: 0 });
  });

  it('merges idempotently: a change seen twice is stored once, an older copy never replaces a newer one', async () => {
    const newer = { ...base, status: 'confirmed' as const, updated_at: '2026-11-03T00:00:00Z' };
    expect(await applyServerBookings(appDb(), { bookings: [newer] })).toBe(1);
    // The overlap window brings the same change again (nothing is rewritten), and an older copy of it.
    expect(await applyServerBookings(appDb(), { bookings: [newer] })).toBe(0);
    expect(await applyServerBookings(appDb(), { bookings: [{ ...base, status: 'pending', updated_at: '2026-11-02T00:00:00Z' }] })).toBe(0);
    expect(await appDb().bookings.get('b1')).toEqual(newer);
    expect(await appDb().bookings.count()).toBe(1);
  });

  it('a tombstone deletes, also when it arrives again for a row that is already gone', async () => {
    await applyServerBookings(appDb(), { bookings: [], deletedIds: ['b1'] });
    expect(await appDb().bookings.get('b1')).toBeUndefined();
    expect(await applyServerBookings(appDb(), { bookings: [], deletedIds: ['b1'] })).toBe(0);
    expect(await appDb().bookings.count()).toBe(0);
  });

  it('a pull stores the server row while a change is still queued; the change still shows on top, and once refused the server state shows', async () => {
    expect(await changeBookingStatus(base, 'confirmed')).toBe('queued');
    const cancelledElsewhere = { ...base, status: 'cancelled' as const, updated_at: '2026-11-05T00:00:00Z' };
    setStaffCaller(fake((): ListBookingsOutput => ({ bookings: [cancelledElsewhere], deleted_ids: [], cursor: 'c3', has_more: false })));
    await pullBookings();
    expect(await appDb().bookings.get('b1'), 'stored as the server has it').toEqual(cancelledElsewhere);
    expect((await shown('b1'))?.status).toBe('confirmed');

    // The server refuses the queued change: the row shows what the server holds now.
    server = () => Promise.reject(refused);
    await makeStaffChangesDue(appDb());
    await staffEngineDrain();
    expect(await shown('b1')).toEqual(cancelledElsewhere);
  });
});


describe('staff changes on the sync engine', () => {
  it('stores the server answer of a status change and leaves nothing queued', async () => {
    server = () => ({ booking: { ...base, status: 'confirmed', updated_at: '2026-11-02T00:00:00Z' } });
    expect(await changeBookingStatus(base, 'confirmed')).toBe('saved');
    expect(calls).toEqual([{ name: 'updateBookingStatus', input: { id: 'b1', status: 'confirmed', mutation_id: expect.any(String), base_revision: undefined } }]);
    const row = await shown('b1');
    expect(row).toEqual({ ...base, status: 'confirmed', updated_at: '2026-11-02T00:00:00Z' });
    expect(row?.pending).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('a transient error keeps the change applied, marked pending and queued with a backoff; the engine sends it later', async () => {
    expect(await changeBookingStatus(base, 'confirmed')).toBe('queued');
    expect(await shown('b1')).toMatchObject({ status: 'confirmed', pending: { kind: 'updateBookingStatus' } });
    expect(await appDb().bookings.get('b1'), 'the stored row stays the server\'s').toEqual(base);
    const [queued] = await appDb().outbox.toArray();
    expect(queued).toMatchObject({ kind: 'updateBookingStatus', state: 'pending', attempts: 1, last_error: 'internal: internal' });
    expect(queued.next_attempt_at).toBeGreaterThan(Date.now());

    // Still in backoff: a drain now sends nothing.
    server = () => ({ booking: { ...base, status: 'confirmed' } });
    expect((await staffEngineDrain()).sent).toBe(0);
    expect(await appDb().outbox.count()).toBe(1);

    // Back online: due now, sent, and the pending mark goes.
    await makeStaffChangesDue(appDb());
    expect((await staffEngineDrain()).sent).toBe(1);
    expect((await shown('b1'))?.pending).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('shows the server status again at once when a change is refused, and reports it once', async () => {
    server = () => Promise.reject(refused);
    expect(await changeBookingStatus(base, 'confirmed')).toEqual({ refused: 'A cancelled booking cannot become confirmed' });
    const row = await shown('b1');
    expect(row?.status).toBe('pending');
    expect(row?.pending).toBeUndefined();
    expect(await appDb().outbox.count()).toBe(0);
    expect(await refusedChanges()).toMatchObject([{ kind: 'updateBookingStatus', code: 'failed-precondition', message: 'A cancelled booking cannot become confirmed' }]);
  });

  it('a change queued offline and refused later no longer shows, and its message is owed exactly once', async () => {
    await changeBookingStatus(base, 'confirmed');
    await changeBookingStatus({ ...base, status: 'confirmed' }, 'completed');
    server = () => Promise.reject(refused);
    await makeStaffChangesDue(appDb());
    const summary = await staffEngineDrain();
    expect(summary.rejected).toBe(2);
    const row = await shown('b1');
    expect(row?.status).toBe('pending');
    expect(row?.pending).toBeUndefined();
    const owed = await refusedChanges();
    expect(owed).toHaveLength(2);
    expect(await claimRefusal(appDb(), owed[0].id)).toBe(true);
    expect(await claimRefusal(appDb(), owed[0].id)).toBe(false);
  });

  it('a booking gone from the server is a refusal, not retried forever', async () => {
    server = () => Promise.reject(Object.assign(new Error('Booking not found'), { code: 'functions/not-found' }));
    expect(await changeBookingStatus(base, 'confirmed')).toEqual({ refused: 'Booking not found' });
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('hides a deleted booking at once and restores it when the server refuses', async () => {
    server = () => Promise.reject(Object.assign(new Error('no'), { code: 'functions/permission-denied' }));
    expect(await deleteBooking('b1')).toEqual({ refused: 'no' });
    expect(await shown('b1')).toEqual(base);
    server = () => ({ id: 'b1', deleted: true });
    expect(await deleteBooking('b1')).toBe('saved');
    expect(await shown('b1')).toBeUndefined();
    expect(await appDb().bookings.get('b1')).toBeUndefined();
  });

  it('a delete queued offline keeps the booking hidden until it is sent', async () => {
    expect(await deleteBooking('b1')).toBe('queued');
    expect(await shown('b1')).toBeUndefined();
    server = () => ({ id: 'b1', deleted: true });
    await makeStaffChangesDue(appDb());
    await staffEngineDrain();
    expect(await appDb().bookings.get('b1')).toBeUndefined();
  });

  it('signing out clears the cached bookings and the cursor but keeps queued changes', async () => {
    await changeBookingStatus(base, 'confirmed');
    await appDb().meta.put({ key: META_CURSOR, value: 'c9' });
    await clearStaffCache();
    expect(await appDb().bookings.count()).toBe(0);
    expect(await appDb().meta.get(META_CURSOR)).toBeUndefined();
    expect(await unsentStaffChanges(appDb())).toBe(1);
  });

  it("a pull answered after the cache was cleared (signed out, or the access ended) stores nothing, and the next sign-in's pull does not wait on it", async () => {
    await clearStaffCache();
    let answerLate: (page: ListBookingsOutput) => void = () => undefined;
    const late = new Promise<ListBookingsOutput>((resolve) => (answerLate = resolve));
    setStaffCaller(fake(() => late));
    const before = pullBookings();
    await Promise.resolve();
    await clearStaffCache();
    // Signed in again: this pull is answered at once, while the first one still waits.
    setStaffCaller(fake((): ListBookingsOutput => ({ bookings: [{ ...base, id: 'now' }], deleted_ids: [], cursor: 'c2', has_more: false })));
    expect(await pullBookings()).toBe(1);
    answerLate({ bookings: [{ ...base, id: 'then' }], deleted_ids: [], cursor: 'c1', has_more: false });
    expect(await before).toBe(0);
    expect((await appDb().bookings.toArray()).map((b) => b.id)).toEqual(['now']);
    expect((await appDb().meta.get(META_CURSOR))?.value).toBe('c2');
  });

  it('discarding, the explicit choice, drops every queued staff change and the server rows show again', async () => {
    await changeBookingStatus(base, 'confirmed');
    await deleteBooking('b1');
    expect(await shown('b1')).toBeUndefined();
    expect(await discardStaffChanges(appDb())).toBe(2);
    expect(await unsentStaffChanges(appDb())).toBe(0);
    expect(await shown('b1')).toEqual(base);
  });
});

describe('staff changes while nobody with a role is signed in', () => {
  it('are neither sent nor dropped, and are sent after the next staff sign-in', async () => {
    await changeBookingStatus(base, 'confirmed');
    setStaffSignedIn(false);
    server = (_name, input) => ({ booking: { ...base, status: (input as { status: string }).status, updated_at: '2026-11-02T00:00:00Z' } });
    await makeStaffChangesDue(appDb());
    calls = [];
    expect((await staffEngineDrain()).sent).toBe(0);
    expect(calls).toEqual([]);
    expect(await unsentStaffChanges(appDb())).toBe(1);

    setStaffSignedIn(true);
    expect((await staffEngineDrain()).sent).toBe(1);
    expect(await unsentStaffChanges(appDb())).toBe(0);
    expect((await shown('b1'))?.status).toBe('confirmed');
  });

  it('a session the server no longer takes (token revoked, role removed) keeps the change queued, not refused, until a staff sign-in', async () => {
    await changeBookingStatus(base, 'confirmed');
    server = () => Promise.reject(Object.assign(new Error('Sign in first'), { code: 'functions/unauthenticated' }));
    await makeStaffChangesDue(appDb());
    await staffEngineDrain();
    expect(isStaffSignedIn()).toBe(false);
    expect(await refusedChanges()).toEqual([]);
    expect(await unsentStaffChanges(appDb())).toBe(1);
    expect((await shown('b1'))?.pending).toMatchObject({ kind: 'updateBookingStatus' });
  });

});

describe('conflicts: a change made on an older revision', () => {
  const at = '2026-11-24T18:41:00.000Z';
  const theirs = { ...base, status: 'cancelled' as const, revision: 4, updated_at: '2026-11-24T18:41:00Z' };
  const conflict = Object.assign(new Error('crew2@example.com (staff) cancelled this at 10:41 AM while you were offline: your Confirm Booking was not applied'), {
    code: 'functions/failed-precondition',
    details: { reason: 'conflict', change: 'cancelled', by: 'staff', by_email: 'crew2@example.com', at, from: 'pending', to: 'cancelled', revision: 4, booking: theirs },
  });

  beforeEach(async () => {
    await appDb().bookings.put({ ...base, revision: 3 });
  });

  it('is sent on the revision the device had, shows the server\'s booking when refused, and stays until a choice is made', async () => {
    server = () => Promise.reject(conflict);
    expect(await changeBookingStatus(base, 'confirmed')).toEqual({ refused: conflict.message });
    expect(calls[0].input).toMatchObject({ id: 'b1', status: 'confirmed', base_revision: 3 });
    expect(await shown('b1'), 'the server\'s state, at once').toEqual(theirs);
    const [waiting] = await conflicts(appDb());
    expect(waiting).toMatchObject({ kind: 'updateBookingStatus', target_id: 'b1', message: conflict.message });
    // Announced once by the dashboard's watcher (a toast that says what happened), and still shown on the booking.
    const notices: RefusalNotice[] = [];
    const stop = watchStaffRefusals(appDb(), (notice) => notices.push(notice));
    await expect.poll(() => notices).toEqual([{ title: 'Failed to update booking status', description: conflict.message }]);
    stop();
    expect(await refusedChanges()).toEqual([]);
    expect(await conflicts(appDb())).toHaveLength(1);
  });

  it('"apply mine again" sends the same change on the new revision under a new mutation id', async () => {
    server = () => Promise.reject(conflict);
    await changeBookingStatus(base, 'confirmed').catch(() => undefined);
    const [waiting] = await conflicts(appDb());
    server = (_name, input) => ({ booking: { ...theirs, status: (input as { status: string }).status, revision: 5, updated_at: '2026-11-24T19:00:00Z' } });
    calls = [];
    expect(await applyMineAgain(waiting.id)).toBe('saved');
    expect(calls).toEqual([{ name: 'updateBookingStatus', input: { id: 'b1', status: 'confirmed', mutation_id: expect.any(String), base_revision: 4 } }]);
    expect((calls[0].input as { mutation_id: string }).mutation_id).not.toBe(waiting.id);
    expect(await conflicts(appDb())).toEqual([]);
    expect(await shown('b1')).toMatchObject({ status: 'confirmed', revision: 5 });
  });

  it('"keep theirs" lets the change go and the server\'s booking stands', async () => {
    server = () => Promise.reject(conflict);
    await changeBookingStatus(base, 'confirmed').catch(() => undefined);
    const [waiting] = await conflicts(appDb());
    await keepTheirs(waiting.id);
    expect(await conflicts(appDb())).toEqual([]);
    expect(await shown('b1')).toEqual(theirs);
  });

  it('a customer note is sent on the revision the device had; refused, the note they wrote shows and the refusal waits for a choice', async () => {
    const noteTheirs = { ...base, customer_note: 'Dog in the yard', revision: 4, updated_at: '2026-11-24T18:41:00Z' };
    const noteConflict = Object.assign(new Error('crew2@example.com (staff) changed the customer note at 10:41 AM while you were offline: your customer note was not applied'), {
      code: 'functions/failed-precondition',
      details: { reason: 'conflict', change: 'note', by: 'staff', by_email: 'crew2@example.com', at, from: null, to: 'Dog in the yard', revision: 4, booking: noteTheirs },
    });
    server = () => Promise.reject(noteConflict);
    expect(await saveCustomerNote('b1', 'Gate code 4821')).toEqual({ refused: noteConflict.message });
    expect(calls[0]).toEqual({ name: 'setCustomerNote', input: { id: 'b1', mutation_id: expect.any(String), base_revision: 3, note: 'Gate code 4821' } });
    expect(await shown('b1')).toEqual(noteTheirs);
    const [waiting] = await conflicts(appDb());
    expect(waiting).toMatchObject({ kind: 'setCustomerNote', target_id: 'b1', message: noteConflict.message });
    // "Apply mine again": the same note on the revision the refusal came with.
    server = () => ({ bookings: [{ ...noteTheirs, customer_note: 'Gate code 4821', revision: 5, updated_at: '2026-11-24T19:00:00Z' }] });
    calls = [];
    expect(await applyMineAgain(waiting.id)).toBe('saved');
    expect(calls[0].input).toMatchObject({ id: 'b1', note: 'Gate code 4821', base_revision: 4 });
    expect(await shown('b1')).toMatchObject({ customer_note: 'Gate code 4821', revision: 5 });
  });

  it('changes made one after another offline are each sent on the revision the one before made', async () => {
    await changeBookingStatus(base, 'confirmed');
    await changeBookingStatus({ ...base, status: 'confirmed' }, 'completed');
    let revision = 3;
    server = (_name, input) => ({ booking: { ...base, status: (input as { status: string }).status, revision: ++revision, updated_at: `2026-11-0${revision}T00:00:00Z` } });
    calls = [];
    await makeStaffChangesDue(appDb());
    await staffEngineDrain();
    expect(calls.map((c) => (c.input as { base_revision: number }).base_revision)).toEqual([3, 4]);
    expect(await shown('b1')).toMatchObject({ status: 'completed', revision: 5 });
  });
});
