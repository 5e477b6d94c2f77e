// Browser entry of the public pages: static HTML whose interactive parts are
// islands (src/lib/islands), each hydrating on its own. No router, no Chakra:
// moving to another public page is an ordinary page load (precached by the
// service worker). This entry holds only what must run first: taking over the
// early taps (event replay), the scroll a page owes its arrival, and then the
// islands' hydration, React DOM loaded with import() in a task of its own.
import { startEventCapture } from '@/lib/event-replay';
import { hurryHydration, whenHydrated } from '@/lib/hydration-gate';
import { hydrateIslands } from '@/lib/islands/hydrate-islands';
import { keepEarlyInstallPrompt } from '@/lib/pwa/early-install-prompt';
import { NAV_SCROLL_DELAY_MS, scrollToSection, takeArrivalSection, visitorActedSinceLoad } from '@/components/layout/scroll';
import { ISLANDS } from '@/app/islands';

const root = document.getElementById('root')!;
const forBooking = new URLSearchParams(window.location.search).get('section') === 'booking';
// Holds every island's region (and the gate) at once, then hydrates them as each one's `when` says.
void hydrateIslands(ISLANDS, { now: (name) => name === 'booking' && forBooking });
// Marks the page as interactive once every island hydrating unasked has (browser tests wait for it).
whenHydrated(() => {
  document.documentElement.dataset.hydrated = 'true';
});
// Taps and key presses on an island from now until it is interactive are replayed then
// (src/lib/event-replay.ts); those taken before any script ran hurry their island now.
startEventCapture(root, { islands: true });
keepEarlyInstallPrompt();

// A page opened for its booking section shows it at once (not once the visitor
// has scrolled, touched or typed: the page must not move under a finger about to tap).
if (forBooking && !visitorActedSinceLoad()) scrollToSection('booking', 'auto');
// Another page's button asked for a section of this one (the bottom bar's Services).
const arrival = takeArrivalSection();
if (arrival && !forBooking) setTimeout(() => !visitorActedSinceLoad() && scrollToSection(arrival), NAV_SCROLL_DELAY_MS);

// The booking wizard waits for intent: a touch or focus in its section, or on a link to it, starts it.
const booking = document.getElementById('booking');
if (booking) {
  const wantsBooking = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('#booking, a[href="/?section=booking"], a[href="/#booking"]')) hurryHydration(booking);
  };
  for (const type of ['pointerdown', 'focusin']) window.addEventListener(type, wantsBooking, { capture: true, passive: true });
}

// This document is the page at this path: a history entry of another path
// (pushed by a script, or by a browser) needs that path's own page.
const here = window.location.pathname;
window.addEventListener('popstate', () => {
  if (window.location.pathname !== here) window.location.reload();
});
