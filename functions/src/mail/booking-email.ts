// The booking e-mails rendered from a mail record: subject, plain text, HTML
// (every customer-entered value escaped), the manage link, and for the
// calendar-changing ones the .ics attachment (REQUEST or CANCEL): the
// customer's (confirmation, reminder, rescheduled, cancelled, confirmed, review
// request) and the owner's alert.
import { BUSINESS, PHOTOS, SCHEDULE } from '@/config/business';
import { minutesToLabel } from '@/domain/schedule/schedule';
import type { OutgoingMail } from './transport';
import { bookingIcs, googleCalendarUrl, type IcsMethod } from './booking-calendar';
import { escapeHtml } from './escape-html';
import { findCityName, longDate, vehicleLabel } from './booking-text';
import type { BookingMailData, MailTemplates, OwnerAlertKind } from './mail-doc';
import { manageUrl } from '../lib/manage-token';
import { formatMoney } from '@/domain/money';
import { PHOTO_TAG_LABELS } from '@/domain/photos/job-photo-records';
import type { SharedPhoto } from '@/domain/photos/job-photos';

export const ICS_FILENAME = 'booking.ics';

/** The promises the confirmation screen makes, repeated in the e-mail (site spec, booking wizard). */
export const BOOKING_PROMISES = [
  'This e-mail confirms we have received your booking.',
  'We will send you a reminder 24 hours before your appointment.',
  "Changes or cancellations need at least 24 hours' notice: call or e-mail us.",
] as const;

export function detailRows(b: BookingMailData): [string, string][] {
  const address = [b.service_street, findCityName(b.service_city), b.service_postal_code].filter(Boolean).join(', ');
  const vehicle = [b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ');
  const hours = b.duration_min / 60;
  const rows: ([string, string] | false)[] = [
    ['Service', b.service_name],
    ['Date', longDate(b.booking_date)],
    ['Time', b.booking_time],
    b.job_days && b.job_days > 1
      ? ['Duration', `${b.job_days} days, ${minutesToLabel(SCHEDULE.firstSlotMin)} to ${minutesToLabel(SCHEDULE.dayEndMin)} each day`]
      : ['Estimated duration', `${hours} hour${hours === 1 ? '' : 's'}`],
    ['Vehicle type', vehicleLabel(b.vehicle_type)],
    vehicle !== '' && ['Vehicle', vehicle],
    address !== '' && ['Service address', address],
    ['Name', b.customer_name],
    b.customer_email !== null && ['E-mail', b.customer_email],
    b.customer_phone !== null && ['Phone', b.customer_phone],
    b.comments !== null && ['Comments', b.comments],
    ['Total', formatMoney(b.total_price)],
    ['Booking reference', b.id.slice(0, 8)],
  ];
  return rows.filter((r): r is [string, string] => r !== false);
}

export function contactText(): string {
  return `${BUSINESS.name}\nPhone: ${BUSINESS.phoneDisplay}\nE-mail: ${BUSINESS.email}\n${BUSINESS.siteOrigin}`;
}

export function contactHtml(): string {
  return `<p style="margin:24px 0 0;color:#444">${escapeHtml(BUSINESS.name)}<br>
Phone: <a href="tel:${BUSINESS.phoneE164}">${escapeHtml(BUSINESS.phoneDisplay)}</a><br>
E-mail: <a href="mailto:${BUSINESS.email}">${escapeHtml(BUSINESS.email)}</a><br>
<a href="${BUSINESS.siteOrigin}">${escapeHtml(BUSINESS.siteOrigin.replace(/^https?:\/\//, ''))}</a></p>`;
}

export const MANAGE_LINK_LABEL = 'Reschedule or cancel online';

/** The booking section of the site: where a customer books again. */
export const BOOK_AGAIN_URL = `${BUSINESS.siteOrigin}/?section=booking`;

/** Said in the confirmation when the booking has no service address: the crew needs one. */
export const ADDRESS_MISSING_ASK = "We don't have the address where we should come yet. Please add it on your booking page, or reply to this e-mail with it.";

function hasServiceAddress(b: BookingMailData): boolean {
  return !!(b.service_street && b.service_street.trim());
}

/** The manage link, in every e-mail about a booking (customers may change it until 24 hours before). */
export function manageText(b: BookingMailData): string {
  return `${MANAGE_LINK_LABEL} (until 24 hours before your appointment): ${manageUrl(b)}`;
}

export function manageHtml(b: BookingMailData): string {
  return `<p><a href="${escapeHtml(manageUrl(b))}" style="color:#2b6cb0">${MANAGE_LINK_LABEL}</a> (until 24 hours before your appointment)</p>`;
}

function icsAttachment(b: BookingMailData, method: IcsMethod) {
  return { filename: ICS_FILENAME, content: bookingIcs(b, method), contentType: `text/calendar; charset=utf-8; method=${method}` };
}

/**
 * Every e-mail's HTML page. Laid out for a phone as well as a desktop client:
 * a viewport (without it a phone's browser lays the page out 980 px wide and
 * shrinks it), a fluid column up to 600 px, slim margins on a narrow screen,
 * and long words (an e-mail address, a street) broken inside the column.
 */
export function layoutHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px 8px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a202c;overflow-wrap:anywhere;word-break:break-word">
<div style="box-sizing:border-box;width:100%;max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:20px 16px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
${contactHtml()}
</div></body></html>`;
}

export function tableHtml(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;color:#555">${escapeHtml(k)}</th><td style="padding:6px 0;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px;width:100%;max-width:100%">\n${cells}\n</table>`;
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
    ...(hasServiceAddress(b) ? [] : [ADDRESS_MISSING_ASK, `Your booking page: ${manageUrl(b)}`, '']),
    `Add it to your calendar: open the attached ${ICS_FILENAME}, or use Google Calendar: ${calendarUrl}`,
    '',
    manageText(b),
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Booking Confirmed',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>Thank you for booking with ${escapeHtml(BUSINESS.name)}. Here are your booking details:</p>
${tableHtml(rows)}
<ul>${BOOKING_PROMISES.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
${hasServiceAddress(b) ? '' : `<p style="background:#fffbea;border-left:4px solid #d69e2e;padding:8px 12px">${escapeHtml(ADDRESS_MISSING_ASK)} <a href="${escapeHtml(manageUrl(b))}" style="color:#2b6cb0">Add the address</a></p>`}
<p><a href="${escapeHtml(calendarUrl)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Add to Google Calendar</a></p>
<p style="color:#555">Or open the attached ${ICS_FILENAME} to add it to any calendar.</p>
${manageHtml(b)}`,
  );
  return { to: b.customer_email ?? '', subject, text, html, attachments: [icsAttachment(b, 'REQUEST')] };
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
    `Your booking online: ${manageUrl(b)}`,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Appointment Reminder',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>This is a reminder of your appointment with ${escapeHtml(BUSINESS.name)} in about 24 hours.</p>
${tableHtml(rows)}
<p>${escapeHtml(note)}</p>
<p><a href="${escapeHtml(manageUrl(b))}" style="color:#2b6cb0">Your booking online</a></p>`,
  );
  return { to: b.customer_email ?? '', subject, text, html };
}

export const CALL_US = `Questions? Call us at ${BUSINESS.phoneDisplay}.`;

export function rescheduledEmail({ booking: b, previous }: MailTemplates['booking-rescheduled']): OutgoingMail {
  const subject = `Booking Rescheduled: ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time}`;
  const was = `Was: ${longDate(previous.booking_date)} at ${previous.booking_time}`;
  const rows = detailRows(b);
  const intro = `Your booking has been moved to ${longDate(b.booking_date)} at ${b.booking_time}.`;
  const text = [
    `Hi ${b.customer_name},`,
    '',
    intro,
    was,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Your calendar: open the attached ${ICS_FILENAME} to move the event.`,
    '',
    manageText(b),
    CALL_US,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Booking Rescheduled',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>${escapeHtml(intro)}<br><span style="color:#555">${escapeHtml(was)}</span></p>
${tableHtml(rows)}
<p style="color:#555">Open the attached ${ICS_FILENAME} to move the event in your calendar.</p>
${manageHtml(b)}
<p>${escapeHtml(CALL_US)}</p>`,
  );
  return { to: b.customer_email ?? '', subject, text, html, attachments: [icsAttachment(b, 'REQUEST')] };
}

export function cancelledEmail({ booking: b, by }: MailTemplates['booking-cancelled']): OutgoingMail {
  const subject = by === 'customer' ? `Booking Cancelled: ${b.service_name} on ${longDate(b.booking_date)}` : 'Your booking was cancelled';
  const intro =
    by === 'customer'
      ? `As you asked, your ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time} is cancelled.`
      : `We're sorry: your ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time} was cancelled.`;
  const call = `If this is a mistake, please call us at ${BUSINESS.phoneDisplay}.`;
  const again = 'To book again, choose a new time online';
  const text = [
    `Hi ${b.customer_name},`,
    '',
    intro,
    `${again}: ${BOOK_AGAIN_URL}`,
    call,
    '',
    `Booking reference: ${b.id.slice(0, 8)}`,
    `Your booking online: ${manageUrl(b)}`,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Booking Cancelled',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(BOOK_AGAIN_URL)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Book again</a></p>
<p>${escapeHtml(call)}</p>
<p>Booking reference: ${escapeHtml(b.id.slice(0, 8))}</p>
<p><a href="${escapeHtml(manageUrl(b))}" style="color:#2b6cb0">Your booking online</a></p>`,
  );
  return { to: b.customer_email ?? '', subject, text, html, attachments: [icsAttachment(b, 'CANCEL')] };
}

/** A new manage link: the link is the message; the one before no longer opens the booking. */
export function manageLinkEmail({ booking: b, by }: MailTemplates['manage-link']): OutgoingMail {
  const subject = 'Your New Booking Link';
  const intro =
    by === 'customer'
      ? 'As you asked, here is a new link to your booking. The link we sent before no longer works.'
      : 'We have replaced the link to your booking. The link we sent before no longer works; please use this one.';
  const rows = detailRows(b);
  const text = [`Hi ${b.customer_name},`, '', intro, '', manageText(b), '', ...rows.map(([k, v]) => `${k}: ${v}`), '', CALL_US, '', contactText()].join('\n');
  const html = layoutHtml(
    'Your new booking link',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>${escapeHtml(intro)}</p>
${manageHtml(b)}
${tableHtml(rows)}
<p>${escapeHtml(CALL_US)}</p>`,
  );
  return { to: b.customer_email ?? '', subject, text, html };
}

export function confirmedEmail({ booking: b }: MailTemplates['booking-confirmed']): OutgoingMail {
  const subject = 'Your booking is confirmed';
  const rows = detailRows(b);
  // The booking was confirmed to the customer when it was made ("Booking Confirmed"): this one says it was looked over, not that it was unsure before.
  const intro = `We have looked over your booking and everything is set: see you on ${longDate(b.booking_date)} at ${b.booking_time} for your ${b.service_name}.`;
  const text = [
    `Hi ${b.customer_name},`,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    manageText(b),
    CALL_US,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Your booking is confirmed',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>${escapeHtml(intro)}</p>
${tableHtml(rows)}
${manageHtml(b)}
<p>${escapeHtml(CALL_US)}</p>`,
  );
  return { to: b.customer_email ?? '', subject, text, html };
}

const ALERT_TITLES: Record<OwnerAlertKind, string> = {
  new: 'New booking',
  cancelled: 'Booking cancelled by the customer',
  rescheduled: 'Booking rescheduled by the customer',
  'plan-request': 'Maintenance plan asked for',
};

/** The owner's alert: what happened, every detail, tap-to-call and a map link (to the business address, not the customer). */
export function ownerAlertEmail(to: string, data: MailTemplates['owner-alert']): OutgoingMail {
  const b = data.booking;
  const kind = data.alert;
  const title = ALERT_TITLES[kind];
  const subject = `${title}: ${b.customer_name}, ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time}`;
  const address = [b.service_street, findCityName(b.service_city), b.service_postal_code].filter(Boolean).join(', ');
  const mapUrl = address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, BC, Canada`)}` : null;
  const tel = b.customer_phone ? `tel:${b.customer_phone.replace(/[^\d+]/g, '')}` : null;
  const dashboardUrl = `${BUSINESS.siteOrigin}/dashboard`;
  const rows: [string, string][] = [
    ...(kind === 'rescheduled' && data.previous ? [['Was', `${longDate(data.previous.booking_date)} at ${data.previous.booking_time}`] as [string, string]] : []),
    ...(kind === 'plan-request' && data.plan ? [['Plan asked for', `${data.plan}, from this booking: set it up from its details on the dashboard`] as [string, string]] : []),
    ...detailRows(b),
    ['Booked by', data.made_by && data.made_by !== 'online' ? `Staff (${data.made_by})` : 'Online'],
    ...(b.crew ? [['Crew', String(b.crew)] as [string, string]] : []),
  ];
  const text = [
    `${title}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    tel ? `Call: ${tel}` : 'No phone number given.',
    mapUrl ? `Map: ${mapUrl}` : 'No service address given.',
    `Dashboard: ${dashboardUrl}`,
  ].join('\n');
  const links = [
    tel && `<a href="${escapeHtml(tel)}" style="display:inline-block;background:#2f855a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;margin:0 8px 8px 0">Call ${escapeHtml(b.customer_phone ?? '')}</a>`,
    mapUrl && `<a href="${escapeHtml(mapUrl)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;margin:0 8px 8px 0">Open map</a>`,
    `<a href="${escapeHtml(dashboardUrl)}">Open the dashboard</a>`,
  ].filter(Boolean);
  const html = layoutHtml(title, `${tableHtml(rows)}\n<p>${links.join('\n')}</p>`);
  return { to, subject, text, html };
}

const PHOTO_LINK_DAYS = Math.round(PHOTOS.linkTtlMin.email / (24 * 60));

/** "After photo: Wheels like new", a shared photo's words (its alt text and its line in the text part). */
function photoWords(p: SharedPhoto): string {
  return `${PHOTO_TAG_LABELS[p.tag]} photo${p.caption ? `: ${p.caption}` : ''}`;
}

/** The thank-you the morning after a completed job, with the review link and the photos the crew shared. */
export function reviewRequestEmail(b: BookingMailData, photos: readonly SharedPhoto[] = []): OutgoingMail {
  const subject = `Thank you from ${BUSINESS.name}`;
  const ask = `If you have a minute, a short review helps a small business like ours a lot: ${BUSINESS.reviewUrl}`;
  const photoLines = photos.length > 0 ? ['', `Photos of your car from the job (the links work for ${PHOTO_LINK_DAYS} days):`, ...photos.map((p) => `${photoWords(p)}: ${p.url}`)] : [];
  const photoHtml =
    photos.length > 0
      ? `\n<p>Photos of your car from the job (the links work for ${PHOTO_LINK_DAYS} days):</p>\n${photos
          .map(
            (p) =>
              `<p><a href="${escapeHtml(p.url)}"><img src="${escapeHtml(p.url)}" alt="${escapeHtml(photoWords(p))}" width="280" style="max-width:100%;height:auto;border-radius:6px"></a><br>${escapeHtml(photoWords(p))}</p>`,
          )
          .join('\n')}`
      : '';
  const text = [
    `Hi ${b.customer_name},`,
    '',
    `Thank you for choosing ${BUSINESS.name} for your ${b.service_name}. We hope you are enjoying the result.`,
    ...photoLines,
    '',
    ask,
    '',
    contactText(),
  ].join('\n');
  const html = layoutHtml(
    'Thank you!',
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>Thank you for choosing ${escapeHtml(BUSINESS.name)} for your ${escapeHtml(b.service_name)}. We hope you are enjoying the result.</p>${photoHtml}
<p>If you have a minute, a short review helps a small business like ours a lot.</p>
<p><a href="${escapeHtml(BUSINESS.reviewUrl)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Leave a review</a></p>`,
  );
  return { to: b.customer_email ?? '', subject, text, html };
}
