import { describe, expect, it } from 'vitest';
import type { Quote } from '@/domain/quotes/quote-schema';
import { LENGTH_CHOICES, addLine, addOption, amountCents, checkDraft, draftPriceCents, newDraft, removeOption, type QuoteDraft } from './quote-form-model';

// 10:00 AM business time (Pacific) on 2026-06-10.
const NOW = new Date('2026-06-10T17:00:00Z');
const ID = '7d1c2f1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

const requested: Pick<Quote, 'id' | 'state' | 'options' | 'last_day' | 'note'> = { id: ID, state: 'requested', options: [], last_day: null, note: null };

function priced(): QuoteDraft {
  const draft = addOption(newDraft(requested, NOW));
  draft.options[0] = { title: 'Front windows', lines: [{ label: 'Film', amount: '150' }, { label: 'Labour', amount: '85.50' }], length: { unit: 'minutes', minutes: 90 }, note: '' };
  draft.options[1] = { title: 'Full car', lines: [{ label: 'Film and labour', amount: '$1,200' }], length: { unit: 'days', days: 2 }, note: 'Two days in a row' };
  return draft;
}

describe('quote pricing form', () => {
  it('starts a request with one empty option and a last day 14 days on', () => {
    const draft = newDraft(requested, NOW);
    expect(draft.options).toHaveLength(1);
    expect(draft.last_day).toBe('2026-06-24');
  });

  it('reads amounts as the owner types them, in cents', () => {
    expect(amountCents('120')).toBe(12000);
    expect(amountCents('85.5')).toBe(8550);
    expect(amountCents('$1,200.00')).toBe(120000);
    expect(amountCents('12.345')).toBeNull();
    expect(amountCents('abc')).toBeNull();
    expect(amountCents('')).toBeNull();
  });

  it('prices each option as the sum of its lines', () => {
    const draft = priced();
    expect(draftPriceCents(draft.options[0])).toBe(23550);
    expect(draftPriceCents(draft.options[1])).toBe(120000);
  });

  it('offers 1 to 3 options and keeps at least one', () => {
    let draft = newDraft(requested, NOW);
    draft = addOption(addOption(addOption(draft)));
    expect(draft.options).toHaveLength(3);
    draft = removeOption(removeOption(removeOption(draft, 0), 0), 0);
    expect(draft.options).toHaveLength(1);
  });

  it('offers lengths in half hours within a day, then whole days', () => {
    expect(LENGTH_CHOICES[0].label).toBe('30 min');
    expect(LENGTH_CHOICES.find((c) => c.value === 'm90')?.label).toBe('1 hour 30 min');
    expect(LENGTH_CHOICES.at(-1)?.length).toEqual({ unit: 'days', days: 5 });
    expect(LENGTH_CHOICES.some((c) => c.length.unit === 'minutes' && c.length.minutes > 11 * 60)).toBe(false);
  });

  it('turns a complete draft into sendQuote input with amounts in cents', () => {
    const check = checkDraft(priced(), NOW);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input.options.map((o) => o.lines.map((l) => l.amount_cents))).toEqual([[15000, 8550], [120000]]);
    expect(check.input.options[1].length).toEqual({ unit: 'days', days: 2 });
    expect(check.input.last_day).toBe('2026-06-24');
  });

  it('says what to fix beside each field', () => {
    const draft = priced();
    draft.options[0].title = ' ';
    draft.options[0].lines[1].amount = 'ten';
    draft.options[1] = addLine(draft.options[1]);
    draft.last_day = '2026-06-09';
    const check = checkDraft(draft, NOW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems['options.0.title']).toBe('Give each option a title');
    expect(check.problems['options.0.lines.1.amount']).toBe('Enter an amount, like 120 or 85.50');
    expect(check.problems['options.1.lines.1.label']).toBe('Name each line');
    expect(check.problems['options.1.lines.1.amount']).toBe('Enter an amount');
    expect(check.problems.last_day).toBe('The last day cannot be in the past.');
  });

  it('sends an expired quote again with its options and a new last day', () => {
    const sent = priced();
    const check = checkDraft(sent, NOW);
    if (!check.ok) throw new Error('draft not ok');
    const options = check.input.options.map((o) => ({ ...o, note: o.note ?? null, price_cents: 0 }));
    const draft = newDraft({ id: ID, state: 'sent', options, last_day: '2026-06-01', note: 'Thanks' }, NOW);
    expect(draft.options.map((o) => o.title)).toEqual(['Front windows', 'Full car']);
    expect(draft.options[0].lines[1].amount).toBe('85.50');
    expect(draft.last_day).toBe('2026-06-24');
    expect(draft.note).toBe('Thanks');
    // Still open: its last day is kept.
    expect(newDraft({ id: ID, state: 'sent', options, last_day: '2026-06-20', note: null }, NOW).last_day).toBe('2026-06-20');
  });
});
