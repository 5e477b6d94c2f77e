// The quote request form on /quote-request is an island that hydrates at
// once (the page is there for it); its Dexie half waits for the customer's
// first touch (src/features/quotes/quote-request-form.tsx). A tap made
// before it hydrated is replayed then (src/lib/event-replay.ts).
import { defineIsland } from '@/lib/islands/island';

export const quoteRequestIsland = defineIsland<object>({
  name: 'quote-request',
  when: 'load',
  module: 'src/features/quotes/quote-request-form.tsx',
  load: async () => (await import('@/features/quotes/quote-request-form')).QuoteRequestForm,
});
