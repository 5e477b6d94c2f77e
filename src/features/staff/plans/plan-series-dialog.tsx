// "Change This and Following": what changes from this visit's date on (start
// time, cadence, package, price, crew), sent as editPlanSeries: the server
// makes a new series from that date, remakes the visits nobody touched and
// keeps those moved or skipped by hand. Only what was changed here is sent.
// Queued like every staff change; refused, the reason shows here.
import { useState, type FormEvent } from 'react';
import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@/domain/booking/booking-schema';
import { PLAN_PACKAGES } from '@/domain/plans/plan-rules';
import type { PlanView } from '@/domain/plans/plan-schema';
import { WEEKDAYS, type WeekdayCode } from '@/domain/plans/recurrence';
import { SLOT_LABELS } from '@/domain/schedule/schedule';
import { SCHEDULE } from '@/config/business';
import { toaster } from '@/lib/toaster';
import { DialogError, FormDialog } from '../staff-dialog';
import { SelectField } from '../select-field';
import { formatDate } from '../booking-format';
import { QUEUED } from '../booking-actions';
import { isRefused } from '../staff-service';
import { editPlanSeries } from './plan-service';
import { CADENCE_CHOICES, WEEKDAY_NAMES, cadenceFromKey, cadenceKey, seriesChanges, weekdayOf, type SeriesFields } from './plan-words';

const CREW_CHOICES = [{ value: '', label: 'Any free crew' }, ...Array.from({ length: SCHEDULE.crews }, (_, i) => ({ value: String(i + 1), label: `Crew ${i + 1}` }))];

export function PlanSeriesDialog({ booking, plan, onClose, onDone }: { booking: Booking; plan: PlanView | null; onClose(): void; onDone(): void }) {
  // What the plan is now (as read from the server; offline, as this visit has it).
  const [before] = useState<SeriesFields>(() => ({
    start_time: plan?.start_time ?? booking.booking_time,
    cadence_key: plan ? cadenceKey(plan.cadence) : '',
    weekday: plan?.cadence.weekday ?? weekdayOf(booking.plan_date ?? booking.booking_date),
    service_name: plan?.service_name ?? booking.service_name,
    price: String(plan?.price ?? booking.total_price),
    crew: plan ? (plan.crew ? String(plan.crew) : '') : 'same',
  }));
  const [fields, setFields] = useState<SeriesFields>(before);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<SeriesFields>) => setFields((f) => ({ ...f, ...change }));
  const from = booking.plan_date ?? booking.booking_date;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const changes = seriesChanges(before, fields);
    if (typeof changes === 'string') return setError(changes);
    setError(null);
    setBusy(true);
    try {
      const result = await editPlanSeries(booking.id, changes);
      if (isRefused(result)) {
        setError(result.refused || 'Plan not changed. Please try again.');
      } else {
        toaster.create({ type: 'success', duration: 6000, title: `Plan changed from ${formatDate(from)}`, description: result === 'queued' ? QUEUED : undefined });
        onDone();
        onClose();
      }
    } catch {
      setError('Plan not changed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open onClose={onClose} title="Change This and Following" formLabel="Change this and following visits" onSubmit={submit} submitLabel="Save Changes" busy={busy} size="md">
      <Stack gap="4">
        <Text>From {formatDate(from)} on. Visits moved or skipped by hand stay as they are.</Text>
        <DialogError message={error} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField label="Start time" name="start_time" value={fields.start_time} options={SLOT_LABELS} onChange={(v) => set({ start_time: v })} />
          <SelectField
            label="How often"
            name="cadence"
            value={fields.cadence_key}
            options={[...(before.cadence_key ? [] : [{ value: '', label: 'As it is' }]), ...CADENCE_CHOICES]}
            onChange={(v) => set({ cadence_key: v })}
          />
          <SelectField label="Weekday" name="weekday" value={fields.weekday} options={WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_NAMES[d] }))} onChange={(v) => set({ weekday: v as WeekdayCode })} />
          <SelectField label="Package" name="service_name" value={fields.service_name} options={PLAN_PACKAGES} onChange={(v) => set({ service_name: v })} />
          <Field.Root>
            <Field.Label>Price per visit ($)</Field.Label>
            <Input name="price" inputMode="numeric" value={fields.price} onChange={(e) => set({ price: e.target.value })} />
          </Field.Root>
          <SelectField
            label="Crew"
            name="crew"
            value={fields.crew}
            options={[...(before.crew === 'same' ? [{ value: 'same', label: 'As it is' }] : []), ...CREW_CHOICES]}
            onChange={(v) => set({ crew: v })}
          />
        </SimpleGrid>
        {fields.cadence_key ? <Text fontSize="sm" color="fg.muted">{`New cadence: ${CADENCE_CHOICES.find((c) => c.value === fields.cadence_key)?.label ?? ''} on ${WEEKDAY_NAMES[cadenceFromKey(fields.cadence_key, fields.weekday).weekday]}`}</Text> : null}
      </Stack>
    </FormDialog>
  );
}
