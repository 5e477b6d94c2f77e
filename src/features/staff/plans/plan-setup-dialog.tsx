// "Set Up Plan": a maintenance plan from one of the customer's bookings (its
// customer, vehicle, address and package; its weekday and start time; the next
// date after it; the default plan price), every 4 weeks unless told otherwise.
// Before anything is made, the server checks the next six visits against the
// calendar (previewPlan, online only): each fits, or says why not and offers
// the nearest free time, which taken moves the plan's start (and is checked
// again). Create Plan then queues createPlan like every staff change: offline
// after the check it waits on the device; refused, the reason shows here.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@/domain/booking/booking-schema';
import { PLAN_PACKAGES } from '@/domain/plans/plan-rules';
import type { PreviewPlanOutput } from '@/domain/plans/plan-schema';
import { WEEKDAYS, type Cadence, type WeekdayCode } from '@/domain/plans/recurrence';
import { SLOT_LABELS, businessToday } from '@/domain/schedule/schedule';
import { SCHEDULE } from '@/config/business';
import { toaster } from '@/lib/toaster';
import { useOnline } from '@/lib/use-online';
import { DialogError, FormDialog } from '../staff-dialog';
import { SelectField } from '../select-field';
import { formatDate } from '../booking-format';
import { formatPrice } from '../bookings/dashboard-model';
import { isRefused } from '../staff-service';
import { QUEUED } from '../booking-actions';
import { createPlan, previewPlan } from './plan-service';
import { CADENCE_CHOICES, WEEKDAY_NAMES, cadenceWords, cadenceFromKey, nextStartAfter, reasonWords, setupFromBooking, setupInput, setupProblem, takeNearest, type SetupFields } from './plan-words';

export const PLAN_SETUP_TEXTS = {
  offline: 'The preview needs a connection: connect to check the visits before the plan is made.',
  checking: 'Checking the next visits…',
  created: 'Plan created: its visits are being booked',
  failed: 'Plan not created. Please try again.',
} as const;

const CREW_CHOICES = [{ value: '', label: 'Any free crew' }, ...Array.from({ length: SCHEDULE.crews }, (_, i) => ({ value: String(i + 1), label: `Crew ${i + 1}` }))];

type Preview = { key: string; answer: PreviewPlanOutput } | { key: string; error: string };

export function PlanSetupDialog({ booking, initialCadence, onClose }: { booking: Booking; initialCadence?: Cadence; onClose(): void }) {
  const [fields, setFields] = useState<SetupFields>(() => setupFromBooking(booking, businessToday(new Date()), initialCadence));
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const problem = setupProblem(fields);
  const input = useMemo(() => setupInput(fields, booking), [fields, booking]);
  const key = JSON.stringify(input);
  /** The first date was chosen (typed, or moved by a nearest time taken): a new cadence no longer moves it. */
  const [startChosen, setStartChosen] = useState(false);
  const set = (change: Partial<SetupFields>) =>
    setFields((f) => {
      const next = { ...f, ...change };
      if (startChosen || (change.cadence_key === undefined && change.weekday === undefined)) return next;
      // A new cadence counts from the booking again: every 2 weeks after it, not after the date 4 weeks would give.
      return { ...next, start_date: nextStartAfter(booking.booking_date, cadenceFromKey(next.cadence_key, next.weekday), businessToday(new Date())) };
    });

  // The check runs for what is chosen now; an answer for an earlier choice is not shown.
  useEffect(() => {
    if (!online || problem) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      previewPlan(input)
        .then((answer) => !cancelled && setPreview({ key, answer }))
        .catch((e: Error) => !cancelled && setPreview({ key, error: e.message }));
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [online, problem, input, key]);

  const current = preview?.key === key ? preview : null;
  const checked = current && 'answer' in current ? current.answer : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (problem) return setError(problem);
    if (!checked) return setError(online ? PLAN_SETUP_TEXTS.checking : PLAN_SETUP_TEXTS.offline);
    setError(null);
    setBusy(true);
    try {
      const result = await createPlan({ ...input, id: crypto.randomUUID() });
      if (isRefused(result)) {
        setError(result.refused || PLAN_SETUP_TEXTS.failed);
      } else {
        toaster.create({ type: 'success', duration: 6000, title: PLAN_SETUP_TEXTS.created, description: result === 'queued' ? QUEUED : undefined });
        onClose();
      }
    } catch {
      setError(PLAN_SETUP_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open onClose={onClose} title="Set Up Plan" formLabel="Set up plan" onSubmit={submit} submitLabel="Create Plan" busy={busy} size="lg">
      <Stack gap="4">
        <Text data-testid="plan-setup-for">
          {booking.customer_name}, {booking.vehicle_make ?? ''} {booking.vehicle_model ?? ''}. From {formatDate(booking.booking_date)} at {booking.booking_time}.
        </Text>
        <DialogError message={error} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField label="Package" name="service_name" value={fields.service_name} options={PLAN_PACKAGES} onChange={(v) => set({ service_name: v as SetupFields['service_name'] })} />
          <SelectField label="How often" name="cadence" value={fields.cadence_key} options={CADENCE_CHOICES} onChange={(v) => set({ cadence_key: v })} />
          <SelectField label="Weekday" name="weekday" value={fields.weekday} options={WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_NAMES[d] }))} onChange={(v) => set({ weekday: v as WeekdayCode })} />
          <SelectField label="Start time" name="start_time" value={fields.start_time} options={SLOT_LABELS} onChange={(v) => set({ start_time: v })} />
          <Field.Root>
            <Field.Label>First date</Field.Label>
            <Input name="start_date" type="date" value={fields.start_date} onChange={(e) => {
                setStartChosen(true);
                set({ start_date: e.target.value });
              }} />
          </Field.Root>
          <SelectField label="Crew" name="crew" value={fields.crew} options={CREW_CHOICES} onChange={(v) => set({ crew: v })} />
          <Field.Root>
            <Field.Label>Price per visit ($)</Field.Label>
            <Input name="price" inputMode="numeric" value={fields.price} onChange={(e) => set({ price: e.target.value })} />
            {checked ? <Field.HelperText>Plan price for this vehicle: {formatPrice(checked.default_price)}</Field.HelperText> : null}
          </Field.Root>
          <SelectField
            label="Ends"
            name="end_kind"
            value={fields.end_kind}
            options={[
              { value: 'none', label: 'No end date' },
              { value: 'after', label: 'After a number of visits' },
              { value: 'on', label: 'On a date' },
            ]}
            onChange={(v) => set({ end_kind: v as SetupFields['end_kind'] })}
          />
          {fields.end_kind === 'after' ? (
            <Field.Root>
              <Field.Label>Number of visits</Field.Label>
              <Input name="end_visits" inputMode="numeric" value={fields.end_visits} onChange={(e) => set({ end_visits: e.target.value })} />
            </Field.Root>
          ) : null}
          {fields.end_kind === 'on' ? (
            <Field.Root>
              <Field.Label>Last date</Field.Label>
              <Input name="end_date" type="date" value={fields.end_date} onChange={(e) => set({ end_date: e.target.value })} />
            </Field.Root>
          ) : null}
        </SimpleGrid>
        <Box as="section" aria-label="Next visits" borderWidth="1px" borderRadius="md" p="3" data-testid="plan-preview">
          <Text fontWeight="semibold" mb="1">
            Next visits: {cadenceWords(cadenceFromKey(fields.cadence_key, fields.weekday))} at {fields.start_time}
          </Text>
          <PreviewList online={online} problem={problem} current={current} crew={input.crew} onTake={(visitDate, nearest) => {
              setStartChosen(true);
              setFields((f) => takeNearest(f, visitDate, nearest));
            }} />
        </Box>
        {booking.customer_email ? (
          <Text fontSize="sm" color="fg.muted">
            The customer gets an e-mail with the plan and its next visits.
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

function PreviewList(props: {
  online: boolean;
  problem: string | null;
  current: Preview | null;
  crew: number | null;
  onTake(visitDate: string, nearest: { booking_date: string; booking_time: string }): void;
}) {
  if (!props.online) return <Text fontSize="sm" data-testid="plan-preview-state">{PLAN_SETUP_TEXTS.offline}</Text>;
  if (props.problem) return <Text fontSize="sm" data-testid="plan-preview-state">{props.problem}</Text>;
  if (!props.current) return <Text fontSize="sm" color="fg.muted" data-testid="plan-preview-state">{PLAN_SETUP_TEXTS.checking}</Text>;
  if ('error' in props.current) return <Text fontSize="sm" color="red.700" data-testid="plan-preview-state">{props.current.error}</Text>;
  const { visits } = props.current.answer;
  if (visits.length === 0) return <Text fontSize="sm" data-testid="plan-preview-state">No visits fall on these dates.</Text>;
  return (
    <>
    <Stack as="ol" gap="2" listStyleType="none" data-testid="plan-preview-visits">
      {visits.map((v) => (
        <Box as="li" key={v.booking_date} fontSize="sm" data-fits={v.fits}>
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium">
              {formatDate(v.booking_date)} {v.booking_time}
            </Text>
            <Text color={v.fits ? 'green.700' : 'red.700'} fontWeight="semibold">
              {v.fits ? 'Fits' : reasonWords(v.reason, props.crew)}
            </Text>
          </HStack>
          {v.fits ? null : v.nearest ? (
            <Button
              mt="1"
              size="sm"
              variant="outline"
              colorPalette="blue"
              minH="44px"
              whiteSpace="normal"
              data-date={v.nearest.booking_date}
              data-time={v.nearest.booking_time}
              onClick={() => props.onTake(v.booking_date, v.nearest!)}
            >
              Nearest free: {formatDate(v.nearest.booking_date)} {v.nearest.booking_time}
            </Button>
          ) : (
            <Text color="fg.muted">No free time within 3 days: the customer is asked to pick one.</Text>
          )}
        </Box>
      ))}
    </Stack>
    {visits.some((v) => !v.fits) ? (
      <Text fontSize="sm" color="fg.muted" mt="2">
        A visit that does not fit is booked as needing a new time: the customer is asked to pick one.
      </Text>
    ) : null}
    </>
  );
}
