// The quotes' daily round: each sent quote whose last day has ended is written
// expired (with its history line; every reader computes it already with
// stateAt, so the record catches up with what people see), and each sent quote
// whose reminder is due (QUOTE_RULES.reminderDaysBefore days before it
// expires) gets the reminder once per last day: the claim is the `create` of
// mail/quote_{id}_reminder_{last_day} with `reminder_for` in one transaction,
// so a second run, even a concurrent one, cannot send it again, and an
// extended quote gets one for its new last day.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { expiresAt, reminderDueAt, stateAt } from '@/domain/quotes/quote-lifecycle';
import { MAIL } from '../lib/firestore-docs';
import { newQuoteMailDoc, quoteReminderMailId } from '../mail/mail-doc';
import { QUOTES, type QuoteDoc } from '../quotes/quote-doc';
import { quoteHistoryEntry, quoteMailData, sendQuoteMail } from '../quotes/quote-access';

export interface QuoteRound {
  expired: string[];
  reminded: string[];
}

export async function runQuoteRound(db: Firestore, now: Date): Promise<QuoteRound> {
  const sent = await db.collection(QUOTES).where('state', '==', 'sent').get();
  const round: QuoteRound = { expired: [], reminded: [] };
  for (const candidate of sent.docs) {
    const id = candidate.id;
    const outcome = await db.runTransaction(async (tx) => {
      const snap = await tx.get(candidate.ref);
      const doc = snap.data() as QuoteDoc | undefined;
      if (!doc || doc.state !== 'sent' || !doc.last_day || doc.anonymized_at) return null;
      if (stateAt(doc, now) === 'expired') {
        tx.update(candidate.ref, {
          state: 'expired',
          history: [...(doc.history ?? []), quoteHistoryEntry(expiresAt(doc.last_day), 'system', null, 'expired', 'sent', 'expired')],
          updated_at: FieldValue.serverTimestamp(),
        });
        return 'expired' as const;
      }
      if (doc.reminder_for === doc.last_day || now.getTime() < reminderDueAt(doc.last_day).getTime() || !doc.customer_email) return null;
      const mailRef = db.collection(MAIL).doc(quoteReminderMailId(id, doc.last_day));
      if ((await tx.get(mailRef)).exists) return null;
      tx.create(mailRef, newQuoteMailDoc(doc.customer_email, 'quote', { quote: quoteMailData(id, doc), reason: 'reminder' }, now));
      tx.update(candidate.ref, {
        reminder_for: doc.last_day,
        history: [...(doc.history ?? []), quoteHistoryEntry(now, 'system', null, 'reminder', null, doc.last_day)],
        updated_at: FieldValue.serverTimestamp(),
      });
      return mailRef.id;
    });
    if (outcome === 'expired') round.expired.push(id);
    else if (outcome) {
      await sendQuoteMail(db, [outcome], now);
      round.reminded.push(id);
    }
  }
  return round;
}
