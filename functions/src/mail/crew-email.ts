// The crew's day e-mails, in the layout of the booking e-mails
// (booking-email.ts): the business asking a customer to pick a new time (no
// .ics: their calendar keeps the old time until they move, and the
// "Booking Rescheduled" e-mail then updates it), "On my way" with the arrival
// window in business time, and the owner's summary of a reschedule request.
import { BUSINESS } from '@/config/business';
import { arrivalWindowLabel } from '@/domain/schedule/crew-schema';
import { NEEDS_NEW_TIME_WORDS, asSentence, rescheduleReasonText, withoutFullStop } from '@/domain/schedule/reschedule-words';
import { businessToday } from '@/domain/schedule/schedule';
import type { OutgoingMail } from './transport';
import { escapeHtml } from './escape-html';
import { longDate } from './booking-text';
import { detailRows } from './booking-email';
import { button, details, greeting, layoutHtml, manageAndCall, para, renderParts, together } from './mail-layout';
import type { MailTemplates, RescheduleSummaryRow } from './mail-doc';
import { manageUrl } from '../lib/manage-token';

export function rescheduleRequestEmail({ booking: b, reason, note }: MailTemplates['reschedule-request']): OutgoingMail {
  const when = `${longDate(b.booking_date)} at ${b.booking_time}`;
  const subject = `Please pick a new time for your ${b.service_name}`;
  const why = `We're sorry: we can't come on ${when} because of ${rescheduleReasonText(reason)}.`;
  const ask = 'Please pick a new time that suits you with the button below: you can move this booking online even within 24 hours of it.';
  // What happens if they do nothing: the same words as the manage page's.
  const keep = NEEDS_NEW_TIME_WORDS.meanwhile;
  const label = 'Pick a new time';
  const { text, html } = renderParts('Please pick a new time', [
    greeting(b.customer_name),
    together(para(why), note && para(asSentence(note)), para(ask)),
    button(label, manageUrl(b)),
    details(detailRows(b)),
    para(keep),
  ]);
  return { to: b.customer_email ?? '', subject, text, html };
}

export function onMyWayEmail({ booking: b, eta_from, eta_to }: MailTemplates['on-my-way']): OutgoingMail {
  const window = arrivalWindowLabel({ from: eta_from, to: eta_to });
  const subject = `We're on our way: arriving ${window}`;
  const intro = `Our crew is on the way to you for your ${b.service_name} and expects to arrive between ${window.replace('–', ' and ')}.`;
  const tip = 'Please have your vehicle unlocked and accessible, and the keys at hand.';
  const { text, html } = renderParts("We're on our way", [
    greeting(b.customer_name),
    together(para(intro), { text: [], html: `<p style="font-size:20px;font-weight:bold;margin:16px 0">${escapeHtml(window)}</p>` }, para(tip)),
    manageAndCall(b),
  ]);
  return { to: b.customer_email ?? '', subject, text, html };
}

function outcomeText(r: RescheduleSummaryRow): string {
  switch (r.outcome) {
    case 'moved':
      return r.now ? `Moved to ${longDate(r.now.booking_date)} at ${r.now.booking_time}` : 'Moved';
    case 'cancelled':
      return 'Cancelled';
    case 'gone':
      return 'Deleted';
    case 'closed':
      return 'Completed or marked no-show';
    case 'waiting':
      return r.emailed ? 'Still waiting: call them' : 'No e-mail: call them';
  }
}

/** The owner's one summary per request: who moved where, who still needs a call. */
export function rescheduleSummaryEmail(to: string, data: MailTemplates['reschedule-summary']): OutgoingMail {
  const waiting = data.rows.filter((r) => r.outcome === 'waiting');
  const title = data.complete ? 'Every customer asked to move has answered' : `${waiting.length} customer${waiting.length === 1 ? '' : 's'} still need a new time`;
  const subject = `Reschedule request (${data.reason}): ${title.toLowerCase()}`;
  const rowText = (r: RescheduleSummaryRow) =>
    `${r.customer_name} (${r.service_name}), was ${longDate(r.was.booking_date)} at ${r.was.booking_time}: ${outcomeText(r)}${r.outcome === 'waiting' && r.customer_phone ? `, ${r.customer_phone}` : ''}`;
  const dashboardUrl = `${BUSINESS.siteOrigin}/dashboard`;
  const text = [
    `${title}.`,
    `Asked on ${longDate(businessToday(new Date(data.asked_at)))} because of: ${data.reason}${data.note ? ` (${withoutFullStop(data.note)})` : ''}.`,
    '',
    ...data.rows.map((r) => `- ${rowText(r)}`),
    '',
    waiting.length > 0 ? 'The bookings still waiting stand at their old time and show "needs a new time" on the dashboard.' : '',
    `Dashboard: ${dashboardUrl}`,
  ].join('\n');
  const items = data.rows
    .map((r) => {
      const tel = r.outcome === 'waiting' && r.customer_phone ? ` <a href="tel:${escapeHtml(r.customer_phone.replace(/[^\d+]/g, ''))}">${escapeHtml(r.customer_phone)}</a>` : '';
      return `<li>${escapeHtml(`${r.customer_name} (${r.service_name}), was ${longDate(r.was.booking_date)} at ${r.was.booking_time}: ${outcomeText(r)}`)}${tel}</li>`;
    })
    .join('\n');
  const html = layoutHtml(
    title,
    `<p>${escapeHtml(`Asked because of: ${data.reason}${data.note ? ` (${withoutFullStop(data.note)})` : ''}.`)}</p>
<ul>${items}</ul>
${waiting.length > 0 ? '<p>The bookings still waiting stand at their old time and show "needs a new time" on the dashboard.</p>' : ''}
<p><a href="${escapeHtml(dashboardUrl)}">Open the dashboard</a></p>`,
  );
  return { to, subject, text, html };
}
