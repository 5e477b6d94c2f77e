// The quote e-mails rendered from a mail record: the customer's "request
// received", the owner's alert of a new request, the quote itself (with its
// link: sent, sent again with a new link, or reminded before it expires).
// Every customer-entered value escaped. The link is computed when the message
// is sent, from the key the quote holds then (deliver-mail.ts reads it), never
// stored on the record.
import { BUSINESS } from '@/config/business';
import { formatMoney } from '@/domain/money';
import { jobLengthLabel } from '@/domain/schedule/job-length';
import { quoteDayLabel } from '@/domain/quotes/quote-messages';
import { quoteServiceName } from '@/domain/quotes/quote-services';
import type { Quote, QuoteOption } from '@/domain/quotes/quote-schema';
import type { OutgoingMail } from './transport';
import { escapeHtml } from './escape-html';
import { findCityName, vehicleLabel } from './booking-text';
import { button, details, greeting, layoutHtml, para, renderParts, tableHtml } from './mail-layout';
import { linkToken } from '../lib/link-token';
import { siteOrigin } from '../lib/manage-token';

/** A quote as its e-mails need it (no history, no key: the key is added when the message is sent). */
export type QuoteMailData = Pick<
  Quote,
  | 'id'
  | 'service'
  | 'vehicle_type'
  | 'vehicle_make'
  | 'vehicle_model'
  | 'vehicle_year'
  | 'service_city'
  | 'description'
  | 'when_suits'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'options'
  | 'last_day'
  | 'note'
> & {
  photo_count: number;
  /** Never stored on a mail record: the quote's link key as read when the message is sent. */
  link_key?: string | null;
};

/** `https://…/quote?id=…&token=…`; null when the quote has no key (never sent, or erased). */
export function quoteUrl(q: Pick<QuoteMailData, 'id' | 'link_key'>): string | null {
  if (!q.link_key) return null;
  return `${siteOrigin()}/quote?id=${encodeURIComponent(q.id)}&token=${linkToken('quote', q.id, q.link_key)}`;
}

function requestRows(q: QuoteMailData): [string, string][] {
  const vehicle = [q.vehicle_year, q.vehicle_make, q.vehicle_model].filter(Boolean).join(' ');
  const rows: ([string, string] | false)[] = [
    ['Service', quoteServiceName(q.service)],
    ['Vehicle type', vehicleLabel(q.vehicle_type)],
    vehicle !== '' && ['Vehicle', vehicle],
    ['City', findCityName(q.service_city) ?? '-'],
    ['What you would like done', q.description],
    q.when_suits !== null && ['When suits you', q.when_suits],
    ['Photos', String(q.photo_count)],
    ['Quote reference', q.id.slice(0, 8)],
  ];
  return rows.filter((r): r is [string, string] => r !== false);
}

function optionLines(o: QuoteOption, i: number): string[] {
  return [
    `Option ${i + 1}: ${o.title} (${formatMoney(o.price_cents / 100, { cents: true })}, ${jobLengthLabel(o.length)})`,
    ...o.lines.map((l) => `  - ${l.label}: ${formatMoney(l.amount_cents / 100, { cents: true })}`),
    ...(o.note ? [`  ${o.note}`] : []),
  ];
}

function optionHtml(o: QuoteOption, i: number): string {
  return `<h2 style="font-size:18px;margin:16px 0 4px">Option ${i + 1}: ${escapeHtml(o.title)}</h2>
<p style="margin:0 0 4px"><strong>${escapeHtml(formatMoney(o.price_cents / 100, { cents: true }))}</strong>, ${escapeHtml(jobLengthLabel(o.length))}</p>
${tableHtml(o.lines.map((l) => [l.label, formatMoney(l.amount_cents / 100, { cents: true })]))}${o.note ? `<p>${escapeHtml(o.note)}</p>` : ''}`;
}

export function quoteReceivedEmail(q: QuoteMailData): OutgoingMail {
  const subject = `We received your quote request: ${quoteServiceName(q.service)}`;
  const promise = `We will look at your request and e-mail you a price, usually within one business day. Questions? Call us at ${BUSINESS.phoneDisplay}.`;
  const { text, html } = renderParts('Quote Request Received', [
    greeting(q.customer_name),
    para(`Thank you for asking ${BUSINESS.name} for a quote.`),
    details(requestRows(q)),
    para(promise),
  ]);
  return { to: q.customer_email ?? '', subject, text, html };
}

export function quoteRequestAlertEmail(to: string, q: QuoteMailData): OutgoingMail {
  const title = 'New quote request';
  const subject = `${title}: ${q.customer_name}, ${quoteServiceName(q.service)}`;
  const tel = q.customer_phone ? `tel:${q.customer_phone.replace(/[^\d+]/g, '')}` : null;
  const dashboardUrl = `${BUSINESS.siteOrigin}/dashboard`;
  const rows: [string, string][] = [
    ...requestRows(q),
    ['Name', q.customer_name],
    ...(q.customer_email ? [['E-mail', q.customer_email] as [string, string]] : []),
    ...(q.customer_phone ? [['Phone', q.customer_phone] as [string, string]] : []),
  ];
  const text = [`${title}.`, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', tel ? `Call: ${tel}` : 'No phone number given.', `Dashboard: ${dashboardUrl}`].join('\n');
  const html = layoutHtml(title, `${tableHtml(rows)}\n<p>${tel ? `<a href="${escapeHtml(tel)}">Call ${escapeHtml(q.customer_phone ?? '')}</a> · ` : ''}<a href="${escapeHtml(dashboardUrl)}">Open the dashboard</a></p>`);
  return { to, subject, text, html };
}

/** Why the quote's e-mail goes: the first send (or a new answer), a new link (the old one stops working), or the reminder before it expires. */
export type QuoteMailReason = 'sent' | 'link' | 'reminder';

export function quoteEmail(q: QuoteMailData, reason: QuoteMailReason): OutgoingMail {
  const service = quoteServiceName(q.service);
  const until = q.last_day ? quoteDayLabel(q.last_day) : null;
  const url = quoteUrl(q);
  const subject =
    reason === 'reminder' ? `Your quote for ${service} expires ${until}` : reason === 'link' ? `A new link to your quote for ${service}` : `Your quote for ${service}`;
  const intro =
    reason === 'reminder'
      ? `A reminder: your quote is open until the end of ${until}.`
      : reason === 'link'
        ? 'Here is a new link to your quote. The link we sent before no longer opens it.'
        : `Here is our quote. Choose an option and a time that suits you${until ? ` by the end of ${until}` : ''}.`;
  const { text, html } = renderParts(reason === 'reminder' ? 'Your Quote Expires Soon' : 'Your Quote', [
    greeting(q.customer_name),
    para(intro),
    ...q.options.map((o, i) => ({ text: optionLines(o, i), html: optionHtml(o, i) })),
    q.note && para(q.note),
    url ? button('See the quote and book', url) : { text: [`Call us to accept: ${BUSINESS.phoneDisplay}`], html: '' },
  ]);
  return { to: q.customer_email ?? '', subject, text, html };
}
