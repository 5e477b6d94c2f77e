// Home = the marketing page with the booking wizard in its booking section.
// The wizard is below the fold and the heaviest part of the page (forms, zod
// schemas, schedule), so on a first visit it is not in the first load: its
// prerendered HTML stays as it is (a <Suspense> boundary whose lazy component
// has not loaded keeps the server markup) and hydrates once the page is idle or
// the section nears the viewport. Prerendering, and arriving here from another
// page of the app, render it in place (preloadBookingSection first).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { HomePage } from '@/features/marketing/home-page';
import { holdHydration, importWhenOnline, whenIdleOrNear } from '@/lib/hydration-gate';

const loadBooking = () => import('@/features/booking/booking-section');

let Loaded: ComponentType | null = null;

/** Loads the wizard so that HomeRoute renders it without suspending. */
export async function preloadBookingSection(): Promise<void> {
  Loaded = (await loadBooking()).BookingSection;
}

const LazyBookingSection = lazy(async () => {
  await whenIdleOrNear(document.getElementById('booking'));
  // Until it arrives (after a lost connection: once back online), the prerendered wizard stays.
  return { default: (await importWhenOnline(loadBooking)).BookingSection };
});

// On a first visit this module loads before hydration: the page counts as
// hydrated (html[data-hydrated]) only once the wizard is too.
// Its region tells event replay that a tap there waits for the wizard (src/lib/event-replay.ts).
const releaseHydration =
  typeof document !== 'undefined' && !document.documentElement.dataset.hydrated ? holdHydration(document.getElementById('booking')) : () => undefined;

function Hydrated() {
  useEffect(releaseHydration, []);
  return null;
}

export function HomeRoute() {
  const Booking = Loaded ?? LazyBookingSection;
  return (
    <HomePage
      bookingSection={
        <Suspense fallback={null}>
          <Booking />
          <Hydrated />
        </Suspense>
      }
    />
  );
}
