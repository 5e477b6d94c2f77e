// Every scheduled job's work, as plain functions over a Firestore handle and a
// clock: deployed by scheduled.ts through Cloud Scheduler, run on the same
// schedules by the local stack (which has no scheduler of its own), and called
// directly by the integration tests with a moved clock. A new schedule is one
// entry here plus its onSchedule export in scheduled.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { retryDueMail } from '../mail/deliver-mail';
import { sendDueReminders } from './send-reminders';
import { sendDueReviewRequests } from './send-review-requests';
import { applyRetention } from '../privacy/retention';
import { sendDueRescheduleSummaries } from '../blocks/reschedule-summary';
import { runQuoteRound } from './quote-expiry';
import { runPlanRound } from './plan-visits';
import { sendWeeklySummary } from './weekly-summary';

export interface ScheduledJob {
  name: string;
  /** Cloud Scheduler's schedule text, e.g. 'every 5 minutes'. */
  schedule: string;
  /** How often the local stack runs it: the same period as `schedule`. */
  everyMs: number;
  /** Does the job's work; the summary is logged (a count or a record of what was done). */
  run(db: Firestore, now: Date): Promise<Record<string, unknown>>;
}

export const SCHEDULED_JOBS = {
  retryMail: {
    name: 'retryMail',
    schedule: 'every 5 minutes',
    everyMs: 5 * 60_000,
    run: async (db, now) => ({ ...(await retryDueMail(db, now)) }),
  },
  sendReminders: {
    name: 'sendReminders',
    schedule: 'every 15 minutes',
    everyMs: 15 * 60_000,
    run: async (db, now) => ({ sent: await sendDueReminders(db, now) }),
  },
  sendReviewRequests: {
    name: 'sendReviewRequests',
    schedule: 'every 30 minutes',
    everyMs: 30 * 60_000,
    run: async (db, now) => ({ sent: await sendDueReviewRequests(db, now) }),
  },
  rescheduleSummaries: {
    name: 'rescheduleSummaries',
    // The end-of-day summary goes within this long after 7 PM business time.
    schedule: 'every 30 minutes',
    everyMs: 30 * 60_000,
    run: async (db, now) => ({ sent: await sendDueRescheduleSummaries(db, now) }),
  },
  quoteExpiry: {
    name: 'quoteExpiry',
    // Quotes expire at a business midnight: the round just after it writes them expired, and sends the reminders then due.
    schedule: 'every day 00:05',
    everyMs: 24 * 3_600_000,
    run: async (db, now) => ({ ...(await runQuoteRound(db, now)) }),
  },
  planVisits: {
    name: 'planVisits',
    // Nightly at 2:00 AM business time (scheduled.ts sets the time zone): the visits that came within 8 weeks.
    schedule: 'every day 02:00',
    everyMs: 24 * 3_600_000,
    run: async (db, now) => ({ ...(await runPlanRound(db, now)) }),
  },
  weeklySummary: {
    name: 'weeklySummary',
    // Mondays at 7:00 AM business time (scheduled.ts sets the time zone): the owner's summary of last week and this one.
    schedule: 'every monday 07:00',
    everyMs: 7 * 24 * 3_600_000,
    run: async (db, now) => ({ ...(await sendWeeklySummary(db, now)) }),
  },
  retention: {
    name: 'retention',
    // Daily, at night in business time (scheduled.ts sets the time zone).
    schedule: 'every day 03:00',
    everyMs: 24 * 3_600_000,
    run: async (db, now) => ({ ...(await applyRetention(db, now)) }),
  },
} as const satisfies Record<string, ScheduledJob>;
