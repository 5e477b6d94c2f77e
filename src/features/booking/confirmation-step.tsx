// Step 4: tells the truth about the booking: confirmed once the server stored
// it; right after an online submit, that it is being sent (the answer usually
// comes within a second); while it waits on this device (offline, or no answer
// within the outbox's send timeout), says so and that no e-mail has gone yet.
// Once confirmed, a plan package's booking is offered a maintenance plan.
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useBookingActivity } from '@/lib/pwa/booking-activity';
import type { MyBookingRow } from '@/lib/db/db';
import { BUSINESS } from '@/config/business';
import { VEHICLE_TYPES, type VehicleType } from '@/domain/catalog';
import { longDate } from '@/domain/schedule/week-strip';
import { formatMoney } from '@/domain/money';
import { StepHeading } from './step-heading';
import { PlainButton, Spinner } from '@/components/booking/plain-parts';

// The plan offer loads once a booking is confirmed, not with the page (it shows for a plan package only).
const PlanOffer = lazy(() => import('./plan-offer').then((m) => ({ default: m.PlanOffer })));

export function ConfirmationStep({
  row,
  online,
  sending,
  justConfirmed,
  onBookAnother,
}: {
  row: MyBookingRow | undefined;
  online: boolean;
  /** Just submitted online: the server's answer is awaited. */
  sending: boolean;
  /** Confirmed while on screen: the spec's success message is said here, in the page (a toast would cover the buttons). */
  justConfirmed: boolean;
  onBookAnother: () => void;
}) {
  // While shown, the install offer comes here too, not as a toast.
  const installOffer = useBookingActivity((s) => s.installOffer);
  useLayoutEffect(() => {
    useBookingActivity.getState().setConfirmationShown(true);
    return () => useBookingActivity.getState().setConfirmationShown(false);
  }, []);
  const confirmed = row?.sync === 'confirmed';
  const input = row?.server ?? row?.input;
  const vehicle = input ? VEHICLE_TYPES[input.vehicle_type as VehicleType]?.label : '';
  const price = row?.server?.total_price ?? row?.input.total_price;

  return (
    <div className="bw-stack bw-gap6 bw-confirmation" data-testid="booking-confirmation" data-sync={sending && !confirmed ? 'sending' : (row?.sync ?? 'loading')}>
      {confirmed ? (
        <StepHeading large className="bw-green700">
          Booking Confirmed
        </StepHeading>
      ) : sending ? (
        <StepHeading large className="bw-blue700">
          Sending Your Booking…
        </StepHeading>
      ) : (
        <StepHeading large className="bw-orange700">
          Booking Saved on This Device
        </StepHeading>
      )}

      {confirmed && justConfirmed && (
        <p role="status" className="bw-green800 bw-semibold" data-testid="booking-success">
          Booking created successfully!
        </p>
      )}

      {input && (
        <div className="bw-summary" data-testid="confirmation-summary">
          <p className="bw-bold">{input.service_name}</p>
          <p>
            {vehicle} · {longDate(input.booking_date)} at {input.booking_time}
          </p>
          {price !== undefined && <p className="bw-bold">Total: {formatMoney(price)}</p>}
        </div>
      )}

      {confirmed ? (
        <div className="bw-stack bw-gap2 bw-maxw-xl">
          <p>Thank you, {input?.customer_name}! We have received your booking.</p>
          <ul className="bw-list">
            <li>A confirmation e-mail is on its way to {input?.customer_email}.</li>
            <li>We'll send you a reminder 24 hours before your appointment.</li>
            <li>Changes or cancellations need at least 24 hours' notice.</li>
          </ul>
          {row?.server?.manage_token && (
            <p>
              Need to change it?{' '}
              <a
                className="bw-link bw-semibold"
                href={`/manage-booking#id=${encodeURIComponent(row.id)}&t=${encodeURIComponent(row.server.manage_token)}`}
                data-testid="manage-link"
              >
                Reschedule or cancel online
              </a>{' '}
              (until 24 hours before).
            </p>
          )}
          {row?.server?.manage_token && (
            <Suspense fallback={null}>
              <PlanOffer
                bookingId={row.id}
                token={row.server.manage_token}
                serviceName={row.server.service_name}
                vehicle={row.server.vehicle_type as VehicleType}
                bookingDate={row.server.booking_date}
                totalPrice={row.server.total_price}
                online={online}
              />
            </Suspense>
          )}
        </div>
      ) : sending ? (
        <div className="bw-row bw-gap2 bw-center" role="status" data-testid="booking-sending">
          <Spinner small />
          <p className="bw-semibold">Sending…</p>
        </div>
      ) : (
        <div className="bw-stack bw-gap2 bw-maxw-xl" role="status" data-testid="booking-waiting">
          <div className="bw-row bw-gap2 bw-center">
            {online && <Spinner small />}
            <p className="bw-semibold">{online ? 'Sending your booking…' : "You're offline."}</p>
          </div>
          <p>
            {online
              ? "Your booking is saved on this device and is on its way to us. If the connection drops, it will be sent automatically when you're back online."
              : "Your booking is saved on this device and will be sent automatically when you're back online."}{' '}
            You don't need to do anything.
          </p>
          <p>No confirmation e-mail has been sent yet; you'll get one as soon as your booking reaches us.</p>
        </div>
      )}

      <p className="bw-sm bw-gray600">
        Questions? Call{' '}
        <a className="bw-link" href={`tel:${BUSINESS.phoneE164}`}>
          {BUSINESS.phoneDisplay}
        </a>{' '}
        or e-mail{' '}
        <a className="bw-link" href={`mailto:${BUSINESS.email}`}>
          {BUSINESS.email}
        </a>
        .
      </p>

      <p className="bw-sm">
        <a className="bw-link" href="/my-bookings">
          My bookings on this device
        </a>
      </p>

      {installOffer && (
        <div className="bw-stack bw-gap2 bw-offer" data-testid="install-offer">
          <p className="bw-semibold">Install {BUSINESS.shortName}</p>
          <p className="bw-sm">Add it to your home screen to book in a tap, even offline.</p>
          <div className="bw-row bw-gap2 bw-center">
            <PlainButton blue variant="outline" onClick={installOffer.install}>
              Install
            </PlainButton>
            <PlainButton variant="ghost" onClick={installOffer.dismiss}>
              Not now
            </PlainButton>
          </div>
        </div>
      )}

      <div className="bw-row bw-gap3 bw-wrap bw-center">
        <PlainButton blue onClick={onBookAnother}>
          Book Another Service
        </PlainButton>
        <PlainButton variant="outline" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          Return Home
        </PlainButton>
      </div>
    </div>
  );
}
