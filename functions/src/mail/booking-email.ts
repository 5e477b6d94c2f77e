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
import { CALL_US, button, buttonHtml, details, greeting, layoutHtml, manageAndCall, manageLink, para, renderParts, tableHtml, together, type MailPart } from './mail-layout';
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

/** The booking section of the site: where a customer books again. */
export const BOOK_AGAIN_URL = `${BUSINESS.siteOrigin}/?section=booking`;

/** Said in the confirmation when the booking has no service address: the crew needs one. */
export const ADDRESS_MISSING_ASK = "We don't have the address where we should come yet. Please add it on your booking page, or reply to this e-mail with it.";

function hasServiceAddress(b: BookingMailData): boolean {
  return !!(b.service_street && b.service_street.trim());
}

function icsAttachment(b: BookingMailData, method: IcsMethod) {
  return { filename: ICS_FILENAME, content: bookingIcs(b, method), contentType: `text/calendar; charset=utf-8; method=${method}` };
}

/** A link in the body's colour: "Label: url" in the text. */
function link(label: string, url: string): MailPart {
  return { text: [`${label}: ${url}`], html: `<p><a href="${escapeHtml(url)}" style="color:#2b6cb0">${escapeHtml(label)}</a></p>` };
}

export function confirmationEmail(b: BookingMailData): OutgoingMail {
  const subject = `Booking Confirmed: ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time}`;
  const calendarUrl = googleCalendarUrl(b);
  const { text, html } = renderParts('Booking Confirmed', [
    greeting(b.customer_name),
    { text: [`Thank you for booking with ${BUSINESS.name}.`], html: `<p>Thank you for booking with ${escapeHtml(BUSINESS.name)}. Here are your booking details:</p>` },
    details(detailRows(b)),
    { text: BOOKING_PROMISES.map((p) => `- ${p}`), html: `<ul>${BOOKING_PROMISES.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` },
    !hasServiceAddress(b) && {
      text: [ADDRESS_MISSING_ASK, `Your booking page: ${manageUrl(b)}`],
      html: `<p style="background:#fffbea;border-left:4px solid #d69e2e;padding:8px 12px">${escapeHtml(ADDRESS_MISSING_ASK)} <a href="${escapeHtml(manageUrl(b))}" style="color:#2b6cb0">Add the address</a></p>`,
    },
    {
      text: [`Add it to your calendar: open the attached ${ICS_FILENAME}, or use Google Calendar: ${calendarUrl}`],
      html: `<p>${buttonHtml('Add to Google Calendar', calendarUrl)}</p>\n<p style="color:#555">Or open the attached ${ICS_FILENAME} to add it to any calendar.</p>`,
    },
    manageLink(b),
  ]);
  return { to: b.customer_email ?? '', subject, text, html, attachments: [icsAttachment(b, 'REQUEST')] };
}

export function reminderEmail(b: BookingMailData): OutgoingMail {
  const subject = `Reminder: ${b.service_name} tomorrow at ${b.booking_time}`;
  const { text, html } = renderParts('Appointment Reminder', [
    greeting(b.customer_name),
    para(`This is a reminder of your appointment with ${BUSINESS.name} in about 24 hours.`),
    details(detailRows(b)),
    para('Need to change or cancel? Please call or e-mail us as soon as possible.'),
    link('Your booking online', manageUrl(b)),
  ]);
  return { to: b.customer_email ?? '', subject, text, html };
}

export function rescheduledEmail({ booking: b, previous }: MailTemplates['booking-rescheduled']): OutgoingMail {
  const subject = `Booking Rescheduled: ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time}`;
  const was = `Was: ${longDate(previous.booking_date)} at ${previous.booking_time}`;
  const intro = `Your booking has been moved to ${longDate(b.booking_date)} at ${b.booking_time}.`;
  const { text, html } = renderParts('Booking Rescheduled', [
    greeting(b.customer_name),
    { text: [intro, was], html: `<p>${escapeHtml(intro)}<br><span style="color:#555">${escapeHtml(was)}</span></p>` },
    details(detailRows(b)),
    { text: [`Your calendar: open the attached ${ICS_FILENAME} to move the event.`], html: `<p style="color:#555">Open the attached ${ICS_FILENAME} to move the event in your calendar.</p>` },
    manageAndCall(b),
  ]);
  return { to: b.customer_email ?? '', subject, text, html, attachments: [icsAttachment(b, 'REQUEST')] };
}

export function cancelledEmail({ booking: b, by }: MailTemplates['booking-cancelled']): OutgoingMail {
  const subject = by === 'customer' ? `Booking Cancelled: ${b.service_name} on ${longDate(b.booking_date)}` : 'Your booking was cancelled';
  const intro =
    by === 'customer'
      ? `As you asked, your ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time} is cancelled.`
      : `We're sorry: your ${b.service_name} on ${longDate(b.booking_date)} at ${b.booking_time} was cancelled.`;
  const { text, html } = renderParts('Booking Cancelled', [
    greeting(b.customer_name),
    together(
      para(intro),
      button('Book again', BOOK_AGAIN_URL, `To book again, choose a new time online: ${BOOK_AGAIN_URL}`),
      para(`If this is a mistake, please call us at ${BUSINESS.phoneDisplay}.`),
    ),
    together(para(`Booking reference: ${b.id.slice(0, 8)}`), link('Your booking online', manageUrl(b))),
  ]);
  return { to: b.customer_email ?? '', subject, text, html, attachments: [icsAttachment(b, 'CANCEL')] };
}

/** A new manage link: the link is the message; the one before no longer opens the booking. */
export function manageLinkEmail({ booking: b, by }: MailTemplates['manage-link']): OutgoingMail {
  const intro =
    by === 'customer'
      ? 'As you asked, here is a new link to your booking. The link we sent before no longer works.'
      : 'We have replaced the link to your booking. The link we sent before no longer works; please use this one.';
  const { text, html } = renderParts('Your new booking link', [greeting(b.customer_name), para(intro), manageLink(b), details(detailRows(b)), para(CALL_US)]);
  return { to: b.customer_email ?? '', subject: 'Your New Booking Link', text, html };
}

export function confirmedEmail({ booking: b }: MailTemplates['booking-confirmed']): OutgoingMail {
  // The booking was confirmed to the customer when it was made ("Booking Confirmed"): this one says it was looked over, not that it was unsure before.
  const intro = `We have looked over your booking and everything is set: see you on ${longDate(b.booking_date)} at ${b.booking_time} for your ${b.service_name}.`;
  const { text, html } = renderParts('Your booking is confirmed', [greeting(b.customer_name), para(intro), details(detailRows(b)), manageAndCall(b)]);
  return { to: b.customer_email ?? '', subject: 'Your booking is confirmed', text, html };
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
  const photosIntro = `Photos of your car from the job (the links work for ${PHOTO_LINK_DAYS} days):`;
  const { text, html } = renderParts('Thank you!', [
    greeting(b.customer_name),
    para(`Thank you for choosing ${BUSINESS.name} for your ${b.service_name}. We hope you are enjoying the result.`),
    photos.length > 0 && {
      text: [photosIntro, ...photos.map((p) => `${photoWords(p)}: ${p.url}`)],
      html: [
        `<p>${photosIntro}</p>`,
        ...photos.map(
          (p) =>
            `<p><a href="${escapeHtml(p.url)}"><img src="${escapeHtml(p.url)}" alt="${escapeHtml(photoWords(p))}" width="280" style="max-width:100%;height:auto;border-radius:6px"></a><br>${escapeHtml(photoWords(p))}</p>`,
        ),
      ].join('\n'),
    },
    {
      text: [`If you have a minute, a short review helps a small business like ours a lot: ${BUSINESS.reviewUrl}`],
      html: `<p>If you have a minute, a short review helps a small business like ours a lot.</p>\n<p>${buttonHtml('Leave a review', BUSINESS.reviewUrl)}</p>`,
    },
  ]);
  return { to: b.customer_email ?? '', subject, text, html };
}
