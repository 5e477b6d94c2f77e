// The owner's pricing form: 1 to 3 options, each with line items (the price is
// their sum), how long the job takes (half hours, or whole days) and a note;
// the quote's last day (14 days on by default) and a note to the customer.
// What is typed is kept on the device as it is typed (a reload or a lost signal
// loses nothing) until the server has taken the quote. Send queues the change
// like every staff change: offline it waits; refused, the server's reason shows
// here and the draft stays.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/lib/toaster';
import type { Quote } from '@/domain/quotes/quote-schema';
import { QUOTE_RULES } from '@/domain/quotes/quote-rules';
import { quoteServiceName } from '@/domain/quotes/quote-services';
import { DialogError, FormDialog } from '../staff-dialog';
import { isRefused, sendQuote } from '../staff-service';
import {
  LENGTH_CHOICES,
  addLine,
  addOption,
  canAddLine,
  canAddOption,
  changeOption,
  checkDraft,
  draftPriceCents,
  formatCents,
  lengthOfValue,
  lengthValue,
  newDraft,
  removeLine,
  removeOption,
  type DraftProblems,
  type QuoteDraft,
} from './quote-form-model';

export const QUOTE_FORM_TEXTS = {
  sent: 'Quote sent to the customer',
  sentNoEmail: 'Quote saved: the customer has no e-mail, call them',
  queued: 'Quote saved on this device: it is sent once you are back online',
  failed: 'Quote not sent. Please try again.',
} as const;

/** How long after the last keystroke the draft is written (and at once when the page hides). */
const DRAFT_SAVE_MS = 400;

function useDraft(quote: Quote): [QuoteDraft | undefined, (next: QuoteDraft) => void] {
  const stored = useLiveQuery(() => appDb().quoteDrafts.get(quote.id), [quote.id], null);
  const [draft, setDraft] = useState<QuoteDraft | undefined>(undefined);
  const pending = useRef<QuoteDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The stored draft once read, or a new one: later reads of the table do not overwrite what is being typed.
  if (draft === undefined && stored !== null) setDraft(stored ?? newDraft(quote, new Date()));

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      if (next) void appDb().quoteDrafts.put(next);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  const change = (next: QuoteDraft) => {
    const stamped = { ...next, updated_at: Date.now() };
    setDraft(stamped);
    pending.current = stamped;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const write = pending.current;
      pending.current = null;
      if (write) void appDb().quoteDrafts.put(write);
    }, DRAFT_SAVE_MS);
  };
  return [draft, change];
}

function Problem({ problems, at }: { problems: DraftProblems; at: string }) {
  return problems[at] ? <Field.ErrorText>{problems[at]}</Field.ErrorText> : null;
}

export function QuoteFormDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const [draft, setDraft] = useDraft(quote);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = `Price quote: ${quoteServiceName(quote.service)}, ${quote.customer_name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || busy) return;
    const check = checkDraft(draft, new Date());
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems({});
    setRefusal(null);
    setBusy(true);
    // The draft is written before the change is queued: a refusal finds it as it was sent.
    await appDb().quoteDrafts.put(draft);
    const result = await sendQuote(check.input).catch(() => ({ refused: QUOTE_FORM_TEXTS.failed }));
    setBusy(false);
    if (isRefused(result)) {
      setRefusal(result.refused || QUOTE_FORM_TEXTS.failed);
      return;
    }
    toaster.create({ type: 'success', duration: 6000, title: result === 'queued' ? QUOTE_FORM_TEXTS.queued : quote.customer_email ? QUOTE_FORM_TEXTS.sent : QUOTE_FORM_TEXTS.sentNoEmail });
    onClose();
  };

  return (
    <FormDialog open onClose={onClose} title={title} formLabel="Price quote" onSubmit={(e) => void submit(e)} submitLabel="Send Quote" busy={busy} size="lg">
      {!draft ? null : (
        <Stack gap="5">
          <DialogError message={refusal} />
          {draft.options.map((option, i) => (
            <Box as="fieldset" key={i} borderWidth="1px" borderRadius="md" p="3" data-testid={`quote-option-${i + 1}`}>
              <HStack justify="space-between" mb="2">
                <Text as="legend" fontWeight="semibold">
                  Option {i + 1}
                </Text>
                {draft.options.length > QUOTE_RULES.minOptions ? (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDraft(removeOption(draft, i))}>
                    Remove option {i + 1}
                  </Button>
                ) : null}
              </HStack>
              <Stack gap="3">
                <Field.Root invalid={!!problems[`options.${i}.title`]}>
                  <Field.Label>Title</Field.Label>
                  <Input value={option.title} placeholder="e.g. Front windows" onChange={(e) => setDraft(changeOption(draft, i, (o) => ({ ...o, title: e.target.value })))} />
                  <Problem problems={problems} at={`options.${i}.title`} />
                </Field.Root>
                <Stack gap="2" role="group" aria-label={`Option ${i + 1} lines`}>
                  {option.lines.map((line, j) => (
                    <HStack key={j} align="start" gap="2">
                      <Field.Root flex="2" invalid={!!problems[`options.${i}.lines.${j}.label`]}>
                        <Field.Label srOnly={j > 0}>Line</Field.Label>
                        <Input
                          aria-label={`Option ${i + 1} line ${j + 1}`}
                          value={line.label}
                          placeholder="e.g. Film and labour"
                          onChange={(e) => setDraft(changeOption(draft, i, (o) => ({ ...o, lines: o.lines.map((l, k) => (k === j ? { ...l, label: e.target.value } : l)) })))}
                        />
                        <Problem problems={problems} at={`options.${i}.lines.${j}.label`} />
                      </Field.Root>
                      <Field.Root flex="1" minW="6.5rem" invalid={!!problems[`options.${i}.lines.${j}.amount`]}>
                        <Field.Label srOnly={j > 0}>Amount ($)</Field.Label>
                        <Input
                          aria-label={`Option ${i + 1} line ${j + 1} amount`}
                          inputMode="decimal"
                          value={line.amount}
                          placeholder="0.00"
                          onChange={(e) => setDraft(changeOption(draft, i, (o) => ({ ...o, lines: o.lines.map((l, k) => (k === j ? { ...l, amount: e.target.value } : l)) })))}
                        />
                        <Problem problems={problems} at={`options.${i}.lines.${j}.amount`} />
                      </Field.Root>
                      {option.lines.length > 1 ? (
                        <Button size="sm" variant="ghost" mt={j === 0 ? '6' : '0'} aria-label={`Remove option ${i + 1} line ${j + 1}`} onClick={() => setDraft(changeOption(draft, i, (o) => removeLine(o, j)))}>
                          ✕
                        </Button>
                      ) : null}
                    </HStack>
                  ))}
                  <Problem problems={problems} at={`options.${i}.lines`} />
                  {canAddLine(option) ? (
                    <Button size="sm" variant="outline" alignSelf="start" onClick={() => setDraft(changeOption(draft, i, addLine))}>
                      Add Line
                    </Button>
                  ) : null}
                </Stack>
                <Text fontWeight="semibold" data-testid={`quote-option-${i + 1}-price`}>
                  Price: {formatCents(draftPriceCents(option))}
                </Text>
                <Field.Root invalid={!!problems[`options.${i}.length`]}>
                  <Field.Label>Job length</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={lengthValue(option.length)} onChange={(e) => setDraft(changeOption(draft, i, (o) => ({ ...o, length: lengthOfValue(e.target.value) })))}>
                      {LENGTH_CHOICES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Problem problems={problems} at={`options.${i}.length`} />
                </Field.Root>
                <Field.Root invalid={!!problems[`options.${i}.note`]}>
                  <Field.Label>Note on this option (optional)</Field.Label>
                  <Textarea rows={2} value={option.note} onChange={(e) => setDraft(changeOption(draft, i, (o) => ({ ...o, note: e.target.value })))} />
                  <Problem problems={problems} at={`options.${i}.note`} />
                </Field.Root>
              </Stack>
            </Box>
          ))}
          {problems.options ? (
            <Text color="fg.error" fontSize="sm">
              {problems.options}
            </Text>
          ) : null}
          {canAddOption(draft) ? (
            <Button variant="outline" alignSelf="start" onClick={() => setDraft(addOption(draft))}>
              Add Option
            </Button>
          ) : null}
          <Field.Root invalid={!!problems.last_day}>
            <Field.Label>Last day to accept</Field.Label>
            <Input type="date" value={draft.last_day} onChange={(e) => setDraft({ ...draft, last_day: e.target.value })} />
            <Problem problems={problems} at="last_day" />
          </Field.Root>
          <Field.Root invalid={!!problems.note}>
            <Field.Label>Note to the customer (optional)</Field.Label>
            <Textarea rows={3} value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
            <Problem problems={problems} at="note" />
          </Field.Root>
        </Stack>
      )}
    </FormDialog>
  );
}
