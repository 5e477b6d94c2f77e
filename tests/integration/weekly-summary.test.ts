// The owner's weekly summary, run as the Monday 7:00 AM schedule runs it (the
// job's own function with a fixed clock) against the emulator's Firestore and
// the SMTP catcher: the figures the owner reads, once per week, and nothing
// once the owner has turned it off (setReportSettings, admins only).
import { randomUUID } from 'node:crypto';
import type { Firestore, Timestamp as TimestampClass } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '@/config/business';
import type { ReportSettings, SetReportSettingsInput } from '@/domain/reports/report-settings';
import { sendWeeklySummary } from '../../functions/src/scheduled/weekly-summary';
import { SCHEDULED_JOBS } from '../../functions/src/scheduled/jobs';
import { functionsDatabase, functionsDb } from './support/functions-db';
import { mailsTo, waitForMail } from './support/inbox';
import { type TestClient } from './support/client';
import { adminDb, storedBookingDoc } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';

/** Monday June 2, 2031, 7:00 AM business time (PDT): last week is May 26 - June 1, the week before May 19-25. */
const MONDAY_7AM = new Date('2031-06-02T14:00:00Z');
const NEXT_MONDAY_7AM = new Date('2031-06-09T14:00:00Z');

let db: Firestore;
/** The functions' copy's Timestamp: a document written through their Firestore takes only its own. */
let Timestamp: typeof TimestampClass;

async function clear(): Promise<void> {
  for (const name of ['bookings', 'blocks', 'mail', 'settings']) {
    const docs = (await db.collection(name).get()).docs;
    if (docs.length === 0) continue;
    const batch = db.batch();
    for (const d of docs) batch.delete(d.ref);
    await batch.commit();
  }
}

/** A booking as stored, on a crew of the schedule, with only the fields a figure reads named by the caller. */
async function stored(fields: { booking_date: string; status: string; total_price: number; crew: number; duration_min?: number; deleted?: boolean }) {
  const id = randomUUID();
  const now = Timestamp.fromDate(new Date('2031-05-01T18:00:00Z'));
  const { deleted, ...rest } = fields;
  await db.collection('bookings').doc(id).set(storedBookingDoc(id, now, { deleted_at: deleted ? now : null, ...rest }));
}

beforeAll(async () => {
  // A database of its own: the figures count every booking of those weeks, and no other file's are in it.
  db = await functionsDatabase('weekly-summary');
  ({ Timestamp } = (await import('../../functions/node_modules/firebase-admin/lib/firestore/index.js')) as unknown as { Timestamp: typeof TimestampClass });
  await clear();
  // Last week (May 26 - June 1).
  await stored({ booking_date: '2031-05-27', status: 'completed', total_price: 1_234.56, crew: 1 });
  await stored({ booking_date: '2031-05-29', status: 'confirmed', total_price: 321, crew: 2 });
  await stored({ booking_date: '2031-05-31', status: 'no-show', total_price: 99, crew: 1 });
  await stored({ booking_date: '2031-05-30', status: 'cancelled', total_price: 999, crew: 2 });
  await stored({ booking_date: '2031-05-28', status: 'completed', total_price: 5_000, crew: 2, deleted: true });
  // The week before (May 19-25), and one before any week the summary reads.
  await stored({ booking_date: '2031-05-21', status: 'completed', total_price: 400, crew: 1 });
  await stored({ booking_date: '2031-05-10', status: 'completed', total_price: 888, crew: 1 });
  // This week (June 2-8), and one the week after.
  await stored({ booking_date: '2031-06-03', status: 'confirmed', total_price: 250, duration_min: 180, crew: 1 });
  await stored({ booking_date: '2031-06-07', status: 'pending', total_price: 175.5, duration_min: 90, crew: 2 });
  await stored({ booking_date: '2031-06-09', status: 'confirmed', total_price: 777, crew: 1 });
  // Crew 1 blocked all Wednesday this week: its 11 open hours that day are not open.
  await db.collection('blocks').doc('rain').set({ date_from: '2031-06-04', date_to: '2031-06-04', start_time: null, end_time: null, crew: 1, reason: 'Weather', note: null, created_by: null, created_at: Timestamp.now() });
});
afterAll(clear);

const SUBJECT = /^Weekly summary: \$1,555\.56 booked last week, \$425\.50 booked this week$/;

describe('the weekly summary e-mail', () => {
  it('sends the owner last week’s figures beside the week before’s and this week’s booked revenue and hours, once however often it runs', async () => {
    // Two runs at once (a retried schedule), then the job again an hour later.
    const [a, b] = await Promise.all([sendWeeklySummary(db, MONDAY_7AM), sendWeeklySummary(db, MONDAY_7AM)]);
    expect([...a.sent, ...b.sent]).toEqual(['weekly_summary_2031-06-02']);
    const [mail] = await waitForMail(BUSINESS.ownerEmail, SUBJECT);
    expect(mail, 'the summary reached the owner’s inbox').toBeDefined();
    expect(mail.text?.split('\n').slice(0, 9)).toEqual([
      'Last week (Mon, May 26 – Sun, Jun 1):',
      '- Booked revenue: $1,555.56 (week before: $400.00)',
      '- Completed revenue: $1,234.56 (week before: $400.00)',
      '- Jobs: 2 (week before: 1)',
      '- No-show rate: 50% (week before: 0%)',
      '',
      'This week (Mon, Jun 2 – Sun, Jun 8), booked so far:',
      '- Booked revenue: $425.50 (2 jobs)',
      '- Job hours: 4.5 of 143 open hours',
    ]);
    expect(mail.text).toContain('To stop these e-mails, turn off "Weekly summary e-mail" in Reports.');
    expect(mail.html).toContain('$1,555.56');
    expect((await db.collection('mail').doc('weekly_summary_2031-06-02').get()).get('state')).toBe('sent');

    expect(await SCHEDULED_JOBS.weeklySummary.run(db, new Date(MONDAY_7AM.getTime() + 3_600_000))).toEqual({ sent: [], skipped: 'already sent' });
    expect(await mailsTo(BUSINESS.ownerEmail, SUBJECT)).toHaveLength(1);
  });

  it('sends nothing while the owner has it turned off', async () => {
    await db.collection('settings').doc('reports').set({ weekly_summary: false });
    expect(await sendWeeklySummary(db, NEXT_MONDAY_7AM)).toEqual({ sent: [], skipped: 'turned off' });
    expect((await db.collection('mail').doc('weekly_summary_2031-06-09').get()).exists).toBe(false);
    expect((await mailsTo(BUSINESS.ownerEmail, /^Weekly summary/)).filter((m) => m.text?.includes('Mon, Jun 9 – Sun, Jun 15'))).toHaveLength(0);
  });
});

describe('setReportSettings', () => {
  const { anonymous, roleless, staff, admin } = clientsForTests('anonymous', 'roleless', 'staff', 'admin');
  const set = (c: TestClient, input: SetReportSettingsInput) => c.call<SetReportSettingsInput, ReportSettings>('setReportSettings', input);

  afterAll(async () => {
    // The default: on (the clients close after this, in the hooks' stacked order).
    await set(admin, { weekly_summary: true }).catch(() => undefined);
  });

  it('refuses anyone but an admin, and changes nothing for them', async () => {
    await set(admin, { weekly_summary: true });
    await expect(set(anonymous, { weekly_summary: false })).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await expect(set(roleless, { weekly_summary: false })).rejects.toMatchObject({ code: 'functions/permission-denied' });
    await expect(set(staff, { weekly_summary: false })).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect((await adminDb().doc('settings/reports').get()).get('weekly_summary')).toBe(true);
  });

  it('an admin turns it off, and the Monday run then sends nothing', async () => {
    expect(await set(admin, { weekly_summary: false })).toEqual({ weekly_summary: false });
    expect((await adminDb().doc('settings/reports').get()).data()).toMatchObject({ weekly_summary: false, updated_by: expect.stringContaining('@') });
    // The job on the functions' own database, on a Monday no other test runs it for.
    const functions = await functionsDb();
    expect(await sendWeeklySummary(functions, new Date('2032-03-01T15:00:00Z'))).toEqual({ sent: [], skipped: 'turned off' });
    expect((await functions.collection('mail').doc('weekly_summary_2032-03-01').get()).exists).toBe(false);
  });
});
