// Blocked time (admin): add a block (one day or a range, whole day or from-to,
// one crew or all, a reason and a note for the customers), list and remove
// blocks. Before a block is saved over bookings this device knows, it says
// which (each opens its details) and waits for "Add Block Anyway". Under each
// upcoming block, whenever the dialog opens, the bookings it concerns
// (blockBookings: still inside, moved, cancelled) with where each stands, each
// opening its details. A block never cancels anything by itself. "Ask to
// Reschedule" under a block asks the customers nobody asked yet (a rain day)
// to pick a new time themselves, after saying how many get an e-mail and how
// many a call. Remove asks first.
import type { ShownBooking, ShownBlock } from '@/lib/sync/shown';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, chakra, Field, Flex, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SCHEDULE } from '@/config/business';
import { fieldErrors as zodFieldErrors } from '@/domain/booking/booking-schema';
import { BLOCK_TIME_LABELS, createBlockInput, type CreateBlockInput } from '@/domain/callables/operations-schema';
import { BLOCK_REASONS, bookingsInsideBlock, type BlockReason } from '@/domain/schedule/block-time';
import { addDaysToDate, businessToday } from '@/domain/schedule/schedule';
import { toaster } from '@/lib/toaster';
import { addBlock, askToReschedule, isRefused, removeBlock } from '../staff-service';
import { DialogError, StaffDialog } from '../staff-dialog';
import { useBlocks } from './use-blocks';
import { blockBookings, notAskedYet, type BlockBooking } from '@/domain/schedule/block-bookings';
import { NEEDS_NEW_TIME } from '../plain-parts';
import { SelectField } from '../select-field';
import { formatDate } from '../booking-format';

const QUEUED = 'Saved on this device; it will be sent when you are back online';

/** The block's note reaches the customers word for word: the form says so. */
export const NOTE_SENT = 'Sent word for word to the customers you ask to reschedule: in their e-mail and on their booking page.';

interface BlockForm {
  date_from: string;
  date_to: string;
  whole_day: boolean;
  start_time: string;
  end_time: string;
  crew: string;
  reason: BlockReason;
  note: string;
}

interface InsideBooking {
  id: string;
  booking_date: string;
  booking_time: string;
  crew?: number | null;
  customer_name: string;
  service_name: string;
  customer_phone: string | null;
}

/** The bookings inside a block, each a link to its details. */
function InsideList({ bookings, onOpenBooking }: { bookings: readonly InsideBooking[]; onOpenBooking?: (id: string) => void }) {
  return (
    <Stack as="ul" gap="1" mt="2" listStyleType="none">
      {bookings.map((c) => {
        const text = `${formatDate(c.booking_date)} ${c.booking_time}, crew ${c.crew ?? '?'}: ${c.customer_name} (${c.service_name})${c.customer_phone ? `, ${c.customer_phone}` : ''}`;
        return (
          <li key={c.id}>
            {onOpenBooking ? (
              <Link asChild>
                <button type="button" onClick={() => onOpenBooking(c.id)} style={{ textAlign: 'start' }}>
                  {text}
                </button>
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </Stack>
  );
}

const bookingsWord = (n: number) => `${n} booking${n === 1 ? ' is' : 's are'}`;

/** The block the form describes (a fresh id each time: the server treats a repeated id as the same block). */
function formInput(form: BlockForm): CreateBlockInput {
  return {
    id: crypto.randomUUID(),
    date_from: form.date_from,
    date_to: form.date_to,
    start_time: form.whole_day ? null : form.start_time,
    end_time: form.whole_day ? null : form.end_time,
    crew: form.crew ? Number(form.crew) : null,
    reason: form.reason,
    note: form.note,
  };
}

function blockLabel(b: ShownBlock): string {
  const days = b.date_from === b.date_to ? formatDate(b.date_from) : `${formatDate(b.date_from)} – ${formatDate(b.date_to)}`;
  const hours = b.start_time ? `${b.start_time}–${b.end_time}` : 'whole day';
  return `${days}, ${hours}, ${b.crew ? `crew ${b.crew}` : 'all crews'}`;
}

export interface BlockedTimeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Every booking on the device: the warning before saving and the lists under the blocks come from them. */
  bookings: readonly ShownBooking[];
  onOpenBooking?: (id: string) => void;
}

export function BlockedTimeDialog({ open, onClose, bookings, onOpenBooking }: BlockedTimeDialogProps) {
  const tomorrow = addDaysToDate(businessToday(new Date()), 1);
  const [form, setForm] = useState<BlockForm>({
    date_from: tomorrow,
    date_to: tomorrow,
    whole_day: true,
    start_time: '8:00 AM',
    end_time: '12:00 PM',
    crew: '',
    reason: 'Weather',
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Pulled whenever the dialog opens: the bookings under each block are told as they stand.
  const blocks = useBlocks(open);
  // Focus stays on the dialog itself when it opens: the first field is a date, whose picker would pop up on a phone.
  /** The block the admin was warned about (its form as a key) and the bookings inside it. */
  const [warned, setWarned] = useState<{ key: string; inside: InsideBooking[] } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);

  const set = <K extends keyof BlockForm>(key: K, value: BlockForm[K]) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'date_from' && f.date_to < (value as string) ? { date_to: value as string } : {}) }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = formInput(form);
    const parsed = createBlockInput.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    const key = JSON.stringify({ ...input, id: '' });
    // The bookings this device holds: what the block would sit over is told before saving.
    const inside = bookingsInsideBlock(bookings, input);
    if (inside.length > 0 && warned?.key !== key) {
      setWarned({ key, inside });
      return;
    }
    setWarned(null);
    setBusy(true);
    try {
      const result = await addBlock({ ...input, id: input.id });
      // Refused: the server's reason under what was typed (the kind shows it in this form).
      if (isRefused(result)) setErrors({ _: result.refused || 'Failed to save blocked time' });
      else toaster.create({ type: 'success', duration: 6000, title: 'Blocked time added', description: result === 'queued' ? QUEUED : undefined });
    } catch {
      setErrors({ _: 'Failed to save blocked time' });
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (id: string) => {
    // A refusal is told by the dashboard's refusal watcher.
    const result = await removeBlock(id);
    if (!isRefused(result)) toaster.create({ type: 'success', duration: 6000, title: 'Blocked time removed', description: result === 'queued' ? QUEUED : undefined });
  };

  const warnedNow = warned && warned.key === JSON.stringify({ ...formInput(form), id: '' }) ? warned : null;
  const timeSelect = (key: 'start_time' | 'end_time', label: string) => (
    <SelectField label={label} value={form[key]} options={BLOCK_TIME_LABELS} onChange={(v) => set(key, v)} error={errors[key]} />
  );

  return (
    <StaffDialog open={open} onClose={onClose} title="Blocked Time" size={{ base: 'full', md: 'lg' }} scrollBody focusDialog>
      <chakra.form onSubmit={submit} noValidate aria-label="Add blocked time">
        <Stack gap="3">
          <DialogError message={errors._} />
          <SimpleGrid columns={2} gap="3">
            <Field.Root invalid={!!errors.date_from}>
              <Field.Label>First day</Field.Label>
              <Input type="date" name="date_from" value={form.date_from} onChange={(e) => set('date_from', e.target.value)} />
              {errors.date_from ? <Field.ErrorText>{errors.date_from}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={!!errors.date_to}>
              <Field.Label>Last day</Field.Label>
              <Input type="date" name="date_to" value={form.date_to} onChange={(e) => set('date_to', e.target.value)} />
              {errors.date_to ? <Field.ErrorText>{errors.date_to}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <SelectField
            label="Hours"
            value={form.whole_day ? 'whole' : 'part'}
            options={[
              { value: 'whole', label: 'Whole day' },
              { value: 'part', label: 'From – to' },
            ]}
            onChange={(v) => set('whole_day', v === 'whole')}
          />
          {form.whole_day ? null : (
            <SimpleGrid columns={2} gap="3">
              {timeSelect('start_time', 'From')}
              {timeSelect('end_time', 'To')}
            </SimpleGrid>
          )}
          <SimpleGrid columns={2} gap="3">
            <SelectField
              label="Crew"
              value={form.crew}
              options={[{ value: '', label: 'All crews' }, ...Array.from({ length: SCHEDULE.crews }, (_, i) => ({ value: String(i + 1), label: `Crew ${i + 1}` }))]}
              onChange={(v) => set('crew', v)}
            />
            <SelectField label="Reason" value={form.reason} options={BLOCK_REASONS} onChange={(v) => set('reason', v as BlockReason)} />
          </SimpleGrid>
          <Field.Root invalid={!!errors.note}>
            <Field.Label>Note to customers</Field.Label>
            <Input name="note" value={form.note} maxLength={200} onChange={(e) => set('note', e.target.value)} placeholder="Heavy rain forecast" />
            <Field.HelperText>{NOTE_SENT}</Field.HelperText>
          </Field.Root>
          {warnedNow ? (
            <Alert.Root status="warning" role="alert" data-testid="block-warning">
              <Alert.Indicator />
              <Box>
                <Alert.Title>{bookingsWord(warnedNow.inside.length)} inside this block</Alert.Title>
                <Alert.Description>A block does not cancel them: move or cancel them, or add the block anyway and call the customers.</Alert.Description>
                <InsideList bookings={warnedNow.inside} onOpenBooking={onOpenBooking} />
              </Box>
            </Alert.Root>
          ) : null}
          <Button type="submit" colorPalette={warnedNow ? 'orange' : 'blue'} loading={busy} alignSelf="flex-start">
            {warnedNow ? 'Add Block Anyway' : 'Add Block'}
          </Button>
        </Stack>
      </chakra.form>

      <Text fontWeight="semibold" mt="6" mb="2">
        Upcoming blocks
      </Text>
      {blocks && blocks.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="block-list">
          {blocks.map((b) => (
            <Box as="li" key={b.id} borderWidth="1px" borderRadius="md" p="2" data-testid={`block-${b.id}`}>
              <Flex justify="space-between" align="center" gap="2">
                <Box>
                  <Text fontSize="sm" fontWeight="semibold">
                    {b.reason}
                    {b.note ? `: ${b.note}` : ''}
                    {b.pending ? (
                      <Badge ml="2" variant="outline" colorPalette="orange">
                        pending sync
                      </Badge>
                    ) : null}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {blockLabel(b)}
                  </Text>
                </Box>
                {confirmRemove === b.id ? (
                  <HStack gap="2" role="group" aria-label="Remove this block?" flexWrap="wrap" justify="flex-end">
                    <Text fontSize="sm">Remove? Its times become bookable again.</Text>
                    <Button
                      size="xs"
                      colorPalette="red"
                      onClick={() => {
                        setConfirmRemove(null);
                        void onRemove(b.id);
                      }}
                    >
                      Yes, Remove
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setConfirmRemove(null)}>
                      Keep Block
                    </Button>
                  </HStack>
                ) : (
                  <Button size="xs" variant="outline" colorPalette="red" disabled={b.pending === 'remove'} onClick={() => setConfirmRemove(b.id)}>
                    Remove
                  </Button>
                )}
              </Flex>
              <BlockBookings block={b} bookings={bookings} onOpenBooking={onOpenBooking} />
            </Box>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No blocked time.
        </Text>
      )}
    </StaffDialog>
  );
}

const STATE_WORDS = { 'not-asked': 'nobody asked', moved: 'moved', cancelled: 'cancelled' } as const;

const customersWord = (n: number) => `${n} customer${n === 1 ? '' : 's'}`;

/**
 * The bookings a block concerns, each opening its details, with where it
 * stands; and Ask to Reschedule for those nobody asked yet, which first says
 * how many get an e-mail and how many a call.
 */
function BlockBookings({ block, bookings, onOpenBooking }: { block: ShownBlock; bookings: readonly ShownBooking[]; onOpenBooking?: (id: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const list = blockBookings(block, bookings, block.conflicts);
  if (list.length === 0) return null;
  const toAsk = notAskedYet(list).filter((b) => !b.asked);
  const emailed = toAsk.filter((b) => b.customer_email).length;
  const toCall = toAsk.length - emailed;
  const stillInside = list.filter((x) => x.state === 'not-asked' || x.state === 'needs-new-time').length;
  const sendLabel = emailed > 0 ? `E-mail ${customersWord(emailed)}` : `Mark ${customersWord(toCall)} for a call`;

  const onAsk = async () => {
    setAsking(true);
    try {
      const result = await askToReschedule({ booking_ids: toAsk.map((b) => b.id), reason: block.reason, note: block.note, block_id: block.id });
      // A refusal is told by the dashboard's refusal watcher.
      if (!isRefused(result)) {
        toaster.create({
          type: 'success',
          duration: 6000,
          title: `Asked ${customersWord(toAsk.length)} to pick a new time`,
          description: result === 'queued' ? QUEUED : undefined,
        });
        setConfirming(false);
      }
    } finally {
      setAsking(false);
    }
  };

  return (
    <Box mt="2" data-testid="block-bookings">
      <Text fontSize="sm" fontWeight="semibold">
        {stillInside > 0 ? `${bookingsWord(stillInside)} inside this block: move or cancel ${stillInside === 1 ? 'it' : 'them'}` : 'No booking is inside this block any more'}
      </Text>
      <Stack as="ul" gap="0" mt="1" listStyleType="none">
        {list.map((x) => (
          <BlockBookingLine key={x.booking.id} item={x} queued={!!x.booking.asked} onOpenBooking={onOpenBooking} />
        ))}
      </Stack>
      {toAsk.length > 0 && !confirming ? (
        <Button size="sm" colorPalette="blue" mt="2" minH="44px" onClick={() => setConfirming(true)}>
          Ask to Reschedule
        </Button>
      ) : null}
      {toAsk.length > 0 && confirming ? (
        <Stack gap="2" mt="2" p="2" borderWidth="1px" borderRadius="md" role="group" aria-label="Ask to reschedule?" data-testid="ask-confirm">
          <Text fontSize="sm">
            {emailed > 0
              ? `${customersWord(emailed)} will get an e-mail with the reason${block.note ? `, your note “${block.note}”` : ''}, our apology and a link to pick a new time online (even within 24 hours of the booking).`
              : 'Nobody here has an e-mail.'}
            {toCall > 0 ? ` ${customersWord(toCall)} without an e-mail ${toCall === 1 ? 'gets' : 'get'} a call from you instead: ${toCall === 1 ? 'it is' : 'they are'} marked as needing a new time.` : ''}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" colorPalette="blue" minH="44px" loading={asking} onClick={() => void onAsk()}>
              {sendLabel}
            </Button>
            <Button size="sm" variant="outline" minH="44px" onClick={() => setConfirming(false)}>
              Not Now
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Box>
  );
}

/** One booking a block concerns, opening its details, and where it stands now: nobody asked, asked, moved, cancelled. */
function BlockBookingLine({ item, queued, onOpenBooking }: { item: BlockBooking<ShownBooking>; queued: boolean; onOpenBooking?: (id: string) => void }) {
  const { booking: b, state } = item;
  const text = `${formatDate(b.booking_date)} ${b.booking_time}, crew ${b.crew ?? '?'}: ${b.customer_name} (${b.service_name})${b.customer_phone ? `, ${b.customer_phone}` : ''}`;
  const badge =
    state === 'cancelled' ? (
      <Badge colorPalette="red">{STATE_WORDS.cancelled}</Badge>
    ) : state === 'moved' ? (
      <Badge colorPalette="green">
        {STATE_WORDS.moved} to {formatDate(b.booking_date)} {b.booking_time}
      </Badge>
    ) : state === 'needs-new-time' ? (
      <Badge colorPalette="orange">
        {NEEDS_NEW_TIME}
        {b.reschedule_request?.emailed ? '' : ': call them'}
      </Badge>
    ) : queued ? (
      <Badge variant="outline" colorPalette="orange">
        asking: pending sync
      </Badge>
    ) : (
      <Badge variant="outline">{STATE_WORDS['not-asked']}</Badge>
    );
  return (
    <li data-testid={`conflict-${b.id}`} data-state={state}>
      {onOpenBooking ? (
        <Link asChild fontSize="sm">
          <button type="button" onClick={() => onOpenBooking(b.id)} style={{ textAlign: 'start', minHeight: '44px' }}>
            {state === 'moved' ? `${b.customer_name} (${b.service_name})` : text}
          </button>
        </Link>
      ) : (
        <Text as="span" fontSize="sm">
          {state === 'moved' ? `${b.customer_name} (${b.service_name})` : text}
        </Text>
      )}{' '}
      {badge}
    </li>
  );
}
