// Blocked time (admin): add a block (one day or a range, whole day or from-to,
// one crew or all, a reason and a note), list and remove blocks. Before a
// block is saved over bookings this device knows, it says which (each opens
// its details) and waits for "Add Block Anyway"; after saving, the server's
// list of bookings inside the block (it knows them all) is shown. A block
// never cancels anything by itself. "Ask to Reschedule" e-mails their
// customers (a rain day) to pick a new time themselves; the list then shows
// who has moved and who still needs a new time. Remove asks first.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, chakra, CloseButton, Dialog, Field, Flex, HStack, Input, Link, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SCHEDULE } from '@/config/business';
import { fieldErrors as zodFieldErrors } from '@/domain/booking-schema';
import { BLOCK_REASONS, BLOCK_TIME_LABELS, bookingsInsideBlock, createBlockInput, type BlockReason, type CreateBlockInput } from '@/domain/operations-schema';
import { addDaysToDate, businessToday } from '@/domain/schedule';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/lib/toaster';
import { addBlock, cachedBlocks, pullBlocks, removeBlock, type CachedBlock } from './blocks-service';
import { StaffChangeRefused, askToReschedule } from './staff-service';
import { needsNewTime } from '@/domain/customer-card';
import { isActiveStatus } from '@/domain/status';
import type { BlockConflict } from '@/domain/operations-schema';
import type { CachedBookingRow } from '@/lib/db/db';
import { NEEDS_NEW_TIME } from './plain-parts';
import { queuedAskIds } from './crew-outbox';
import { useCrewQueue } from './use-crew-queue';
import { SelectField } from './select-field';
import { formatDate } from './booking-format';

const QUEUED = 'Saved on this device; it will be sent when you are back online';

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

function blockLabel(b: CachedBlock): string {
  const days = b.date_from === b.date_to ? formatDate(b.date_from) : `${formatDate(b.date_from)} – ${formatDate(b.date_to)}`;
  const hours = b.start_time ? `${b.start_time}–${b.end_time}` : 'whole day';
  return `${days}, ${hours}, ${b.crew ? `crew ${b.crew}` : 'all crews'}`;
}

export function BlockedTimeDialog({ open, onClose, onOpenBooking }: { open: boolean; onClose: () => void; onOpenBooking?: (id: string) => void }) {
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
  const [lastId, setLastId] = useState<string | null>(null);
  const blocks = useLiveQuery(() => cachedBlocks(appDb()), []);
  // The bookings this device holds on the block's days: what it would sit over is told before saving.
  const known = useLiveQuery(
    () => (form.date_from <= form.date_to ? appDb().bookings.where('booking_date').between(form.date_from, form.date_to, true, true).toArray() : []),
    [form.date_from, form.date_to],
  );
  /** The block the admin was warned about (its form as a key) and the bookings inside it. */
  const [warned, setWarned] = useState<{ key: string; inside: InsideBooking[] } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);

  useEffect(() => {
    if (open) void pullBlocks().catch(() => undefined);
  }, [open]);

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
    const inside = bookingsInsideBlock(known ?? [], input);
    if (inside.length > 0 && warned?.key !== key) {
      setWarned({ key, inside });
      return;
    }
    setWarned(null);
    setBusy(true);
    setLastId(input.id);
    try {
      const result = await addBlock({ ...input, id: input.id });
      toaster.create({ type: 'success', duration: 6000, title: 'Blocked time added', description: result === 'queued' ? QUEUED : undefined });
    } catch (error) {
      const message = error instanceof StaffChangeRefused ? error.message : 'Failed to save blocked time';
      setErrors({ _: message });
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (id: string) => {
    try {
      const result = await removeBlock(id);
      toaster.create({ type: 'success', duration: 6000, title: 'Blocked time removed', description: result === 'queued' ? QUEUED : undefined });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to save blocked time', description: error instanceof StaffChangeRefused ? error.message : undefined });
    }
  };

  // The conflicts the server listed for the block just added here.
  const lastBlock = blocks?.find((b) => b.id === lastId);
  const shownConflicts = lastBlock?.conflicts ?? [];
  // Each listed booking as it stands now on this device (moved, cancelled, still asked).
  const conflictIds = shownConflicts.map((c) => c.id).join(',');
  const current = useLiveQuery(async () => (conflictIds ? await appDb().bookings.bulkGet(conflictIds.split(',')) : []), [conflictIds]);
  const queue = useCrewQueue();
  const askQueued = queuedAskIds(queue);
  const [asking, setAsking] = useState(false);

  const onAsk = async () => {
    const ids = shownConflicts.filter((_c, i) => {
      const now = current?.[i];
      return now ? isActiveStatus(now.status) && !needsNewTime(now) : true;
    });
    if (ids.length === 0 || !lastBlock) return;
    setAsking(true);
    try {
      const result = await askToReschedule({ booking_ids: ids.map((c) => c.id), reason: lastBlock.reason, note: lastBlock.note, block_id: lastBlock.id });
      toaster.create({
        type: 'success',
        duration: 6000,
        title: `Asked ${ids.length} customer${ids.length === 1 ? '' : 's'} to pick a new time`,
        description: result === 'queued' ? QUEUED : undefined,
      });
    } catch (error) {
      if (!(error instanceof StaffChangeRefused && error.shown)) {
        toaster.create({ type: 'error', title: 'Failed to ask customers to reschedule', description: error instanceof StaffChangeRefused ? error.message : undefined });
      }
    } finally {
      setAsking(false);
    }
  };
  const askable = shownConflicts.some((c, i) => {
    const now = current?.[i];
    return !askQueued.has(c.id) && (!now || (isActiveStatus(now.status) && !needsNewTime(now)));
  });
  const warnedNow = warned && warned.key === JSON.stringify({ ...formInput(form), id: '' }) ? warned : null;
  const timeSelect = (key: 'start_time' | 'end_time', label: string) => (
    <SelectField label={label} value={form[key]} options={BLOCK_TIME_LABELS} onChange={(v) => set(key, v)} error={errors[key]} />
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Blocked Time</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form onSubmit={submit} noValidate aria-label="Add blocked time">
                <Stack gap="3">
                  {errors._ ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{errors._}</Alert.Title>
                    </Alert.Root>
                  ) : null}
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
                    <Field.Label>Note</Field.Label>
                    <Input name="note" value={form.note} maxLength={200} onChange={(e) => set('note', e.target.value)} />
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

              {shownConflicts.length > 0 ? (
                <Alert.Root status="warning" mt="4" role="alert" data-testid="block-conflicts">
                  <Alert.Indicator />
                  <Box>
                    <Alert.Title>
                      {bookingsWord(shownConflicts.length)} inside this block: move or cancel {shownConflicts.length === 1 ? 'it' : 'them'}
                    </Alert.Title>
                    <Stack as="ul" gap="1" mt="2" listStyleType="none">
                      {shownConflicts.map((c, i) => (
                        <ConflictLine key={c.id} conflict={c} now={current?.[i]} queued={askQueued.has(c.id)} />
                      ))}
                    </Stack>
                    {askable ? (
                      <Stack gap="1" mt="3">
                        <Button size="sm" colorPalette="blue" alignSelf="flex-start" loading={asking} onClick={() => void onAsk()}>
                          Ask to Reschedule
                        </Button>
                        <Text fontSize="sm">Each customer gets an e-mail with the reason, our apology and a link to pick a new time online (even within 24 hours of the booking). Customers without an e-mail are marked for a call.</Text>
                      </Stack>
                    ) : null}
                  </Box>
                </Alert.Root>
              ) : null}

              <Text fontWeight="semibold" mt="6" mb="2">
                Upcoming blocks
              </Text>
              {blocks && blocks.length > 0 ? (
                <Stack as="ul" gap="2" listStyleType="none" data-testid="block-list">
                  {blocks.map((b) => (
                    <Flex as="li" key={b.id} borderWidth="1px" borderRadius="md" p="2" justify="space-between" align="center" gap="2" data-testid={`block-${b.id}`}>
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
                        <HStack gap="2" role="group" aria-label="Remove this block?">
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
                  ))}
                </Stack>
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  No blocked time.
                </Text>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One booking inside the new block, and where it stands now: asked, moved, cancelled. */
function ConflictLine({ conflict: c, now, queued }: { conflict: BlockConflict; now: CachedBookingRow | undefined; queued: boolean }) {
  const moved = now && (now.booking_date !== c.booking_date || now.booking_time !== c.booking_time);
  return (
    <li data-testid={`conflict-${c.id}`}>
      {formatDate(c.booking_date)} {c.booking_time}, crew {c.crew ?? '?'}: {c.customer_name} ({c.service_name})
      {c.customer_phone ? `, ${c.customer_phone}` : ''}{' '}
      {now?.status === 'cancelled' ? (
        <Badge colorPalette="red">cancelled</Badge>
      ) : moved ? (
        <Badge colorPalette="green">
          moved to {formatDate(now.booking_date)} {now.booking_time}
        </Badge>
      ) : now && needsNewTime(now) ? (
        <Badge colorPalette="orange">
          {NEEDS_NEW_TIME}
          {now.reschedule_request?.emailed ? '' : ': call them'}
        </Badge>
      ) : queued ? (
        <Badge variant="outline" colorPalette="orange">
          asking: pending sync
        </Badge>
      ) : null}
    </li>
  );
}
