// The scheduled functions (Cloud Scheduler; they do not run in the emulator,
// so their work lives in plain functions that the integration tests call).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { BUSINESS } from '@/config/business';
import { db } from '../lib/admin';
import { retryDueMail } from '../mail/deliver-mail';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { sendDueReminders } from './send-reminders';

const SCHEDULE_OPTIONS = { region: 'us-central1', timeZone: BUSINESS.timeZone, secrets: MAIL_SECRETS } as const;

export const retryMail = onSchedule({ ...SCHEDULE_OPTIONS, schedule: 'every 5 minutes' }, async () => {
  logger.info('mail retry', await retryDueMail(db, new Date()));
});

export const sendReminders = onSchedule({ ...SCHEDULE_OPTIONS, schedule: 'every 15 minutes' }, async () => {
  const sent = await sendDueReminders(db, new Date());
  logger.info('reminders sent', { count: sent.length });
});
