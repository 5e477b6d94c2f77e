// The condition check before starting a job: the items of CONDITION_CHECK
// ticked and a note, saved through the outbox (shown at once, waiting until
// the server has it; the server writes it into the job's history). With damage
// ticked, the job needs a Before photo before it can be marked completed.
import { useState } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { CONDITION_CHECK } from '@/config/business';
import type { ConditionItemId } from '@/domain/photos/job-photo-records';
import type { ShownBooking } from '@/lib/sync/shown';
import { saveConditionCheck } from '../staff-service';
import { formatDateTime } from '../booking-format';
import './condition-check.css';

export const CONDITION_TEXTS = {
  heading: 'Condition check',
  hint: 'Tick what you see before starting.',
  note: 'Note (optional)',
  save: 'Save condition check',
  waiting: 'Waiting to save',
  saved: 'Checked',
} as const;

export function ConditionCheckSection({ booking }: { booking: ShownBooking }) {
  const check = booking.condition_check ?? null;
  const [items, setItems] = useState<ConditionItemId[]>(() => [...(check?.items ?? [])]);
  const [note, setNote] = useState(check?.note ?? '');
  const [busy, setBusy] = useState(false);
  const changed = JSON.stringify([...items].sort()) !== JSON.stringify([...(check?.items ?? [])].sort()) || note.trim() !== (check?.note ?? '');

  return (
    <Stack gap="2" as="section" aria-labelledby={`condition-${booking.id}`} data-testid="condition-check">
      <Text as="h3" id={`condition-${booking.id}`} fontWeight="semibold">
        {CONDITION_TEXTS.heading}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {CONDITION_TEXTS.hint}
      </Text>
      {/* The phone's own checkboxes, each beside its label in one 44 px row (condition-check.css). */}
      <div className="check-list" role="group" aria-label={CONDITION_TEXTS.heading}>
        {CONDITION_CHECK.items.map((item) => (
          <label key={item.id} className="check-row">
            <input
              type="checkbox"
              className="check-box"
              checked={items.includes(item.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setItems((now) => (on ? [...now.filter((i) => i !== item.id), item.id] : now.filter((i) => i !== item.id)));
              }}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
      <Field.Root>
        <Field.Label>{CONDITION_TEXTS.note}</Field.Label>
        <Textarea value={note} maxLength={CONDITION_CHECK.noteMax} onChange={(e) => setNote(e.target.value)} />
      </Field.Root>
      <Button
        alignSelf="flex-start"
        minH="44px"
        size="sm"
        colorPalette="blue"
        disabled={busy || !changed}
        onClick={async () => {
          setBusy(true);
          await saveConditionCheck(booking.id, items, note);
          setBusy(false);
        }}
      >
        {CONDITION_TEXTS.save}
      </Button>
      {check ? (
        <Text fontSize="sm" color="fg.muted" data-testid="condition-state">
          {booking.conditionWaiting ? CONDITION_TEXTS.waiting : `${CONDITION_TEXTS.saved} ${formatDateTime(check.at)}${check.by ? ` by ${check.by}` : ''}`}
        </Text>
      ) : null}
    </Stack>
  );
}
