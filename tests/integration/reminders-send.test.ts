import { describe, expect, it } from 'vitest';
import { createBookingInput } from '@/domain/booking/booking-schema';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { bookingStart } from '../../functions/src/mail/booking-calendar';
import { sendDueReminders } from '../../functions/src/scheduled/send-reminders';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';
import { cancelBooking } from '../../functions/src/booking/cancel-booking';
import { mailsTo, waitForMail } from './support/inbox';
import { bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDb } from './support/functions-db';
import { askToRescheduleBookings } from '../../functions/src/blocks/ask-to-reschedule';

describe('24-hour reminders', () => {
  it('sends a booking its reminder once across runs, about 24 hours before it starts, and skips a cancelled one', async () => {
    const db = await functionsDb();
    const date = testDay('reminders-send', 60);
    const input = createBookingInput.parse(bookingInput({ booking_date: date, booking_time: '10:00 AM', customer_email: uniqueEmail('remind') }));
    const cancelled = createBookingInput.parse(bookingInput({ booking_date: date, booking_time: '10:00 AM', customer_email: uniqueEmail('remind-cancel') }));
    expect((await writeBooking(db, input, new Date())).kind).toBe('created');
    expect((await writeBooking(db, cancelled, new Date())).kind).toBe('created');
    await db.collection('bookings').doc(cancelled.id).update({ status: 'cancelled' });

    const start = bookingStart(input).getTime();
    // 25 hours ahead: too early.
    expect(await sendDueReminders(db, new Date(start - 25 * 3_600_000))).not.toContain(input.id);
    // Two runs at once, then a third 15 minutes later.
    const runAt = new Date(start - 24 * 3_600_000);
    const [a, b] = await Promise.all([sendDueReminders(db, runAt), sendDueReminders(db, runAt)]);
    const later = await sendDueReminders(db, new Date(runAt.getTime() + 15 * 60_000));
    expect([...a, ...b, ...later].filter((id) => id === input.id)).toHaveLength(1);
    expect([...a, ...b, ...later]).not.toContain(cancelled.id);

    const [mail] = await waitForMail(input.customer_email, /^Reminder: Interior & Exterior Package tomorrow at 10:00 AM$/);
    expect(mail, 'the reminder reached the inbox').toBeDefined();
    expect(mail.text).toContain('(604) 555-0142');
    expect(await mailsTo(input.customer_email, /^Reminder/)).toHaveLength(1);
    expect(await mailsTo(cancelled.customer_email, /^Reminder/)).toHaveLength(0);
    expect((await db.collection('bookings').doc(input.id).get()).get('reminder_sent_at')).not.toBeNull();
    expect((await db.collection('mail').doc(`${input.id}_reminder`).get()).get('state')).toBe('sent');
  });

  it('sends the reminder again for the new time after a reschedule, and none once the booking is cancelled', async () => {
    const db = await functionsDb();
    const input = createBookingInput.parse(bookingInput({ booking_date: testDay('reminders-send', 61), booking_time: '9:00 AM', customer_email: uniqueEmail('remind-move') }));
    expect((await writeBooking(db, input, new Date())).kind).toBe('created');
    const firstStart = bookingStart(input).getTime();
    expect(await sendDueReminders(db, new Date(firstStart - 24 * 3_600_000))).toContain(input.id);

    const customer = { by: 'customer', email: null, enforceWindow: true, minNotice: true } as const;
    const moved = await rescheduleBooking(db, { id: input.id, booking_date: testDay('reminders-send', 62), booking_time: '2:00 PM', mutation_id: crypto.randomUUID() }, customer, new Date());
    expect(moved.kind).toBe('rescheduled');
    const newStart = bookingStart({ booking_date: testDay('reminders-send', 62), booking_time: '2:00 PM' }).getTime();
    // The old time's window finds nothing more; the new time's sends one reminder, once.
    expect(await sendDueReminders(db, new Date(firstStart - 24 * 3_600_000))).not.toContain(input.id);
    expect(await sendDueReminders(db, new Date(newStart - 24 * 3_600_000))).toContain(input.id);
    expect(await sendDueReminders(db, new Date(newStart - 23.75 * 3_600_000))).not.toContain(input.id);
    await waitForMail(input.customer_email, /^Reminder: .* tomorrow at 2:00 PM$/);
    const reminders = await mailsTo(input.customer_email, /^Reminder/);
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      'Reminder: Interior & Exterior Package tomorrow at 2:00 PM',
      'Reminder: Interior & Exterior Package tomorrow at 9:00 AM',
    ]);

    // Moved again, then cancelled: no reminder for a cancelled booking.
    await rescheduleBooking(db, { id: input.id, booking_date: testDay('reminders-send', 63), booking_time: '2:00 PM', mutation_id: crypto.randomUUID() }, customer, new Date());
    expect((await cancelBooking(db, { id: input.id, mutation_id: crypto.randomUUID() }, customer, new Date())).kind).toBe('cancelled');
    const lastStart = bookingStart({ booking_date: testDay('reminders-send', 63), booking_time: '2:00 PM' }).getTime();
    expect(await sendDueReminders(db, new Date(lastStart - 24 * 3_600_000))).not.toContain(input.id);
  });

  it('sends no reminder for a booking the business asked to move, and one for the new time once the customer moves it', async () => {
    const db = await functionsDb();
    const input = createBookingInput.parse(bookingInput({ booking_date: testDay('reminders-send', 60), booking_time: '2:00 PM', customer_email: uniqueEmail('remind-asked') }));
    expect((await writeBooking(db, input, new Date())).kind).toBe('created');
    const asked = await askToRescheduleBookings(db, { id: crypto.randomUUID(), booking_ids: [input.id], reason: 'Vehicle', note: 'Our van is in the shop', block_id: null }, null, new Date());
    expect(asked.emailed).toEqual([input.id]);
    // "See you tomorrow" would contradict "we can't come at this time".
    const start = bookingStart(input).getTime();
    expect(await sendDueReminders(db, new Date(start - 24 * 3_600_000))).not.toContain(input.id);
    expect((await db.collection('bookings').doc(input.id).get()).get('reminder_sent_at') ?? null).toBeNull();

    const customer = { by: 'customer', email: null, enforceWindow: true, minNotice: true } as const;
    const to = { booking_date: testDay('reminders-send', 62), booking_time: '9:00 AM' };
    expect((await rescheduleBooking(db, { id: input.id, ...to, mutation_id: crypto.randomUUID() }, customer, new Date())).kind).toBe('rescheduled');
    expect(await sendDueReminders(db, new Date(bookingStart(to).getTime() - 24 * 3_600_000))).toContain(input.id);
    await waitForMail(input.customer_email, /^Reminder/);
    expect((await mailsTo(input.customer_email, /^Reminder/)).map((m) => m.subject)).toEqual(['Reminder: Interior & Exterior Package tomorrow at 9:00 AM']);
  });
});
