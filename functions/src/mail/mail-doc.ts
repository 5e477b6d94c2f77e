// The Firestore shape of mail/{id}: one outgoing message, its template and
// data, and its delivery state. The queue (deliver-mail.ts) moves it through
// pending -> sent, or failed -> ... -> dead after the last try.
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { Booking } from '@/domain/booking-schema';

/** suppressed: past the recipient's daily cap (src/config/limits.ts); recorded, never sent. */
export type MailState = 'pending' | 'sent' | 'failed' | 'dead' | 'suppressed';
export type MailTemplate = 'booking-confirmation' | 'booking-reminder';

/** The booking as the e-mails need it: everything but the server timestamps. */
export type BookingMailData = Omit<Booking, 'created_at' | 'updated_at' | 'anonymized_at'>;

export interface MailDoc {
  to: string;
  template: MailTemplate;
  data: { booking: BookingMailData };
  state: MailState;
  attempts: number;
  last_error: string | null;
  /** When the queue may try it next; null once it is sent or dead (so the due query skips it). */
  next_attempt_at: Timestamp | null;
  message_id: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A mail record as written: the server fills in created_at and updated_at. */
export interface NewMailDoc extends Omit<MailDoc, 'next_attempt_at' | 'created_at' | 'updated_at'> {
  next_attempt_at: Date;
  created_at: FieldValue;
  updated_at: FieldValue;
}

/**
 * A new queued message, due at once (`now`, the caller's clock, which tests
 * move): if the sending invocation dies, the retry schedule picks it up.
 * The stamps are Firestore's commit time.
 */
export function newMailDoc(to: string, template: MailTemplate, booking: BookingMailData, now: Date): NewMailDoc {
  return {
    to,
    template,
    data: { booking },
    state: 'pending',
    attempts: 0,
    last_error: null,
    next_attempt_at: now,
    message_id: null,
    sent_at: null,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
}

/** Mail ids: the confirmation shares the booking's id; the reminder adds a suffix. */
export const confirmationMailId = (bookingId: string) => bookingId;
export const reminderMailId = (bookingId: string) => `${bookingId}_reminder`;
