// Parts of a page that hydrate after the rest (loaded with import() once the
// page is idle or they near the viewport) hold this gate until they have
// hydrated, so "the page is interactive" (SiteLayout's <html data-hydrated>,
// which browser tests wait for) still means every part of it is. A part with
// prerendered markup names its region, so event replay (event-replay.ts) knows
// that a tap there is not answered yet.
let held = 0;
let waiters: (() => void)[] = [];
const heldRegions = new Set<Element>();

/** Holds the gate; call the returned function (once is enough) when the part has hydrated. */
export function holdHydration(region?: Element | null): () => void {
  held += 1;
  if (region) heldRegions.add(region);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    if (region) heldRegions.delete(region);
    if (held > 0) return;
    const ready = waiters;
    waiters = [];
    for (const w of ready) w();
  };
}

/** Runs `callback` once nothing holds the gate (at once if nothing does). */
export function whenHydrated(callback: () => void): void {
  if (held === 0) callback();
  else waiters.push(callback);
}

/** Whether `node` lies in a part whose prerendered markup has not hydrated yet. */
export function inUnhydratedRegion(node: Node): boolean {
  for (const region of heldRegions) if (region.contains(node)) return true;
  return false;
}

// A visitor already acted: every part waiting for idle (whenIdleOrNear) starts now.
let hurried = false;
const idleWaits = new Set<() => void>();

/** Starts the hydration of every deferred part at once (a tap or key press reached one before it was interactive). */
export function hurryHydration(): void {
  hurried = true;
  for (const finish of [...idleWaits]) finish();
}

/**
 * Resolves when the browser is idle after load (or after `timeoutMs` at the
 * latest), or earlier when `element` comes within `margin` of the viewport or
 * hurryHydration() is called.
 */
export function whenIdleOrNear(element: Element | null, { timeoutMs = 2000, margin = '300px' } = {}): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let observer: IntersectionObserver | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      idleWaits.delete(finish);
      observer?.disconnect();
      resolve();
    };
    if (hurried) return finish();
    idleWaits.add(finish);
    if (element && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && finish(), { rootMargin: margin });
      observer.observe(element);
    }
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: timeoutMs });
      else setTimeout(finish, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Loads a deferred chunk; when that fails (the connection dropped before it came),
 * tries again each time the browser is back online, so a part that hydrates late
 * never turns into an error and still arrives once it can.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry);
          load().then(resolve, () => window.addEventListener('online', retry));
        };
        window.addEventListener('online', retry);
      }),
  );
}
