// Every e-mail's layout, written once: the HTML page (laid out for a phone as
// well as a desktop client), the business's contact lines, and the parts a
// message is made of. A part is its lines in the plain-text body and its HTML,
// so the two bodies of one message say the same things in the same order.
import { BUSINESS } from '@/config/business';
import { escapeHtml } from './escape-html';
import { manageUrl } from '../lib/manage-token';
import type { BookingMailData } from './mail-doc';

export function contactText(): string {
  return `${BUSINESS.name}\nPhone: ${BUSINESS.phoneDisplay}\nE-mail: ${BUSINESS.email}\n${BUSINESS.siteOrigin}`;
}

export function contactHtml(): string {
  return `<p style="margin:24px 0 0;color:#444">${escapeHtml(BUSINESS.name)}<br>
Phone: <a href="tel:${BUSINESS.phoneE164}">${escapeHtml(BUSINESS.phoneDisplay)}</a><br>
E-mail: <a href="mailto:${BUSINESS.email}">${escapeHtml(BUSINESS.email)}</a><br>
<a href="${BUSINESS.siteOrigin}">${escapeHtml(BUSINESS.siteOrigin.replace(/^https?:\/\//, ''))}</a></p>`;
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

export function tableHtml(rows: readonly (readonly [string, string])[]): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;color:#555">${escapeHtml(k)}</th><td style="padding:6px 0;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px;width:100%;max-width:100%">\n${cells}\n</table>`;
}

/** A link drawn as a button (a thumb-sized target in a phone's mail app). */
export function buttonHtml(label: string, url: string, background = '#2b6cb0'): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;background:${background};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** A piece of a message: its lines in the plain-text body, and its HTML. */
export interface MailPart {
  readonly text: readonly string[];
  readonly html: string;
}

/** A part or nothing (a part shown only when its condition holds: `cond && part`). */
type MaybePart = MailPart | false | null | undefined | '';

/** A paragraph: one line of text, one <p> (with `style`, e.g. grey for a side note). */
export function para(text: string, style?: string): MailPart {
  return { text: [text], html: `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>` };
}

/** "Hi Jane," */
export const greeting = (name: string): MailPart => para(`Hi ${name},`);

/** Label and value rows: "Label: value" lines, a two-column table in HTML. */
export function details(rows: readonly (readonly [string, string])[]): MailPart {
  return { text: rows.map(([k, v]) => `${k}: ${v}`), html: tableHtml(rows) };
}

/** A link as a button; in the text, "Label: url" unless `text` says it otherwise. */
export function button(label: string, url: string, text = `${label}: ${url}`): MailPart {
  return { text: [text], html: `<p>${buttonHtml(label, url)}</p>` };
}

export const MANAGE_LINK_LABEL = 'Reschedule or cancel online';

/** The manage link, in every e-mail about a booking (customers may change it until 24 hours before). */
export function manageText(b: BookingMailData): string {
  return `${MANAGE_LINK_LABEL} (until 24 hours before your appointment): ${manageUrl(b)}`;
}

export function manageHtml(b: BookingMailData): string {
  return `<p><a href="${escapeHtml(manageUrl(b))}" style="color:#2b6cb0">${MANAGE_LINK_LABEL}</a> (until 24 hours before your appointment)</p>`;
}

export const CALL_US = `Questions? Call us at ${BUSINESS.phoneDisplay}.`;

export function manageLink(b: BookingMailData): MailPart {
  return { text: [manageText(b)], html: manageHtml(b) };
}

/** How a customer's message about a booking ends: the manage link, then the phone number. */
export const manageAndCall = (b: BookingMailData): MailPart => together(manageLink(b), para(CALL_US));

/** Parts whose text lines follow one another with no blank line between them. */
export function together(...parts: readonly MaybePart[]): MailPart {
  const shown = parts.filter((p): p is MailPart => !!p);
  return { text: shown.flatMap((p) => p.text), html: shown.map((p) => p.html).join('\n') };
}

/**
 * A message's two bodies from its parts (a false or empty one left out): in
 * the text, each part its own paragraph and the contact lines last; in HTML,
 * the page with its title.
 */
export function renderParts(title: string, parts: readonly MaybePart[]): { text: string; html: string } {
  const shown = parts.filter((p): p is MailPart => !!p);
  const text = [...shown.filter((p) => p.text.length > 0).map((p) => p.text.join('\n')), contactText()].join('\n\n');
  const html = layoutHtml(
    title,
    shown
      .map((p) => p.html)
      .filter((h) => h !== '')
      .join('\n'),
  );
  return { text, html };
}
