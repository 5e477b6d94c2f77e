// getMyQuote (anyone holding the quote's link, `/quote?id=…&token=…`): the
// quote as the customer's page shows it, its state at the server's clock
// (expired once its last day ended), the request's photos as short-lived links,
// and once accepted its booking's date and time. A wrong, renewed or unknown
// link opens nothing: one "not valid" answer for all.
import { db as defaultDb } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { PHOTO_SECRETS } from '../lib/photo-link';
import { openQuote, quoteNotFound } from './quote-access';
import { publicView } from './public-quote';

export const getMyQuote = defineCallable(
  'getMyQuote',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: [...MANAGE_SECRETS, ...PHOTO_SECRETS] },
  async (input) => {
    const now = new Date();
    const doc = await openQuote(defaultDb, input.id, input.token);
    return { quote: await publicView(defaultDb, input.id, doc, now) };
  },
  quoteNotFound,
);

