// The owner's weekly summary (Mondays at 7:00 AM business time): last week's
// headline figures beside the week before's, and this week as booked so far,
// worked out by the Reports' own module (src/domain/reports/weekly-summary.ts)
// from the bookings of those three weeks and the blocks that touch them (the
// open hours are less blocked time). Sent to the owner's address, as the owner
// alerts are, unless the owner turned it off (settings/reports). Once per week:
// the mail record's id names the week's Monday and is created, not set, so a
// second run, even one at the same time, sends nothing more.
import type { Firestore } from 'firebase-admin/firestore';
import { BUSINESS } from '@/config/business';
import { reportPeriod } from '@/domain/reports/report-period';
import { weeklySummary } from '@/domain/reports/weekly-summary';
import { addDaysToDate } from '@/domain/schedule/schedule';
import { bookingFromData, BOOKINGS, MAIL, type BookingDoc } from '../lib/firestore-docs';
import { ALREADY_EXISTS, errorCode } from '../lib/firestore-errors';
import { BLOCKS, blockFromDoc } from '../blocks/block-doc';
import { newMailDoc, weeklySummaryMailId } from '../mail/mail-doc';
import { sendNow } from '../mail/send-now';
import { readReportSettings } from '../reports/report-settings-doc';

/** The mail id sent (none or one), or why none was. */
export interface WeeklySummaryRun {
  sent: string[];
  skipped?: 'turned off' | 'already sent';
}

export async function sendWeeklySummary(db: Firestore, now: Date): Promise<WeeklySummaryRun> {
  if (!(await readReportSettings(db)).weekly_summary) return { sent: [], skipped: 'turned off' };
  const thisWeek = reportPeriod('week', now).current;
  const mailRef = db.collection(MAIL).doc(weeklySummaryMailId(thisWeek.from));
  if ((await mailRef.get()).exists) return { sent: [], skipped: 'already sent' };

  // The week before last (the comparison) to the end of this week: the only dates any figure reads.
  const from = addDaysToDate(thisWeek.from, -14);
  const bookingSnaps = await db.collection(BOOKINGS).where('booking_date', '>=', from).where('booking_date', '<=', thisWeek.to).get();
  // A deleted booking stays as a tombstone: it counts for nothing.
  const bookings = bookingSnaps.docs.filter((s) => !(s.data() as BookingDoc).deleted_at).map((s) => bookingFromData(s.id, s.data() as BookingDoc));
  // One range on one field (no composite index): the blocks ending in or after the weeks, less those starting after them.
  const blocks = (await db.collection(BLOCKS).where('date_to', '>=', from).get()).docs.map(blockFromDoc).filter((b) => b.date_from <= thisWeek.to);

  const summary = weeklySummary(bookings, blocks, now);
  try {
    await mailRef.create(newMailDoc(BUSINESS.ownerEmail, 'weekly-summary', summary, now));
  } catch (error) {
    if (errorCode(error) === ALREADY_EXISTS) return { sent: [], skipped: 'already sent' };
    throw error;
  }
  await sendNow(db, mailRef.id, now);
  return { sent: [mailRef.id] };
}
