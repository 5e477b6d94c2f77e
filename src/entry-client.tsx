// Browser entry of the app (staff and customer pages, React Router): loads what
// the URL's route needs, then hydrates the prerendered page (or renders, on a
// page with no prerendered markup). The public pages have their own entry
// (src/entry-islands.tsx).
// Lighthouse counts every main-thread task over 50 ms against the page, so the
// start-up work is cut into tasks: this entry holds nothing but the loading; React
// DOM, the app (router, Chakra's components, the route tree) and the Chakra
// system (its configuration, then building it: the largest single piece of work)
// are chunks loaded with import(), each evaluated in a task of its own; hydration then runs
// inside a transition, which React does in slices that yield to the browser.
import { startTransition } from 'react';
import { startEventCapture, stopEarlyCapture } from '@/lib/event-replay';
import { keepEarlyInstallPrompt } from '@/lib/pwa/early-install-prompt';
import { hintedRole } from '@/features/staff/session/session-hint-key';
import { firstAnswerDrawn, startReportWorker } from '@/features/staff/reports/report-worker-start';

/** Lets the browser run other work (input, paint) before continuing. */
function yieldToBrowser(): Promise<void> {
  return delay(0);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How long the app's chunks wait at most for the Reports' first look to be drawn ahead of them. */
const FIRST_LOOK_WAIT_MS = 1_500;

async function main() {
  const container = document.getElementById('root')!;
  // Taps and key presses from now until each part is interactive are replayed then (src/lib/event-replay.ts).
  if (container.firstElementChild) startEventCapture(container);
  else stopEarlyCapture();
  keepEarlyInstallPrompt();
  // The Reports of the admin last confirmed on this device: its worker starts now (or, started
  // by the prerendered page's inline script, is taken over), before React, the router, the Chakra
  // system and the gate's chunk, and reads the cached bookings while they load. The gate
  // (reports-page.tsx) still decides, and takes the worker only for an admin; for anyone else
  // nothing of the Reports is fetched. The starter is a few lines imported
  // statically: as an import() of its own it would be preloaded on every app page.
  const reportsAhead = window.location.pathname === '/reports' && hintedRole() === 'admin';
  if (reportsAhead) startReportWorker();
  // The build puts the plain elements' CSS in every page; Vite's dev server serves the files.
  if (import.meta.env.DEV) await import('@/app/site-css-dev');
  // The Reports' first look, drawn from the worker's first answer in a small root of plain elements
  // as soon as both it and React DOM are there, instead of after everything below (reports-ahead.tsx).
  // Not there (offline before the service worker has it): the view draws the same, later. The
  // build leaves it out of the app pages' preloads (scripts/build-web.ts: UNPRELOADED_ENTRY_IMPORTS).
  const drawsAhead = reportsAhead && !!container.firstElementChild;
  const aheadLoaded = drawsAhead ? import('@/features/staff/reports/reports-ahead').then(({ drawReportsAhead }) => drawReportsAhead()) : null;
  // One after the other, with a yield between: chunks fetched together may be
  // evaluated in one task, which would join what this entry splits.
  const { hydrateRoot, createRoot } = await import('react-dom/client');
  // The app's chunks wait until that first look is drawn (or the worker says it has no quick
  // answer): fetched, parsed and run meanwhile, they held the page's thread when the answer
  // came, and on a slow phone it was drawn hundreds of milliseconds later. Never for long.
  if (aheadLoaded) await Promise.race([aheadLoaded.then(firstAnswerDrawn, () => undefined), delay(FIRST_LOOK_WAIT_MS)]);
  await yieldToBrowser();
  const { loadRoute, clientApp } = await import('@/app/client-app');
  await yieldToBrowser();
  await loadRoute(window.location.pathname);
  await yieldToBrowser();
  await import('@/components/ui/system-config');
  await yieldToBrowser();
  const { system } = await import('@/components/ui/system');
  await yieldToBrowser();
  const app = clientApp(system);
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void main();
