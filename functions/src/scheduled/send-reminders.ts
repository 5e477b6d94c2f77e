// The 24-hour reminder: each pending or confirmed booking (not deleted) gets
// one reminder when its start is 23 h 30 min to 24 h 15 min away (the run is
// every 15 minutes, so every booking falls in one run's window; a booking made
// less than 24 hours ahead gets none: its confirmation is fresh), unless the
// business asked its customer to pick a new time (reschedule_request: their
// move clears it, and the moved booking gets its reminder for the new time).
// The claim is the `create` of mail/{id}_reminder with reminder_sent_at in one
// transaction: a second run, even a concurrent one, cannot send it again. A
// reschedule clears reminder_sent_at and raises `sequence`, and the reminder's
// mail id carries the sequence, so the moved booking gets one for its new time.
import type { Firestore } from 'firebase-admin/firestore';
import { addDaysToDate, businessToday } from '@/domain/schedule/schedule';
import { isActiveStatus } from '@/domain/booking/status';
import { BOOKINGS, bookingFromDoc, type BookingDoc } from '../lib/firestore-docs';
import { bookingStart } from '../mail/booking-calendar';
import type { SendFn } from '../mail/deliver-mail';
import { claimAndSendBookingMail } from '../mail/claim-booking-mail';
import { mailData, newMailDoc, reminderMailId } from '../mail/mail-doc';
import { sendMail } from '../mail/transport';

export const REMINDER_WINDOW = { earliestMs: 23.5 * 3_600_000, latestMs: 24.25 * 3_600_000 } as const;

export async function sendDueReminders(db: Firestore, now: Date, send: SendFn = sendMail): Promise<string[]> {
  const today = businessToday(now);
  const candidates = await db
    .collection(BOOKINGS)
    .where('booking_date', '>=', today)
    .where('booking_date', '<=', addDaysToDate(today, 2))
    .get();
  const sent: string[] = [];
  for (const snap of candidates.docs) {
    const doc = snap.data() as BookingDoc;
    // A phone booking without an e-mail gets no reminder.
    // Nor one the business asked to move: "see you tomorrow" would contradict "we can't come at this time".
    if (!doc.customer_email || !isActiveStatus(doc.status) || doc.deleted_at || doc.reminder_sent_at || doc.anonymized_at || doc.reschedule_request) continue;
    const to = doc.customer_email;
    const untilStartMs = bookingStart(doc).getTime() - now.getTime();
    if (untilStartMs < REMINDER_WINDOW.earliestMs || untilStartMs > REMINDER_WINDOW.latestMs) continue;
    const booking = mailData(bookingFromDoc(snap));
    const claimed = await claimAndSendBookingMail(db, snap.ref, reminderMailId(snap.id, doc.sequence ?? 0), newMailDoc(to, 'booking-reminder', booking, now), {
      stamp: 'reminder_sent_at',
      // Checked again inside the claim: cancelled or moved since the query read it.
      stillWanted: (current) => isActiveStatus(current.status) && !current.reschedule_request && (current.sequence ?? 0) === (doc.sequence ?? 0),
      now,
      send,
    });
    if (!claimed) continue;
    sent.push(snap.id);
  }
  return sent;
}
