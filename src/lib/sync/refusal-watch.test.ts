import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { appDb, type OutboxKindName, type RefusalRow } from '@/lib/db/db';
import { testQueuedRow, testRefusal } from '@/testing/outbox';
import { holdForForm, watchStaffRefusals, type RefusalNotice } from './refusal-watch';

const refusal = (id: string, kind: OutboxKindName, message: string): RefusalRow => testRefusal(kind, { id, message });

afterEach(async () => {
  await appDb().refusals.clear();
  await appDb().outbox.clear();
});

describe("the staff audience's refusal watcher", () => {
  it('tells each refused change once, with the title and reason its kind declares', async () => {
    const shown: RefusalNotice[] = [];
    const stop = watchStaffRefusals(appDb(), (n) => shown.push(n));
    await appDb().refusals.bulkPut([refusal('r1', 'updateBookingStatus', 'A cancelled booking cannot become confirmed'), refusal('r2', 'sendOnMyWay', 'Too late')]);
    await expect.poll(() => shown.length).toBe(2);
    expect(shown).toEqual(expect.arrayContaining([{ title: 'Failed to update booking status' }, { title: 'On My Way not sent', description: 'Too late' }]));
    // A second watcher (another tab) finds nothing left to tell.
    const again: RefusalNotice[] = [];
    const stop2 = watchStaffRefusals(appDb(), (n) => again.push(n));
    await new Promise((r) => setTimeout(r, 50));
    expect(again).toEqual([]);
    stop();
    stop2();
  });

  it('leaves a refusal to the form waiting for it when its kind shows it in the form', async () => {
    const queued = (id: string, kind: OutboxKindName) => testQueuedRow(kind, 'b1', {}, { id });
    await appDb().outbox.bulkPut([queued('form', 'staffRescheduleBooking'), queued('toast', 'removeBlock')]);
    const release = await holdForForm(appDb(), 'form');
    expect(release).toBeTypeOf('function');
    expect(await holdForForm(appDb(), 'toast'), 'removeBlock is told by the watcher').toBeUndefined();
    const shown: RefusalNotice[] = [];
    const stop = watchStaffRefusals(appDb(), (n) => shown.push(n));
    await appDb().refusals.bulkPut([refusal('form', 'staffRescheduleBooking', 'That time was just taken'), refusal('toast', 'removeBlock', 'Gone')]);
    await expect.poll(() => shown).toEqual([{ title: 'Failed to save blocked time', description: 'Gone' }]);
    expect(await appDb().refusals.get('form'), 'still the form\'s to claim').toMatchObject({ announced_at: null });
    release?.();
    stop();
  });
});
