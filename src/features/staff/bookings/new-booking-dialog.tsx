// New Booking (staff and admin): a booking taken by phone. Name and phone
// required, e-mail optional (the confirmation goes only when given); date and
// time with live availability (the staff view: no minimum notice), crew (any
// free crew by default). Saved on this device first and sent through the
// outbox, so it works with no signal; the typing is kept as a draft until the
// booking is saved, through errors, reloads and refusals. The privacy notice
// at collection is a line for staff to read out.
import { useEffect, useState, type FormEvent } from 'react';
import { Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { SCHEDULE } from '@/config/business';
import { FIELD_LIMITS, fieldErrors as zodFieldErrors } from '@/domain/booking/booking-schema';
import { PACKAGES, VEHICLE_TYPES, computeTotal, type VehicleType } from '@/domain/catalog';
import { CITIES, type CityId } from '@/domain/schedule/cities';
import { NO_CITY_NOTE } from '@/domain/schedule/drive-time';
import { staffCreateBookingInput, type StaffCreateBookingInput } from '@/domain/callables/operations-schema';
import { businessToday } from '@/domain/schedule/schedule';
import { toaster } from '@/lib/toaster';
import { PHONE_COLLECTION_NOTICE } from '@/content/privacy-notice';
import { useOnline } from '@/lib/use-online';
import { formatPrice } from './dashboard-model';
import { createPhoneBooking, isRefused } from '../staff-service';
import { availabilityLine, slotOptions, useStaffSlots } from './use-staff-slots';
import { DialogError, FormDialog } from '../staff-dialog';
import { SelectField, type SelectOption } from '../select-field';

const DRAFT_KEY = 'staff.newBooking.draft';
const QUEUED = 'Saved on this device; it will be sent when you are back online';

const FIELDS = [
  'customer_name',
  'customer_phone',
  'customer_email',
  'service_name',
  'vehicle_type',
  'vehicle_make',
  'vehicle_model',
  'service_street',
  'service_city',
  'service_postal_code',
  'comments',
  'booking_date',
  'booking_time',
  'crew',
] as const;
type FormField = (typeof FIELDS)[number];
type FormValues = Record<FormField, string>;

function emptyForm(now: Date): FormValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as FormValues;
  return { ...values, service_name: PACKAGES[0].id, vehicle_type: 'sedan', booking_date: businessToday(now) };
}

function loadDraft(now: Date): FormValues {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (raw) return { ...emptyForm(now), ...(JSON.parse(raw) as Partial<FormValues>) };
  } catch {
    // No storage (private mode): start empty.
  }
  return emptyForm(now);
}

export function NewBookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<FormValues>(() => loadDraft(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const city = (values.service_city || null) as CityId | null;
  const slots = useStaffSlots(open, values.service_name, values.booking_date, online, undefined, values.crew ? Number(values.crew) : null, city);

  useEffect(() => {
    // The draft is written as it is typed (small; a reload or a closed tab keeps it).
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      // No storage: the form still works.
    }
  }, [values]);

  const set = (field: FormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const input: StaffCreateBookingInput = {
      id: crypto.randomUUID(),
      customer_name: values.customer_name,
      customer_phone: values.customer_phone,
      customer_email: values.customer_email,
      service_name: values.service_name as StaffCreateBookingInput['service_name'],
      vehicle_type: values.vehicle_type,
      booking_date: values.booking_date,
      booking_time: values.booking_time,
      vehicle_make: values.vehicle_make,
      vehicle_model: values.vehicle_model,
      comments: values.comments,
      service_street: values.service_street,
      service_city: (values.service_city || null) as StaffCreateBookingInput['service_city'],
      service_postal_code: values.service_postal_code,
      crew: values.crew ? Number(values.crew) : null,
    };
    const parsed = staffCreateBookingInput.safeParse(input);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      if (fields.booking_time && !values.booking_time) fields.booking_time = 'Choose a time';
      setErrors(fields);
      return;
    }
    setBusy(true);
    try {
      const result = await createPhoneBooking(input);
      if (isRefused(result)) {
        // The typing stays; the reason is shown where it applies.
        const message = result.refused || 'Failed to create booking. Please try again.';
        setRefusal(message);
        if (/time|crew/i.test(message)) setErrors((e) => ({ ...e, booking_time: message }));
        return;
      }
      toaster.create({ type: 'success', duration: 6000, title: 'Booking created successfully!', description: result === 'queued' ? QUEUED : undefined });
      localStorage.removeItem(DRAFT_KEY);
      setValues(emptyForm(new Date()));
      setErrors({});
      onClose();
    } catch {
      setRefusal('Failed to create booking. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const text = (field: FormField, label: string, props: { type?: string; required?: boolean; max?: number; inputMode?: 'tel' | 'email' } = {}) => (
    <Field.Root invalid={!!errors[field]} required={props.required}>
      <Field.Label>
        {label}
        {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input name={field} type={props.type ?? 'text'} inputMode={props.inputMode} value={values[field]} maxLength={props.max} onChange={(e) => set(field, e.target.value)} />
      {errors[field] ? <Field.ErrorText>{errors[field]}</Field.ErrorText> : null}
    </Field.Root>
  );

  const select = (field: FormField, label: string, options: SelectOption[]) => (
    <SelectField label={label} name={field} value={values[field]} options={options} onChange={(v) => set(field, v)} error={errors[field]} />
  );

  const price = computeTotal(values.service_name, values.vehicle_type as VehicleType);
  const timeOptions = slotOptions(slots);

  return (
    <FormDialog open={open} onClose={onClose} title="New Booking" formLabel="New booking" onSubmit={submit} submitLabel="Save Booking" busy={busy} size="lg">
      <Stack gap="4">
        {/* BC's PIPA: the customer on the phone hears why before giving their details. */}
        <Text fontSize="sm" bg="blue.50" color="blue.900" p="2" borderRadius="md" data-testid="phone-collection-notice">
          {PHONE_COLLECTION_NOTICE}
        </Text>
        <DialogError message={refusal} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('customer_name', 'Customer name', { required: true, max: FIELD_LIMITS.customer_name })}
          {text('customer_phone', 'Phone', { type: 'tel', inputMode: 'tel', required: true, max: FIELD_LIMITS.customer_phone })}
        </SimpleGrid>
        {text('customer_email', 'Email (optional: the confirmation is sent when given)', { type: 'email', inputMode: 'email', max: FIELD_LIMITS.customer_email })}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {select('service_name', 'Package', PACKAGES.map((p) => ({ value: p.id, label: p.id })))}
          {select('vehicle_type', 'Vehicle type', Object.entries(VEHICLE_TYPES).map(([id, v]) => ({ value: id, label: v.label })))}
          {text('vehicle_make', 'Vehicle make', { max: FIELD_LIMITS.vehicle_make })}
          {text('vehicle_model', 'Vehicle model', { max: FIELD_LIMITS.vehicle_model })}
        </SimpleGrid>
        {text('service_street', 'Street address', { max: FIELD_LIMITS.service_street })}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {select('service_city', 'City', [{ value: '', label: 'City' }, ...CITIES.map((c) => ({ value: c.id, label: c.name }))])}
          {text('service_postal_code', 'Postal code', { max: 7 })}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {text('booking_date', 'Date', { type: 'date', required: true })}
          {select('booking_time', 'Time', timeOptions)}
          {select('crew', 'Crew', [
            { value: '', label: 'Any free crew' },
            ...Array.from({ length: SCHEDULE.crews }, (_, i) => ({ value: String(i + 1), label: `Crew ${i + 1}` })),
          ])}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" data-testid="new-booking-availability">
          {availabilityLine(online, slots, 'Offline: availability is checked when the booking is sent.')}
          {city ? '' : ` ${NO_CITY_NOTE}`}
        </Text>
        <Field.Root invalid={!!errors.comments}>
          <Field.Label>Comments</Field.Label>
          <Textarea name="comments" value={values.comments} maxLength={FIELD_LIMITS.comments} onChange={(e) => set('comments', e.target.value)} />
        </Field.Root>
        <Text fontWeight="bold">Total: {formatPrice(price)}</Text>
      </Stack>
    </FormDialog>
  );
}
