// The scheduled functions (Cloud Scheduler; they do not run in the emulator,
// so their work lives in jobs.ts, which the local stack's scheduler and the
// integration tests call directly).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/logger';
import { BUSINESS } from '@/config/business';
import { FIREBASE_REGION } from '@/config/firebase-region';
import { db } from '../lib/admin';
import { MAIL_SECRETS } from '../mail/smtp-secret';
import { PHOTO_SECRETS } from '../lib/photo-link';
import { SCHEDULED_JOBS, type ScheduledJob } from './jobs';

// Every scheduled function is deployed from this one module, the jobs' registry with it, so
// each declares what any job reads: the mail's secrets, and the photo links of the review request.
const SCHEDULE_OPTIONS = { region: FIREBASE_REGION, timeZone: BUSINESS.timeZone, secrets: [...MAIL_SECRETS, ...PHOTO_SECRETS] };

function scheduled(job: ScheduledJob) {
  return onSchedule({ ...SCHEDULE_OPTIONS, schedule: job.schedule }, async () => {
    logger.info(job.name, await job.run(db, new Date()));
  });
}

export const retryMail = scheduled(SCHEDULED_JOBS.retryMail);
export const sendReminders = scheduled(SCHEDULED_JOBS.sendReminders);
export const sendReviewRequests = scheduled(SCHEDULED_JOBS.sendReviewRequests);
export const retention = scheduled(SCHEDULED_JOBS.retention);
export const rescheduleSummaries = scheduled(SCHEDULED_JOBS.rescheduleSummaries);
export const quoteExpiry = scheduled(SCHEDULED_JOBS.quoteExpiry);
export const planVisits = scheduled(SCHEDULED_JOBS.planVisits);
export const weeklySummary = scheduled(SCHEDULED_JOBS.weeklySummary);
