import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '@/lib/db/db';
import type { CallInput } from '@/domain/callables/callables';
import { createSyncEngine, type CallFn } from '@/lib/sync/sync-engine';
import { kindsFor } from '@/lib/sync/outbox-kinds';
import { watchStaffRefusals, type RefusalNotice } from '@/lib/sync/refusal-watch';
import { setStaffSignedIn, unsentStaffChanges } from '@/lib/sync/staff-changes';
import { clearStaffCache, setStaffCaller, setStaffEngine, staffSyncEngine, type StaffCaller } from '../staff-service';
import { createPlan, skipPlanVisit } from './plan-service';

const offline = Object.assign(new Error('internal'), { code: 'functions/internal' });
const gone = Object.assign(new Error('This booking is not a visit of a plan.'), { code: 'functions/not-found' });

let calls: { name: string; input: unknown }[];
let server: (name: string, input: unknown) => unknown;
const engineCall: CallFn = async (name, input) => {
  calls.push({ name, input });
  return server(name, input);
};

const setup: CallInput<'createPlan'> = {
  id: '5f0c2b1e-8d3a-4c1b-9a7e-2b6d4f8e1a90',
  service_name: 'Interior Detailing',
  cadence: { kind: 'weeks', every: 4, weekday: 'TU' },
  start_time: '10:00 AM',
  crew: null,
  customer_name: 'Ann Lee',
  customer_email: 'ann@example.com',
  customer_phone: '604-555-0101',
  vehicle_type: 'sedan',
  vehicle_make: null,
  vehicle_model: null,
  comments: null,
  service_street: '1 Main St',
  service_city: 'burnaby',
  service_postal_code: null,
  start_date: '2026-12-22',
  end: { kind: 'none' },
  price: 176,
};

const answer = { plan: { id: setup.id } };

beforeEach(async () => {
  calls = [];
  server = () => Promise.reject(offline);
  setStaffSignedIn(true);
  // The pull after a change the server took: nothing new.
  setStaffCaller((async () => ({ bookings: [], deleted_ids: [], cursor: 'c1', has_more: false })) as unknown as StaffCaller);
  setStaffEngine(createSyncEngine({ db: appDb(), call: engineCall, kinds: kindsFor('page'), locks: null }));
  await clearStaffCache();
  await appDb().outbox.clear();
  await appDb().refusals.clear();
});
afterEach(() => {
  setStaffCaller(null);
  setStaffEngine(null);
});

describe('plan changes through the outbox', () => {
  it('a plan made offline waits on the device, counted, and is sent once when the server answers', async () => {
    expect(await createPlan(setup)).toBe('queued');
    expect(await unsentStaffChanges(appDb())).toBe(1);
    expect((await appDb().outbox.toArray()).map((r) => [r.id, r.kind])).toEqual([[setup.id, 'createPlan']]);

    calls = [];
    server = () => answer;
    await appDb().outbox.toCollection().modify({ next_attempt_at: 0 });
    await staffSyncEngine().drain();
    await staffSyncEngine().drain();
    expect(calls.filter((c) => c.name === 'createPlan').map((c) => c.input)).toEqual([setup]);
    expect(await unsentStaffChanges(appDb())).toBe(0);
  });

  it('an answer lost on the way is sent again as the same plan (its id), never as a second one', async () => {
    // The server takes it, but the answer never reaches the phone: the next try carries the same id.
    const taken: string[] = [];
    server = (_name, input) => {
      taken.push((input as { id: string }).id);
      if (taken.length === 1) throw offline;
      return answer;
    };
    expect(await createPlan(setup)).toBe('queued');
    await appDb().outbox.toCollection().modify({ next_attempt_at: 0 });
    await staffSyncEngine().drain();
    expect(taken).toEqual([setup.id, setup.id]);
    expect(await unsentStaffChanges(appDb())).toBe(0);
  });

  it('a visit gone on the server is a final refusal, told in words on the dashboard', async () => {
    server = () => Promise.reject(gone);
    expect(await skipPlanVisit('plan1_1_2026-12-22')).toEqual({ refused: 'This booking is not a visit of a plan.' });
    expect(await unsentStaffChanges(appDb())).toBe(0);
    const notices: RefusalNotice[] = [];
    const stop = watchStaffRefusals(appDb(), (notice) => notices.push(notice));
    await expect.poll(() => notices).toEqual([{ title: 'Visit not skipped', description: 'This booking is not a visit of a plan.' }]);
    stop();
  });
});
