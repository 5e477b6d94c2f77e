// The calendar file and link a customer's e-mails carry: a job of one day is
// one event; a quoted job of several whole days is the same hours on each of
// its consecutive days (a repeating event under one UID, so a cancel removes
// every day), not one block across the nights.
import { describe, expect, it } from 'vitest';
import { bookingIcs, googleCalendarUrl } from '../../functions/src/mail/booking-calendar';
import type { BookingMailData } from '../../functions/src/mail/mail-doc';

const booking = (fields: Partial<BookingMailData> = {}): BookingMailData =>
  ({
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    customer_name: 'Wrap Customer',
    customer_email: 'wrap@example.com',
    customer_phone: null,
    service_name: 'Vehicle Wraps',
    booking_date: '2031-03-10',
    booking_time: '8:00 AM',
    vehicle_type: 'sedan',
    vehicle_make: null,
    vehicle_model: null,
    comments: null,
    service_street: null,
    service_city: 'burnaby',
    service_postal_code: null,
    total_price: 3200,
    duration_min: 660,
    status: 'pending',
    sequence: 0,
    ...fields,
  }) as BookingMailData;

describe('the calendar of a booking', () => {
  it('is one event for a job of one day', () => {
    const ics = bookingIcs(booking());
    expect(ics).toContain('DTSTART:20310310T150000Z');
    expect(ics).not.toContain('RRULE');
    expect(new URL(googleCalendarUrl(booking())).searchParams.get('recur')).toBeNull();
  });

  it('repeats the day’s hours on each day of a job of three whole days, and a cancel removes the series', () => {
    const wrap = booking({ job_days: 3 });
    const ics = bookingIcs(wrap);
    expect(ics).toContain('DTSTART:20310310T150000Z');
    expect(ics).toContain('DURATION:PT660M');
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=3');
    const cancel = bookingIcs(wrap, 'CANCEL');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel.match(/^UID:.*$/m)?.[0]).toBe(ics.match(/^UID:.*$/m)?.[0]);
    expect(new URL(googleCalendarUrl(wrap)).searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=3');
  });
});
