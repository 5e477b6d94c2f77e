// The maintenance plan's e-mail to its customer: what changed (the plan made,
// a visit skipped, a pause, the end, new times from a visit on) and the next
// visits, each with its date and time or "pick a time" when its usual time was
// taken, and the manage link of the next visit (every visit's link opens the plan).
// Calendar files go with it: one that adds or updates the visits with a time,
// one that removes the cancelled ones, each visit under its booking's own UID.
import { formatMoney } from '@/domain/money';
import type { OutgoingMail } from './transport';
import { escapeHtml } from './escape-html';
import { longDate } from './booking-text';
import { greeting, manageAndCall, para, renderParts, together } from './mail-layout';
import type { BookingMailData, MailTemplates } from './mail-doc';
import { bookingsIcs, type IcsMethod } from './booking-calendar';

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
  const files = calendarFiles(data);
  const calendar = files.map((f) => (f.filename === PLAN_ICS_FILENAMES.REQUEST ? `Your calendar: open the attached ${f.filename} to add these visits.` : `Open the attached ${f.filename} to remove the cancelled visits from your calendar.`));
  const { text, html } = renderParts(SUBJECTS[data.change], [
    greeting(b.customer_name),
    para(intro(data)),
    { text: [next, ...lines.map((l) => `- ${l}`)], html: `<p>${escapeHtml(next)}</p>${lines.length > 0 ? `\n<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}` },
    together(...calendar.map((c) => para(c, 'color:#555'))),
    manageAndCall(b),
  ]);
  return { to: b.customer_email ?? '', subject: SUBJECTS[data.change], text, html, ...(files.length ? { attachments: files } : {}) };
}

export const PLAN_ICS_FILENAMES = { REQUEST: 'plan-visits.ics', CANCEL: 'cancelled-visits.ics' } as const satisfies Record<IcsMethod, string>;

/** The visits as calendar events: the mail's booking (the plan's next visit) at each visit's own id, date and time. */
function calendarFiles(data: MailTemplates['plan-update']): NonNullable<OutgoingMail['attachments']> {
  const at = (v: { id: string; sequence: number; booking_date: string; booking_time: string }): BookingMailData => ({ ...data.booking, ...v });
  const booked = data.visits.flatMap((v) => (v.id && !v.needs_time ? [at({ id: v.id, sequence: v.sequence ?? 0, booking_date: v.booking_date, booking_time: v.booking_time })] : []));
  const files: { method: IcsMethod; visits: BookingMailData[] }[] = [
    { method: 'REQUEST', visits: booked },
    { method: 'CANCEL', visits: (data.cancelled ?? []).map(at) },
  ];
  return files
    .filter((f) => f.visits.length > 0)
    .map((f) => ({ filename: PLAN_ICS_FILENAMES[f.method], content: bookingsIcs(f.visits, f.method), contentType: `text/calendar; charset=utf-8; method=${f.method}` }));
}
