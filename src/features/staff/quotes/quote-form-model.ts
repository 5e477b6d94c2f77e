// The owner's pricing form as plain data: the draft as typed (kept on the
// device, src/lib/db/db.ts: QuoteDraftRow), the edits the form makes to it, and
// the check that turns it into sendQuote's input or says what to fix, field by
// field. The server checks the same schema again (sendQuoteInput).
import type { QuoteDraftRow } from '@/lib/db/db';
import type { Quote, SendQuoteInput } from '@/domain/quotes/quote-schema';
import { sendQuoteInput } from '@/domain/quotes/quote-schema';
import { QUOTE_RULES } from '@/domain/quotes/quote-rules';
import { defaultLastDay, lastDayProblem, stateAt } from '@/domain/quotes/quote-lifecycle';
import { LONGEST_DAY_JOB_MIN, MAX_JOB_DAYS, jobLengthLabel, type JobLength } from '@/domain/schedule/job-length';
import { HALF_HOUR_MIN } from '@/domain/schedule/schedule';
import { formatMoney } from '@/domain/money';

export type QuoteDraft = QuoteDraftRow;
export type DraftOption = QuoteDraftRow['options'][number];

/** The lengths a job can be given: every half hour within one day, then whole days. */
export const LENGTH_CHOICES: readonly { value: string; label: string; length: JobLength }[] = [
  ...Array.from({ length: LONGEST_DAY_JOB_MIN / HALF_HOUR_MIN }, (_, i) => {
    const length = { unit: 'minutes', minutes: (i + 1) * HALF_HOUR_MIN } as const;
    return { value: lengthValue(length), label: jobLengthLabel(length), length };
  }),
  ...Array.from({ length: MAX_JOB_DAYS }, (_, i) => {
    const length = { unit: 'days', days: i + 1 } as const;
    return { value: lengthValue(length), label: `${jobLengthLabel(length)} (8:00 AM to 7:00 PM)`, length };
  }),
];

/** A length as a select's value: "m90", "d2". */
export function lengthValue(length: JobLength): string {
  return length.unit === 'minutes' ? `m${length.minutes}` : `d${length.days}`;
}

export function lengthOfValue(value: string): JobLength {
  return LENGTH_CHOICES.find((c) => c.value === value)?.length ?? { unit: 'minutes', minutes: 2 * 60 };
}

export function emptyOption(): DraftOption {
  return { title: '', lines: [{ label: '', amount: '' }], length: { unit: 'minutes', minutes: 2 * 60 }, note: '' };
}

/**
 * A new draft for a quote: its options as sent before (to change them, or to
 * extend an expired quote by sending it again), else one empty option; the last
 * day as sent when it is still ahead, else QUOTE_RULES.validDays from today.
 */
export function newDraft(quote: Pick<Quote, 'id' | 'state' | 'options' | 'last_day' | 'note'>, now: Date): QuoteDraft {
  const options: DraftOption[] = quote.options.length
    ? quote.options.map((o) => ({
        title: o.title,
        lines: o.lines.map((l) => ({ label: l.label, amount: (l.amount_cents / 100).toFixed(2) })),
        length: o.length,
        note: o.note ?? '',
      }))
    : [emptyOption()];
  const keepDay = quote.last_day && stateAt(quote, now) === 'sent' && !lastDayProblem(quote.last_day, now);
  return { id: quote.id, options, last_day: keepDay ? quote.last_day! : defaultLastDay(now), note: quote.note ?? '', updated_at: now.getTime() };
}

/** An amount as typed ("120", "1,200.50", "$85") in cents; null when it is not an amount. */
export function amountCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** An option's price: the sum of its lines, as far as they are amounts (a line not yet typed counts nothing). */
export function draftPriceCents(option: DraftOption): number {
  return option.lines.reduce((sum, l) => sum + (amountCents(l.amount) ?? 0), 0);
}

export function formatCents(cents: number): string {
  return formatMoney(cents / 100, { cents: true });
}

export function canAddOption(draft: QuoteDraft): boolean {
  return draft.options.length < QUOTE_RULES.maxOptions;
}

export function canAddLine(option: DraftOption): boolean {
  return option.lines.length < QUOTE_RULES.maxLines;
}

export function addOption(draft: QuoteDraft): QuoteDraft {
  return canAddOption(draft) ? { ...draft, options: [...draft.options, emptyOption()] } : draft;
}

export function removeOption(draft: QuoteDraft, index: number): QuoteDraft {
  return draft.options.length > QUOTE_RULES.minOptions ? { ...draft, options: draft.options.filter((_, i) => i !== index) } : draft;
}

export function changeOption(draft: QuoteDraft, index: number, change: (o: DraftOption) => DraftOption): QuoteDraft {
  return { ...draft, options: draft.options.map((o, i) => (i === index ? change(o) : o)) };
}

export function addLine(option: DraftOption): DraftOption {
  return canAddLine(option) ? { ...option, lines: [...option.lines, { label: '', amount: '' }] } : option;
}

export function removeLine(option: DraftOption, index: number): DraftOption {
  return option.lines.length > 1 ? { ...option, lines: option.lines.filter((_, i) => i !== index) } : option;
}

/** What to fix, by field ("options.0.lines.1.amount", "last_day", "options"), in the owner's words. */
export type DraftProblems = Record<string, string>;

export type DraftCheck = { ok: true; input: Omit<SendQuoteInput, 'mutation_id'> } | { ok: false; problems: DraftProblems };

/**
 * The draft as sendQuote's input, or what to fix: every amount an amount,
 * every option within the schema's rules (titles, lines, a length a job can
 * have), a last day today or later.
 */
export function checkDraft(draft: QuoteDraft, now: Date): DraftCheck {
  const problems: DraftProblems = {};
  const options = draft.options.map((o, i) => ({
    title: o.title,
    lines: o.lines.map((l, j) => {
      const cents = amountCents(l.amount);
      if (cents === null) problems[`options.${i}.lines.${j}.amount`] = l.amount.trim() ? 'Enter an amount, like 120 or 85.50' : 'Enter an amount';
      return { label: l.label, amount_cents: cents ?? 0 };
    }),
    length: o.length,
    note: o.note,
  }));
  const input = { id: draft.id, options, last_day: draft.last_day, note: draft.note };
  const parsed = sendQuoteInput.safeParse({ ...input, mutation_id: crypto.randomUUID() });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      // An amount's own message (it was not an amount) says more than the schema's.
      const key = path.at(-1) === 'amount_cents' ? [...path.slice(0, -1), 'amount'].join('.') : path.join('.') || 'form';
      problems[key] ??= issue.message;
    }
  }
  const dayProblem = lastDayProblem(draft.last_day, now);
  if (dayProblem) problems.last_day ??= dayProblem;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input };
}
