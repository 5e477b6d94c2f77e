// The crew's day callables (askToReschedule, sendOnMyWay, setCustomerNote):
// one zod schema each, used by the dashboard, the outbox payloads and the
// functions, and the rules both sides apply (the arrival window, when an
// "On my way" is too late or too soon after the last one).
import '../../config/zod-jitless';
import { z } from 'zod';
import { booking, type OnMyWay } from '../booking/booking-schema';
import { reasonNote } from '../callables/operations-schema';
import { BLOCK_REASONS } from './block-time';
import { businessMinutesNow, businessToday, minutesToLabel } from './schedule';
import { DRIVE } from '../../config/business';
import { LONGEST_DRIVE_MIN } from './drive-time';
import { isActiveStatus, type BookingStatus } from '../booking/status';
import { bookingStartInstant } from '../booking/change-window';

/** The drive times the crew picks from, in minutes (after the drive from the crew's job before, when known). */
export const DRIVE_MINUTES = [15, 30, 45, 60] as const;

export const ON_MY_WAY = {
  /** Reaching the server later than this after the tap, the estimate would mislead: not sent, and the crew is told. */
  lateAfterMin: 20,
  /** At most one message per booking in this many minutes of the server's time. */
  repeatMin: 10,
  /** How wide the arrival window is. */
  windowMin: 15,
  /** Window edges fall on these minutes (10:30, 10:35…). */
  roundMin: 5,
} as const;

export const ON_MY_WAY_MESSAGES = {
  late: `Not sent: more than ${ON_MY_WAY.lateAfterMin} minutes passed before it could go out. Call the customer instead.`,
  repeat: `Already sent in the last ${ON_MY_WAY.repeatMin} minutes.`,
  superseded: 'Not sent: a newer On My Way for this booking already went out. Call the customer if the time changed.',
  earlier: 'Not sent: the customer already has a later arrival time. Call the customer instead.',
  notToday: 'On My Way is for today’s jobs only.',
  noEmail: 'This customer has no e-mail: call them instead.',
  notActive: 'Only a pending or confirmed booking can get On My Way.',
} as const;

export type OnMyWayRefusal = keyof typeof ON_MY_WAY_MESSAGES;

/** The arrival window: the tap plus the drive, to the nearest 5 minutes, and 15 minutes wide. */
export function arrivalWindow(tappedAt: Date, driveMin: number): { from: Date; to: Date } {
  const step = ON_MY_WAY.roundMin * 60_000;
  const from = Math.round((tappedAt.getTime() + driveMin * 60_000) / step) * step;
  return { from: new Date(from), to: new Date(from + ON_MY_WAY.windowMin * 60_000) };
}

/**
 * Why a tap is not sent now (null: it goes), by the server's clock `now`;
 * `tapped` is the device's time of the tap, never after `now`. The server's
 * clock decides lateness (now minus the tap) and the repeat guard (since the
 * last one went out: its sent_at, or its tap on records from before sent_at);
 * the tap's time only shapes the window, and never an earlier one than the
 * customer has: a tap older than the last one sent (queued offline, it arrived
 * after a newer one) or a window starting before the last one is not sent.
 */
export function onMyWayRefusal(last: OnMyWay | null | undefined, tapped: Date, driveMin: number, now: Date): OnMyWayRefusal | null {
  if (now.getTime() - tapped.getTime() > ON_MY_WAY.lateAfterMin * 60_000) return 'late';
  if (!last) return null;
  if (now.getTime() < onMyWayAgainFrom(last).getTime()) return 'repeat';
  if (tapped.getTime() < Date.parse(last.at)) return 'superseded';
  if (arrivalWindow(tapped, driveMin).from.getTime() < Date.parse(last.eta_from)) return 'earlier';
  return null;
}

/** When another On My Way may go out for a booking: ON_MY_WAY.repeatMin after the last one went out (its sent_at, or its tap on older records). */
export function onMyWayAgainFrom(last: Pick<OnMyWay, 'at' | 'sent_at'>): Date {
  return new Date(Date.parse(last.sent_at ?? last.at) + ON_MY_WAY.repeatMin * 60_000);
}

/**
 * The window would tell the customer to expect the crew before their booked
 * time: the crew is asked first (the customer may not be ready for them, or
 * it is the wrong job's button).
 */
export function arrivesBeforeBooking(window: { from: Date }, booking: { booking_date: string; booking_time: string }): boolean {
  return window.from.getTime() < bookingStartInstant(booking).getTime();
}

/** "10:30–10:45 AM" (or "11:55 AM–12:10 PM") in business time. */
export function arrivalWindowLabel(window: { from: Date | string; to: Date | string }): string {
  const from = minutesToLabel(businessMinutesNow(new Date(window.from)));
  const to = minutesToLabel(businessMinutesNow(new Date(window.to)));
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)}–${to}` : `${from}–${to}`;
}

/**
 * Why a job does not take On My Way at `now` (null: it does): it must be
 * pending or confirmed, have an e-mail to send it to, and be today's. The
 * dashboard offers the button by it and the server refuses by it.
 */
export function onMyWayUnavailable(b: { status: BookingStatus; customer_email: string | null; booking_date: string }, now: Date): 'notActive' | 'noEmail' | 'notToday' | null {
  if (!isActiveStatus(b.status)) return 'notActive';
  if (!b.customer_email) return 'noEmail';
  if (b.booking_date !== businessToday(now)) return 'notToday';
  return null;
}

/** Whether a job offers On my way now: pending or confirmed, today, with an e-mail to send it to. */
export function onMyWayOffered(b: { status: BookingStatus; customer_email: string | null; booking_date: string }, now: Date): boolean {
  return onMyWayUnavailable(b, now) === null;
}

export const sendOnMyWayInput = z.object({
  id: z.string().min(1).max(100),
  /** Client-generated (the outbox row's id): a replay sends nothing more. */
  mutation_id: z.uuid('Mutation id must be a UUID'),
  /** One of DRIVE_MINUTES, or the drive table's figure from the crew's job before: a step of the table, up to its longest drive. */
  drive_min: z
    .number({ error: 'Choose a drive time' })
    .int({ error: 'Choose a drive time' })
    .min(DRIVE.roundMin, { error: 'Choose a drive time' })
    .max(LONGEST_DRIVE_MIN, { error: 'Choose a drive time' })
    .refine((m) => m % DRIVE.roundMin === 0, { error: 'Choose a drive time' }),
  /** When the crew tapped it, on the device (it may be sent later from the outbox). */
  tapped_at: z.iso.datetime({ offset: true, error: 'Invalid time' }),
});
export type SendOnMyWayInput = z.infer<typeof sendOnMyWayInput>;
export const sendOnMyWayOutput = z.object({ booking });
export type SendOnMyWayOutput = z.infer<typeof sendOnMyWayOutput>;

/** At most this many bookings in one request (a block covers 10 days x a few jobs). */
export const ASK_TO_RESCHEDULE_MAX = 60;

export const askToRescheduleInput = z.object({
  /** Client-generated request id: a repeat is the same request and sends nothing more. */
  id: z.uuid('Request id must be a UUID'),
  booking_ids: z.array(z.string().min(1).max(100)).min(1, 'Choose the bookings to ask').max(ASK_TO_RESCHEDULE_MAX),
  reason: z.enum(BLOCK_REASONS, { error: 'Choose a reason' }),
  note: reasonNote,
  /** The block of time that made the request, when there is one. */
  block_id: z.string().min(1).max(100).nullish().transform((v) => v ?? null),
});
export type AskToRescheduleInput = z.input<typeof askToRescheduleInput>;
export type AskToRescheduleData = z.output<typeof askToRescheduleInput>;

export const askToRescheduleOutput = z.object({
  request_id: z.string(),
  /** Asked by e-mail. */
  emailed: z.array(z.string()),
  /** Marked as needing a new time but without an e-mail: staff call them. */
  to_call: z.array(z.string()),
  /** Not asked: gone, or no longer pending or confirmed. */
  skipped: z.array(z.string()),
  /** The bookings as they stand now (marked). */
  bookings: z.array(booking),
});
export type AskToRescheduleOutput = z.infer<typeof askToRescheduleOutput>;

export const CUSTOMER_NOTE_MAX = 500;

export const setCustomerNoteInput = z.object({
  /** A booking of the customer: the note goes on every booking of theirs. */
  id: z.string().min(1).max(100),
  mutation_id: z.uuid('Mutation id must be a UUID'),
  /**
   * The revision of that booking the note was written on (src/domain/booking/revision.ts):
   * refused when the note changed since. Absent from entries queued before it was sent: applied as before.
   */
  base_revision: z.number().int().min(0).optional(),
  note: z
    .string()
    .trim()
    .max(CUSTOMER_NOTE_MAX, `Note must be at most ${CUSTOMER_NOTE_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SetCustomerNoteInput = z.input<typeof setCustomerNoteInput>;
export const setCustomerNoteOutput = z.object({ bookings: z.array(booking) });
export type SetCustomerNoteOutput = z.infer<typeof setCustomerNoteOutput>;
