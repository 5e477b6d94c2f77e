// The customer's card in the details dialog: their other bookings (past and
// upcoming, with status and price), what their completed jobs came to, their
// no-shows, and the note staff keep about them ("dog hair, bring the pet
// brush"), which follows them to every booking of theirs; a plan's visits are
// marked, and Set Up Plan starts one from their latest booking of a plan
// package. Worked out from the
// bookings on this device (src/domain/booking/customer-card.ts), so it opens offline.
import type { ShownBooking } from '@/lib/sync/shown';
import { useMemo, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { CUSTOMER_NOTE_MAX } from '@/domain/schedule/crew-schema';
import { customerCard } from '@/domain/booking/customer-card';
import { formatPrice } from './dashboard-model';
import { formatDate } from '../booking-format';
import { PlanBadge, StatusBadge } from '../plain-parts';
import { offersPlan } from '../plans/plan-words';
import { businessToday } from '@/domain/schedule/schedule';
import { runSaveNote } from '../booking-actions';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function CustomerCardSection({
  booking,
  all,
  onOpen,
  onSetUpPlan,
}: {
  booking: ShownBooking;
  all: readonly ShownBooking[];
  onOpen?: (id: string) => void;
  /** Opens the plan setup from one of the customer's bookings. */
  onSetUpPlan?: (from: ShownBooking) => void;
}) {
  const card = useMemo(() => customerCard(booking, all), [booking, all]);
  // Their latest booking of a plan package that is no plan's visit: what a plan is set up from;
  // none for a customer with a plan's visit still to come (their plan is there to change).
  const planFrom = useMemo(() => {
    const theirs = [booking, ...card.others];
    const today = businessToday(new Date());
    if (theirs.some((b) => b.plan_id && b.status !== 'cancelled' && b.booking_date >= today)) return undefined;
    return theirs.filter(offersPlan).sort((a, b) => (b.booking_date + b.booking_time).localeCompare(a.booking_date + a.booking_time))[0];
  }, [booking, card.others]);
  // A note of ours on its way to the server (written on any booking of this customer).
  const waitingNote = booking.note;
  const current = waitingNote !== undefined ? (waitingNote ?? '') : (booking.customer_note ?? '');
  // What the staff member is typing, kept while they type whatever arrives from the server meanwhile.
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const erased = !!booking.anonymized_at;
  const summary = [
    plural(card.bookings, 'booking'),
    `${card.completed} completed (${formatPrice(card.spent)})`,
    plural(card.noShows, 'no-show'),
    ...(card.cancelled ? [`${card.cancelled} cancelled`] : []),
    ...(card.upcoming ? [`${card.upcoming} more upcoming`] : []),
  ].join(' · ');

  return (
    <Box as="section" aria-label="Customer" borderWidth="1px" borderRadius="md" p="3" data-testid="customer-card">
      <Text fontWeight="semibold" mb="1">
        This customer
      </Text>
      <Text fontSize="sm" data-testid="customer-summary">
        {summary}
      </Text>
      {card.noShows > 0 ? (
        <Badge mt="1" colorPalette="purple" data-testid="customer-no-shows">
          {plural(card.noShows, 'earlier no-show')}
        </Badge>
      ) : null}
      {card.others.length > 0 ? (
        <Stack as="ul" gap="1" mt="2" listStyleType="none" data-testid="customer-bookings">
          {card.others.map((b) => (
            <HStack as="li" key={b.id} gap="2" fontSize="sm" flexWrap="wrap">
              {onOpen ? (
                <Button variant="plain" size="xs" px="0" textDecoration="underline" onClick={() => onOpen(b.id)}>
                  {formatDate(b.booking_date)} {b.booking_time}
                </Button>
              ) : (
                <Text>
                  {formatDate(b.booking_date)} {b.booking_time}
                </Text>
              )}
              <Text color="fg.muted">{b.service_name}</Text>
              <StatusBadge status={b.status} size="xs" />
              {b.plan_id ? <PlanBadge size="xs" /> : null}
              <Text>{formatPrice(b.total_price)}</Text>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted" mt="1">
          No other bookings on this device.
        </Text>
      )}
      {onSetUpPlan && planFrom && !erased ? (
        <Button mt="2" size="sm" variant="outline" colorPalette="blue" onClick={() => onSetUpPlan(planFrom)}>
          Set Up Plan from {formatDate(planFrom.booking_date)}
        </Button>
      ) : null}
      {erased ? null : (
        <Field.Root mt="3">
          <Field.Label>
            Customer note
            {waitingNote !== undefined ? (
              <Badge ml="2" variant="outline" colorPalette="orange">
                pending sync
              </Badge>
            ) : null}
          </Field.Label>
          <Textarea
            name="customer_note"
            value={draft ?? current}
            maxLength={CUSTOMER_NOTE_MAX}
            rows={2}
            placeholder="Gate code, pets, parking: what the crew should know on every visit"
            onChange={(e) => setDraft(e.target.value)}
          />
          <Field.HelperText>Shown on every booking of this customer (same e-mail or phone), to staff only.</Field.HelperText>
          <Button
            mt="2"
            size="sm"
            alignSelf="flex-start"
            loading={busy}
            disabled={draft === null || draft.trim() === current.trim()}
            onClick={async () => {
              if (draft === null) return;
              setBusy(true);
              // The typing stays in the field unless the note was saved or queued.
              if (await runSaveNote(booking.id, draft)) setDraft(null);
              setBusy(false);
            }}
          >
            Save Note
          </Button>
        </Field.Root>
      )}
    </Box>
  );
}
