// rescheduleRequests/{id}: one "ask to reschedule" (a rain day): which
// bookings were asked, where each stood then, and whether the owner's summary
// went. No personal data (ids, dates, times); the summary reads names from the
// bookings when it is sent.
import type { Timestamp } from 'firebase-admin/firestore';

export const RESCHEDULE_REQUESTS = 'rescheduleRequests';

export interface RescheduleRequestDoc {
  reason: string;
  note: string | null;
  block_id: string | null;
  /** Each booking marked as needing a new time, at its time when asked. */
  bookings: { id: string; booking_date: string; booking_time: string; emailed: boolean }[];
  asked_by: string | null;
  asked_at: Timestamp;
  /** True until the owner's summary is queued (all moved, or the end of the asking day). */
  open: boolean;
  summary_mail_id: string | null;
}
