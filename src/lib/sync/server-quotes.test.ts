import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/lib/db/db';
import type { Quote } from '@/domain/quotes/quote-schema';
import { applyServerQuotes, endServerDataEra, serverDataEra } from './server-data';

let db: AppDb;
beforeEach(() => {
  db = new AppDb(`server-quotes-${crypto.randomUUID()}`);
});

const quote = (id: string, state: Quote['state'], updated_at: string): Quote => ({
  id,
  state,
  service: 'headlight-restoration',
  vehicle_type: 'sedan',
  vehicle_make: null,
  vehicle_model: null,
  vehicle_year: null,
  service_city: 'burnaby',
  description: 'Yellow headlights',
  when_suits: null,
  customer_name: 'Pat',
  customer_email: 'pat@example.com',
  customer_phone: null,
  photos: [],
  options: [],
  last_day: null,
  note: null,
  accepted_option: null,
  booking_id: null,
  history: [],
  created_at: '2030-01-01T00:00:00Z',
  updated_at,
});

describe('the quotes on the device', () => {
  it('keeps the answer to our send when an older snapshot arrives after it', async () => {
    await applyServerQuotes(db, { quotes: [quote('q1', 'sent', '2030-01-02T00:00:00Z')] });
    await applyServerQuotes(db, { quotes: [quote('q1', 'requested', '2030-01-01T12:00:00Z')], all: true });
    expect((await db.quotes.get('q1'))?.state).toBe('sent');
  });

  it('a whole snapshot replaces the stored set: a quote gone on the server goes here too', async () => {
    await applyServerQuotes(db, { quotes: [quote('q1', 'requested', '2030-01-01T00:00:00Z'), quote('q2', 'requested', '2030-01-01T00:00:00Z')], all: true });
    await applyServerQuotes(db, { quotes: [quote('q2', 'requested', '2030-01-01T00:00:00Z')], all: true });
    expect((await db.quotes.toArray()).map((q) => q.id)).toEqual(['q2']);
  });

  it('a listener started before a sign-out stores nothing after it', async () => {
    const era = serverDataEra();
    endServerDataEra();
    await applyServerQuotes(db, { quotes: [quote('q1', 'requested', '2030-01-01T00:00:00Z')], all: true, era });
    expect(await db.quotes.count()).toBe(0);
  });
});
