// The booking e-mails (confirmation and 24-hour reminder) rendered from a
// mail record: subject, plain text, HTML (every customer-entered value
// escaped) and, for the confirmation, the .ics attachment.
import { BUSINESS } from '@/config/business';
import type { OutgoingMail } from './transport';
import { bookingIcs, googleCalendarUrl } from './booking-calendar';
import { escapeHtml } from './escape-html';
import { findCityName, longDate, vehicleLabel } from './booking-text';
import type { BookingMailData, MailDoc } from './mail-doc';
import { formatMoney } from '@/domain/money';

export const ICS_FILENAME = 'booking.ics';

/** The promises the confirmation screen makes, repeated in the e-mail (site spec, booking wizard). */
export const BOOKING_PROMISES = [
  'This e-mail confirms we have received your booking.',
  'We will send you a reminder 24 hours before your appointment.',
  "Changes or cancellations need at least 24 hours' notice: call or e-mail us.",
] as const;

function detailRows(b: BookingMailData): [string, string][] {
  const address = [b.service_street, findCityName(b.service_city), b.service_postal_code].filter(Boolean).join(', ');
  const vehicle = [b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ');
  const hours = b.duration_min / 60;
  const rows: ([string, string] | false)[] = [
    ['Service', b.service_name],
    ['Date', longDate(b.booking_date)],
    ['Time', b.booking_time],
    ['Estimated duration', `${hours} hour${hours === 1 ? '' : 's'}`],
    ['Vehicle type', vehicleLabel(b.vehicle_type)],
    vehicle !== '' && ['Vehicle', vehicle],
    address !== '' && ['Service address', address],
    ['Name', b.customer_name],
    ['E-mail', b.customer_email],
    b.customer_phone !== null && ['Phone', b.customer_phone],
    b.comments !== null && ['Comments', b.comments],
    ['Total', formatMoney(b.total_price)],
    ['Booking reference', b.id.slice(0, 8)],
  ];
  return rows.filter((r): r is [string, string] => r !== false);
}

function contactText(): string {
  return `${BUSINESS.name}\nPhone: ${BUSINESS.phoneDisplay}\nE-mail: ${BUSINESS.email}\n${BUSINESS.siteOrigin}`;
}

function contactHtml(): string {
  return `<p style="margin:24px 0 0;color:#444">${escapeHtml(BUSINESS.name)}<br>
Phone: <a href="tel:${BUSINESS.phoneE164}">${escapeHtml(BUSINESS.phoneDisplay)}</a><br>
E-mail: <a href="mailto:${BUSINESS.email}">${escapeHtml(BUSINESS.email)}</a><br>
<a href="${BUSINESS.siteOrigin}">${escapeHtml(BUSINESS.siteOrigin.replace(/^https?:\/\//, ''))}</a></p>`;
}

function layoutHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
${contactHtml()}
</div></body></html>`;
}

function tableHtml(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;color:#555">${escapeHtml(k)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">\n${cells}\n</table>`;
}

export function confirmationEmail(b: BookingMailData): OutgoingMail {
  const subject = `Booking Confirmed: ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time}`;
  const rows = detailRows(b);
  const calendarUrl = googleCalendarUrl(b);
  const text = [
    `Hi ${b.customer_name},`,
    '',
    `Thank you for booking with ${BUSINESS.name}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...BOOKING_PROMISES.map((p) => `- ${p}`),
    '',
    `Add it to your calendar: open the attached ${ICS_FILENAME}, or use Google Calendar: ${calendarUrl}`,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Booking Confirmed',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>Thank you for booking with ${escapeHtml(BUSINESS.name)}. Here are your booking details:</p>
${tableHtml(rows)}
<ul>${BOOKING_PROMISES.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(calendarUrl)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Add to Google Calendar</a></p>
<p style="color:#555">Or open the attached ${ICS_FILENAME} to add it to any calendar.</p>`,
  );
  return {
    to: b.customer_email,
    subject,
    text,
    html,
    attachments: [{ filename: ICS_FILENAME, content: bookingIcs(b), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export function reminderEmail(b: BookingMailData): OutgoingMail {
  const subject = `Reminder: ${b.service_name} tomorrow at ${b.booking_time}`;
  const rows = detailRows(b);
  const note = "Need to change or cancel? Please call or e-mail us as soon as possible.";
  const text = [
    `Hi ${b.customer_name},`,
    '',
    `This is a reminder of your appointment with ${BUSINESS.name} in about 24 hours.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    note,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Appointment Reminder',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>This is a reminder of your appointment with ${escapeHtml(BUSINESS.name)} in about 24 hours.</p>
${tableHtml(rows)}
<p>${escapeHtml(note)}</p>`,
  );
  return { to: b.customer_email, subject, text, html };
}

export function renderMail(mail: Pick<MailDoc, 'template' | 'data'>): OutgoingMail {
  switch (mail.template) {
    case 'booking-confirmation':
      return confirmationEmail(mail.data.booking);
    case 'booking-reminder':
      return reminderEmail(mail.data.booking);
  }
}
