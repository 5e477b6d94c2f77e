// Sending a change's e-mail right after the change is stored (a reschedule, a
// cancel, On My Way, a request to pick a new time): the mail record is written
// in the change's transaction, so this only hurries it.
import { logger } from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import { deliverMail } from './deliver-mail';

/** Best effort: a failure stays on the mail record and the scheduled retry sends it. */
export async function sendNow(db: Firestore, mailId: string, now: Date): Promise<void> {
  const outcome = await deliverMail(db, mailId, now).catch((error: unknown) => {
    logger.error('mail could not be sent now', { mailId, error: String(error) });
    return 'failed' as const;
  });
  logger.info('change mail', { mailId, outcome });
}
