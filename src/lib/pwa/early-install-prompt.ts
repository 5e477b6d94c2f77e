// Chromium may fire beforeinstallprompt (once per page) before the install offer
// has mounted (it loads once the page is idle), on a repeat visit whose service
// worker is already active: keep it from the start and hand it over once the
// offer listens.
let early: Event | null = null;
const keep = (event: Event) => {
  event.preventDefault();
  early = event;
};

/** Call first thing in an entry. */
export function keepEarlyInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', keep);
}

/** Call once the install offer listens: an event kept until now is dispatched again for it. */
export function releaseEarlyInstallPrompt(): void {
  window.removeEventListener('beforeinstallprompt', keep);
  if (early) window.dispatchEvent(early);
  early = null;
}
