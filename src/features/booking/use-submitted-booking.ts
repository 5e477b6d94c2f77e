// The booking the wizard submitted: sending it (saved on this device first,
// see booking-persistence.ts), then following it until the server confirms it
// or refuses it (back to the wizard, with why). The schema library that checks
// the booking before it is saved loads with the storage half, not with the page.
import { useEffect, useRef, useState } from 'react';
import { SYNC_TIMING } from '@/lib/sync/sync-timing';
import { useBookingActivity } from '@/lib/pwa/booking-activity';
import type { CreateBookingInput } from '@/domain/booking/booking-schema';
import { HONEYPOT_FIELD } from '@/domain/booking/booking-fields';
import type { MyBookingRow } from '@/lib/db/db';
import { useWizard } from './wizard-store';
import { loadBookingSchema, loadPersistence } from './load-persistence';
import { stateAfterRejection, toInput } from './booking-input';

/**
 * How long an online submit says "Sending…" before it says the booking waits on
 * this device: the outbox's own send timeout, after which it retries later.
 */
const SENDING_WAIT_MS = SYNC_TIMING.SEND_TIMEOUT_MS;

export interface SubmittedBookingView {
  row: MyBookingRow | undefined;
  /** Set by an online submit: the confirmation says "Sending…" until the server answers or the send times out. */
  sending: boolean;
  /** The booking on screen was confirmed while the visitor watched: the confirmation says so (the spec's success message). */
  justConfirmed: boolean;
  submit(honeypot: string): Promise<void>;
  bookAnother(): void;
}

export function useSubmittedBooking(ready: boolean): SubmittedBookingView {
  const step = useWizard((s) => s.step);
  const bookingId = useWizard((s) => s.bookingId);
  const [row, setRow] = useState<MyBookingRow | undefined>();
  /** The booking submitted in this page view: its confirmation gets the success message even if it was instant. */
  const submittedHere = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  const [justConfirmed, setJustConfirmed] = useState(false);

  // An online submit says "Sending…" for as long as the outbox waits for the answer.
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setSending(false), SENDING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [sending]);

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
    try {
      const { createBookingInput, fieldErrors: toFieldErrors } = await loadBookingSchema();
      const parsed = createBookingInput.safeParse(input);
      if (!parsed.success) {
        // Nothing was sent: the fields say what is wrong (the form focuses the first), no failure banner.
        const fields = toFieldErrors(parsed.error);
        const timeProblem = 'booking_time' in fields || 'booking_date' in fields;
        const now = useWizard.getState();
        now.set({
          fieldErrors: fields,
          notice: timeProblem ? (fields.booking_time ?? fields.booking_date ?? null) : null,
          ...(timeProblem ? { step: 'calendar', time: null, stepMoves: now.stepMoves + 1 } : {}),
        });
        return;
      }
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

  return { row, sending, justConfirmed, submit, bookAnother };
}
