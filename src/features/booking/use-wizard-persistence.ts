// The wizard's Dexie half (booking-persistence.ts) is loaded only when it is
// needed, never in a fresh visitor's first load: at once (and the wizard waits
// for its restore) when this device holds a draft or a waiting booking (the
// local-data hint, read synchronously), else when the first choice is saved
// as a draft, or on the visitor's first touch, focus or key in the wizard
// (a draft the hint did not announce is then restored if nothing was chosen yet).
import { useEffect, useState, type RefObject } from 'react';
import { hasLocalData } from '@/lib/sync/local-data-hint';
import { weekOffsetOf } from '@/domain/schedule/week-strip';
import { useWizard } from './wizard-store';
import { loadPersistence } from './load-persistence';
import { hasInput, stateAfterRejection } from './booking-input';

const DRAFT_SAVE_DEBOUNCE_MS = 400;

/**
 * Restores what this device holds; true once there is nothing (more) to
 * restore: at once for a device with no local data. From then on the draft is
 * saved as it changes, loading the persistence half with the first choice.
 */
export function useWizardPersistence(sectionRef: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);

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
    // Nothing to restore: the wizard is ready at once, and its storage loads when something needs it.
    // Set here, not as the initial state: the prerendered page (no localStorage) says not ready.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cleanup();
      void load(false).catch(() => undefined);
    };
    const node = sectionRef.current;
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    for (const type of events) node?.addEventListener(type, start, { once: true });
    // A choice made without touching the wizard (a 'Book Now' card elsewhere on the page).
    const unsubscribe = useWizard.subscribe((s) => hasInput(s) && start());
    function cleanup() {
      for (const type of events) node?.removeEventListener(type, start);
      unsubscribe();
    }
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [sectionRef]);

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
    // Choices made before the restore settled are saved now (nothing chosen: nothing to save, nothing loaded).
    dirty = useWizard.getState().step !== 'confirmation' && hasInput(useWizard.getState());
    flush();
    return () => {
      unsubscribe();
      flush();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [ready]);

  return ready;
}
