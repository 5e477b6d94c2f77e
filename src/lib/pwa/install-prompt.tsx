// Keeps the browser's install prompt (beforeinstallprompt) for later and offers it
// through a toast when shouldOfferInstall() allows. Renders nothing itself.
// "Moved around during this visit" counts the pages opened in this tab's session
// (the public pages are ordinary page loads) and, in the app, its own moves
// (`locationKey`, the router's location key).
import { useCallback, useEffect, useRef } from 'react';
import { toaster } from '@/lib/toaster';
import { BUSINESS } from '@/config/business';
import { useBookingActivity } from './booking-activity';
import { countPageThisVisit, countVisit, installDeclined, rememberInstallDeclined, shouldOfferInstall } from './install-offer';

/** Chromium's event, not in TypeScript's DOM lib. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_TOAST_ID = 'pwa-install';

export function InstallPrompt({ locationKey = 'page' }: { locationKey?: string }) {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const visits = useRef(0);
  /** Pages opened in this tab's session before and with this one. */
  const pagesThisVisit = useRef(0);
  /** Locations seen in this page's life (a set, so StrictMode's double effects count once). */
  const locationsSeen = useRef(new Set<string>());
  const installed = useRef(false);
  const offered = useRef(false);
  const bookingsCompleted = useBookingActivity((s) => s.bookingsCompleted);

  const maybeOffer = useCallback(() => {
    const prompt = deferred.current;
    if (!prompt || offered.current) return;
    const state = {
      visits: visits.current,
      bookingsCompleted: useBookingActivity.getState().bookingsCompleted,
      navigatedThisVisit: pagesThisVisit.current > 1 || locationsSeen.current.size > 1,
      declined: installDeclined(localStorage),
      installed: installed.current || window.matchMedia('(display-mode: standalone)').matches,
    };
    if (!shouldOfferInstall(state)) return;
    offered.current = true;
    const install = () => {
      void prompt.prompt().then(async () => {
        const { outcome } = await prompt.userChoice;
        if (outcome === 'dismissed') rememberInstallDeclined(localStorage);
        deferred.current = null;
      });
    };
    // On the booking confirmation the offer is part of the page (a toast would cover its buttons).
    if (useBookingActivity.getState().confirmationShown) {
      useBookingActivity.getState().setInstallOffer({
        install: () => {
          useBookingActivity.getState().setInstallOffer(null);
          install();
        },
        dismiss: () => {
          useBookingActivity.getState().setInstallOffer(null);
          rememberInstallDeclined(localStorage);
        },
      });
      return;
    }
    toaster.create({
      id: INSTALL_TOAST_ID,
      title: `Install ${BUSINESS.shortName}`,
      description: 'Add it to your home screen to book in a tap, even offline.',
      type: 'info',
      duration: 15_000,
      closable: true,
      action: { label: 'Install', onClick: install },
    });
  }, []);

  useEffect(() => {
    visits.current = countVisit(localStorage, sessionStorage);
    pagesThisVisit.current = countPageThisVisit(sessionStorage, window.location.href);
    const keep = (event: Event) => {
      // Stop Chromium's own mini-infobar: the offer comes at a better moment.
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      maybeOffer();
    };
    const done = () => {
      installed.current = true;
      toaster.dismiss(INSTALL_TOAST_ID);
    };
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', done);
    };
  }, [maybeOffer]);

  useEffect(() => {
    locationsSeen.current.add(locationKey);
    maybeOffer();
  }, [locationKey, maybeOffer]);

  useEffect(() => {
    if (bookingsCompleted > 0) maybeOffer();
  }, [bookingsCompleted, maybeOffer]);

  return null;
}
