// The maintenance plan's e-mail to its customer: what changed (the plan made,
// a visit skipped, a pause, the end, new times from a visit on) and the next
// visits, each with its date and time or "pick a time" when its usual time was
// taken, and the manage link of the next visit (every visit's link opens the plan).
import { formatMoney } from '@/domain/money';
import type { OutgoingMail } from './transport';
import { escapeHtml } from './escape-html';
import { longDate } from './booking-text';
import { CALL_US, contactText, layoutHtml, manageHtml, manageText } from './booking-email';
import type { MailTemplates } from './mail-doc';

export type PlanChange = MailTemplates['plan-update']['change'];

const SUBJECTS: Record<PlanChange, string> = {
  created: 'Your maintenance plan',
  series: 'Your maintenance plan has changed',
  skipped: 'Visit skipped: your next visits',
  paused: 'Your maintenance plan is paused',
  ended: 'Your maintenance plan ends',
};

function intro(data: MailTemplates['plan-update']): string {
  const what = `${data.service_name} at ${formatMoney(data.price)} a visit`;
  switch (data.change) {
    case 'created':
      return `Your maintenance plan is set up: ${what}.`;
    case 'series':
      return `We've changed your maintenance plan: ${what} from now on.`;
    case 'skipped':
      return `We've skipped the visit on ${longDate(data.date!)}, as asked.`;
    case 'paused':
      return `Your plan is paused: no visits before ${longDate(data.date!)}.`;
    case 'ended':
      return `Your plan ends: no visits from ${longDate(data.date!)}.`;
  }
}

const visitLine = (v: MailTemplates['plan-update']['visits'][number]) =>
  `${longDate(v.booking_date)}, ${v.needs_time ? 'time to pick: our usual time is taken' : v.booking_time}`;

export function planUpdateEmail(data: MailTemplates['plan-update']): OutgoingMail {
  const b = data.booking;
  const lines = data.visits.map(visitLine);
  const next = lines.length > 0 ? 'Your next visits:' : 'No visits are planned.';
  const text = [`Hi ${b.customer_name},`, '', intro(data), '', next, ...lines.map((l) => `- ${l}`), '', manageText(b), CALL_US, '', contactText()].join('\n');
  const html = layoutHtml(
    SUBJECTS[data.change],
    `<p>Hi ${escapeHtml(b.customer_name)},</p>
<p>${escapeHtml(intro(data))}</p>
<p>${escapeHtml(next)}</p>
${lines.length > 0 ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}
${manageHtml(b)}
<p>${escapeHtml(CALL_US)}</p>`,
  );
  return { to: b.customer_email ?? '', subject: SUBJECTS[data.change], text, html };
}
