// The booking wizard, rendered inside the home page's booking section.
// The first load carries only the wizard's UI; its Dexie/network half
// (booking-persistence.ts) loads when the section nears the viewport, on the
// first interaction or when the browser is idle, and at once when this device
// holds a draft or a waiting booking (the wizard waits for the restore).
import { useEffect, useRef, useState } from 'react';
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { SYNC_TIMING } from '@/lib/sync/sync-timing';
import { useBookingIntent } from '@/lib/booking-intent';
import { intendedCity, takeIntendedCity } from '@/lib/intended-city';
import { hasLocalData } from '@/lib/sync/local-data-hint';
import type { MyBookingRow } from '@/lib/db/db';
import type { SubmittedBooking } from './booking-persistence';
import { HONEYPOT_FIELD, createBookingInput, fieldErrors as toFieldErrors, type CreateBookingInput } from '@/domain/booking/booking-schema';
import { computeTotal, findPackage, type VehicleType } from '@/domain/catalog';
import type { CityId } from '@/domain/schedule/cities';
import { useBookingActivity } from '@/lib/pwa/booking-activity';
import { useWizard, type Details, type WizardState, type WizardStep } from './wizard-store';
import { loadPersistence } from './load-persistence';
import { weekOffsetOf } from '@/domain/schedule/week-strip';
import { StepIndicator } from './step-indicator';
import { ServiceStep } from './service-step';
import { CalendarStep } from './calendar-step';
import { DetailsStep } from './details-step';
import { ConfirmationStep } from './confirmation-step';
import { useOnline } from '@/lib/use-online';
import { OTHER_CITY } from '@/components/booking/city-options';
import { StepMotion, type StepDirection } from '@/components/motion/motion';

const DRAFT_SAVE_DEBOUNCE_MS = 400;
/** The order of the steps: moving to a later one is forward, to an earlier one back. */
const STEP_ORDER: readonly WizardStep[] = ['service', 'calendar', 'form', 'confirmation'];
const SLOT_TAKEN_NOTICE = 'Sorry, the time you picked was taken before your booking reached us. Please choose another time.';
const INVALID_NOTICE = 'Please check the highlighted fields.';
/**
 * How long an online submit says "Sending…" before it says the booking waits on
 * this device: the outbox's own send timeout, after which it retries later.
 */
const SENDING_WAIT_MS = SYNC_TIMING.SEND_TIMEOUT_MS;
/** Room above a step's top when it is brought into view: the fixed header (and the offline banner while shown). */
const STEP_SCROLL_MARGIN = 'calc(64px + var(--offline-banner-height, 0px) + 8px)';

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
function stateAfterRejection(row: SubmittedBooking): Partial<WizardState> {
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

function toInput(s: WizardState, id: string): CreateBookingInput {
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

export function BookingSection() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const step = useWizard((s) => s.step);
  const restoring = useWizard((s) => s.restoring);
  const bookingId = useWizard((s) => s.bookingId);
  const intent = useBookingIntent();
  const [ready, setReady] = useState(false);
  const [row, setRow] = useState<MyBookingRow | undefined>();
  /** The booking submitted in this page view: its confirmation gets the success message even if it was instant. */
  const submittedHere = useRef<string | null>(null);
  /** Set by an online submit: the confirmation says "Sending…" until the server answers or the send times out. */
  const [sending, setSending] = useState(false);
  /** The booking on screen was confirmed while the visitor watched: the confirmation says so (the spec's success message). */
  const [justConfirmed, setJustConfirmed] = useState(false);
  const stepTopRef = useRef<HTMLDivElement>(null);
  const stepMoves = useWizard((s) => s.stepMoves);
  const online = useOnline();
  // Which way the last step change went (the step shown first does not move).
  const [shownStep, setShownStep] = useState(step);
  const [direction, setDirection] = useState<StepDirection>(0);
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

  // An online submit says "Sending…" for as long as the outbox waits for the answer.
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setSending(false), SENDING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [sending]);

  // Load the persistence half: at once (and restore) when this device holds
  // something, else when the section nears the viewport, on interaction or idle.
  useEffect(() => {
    let cancelled = false;
    const set = useWizard.getState().set;
    // My Bookings links a refused booking here, to be fixed in the form it was sent from.
    const params = new URLSearchParams(window.location.search);
    const retry = params.get('retry');
    if (retry !== null) {
      params.delete('retry');
      const query = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    }
    const load = async (restoreNow: boolean) => {
      const p = await loadPersistence();
      if (retry) await p.reopenRefused(retry);
      // Without the hint, a draft found late must not overwrite what the visitor already chose.
      if (restoreNow || !hasInput(useWizard.getState())) {
        const restored = await p.restore();
        if (cancelled) return;
        if (restored.kind === 'draft') {
          const date = restored.state.date;
          set({ ...restored.state, weekOffset: date ? weekOffsetOf(new Date(), date) : 0 });
        } else if (restored.kind === 'booking') {
          const r = restored.row;
          if (r.sync === 'rejected') {
            // Refused while the visitor was away: back to the wizard, and from now on a draft again.
            set(stateAfterRejection(r));
            await p.returnToDraft(useWizard.getState());
          } else set({ step: 'confirmation', bookingId: r.id });
        }
      }
      if (!cancelled) setReady(true);
    };
    const finish = () => set({ restoring: false });

    if (hasLocalData() || retry) {
      set({ restoring: true });
      void load(true).catch(() => setReady(true)).finally(finish);
      return () => {
        cancelled = true;
      };
    }
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cleanup();
      void load(false).catch(() => setReady(true));
    };
    const node = sectionRef.current;
    const observer =
      typeof IntersectionObserver !== 'undefined' && node
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '800px 0px' })
        : undefined;
    if (node) observer?.observe(node);
    node?.addEventListener('pointerdown', start, { once: true });
    node?.addEventListener('focusin', start, { once: true });
    const idle = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 4000 }) : window.setTimeout(start, 3000);
    function cleanup() {
      observer?.disconnect();
      node?.removeEventListener('pointerdown', start);
      node?.removeEventListener('focusin', start);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  // Save the draft as it changes (typing debounced), flushing when the page is hidden or left.
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dirty = false;
    const flush = () => {
      clearTimeout(timer);
      if (!dirty) return;
      dirty = false;
      void loadPersistence().then((p) => p.saveDraft(useWizard.getState()));
    };
    const unsubscribe = useWizard.subscribe((s, prev) => {
      if (s.restoring || s.step === 'confirmation') return;
      const choiceChanged =
        s.serviceName !== prev.serviceName || s.vehicleType !== prev.vehicleType || s.date !== prev.date || s.time !== prev.time || s.step !== prev.step || s.bookingId !== prev.bookingId;
      if (!choiceChanged && s.details === prev.details) return;
      dirty = true;
      clearTimeout(timer);
      // A choice or a step is saved at once (a reload right after it keeps it); typing is debounced.
      if (choiceChanged) flush();
      else timer = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    });
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    // Choices made before this half loaded are saved now.
    dirty = useWizard.getState().step !== 'confirmation';
    flush();
    return () => {
      unsubscribe();
      flush();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [ready]);

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

  // Follow the submitted booking: confirmed by the server, or refused and back to the wizard.
  useEffect(() => {
    if (step !== 'confirmation' || !bookingId || !ready) return;
    let previous: MyBookingRow['sync'] | undefined;
    let unsubscribe: (() => void) | undefined;
    let stopFailureWatch: (() => void) | undefined;
    let cancelled = false;
    void loadPersistence().then((p) => {
      if (cancelled) return;
      stopFailureWatch = p.watchSendFailure(bookingId, () => setSending(false));
      unsubscribe = p.watchBooking(bookingId, (next) => {
        setRow(next);
        if (!next) return;
        if (next.sync !== 'pending') setSending(false);
        if (next.sync === 'confirmed' && (previous === 'pending' || submittedHere.current === next.id)) {
          submittedHere.current = null;
          setJustConfirmed(true);
        }
        if (next.sync === 'rejected') {
          setSending(false);
          const state = stateAfterRejection(next);
          useWizard.getState().set({ ...state, stepMoves: useWizard.getState().stepMoves + 1 });
          void p.returnToDraft(useWizard.getState());
        }
        previous = next.sync;
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
      stopFailureWatch?.();
    };
  }, [step, bookingId, ready]);

  const submit = async (honeypot: string) => {
    const s = useWizard.getState();
    const input: CreateBookingInput = { ...toInput(s, s.bookingId ?? crypto.randomUUID()), ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
    const parsed = createBookingInput.safeParse(input);
    if (!parsed.success) {
      // Nothing was sent: the fields say what is wrong (the form focuses the first), no failure banner.
      const fields = toFieldErrors(parsed.error);
      const timeProblem = 'booking_time' in fields || 'booking_date' in fields;
      s.set({
        fieldErrors: fields,
        notice: timeProblem ? (fields.booking_time ?? fields.booking_date ?? null) : null,
        ...(timeProblem ? { step: 'calendar', time: null, stepMoves: s.stepMoves + 1 } : {}),
      });
      return;
    }
    try {
      const p = await loadPersistence();
      const id = await p.submitBooking(input);
      submittedHere.current = id;
      setRow(undefined);
      setSending(typeof navigator === 'undefined' || navigator.onLine !== false);
      setJustConfirmed(false);
      useWizard.getState().set({ step: 'confirmation', bookingId: id, notice: null, fieldErrors: {}, stepMoves: useWizard.getState().stepMoves + 1 });
      useBookingActivity.getState().markBookingCompleted();
    } catch {
      useWizard.getState().set({ notice: 'Failed to create booking. Please try again.' });
    }
  };

  const bookAnother = () => {
    void loadPersistence().then((p) => p.forgetCurrent());
    setRow(undefined);
    setSending(false);
    setJustConfirmed(false);
    useWizard.getState().startOver();
  };

  return (
    <Box ref={sectionRef} maxW="5xl" mx="auto" data-ready={ready ? 'true' : 'false'} data-testid="booking-wizard">
      <Heading as="h2" size="2xl" textAlign="center" mb="6">
        Book Your Detail
      </Heading>
      <Box ref={stepTopRef} scrollMarginTop={STEP_SCROLL_MARGIN}>
        {step !== 'confirmation' && <StepIndicator current={step} />}
        {restoring && (
          <Stack align="center" py="10" role="status">
            <Spinner />
            <Text>Restoring your booking…</Text>
          </Stack>
        )}
        {/* A step sliding in from the side must not widen the page while it moves. */}
        <Box overflowX="clip" css={{ overflowClipMargin: '8px' }}>
          {!restoring && (
            <StepMotion stepKey={step} direction={direction}>
              {step === 'service' && <ServiceStep />}
              {step === 'calendar' && <CalendarStep />}
              {step === 'form' && <DetailsStep onSubmit={submit} />}
              {step === 'confirmation' && <ConfirmationStep row={row} online={online} sending={sending && online} justConfirmed={justConfirmed} onBookAnother={bookAnother} />}
            </StepMotion>
          )}
        </Box>
      </Box>
    </Box>
  );
}

function hasInput(s: WizardState): boolean {
  return !!(s.serviceName || s.vehicleType || s.date || s.time || Object.values(s.details).some((v) => v.trim()));
}
