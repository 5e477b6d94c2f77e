// getQuoteTimes (anyone holding the quote's link): for one option and up to
// 14 days, the start times its length can take in the quote's city
// (quote-times.ts: the one availability rule), counted with getAvailability's
// per-address limit; refused in the customer's words once the quote is not open.
import { HttpsError } from 'firebase-functions/v2/https';
import { acceptRefusal } from '@/domain/quotes/quote-lifecycle';
import { QUOTE_MESSAGES, acceptRefusalMessage } from '@/domain/quotes/quote-messages';
import { cityIdOf } from '@/domain/schedule/cities';
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { countAvailabilityAsk } from '../abuse/booking-limits';
import { openQuote } from './quote-access';
import { quoteTimes } from './quote-times';

export const getQuoteTimes = defineCallable(
  'getQuoteTimes',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS },
  async (input, request) => {
    const now = new Date();
    const doc = await openQuote(defaultDb, input.id, input.token);
    // Every answer reads the calendar of the days asked for: counted with getAvailability's per-address limit.
    await countAvailabilityAsk(defaultDb, request.rawRequest, now);
    const refusal = acceptRefusal(doc, now);
    if (refusal) throw new HttpsError('failed-precondition', acceptRefusalMessage(refusal, doc.last_day), { reason: refusal });
    const option = doc.options?.[input.option];
    if (!option) throw new HttpsError('invalid-argument', QUOTE_MESSAGES.noOption, { fields: { option: QUOTE_MESSAGES.noOption } });
    return quoteTimes(defaultDb, { option: input.option, length: option.length, city: cityIdOf(doc.service_city) }, input.from, input.days, now);
  },
);

