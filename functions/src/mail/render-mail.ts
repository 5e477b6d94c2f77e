// Every stored mail's template rendered to what is sent: the one place that
// knows all the templates (the booking's own and the crew's), so neither
// template module needs the other's.
import { BUSINESS } from '@/config/business';
import type { OutgoingMail } from './transport';
import type { MailContent } from './mail-doc';
import {
  cancelledEmail,
  confirmationEmail,
  confirmedEmail,
  manageLinkEmail,
  ownerAlertEmail,
  reminderEmail,
  rescheduledEmail,
  reviewRequestEmail,
} from './booking-email';
import { quoteEmail, quoteReceivedEmail, quoteRequestAlertEmail } from './quote-email';
import { planUpdateEmail } from './plan-email';
import { weeklySummaryEmail } from './weekly-summary-email';
import { onMyWayEmail, rescheduleRequestEmail, rescheduleSummaryEmail } from './crew-email';

/** One case per template (mail-doc.ts MailTemplates); the compiler checks every template has one. */
export function renderMail(mail: MailContent & { to?: string }): OutgoingMail {
  switch (mail.template) {
    case 'booking-confirmation':
      return confirmationEmail(mail.data.booking);
    case 'booking-reminder':
      return reminderEmail(mail.data.booking);
    case 'owner-alert':
      return ownerAlertEmail(mail.to ?? BUSINESS.ownerEmail, mail.data);
    case 'review-request':
      return reviewRequestEmail(mail.data.booking, mail.data.photos);
    case 'booking-rescheduled':
      return rescheduledEmail(mail.data);
    case 'booking-cancelled':
      return cancelledEmail(mail.data);
    case 'booking-confirmed':
      return confirmedEmail(mail.data);
    case 'manage-link':
      return manageLinkEmail(mail.data);
    case 'reschedule-request':
      return rescheduleRequestEmail(mail.data);
    case 'on-my-way':
      return onMyWayEmail(mail.data);
    case 'reschedule-summary':
      return rescheduleSummaryEmail(mail.to ?? BUSINESS.ownerEmail, mail.data);
    case 'quote-received':
      return quoteReceivedEmail(mail.data.quote);
    case 'quote-request-alert':
      return quoteRequestAlertEmail(mail.to ?? BUSINESS.ownerEmail, mail.data.quote);
    case 'quote':
      return quoteEmail(mail.data.quote, mail.data.reason);
    case 'plan-update':
      return planUpdateEmail(mail.data);
    case 'weekly-summary':
      return weeklySummaryEmail(mail.to ?? BUSINESS.ownerEmail, mail.data);
  }
}
