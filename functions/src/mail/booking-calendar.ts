// A booking as a calendar event: the .ics attachment and a Google Calendar
// link. Times are the business-time-zone start (America/Vancouver) converted
// to UTC, which every calendar shows in its own zone correctly.
import { createEvent, createEvents, type EventAttributes } from 'ics';
import { BUSINESS } from '@/config/business';
import { businessInstant, labelToMinutes } from '@/domain/schedule/schedule';
import { findCityName, vehicleLabel } from './booking-text';
import type { BookingMailData } from './mail-doc';
import { formatMoney } from '@/domain/money';

export function bookingStart(b: Pick<BookingMailData, 'booking_date' | 'booking_time'>): Date {
  return businessInstant(b.booking_date, labelToMinutes(b.booking_time)!);
}

function eventTitle(b: BookingMailData): string {
  return `${b.service_name} – ${BUSINESS.name}`;
}

function eventLocation(b: BookingMailData): string {
  const parts = [b.service_street, findCityName(b.service_city), b.service_postal_code].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'At your location (mobile service)';
}

function eventDescription(b: BookingMailData): string {
  return [
    `${b.service_name} (${vehicleLabel(b.vehicle_type)}).`,
    `Total: ${formatMoney(b.total_price)}`,
    `Questions or changes (at least 24 hours' notice): ${BUSINESS.phoneDisplay}, ${BUSINESS.email}`,
    `Booking reference: ${b.id.slice(0, 8)}`,
  ].join('\n');
}

export type IcsMethod = 'REQUEST' | 'CANCEL';

/**
 * A quoted job of several whole days is one event repeated on each of its
 * consecutive days (the same hours each day), not one block across the nights.
 */
function dailyRule(b: Pick<BookingMailData, 'job_days'>): string | undefined {
  return b.job_days && b.job_days > 1 ? `FREQ=DAILY;COUNT=${b.job_days}` : undefined;
}

/** One UID per booking for its whole life, so calendar apps update or remove the same event. */
export function bookingUid(bookingId: string): string {
  return `${bookingId}@${new URL(BUSINESS.siteOrigin).hostname}`;
}

/** The booking's event: its UID for life, its revision as SEQUENCE, cancelled or confirmed by `method`. */
function bookingEvent(b: BookingMailData, method: IcsMethod): EventAttributes {
  return {
    uid: bookingUid(b.id),
    method,
    sequence: b.sequence ?? 0,
    start: bookingStart(b).getTime(),
    duration: { minutes: b.duration_min },
    ...(dailyRule(b) ? { recurrenceRule: dailyRule(b) } : {}),
    title: eventTitle(b),
    description: eventDescription(b),
    location: eventLocation(b),
    url: BUSINESS.siteOrigin,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: BUSINESS.name, email: BUSINESS.email },
    // A scheduling message names its attendee (RFC 5546); no reply is asked for.
    attendees: b.customer_email ? [{ name: b.customer_name, email: b.customer_email, rsvp: false, role: 'REQ-PARTICIPANT' }] : [],
  };
}

const PRODUCT_ID = `${BUSINESS.shortName}//Bookings`;

/**
 * The .ics file text for the booking (one VEVENT, UTC times, stable UID; a
 * job of several days repeats daily).
 * REQUEST (confirmation, reschedule) adds or updates the event, CANCEL removes
 * it; SEQUENCE is the booking's revision, so the newest file wins (RFC 5546).
 */
export function bookingIcs(b: BookingMailData, method: IcsMethod = 'REQUEST'): string {
  const { error, value } = createEvent({ ...bookingEvent(b, method), productId: PRODUCT_ID });
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}

/**
 * One file with an event per booking (a plan's visits), each under its own
 * booking's UID, so a later mail about one visit updates that event only.
 */
export function bookingsIcs(bookings: readonly BookingMailData[], method: IcsMethod): string {
  const { error, value } = createEvents(
    bookings.map((b) => bookingEvent(b, method)),
    { productId: PRODUCT_ID, method },
  );
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}

const compactUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An "add to Google Calendar" link for the booking. */
export function googleCalendarUrl(b: BookingMailData): string {
  const start = bookingStart(b);
  const end = new Date(start.getTime() + b.duration_min * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventTitle(b),
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: eventDescription(b),
    location: eventLocation(b),
    ctz: BUSINESS.timeZone,
  });
  const rule = dailyRule(b);
  if (rule) params.set('recur', `RRULE:${rule}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
