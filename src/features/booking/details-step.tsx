// Step 3: the customer's details. Name and e-mail are required; the rest is
// optional and sent as null when empty. Submitting saves the booking on this
// device first (see booking-persistence.ts). The e-mail is checked as it is
// typed (once the visitor has left the field, or tried to submit): a mistyped
// one is told beside the field, and submitting focuses the first field in error
// instead of sending anything.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REQUIRED_FIELDS_MESSAGE, FIELD_LIMITS, emailProblem } from '@/domain/booking/booking-fields';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { cityIdOf } from '@/domain/schedule/cities';
import { CityOptions, OTHER_CITY } from '@/components/booking/city-options';
import { PriceLines } from '@/components/booking/price-lines';
import { ErrorAlert, PlainButton, SelectBox } from '@/components/booking/plain-parts';
import { useWizard, type DetailField } from './wizard-store';
import { longDate } from '@/domain/schedule/week-strip';
import { CollectionNotice } from '@/components/booking/collection-notice';
import { formatMoney } from '@/domain/money';
import { StepHeading } from './step-heading';
import { Field, Honeypot, honeypotValue } from '@/components/booking/field';

/**
 * A city changed on this step re-checks the chosen time for it (the drives from
 * and to the crews' other jobs differ by city): when the server, asked now,
 * no longer offers it, the wizard goes back to the times and says why. Offline
 * or unanswered, the booking's own check on sending decides.
 */
function useCityRecheck(city: string) {
  useEffect(() => {
    const s = useWizard.getState();
    if (!s.serviceName || !s.date || !s.time || city === s.timeCity) return;
    const { serviceName, date, time } = s;
    let cancelled = false;
    void import('@/lib/availability/load-availability')
      .then((m) => m.loadAvailability(serviceName, date, 1, new Date(), undefined, cityIdOf(city)))
      .then((answer) => {
        const now = useWizard.getState();
        if (cancelled || answer.stale || now.time !== time || now.date !== date || now.details.service_city !== city) return;
        if (answer.byDate[date]?.slots[time]) {
          now.set({ timeCity: city });
          return;
        }
        now.loseTime(time);
        now.goTo('calendar');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [city]);
}

export function DetailsStep({ onSubmit }: { onSubmit: (honeypot: string) => Promise<void> }) {
  const { serviceName, vehicleType, date, time, details, fieldErrors, notice, setDetail, goTo } = useWizard();
  useCityRecheck(details.service_city);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  /** The e-mail is checked once the visitor left it or tried to submit; from then on at every keystroke. */
  const [checkEmail, setCheckEmail] = useState(() => !!useWizard.getState().fieldErrors.customer_email);
  const requiredFilled = details.customer_name.trim() !== '' && details.customer_email.trim() !== '';
  const emailError = (checkEmail ? emailProblem(details.customer_email) : null) ?? fieldErrors.customer_email;
  const errors: Partial<Record<string, string>> = { ...fieldErrors, ...(emailError ? { customer_email: emailError } : {}) };

  /** After the form re-rendered with its errors: the first field in error takes focus (and comes into view). */
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setCheckEmail(true);
    if (!requiredFilled || submitting) return;
    if (emailProblem(details.customer_email)) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(honeypotValue(event.currentTarget as HTMLFormElement));
    } finally {
      setSubmitting(false);
    }
    if (useWizard.getState().step === 'form') focusFirstError();
  };

  const text = (field: DetailField, label: string, props: { type?: string; required?: boolean; max?: number; autoComplete?: string; onBlur?: () => void } = {}) => (
    <Field label={label} required={props.required} error={errors[field]}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="bw-input"
          name={field}
          type={props.type ?? 'text'}
          value={details[field]}
          maxLength={props.max}
          autoComplete={props.autoComplete}
          required={props.required}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setDetail(field, e.target.value)}
          onBlur={() => {
            if (props.required) setTouched(true);
            props.onBlur?.();
          }}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} className="bw-stack bw-gap6" onSubmit={submit} noValidate>
      <StepHeading>Booking Details</StepHeading>
      <div className="bw-summary" data-testid="details-summary">
        <p className="bw-bold">{serviceName}</p>
        <p className="bw-gray600">
          {vehicleType ? VEHICLE_TYPES[vehicleType].label : ''} · {date ? longDate(date) : ''} at {time}
        </p>
        {serviceName && vehicleType && (
          <div className="bw-mt2 bw-maxw-sm">
            <PriceLines serviceName={serviceName} vehicleType={vehicleType} />
          </div>
        )}
        <p className="bw-bold bw-blue700 bw-mt1">Total: {formatMoney(serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : 0)}</p>
      </div>

      {notice && <ErrorAlert data-testid="form-notice">{notice}</ErrorAlert>}

      <div className="bw-grid bw-form-grid">
        {text('customer_name', 'Full Name', { required: true, max: FIELD_LIMITS.customer_name, autoComplete: 'name' })}
        {text('customer_email', 'Email', {
          type: 'email',
          required: true,
          max: FIELD_LIMITS.customer_email,
          autoComplete: 'email',
          onBlur: () => setCheckEmail(true),
        })}
        {text('customer_phone', 'Phone', { type: 'tel', max: FIELD_LIMITS.customer_phone, autoComplete: 'tel' })}
        {text('vehicle_make', 'Vehicle Make', { max: FIELD_LIMITS.vehicle_make })}
        {text('vehicle_model', 'Vehicle Model', { max: FIELD_LIMITS.vehicle_model })}
      </div>

      <fieldset className="bw-fieldset" aria-describedby="service-address-help">
        <legend className="bw-legend">Where should we come?</legend>
        <p id="service-address-help" className="bw-address-help">
          The address where your vehicle will be. If you leave it empty, we'll call you for it before your appointment.
        </p>
        {text('service_street', 'Street Address', { max: FIELD_LIMITS.service_street, autoComplete: 'street-address' })}
        <div className="bw-grid bw-form-grid">
          <Field label="City" error={errors.service_city} help={details.service_city === OTHER_CITY ? 'Add your city to the street address.' : undefined}>
            {({ id, describedBy }) => (
              <SelectBox
                id={id}
                name="service_city"
                value={details.service_city}
                aria-invalid={errors.service_city ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => setDetail('service_city', e.target.value)}
              >
                <CityOptions other />
              </SelectBox>
            )}
          </Field>
          {text('service_postal_code', 'Postal Code', { max: 7, autoComplete: 'postal-code' })}
        </div>
      </fieldset>

      <Field label="Additional Comments" error={errors.comments}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className="bw-input"
            name="comments"
            value={details.comments}
            maxLength={FIELD_LIMITS.comments}
            aria-invalid={errors.comments ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setDetail('comments', e.target.value)}
          />
        )}
      </Field>

      {touched && !requiredFilled && (
        <p className="bw-red600" role="alert">
          {REQUIRED_FIELDS_MESSAGE}
        </p>
      )}

      <Honeypot />

      <div className="bw-row bw-between bw-gap4 bw-wrap">
        <PlainButton variant="ghost" onClick={() => goTo('calendar')}>
          Back
        </PlainButton>
        <CollectionNotice />
        <PlainButton type="submit" blue disabled={!requiredFilled} loading={submitting}>
          Complete Booking
        </PlainButton>
      </div>
    </form>
  );
}
