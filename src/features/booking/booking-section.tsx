// The booking wizard, rendered inside the home page's booking section: plain
// elements with booking.css's classes (src/components/booking), so the booking
// page loads neither Chakra's components nor Emotion, nor a motion library (a
// new step slides in with a CSS animation). The first load carries only the
// wizard's UI; its Dexie half (booking-persistence.ts) loads when it is needed
// (use-wizard-persistence.ts), and the schema library the submit checks with
// comes with it (load-persistence.ts).
import { useEffect, useRef, useState } from 'react';
import { useBookingIntent } from '@/lib/booking-intent';
import { intendedCity, takeIntendedCity } from '@/lib/intended-city';
import { findPackage } from '@/domain/catalog';
import { useBookingActivity } from '@/lib/pwa/booking-activity';
import { useOnline } from '@/lib/use-online';
import { Spinner } from '@/components/booking/plain-parts';
import { useWizard, type WizardState, type WizardStep } from './wizard-store';
import { loadPersistence } from './load-persistence';
import { useWizardPersistence } from './use-wizard-persistence';
import { useSubmittedBooking } from './use-submitted-booking';
import { StepIndicator } from './step-indicator';
import { ServiceStep } from './service-step';
import { CalendarStep } from './calendar-step';
import { DetailsStep } from './details-step';
import { ConfirmationStep } from './confirmation-step';

/** The order of the steps: moving to a later one is forward, to an earlier one back. */
const STEP_ORDER: readonly WizardStep[] = ['service', 'calendar', 'form', 'confirmation'];

export function BookingSection() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const step = useWizard((s) => s.step);
  const restoring = useWizard((s) => s.restoring);
  const intent = useBookingIntent();
  const ready = useWizardPersistence(sectionRef);
  const { row, sending, justConfirmed, submit, bookAnother } = useSubmittedBooking(ready);
  const stepTopRef = useRef<HTMLDivElement>(null);
  const stepMoves = useWizard((s) => s.stepMoves);
  const online = useOnline();
  // Which way the last step change went (the step shown first does not move).
  const [shownStep, setShownStep] = useState(step);
  const [direction, setDirection] = useState<0 | 1 | -1>(0);
  if (step !== shownStep) {
    setShownStep(step);
    setDirection(STEP_ORDER.indexOf(step) > STEP_ORDER.indexOf(shownStep) ? 1 : -1);
  }

  // The visitor moved to another step: bring its top into view (on a phone the
  // previous step's button may have been far below it) and focus its heading,
  // or the first field in error when the form came back with some.
  const seenMoves = useRef(stepMoves);
  useEffect(() => {
    if (stepMoves === seenMoves.current) return;
    seenMoves.current = stepMoves;
    const top = stepTopRef.current;
    if (!top) return;
    const target = top.querySelector<HTMLElement>('[aria-invalid="true"]') ?? top.querySelector<HTMLElement>('[data-step-heading]');
    target?.focus({ preventScroll: true });
    top.scrollIntoView({ block: 'start' });
  }, [stepMoves, step]);

  // While a booking is being filled in, a new app version must not take over the page.
  useEffect(() => {
    const report = (w: WizardState) => {
      const inProgress = w.step !== 'confirmation' && (w.step !== 'service' || w.serviceName !== null);
      if (useBookingActivity.getState().bookingInProgress !== inProgress) useBookingActivity.getState().setBookingInProgress(inProgress);
    };
    report(useWizard.getState());
    return useWizard.subscribe(report);
  }, []);

  // A plain link chose a package (`/?section=booking&package=…`, the service pages' and the
  // ceramic page's buttons): the same as a 'Book Now' card. The parameter is then dropped from
  // the address, so a reload later does not choose it again over what the visitor did since.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const chosen = params.get('package');
    if (chosen === null) return;
    params.delete('package');
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    const pkg = findPackage(chosen);
    if (pkg) useBookingIntent.getState().choose(pkg.id);
  }, []);

  // A 'Book Now' button elsewhere chose a service: select it and start at the calendar.
  useEffect(() => {
    const s = useWizard.getState();
    if (restoring || !intent.serviceName || intent.nonce === s.intentNonce) return;
    if (s.step === 'confirmation') void loadPersistence().then((p) => p.forgetCurrent());
    // The spec opens the calendar for a preselected service; the price depends on the vehicle, so
    // one not chosen yet is asked there rather than assumed.
    s.set({
      intentNonce: intent.nonce,
      serviceName: intent.serviceName,
      vehicleOnCalendar: s.vehicleType === null || s.vehicleOnCalendar,
      step: 'calendar',
      stepMoves: s.stepMoves + 1,
      ...(s.step === 'confirmation' ? { bookingId: null, date: null, time: null } : {}),
      notice: null,
    });
  }, [intent.nonce, intent.serviceName, restoring]);

  // Came from a city page: its city fills the service address the first time
  // the calendar (which asks the city before it shows times) or the details
  // form opens in this page view: over a restored city when that page's booking
  // link was just followed (the visitor's newest choice), else only if there is
  // none. Otherwise a typed or restored city is never replaced, nor one the
  // visitor cleared.
  const cityOffered = useRef(false);
  useEffect(() => {
    if (restoring || (step !== 'form' && step !== 'calendar') || cityOffered.current) return;
    const intended = intendedCity();
    if (!intended) return;
    cityOffered.current = true;
    const s = useWizard.getState();
    if (intended.isNew || !s.details.service_city) s.setDetail('service_city', intended.city);
    takeIntendedCity();
  }, [step, restoring]);

  // A new step slides in from the side it comes from; the step shown first does not move.
  const enter = direction === 1 ? 'bw-enter-forward' : direction === -1 ? 'bw-enter-back' : undefined;
  return (
    <div ref={sectionRef} className="bw-root" data-ready={ready ? 'true' : 'false'} data-testid="booking-wizard">
      <h2 className="bw-title">Book Your Detail</h2>
      <div ref={stepTopRef} className="bw-step-top">
        {step !== 'confirmation' && <StepIndicator current={step} />}
        {restoring && (
          <div className="bw-stack bw-restoring" role="status">
            <Spinner />
            <p>Restoring your booking…</p>
          </div>
        )}
        <div className="bw-clip">
          {!restoring && (
            <div key={step} className={enter} data-testid="wizard-step" data-step={step}>
              {step === 'service' && <ServiceStep />}
              {step === 'calendar' && <CalendarStep />}
              {step === 'form' && <DetailsStep onSubmit={submit} />}
              {step === 'confirmation' && <ConfirmationStep row={row} online={online} sending={sending && online} justConfirmed={justConfirmed} onBookAnother={bookAnother} />}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
