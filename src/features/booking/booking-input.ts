// The wizard's state turned into the booking it sends, and a refused booking
// turned back into the wizard state it is fixed in. Pure: the section and the
// persistence hook share them.
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { computeTotal, type VehicleType } from '@/domain/catalog';
import type { CityId } from '@/domain/schedule/cities';
import { weekOffsetOf } from '@/domain/schedule/week-strip';
import { OTHER_CITY } from '@/components/booking/city-options';
import type { SubmittedBooking } from './booking-persistence';
import type { Details, WizardState } from './wizard-store';

const SLOT_TAKEN_NOTICE = 'Sorry, the time you picked was taken before your booking reached us. Please choose another time.';
const INVALID_NOTICE = 'Please check the highlighted fields.';

function detailsFromInput(input: CreateBookingInput): Details {
  return {
    customer_name: input.customer_name ?? '',
    customer_email: input.customer_email ?? '',
    customer_phone: input.customer_phone ?? '',
    vehicle_make: input.vehicle_make ?? '',
    vehicle_model: input.vehicle_model ?? '',
    service_street: input.service_street ?? '',
    service_city: input.service_city ?? '',
    service_postal_code: input.service_postal_code ?? '',
    comments: input.comments ?? '',
  };
}

/** The wizard state a refused booking returns to: the time step if the time was the problem, else the form. */
export function stateAfterRejection(row: SubmittedBooking): Partial<WizardState> {
  const error = row.refusal ?? { code: 'unknown', message: '' };
  const fields = error.fields ?? {};
  const timeProblem = error.code === 'failed-precondition' || 'booking_time' in fields || 'booking_date' in fields;
  return {
    serviceName: row.input.service_name,
    vehicleType: row.input.vehicle_type as VehicleType,
    date: row.input.booking_date,
    time: timeProblem ? null : row.input.booking_time,
    weekOffset: weekOffsetOf(new Date(), row.input.booking_date),
    details: detailsFromInput(row.input),
    bookingId: row.id,
    step: timeProblem ? 'calendar' : 'form',
    // A refusal without field messages (an abuse limit, which gives the phone number) shows the server's own message.
    notice: timeProblem
      ? (fields.booking_time ?? fields.booking_date ?? SLOT_TAKEN_NOTICE)
      : Object.keys(fields).length > 0
        ? INVALID_NOTICE
        : error.message.replace(/ \[\d{3}\]$/, ''),
    fieldErrors: timeProblem ? {} : fields,
  };
}

export function toInput(s: WizardState, id: string): CreateBookingInput {
  const d = s.details;
  const orNull = (v: string) => (v.trim() ? v.trim() : null);
  return {
    id,
    customer_name: d.customer_name.trim(),
    customer_email: d.customer_email.trim(),
    customer_phone: orNull(d.customer_phone),
    service_name: s.serviceName as CreateBookingInput['service_name'],
    vehicle_type: s.vehicleType!,
    booking_date: s.date!,
    booking_time: s.time!,
    vehicle_make: orNull(d.vehicle_make),
    vehicle_model: orNull(d.vehicle_model),
    comments: orNull(d.comments),
    service_street: orNull(d.service_street),
    // "Other city in Metro Vancouver" is no city of ours: sent as none, as the server's rule allows.
    service_city: d.service_city === OTHER_CITY ? null : ((orNull(d.service_city) as CityId | null) ?? null),
    service_postal_code: orNull(d.service_postal_code),
    total_price: computeTotal(s.serviceName!, s.vehicleType!),
  };
}

/** The visitor has chosen or typed something. */
export function hasInput(s: WizardState): boolean {
  return !!(s.serviceName || s.vehicleType || s.date || s.time || Object.values(s.details).some((v) => v.trim()));
}
