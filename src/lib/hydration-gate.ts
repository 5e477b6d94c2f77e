// Parts of a page that hydrate after the rest (loaded with import() once the
// page is idle or they near the viewport) hold this gate until they have
// hydrated, so "the page is interactive" (<html data-hydrated>, which browser
// tests wait for) still means every part of it is. A part with prerendered
// markup names its region, so event replay (event-replay.ts) knows that a tap
// there is not answered yet. A part that waits for the visitor (the booking
// wizard on the home page, hydrating on intent) holds its region only.
let held = 0;
let waiters: (() => void)[] = [];
const heldRegions = new Map<Element, number>();
const regionListeners = new Set<() => void>();

function addRegion(region: Element): void {
  heldRegions.set(region, (heldRegions.get(region) ?? 0) + 1);
}

function releaseRegion(region: Element): void {
  const left = (heldRegions.get(region) ?? 1) - 1;
  if (left > 0) heldRegions.set(region, left);
  else heldRegions.delete(region);
  for (const listener of [...regionListeners]) listener();
}

/** Holds the gate; call the returned function (once is enough) when the part has hydrated. */
export function holdHydration(region?: Element | null): () => void {
  held += 1;
  if (region) addRegion(region);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    if (region) releaseRegion(region);
    if (held > 0) return;
    const ready = waiters;
    waiters = [];
    for (const w of ready) w();
  };
}

/** Marks a region as not interactive yet without holding the gate; call the returned function when it has hydrated. */
export function holdRegion(region: Element): () => void {
  addRegion(region);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    releaseRegion(region);
  };
}

/** Calls `listener` each time a region becomes interactive; returns the unsubscribe. */
export function onRegionReleased(listener: () => void): () => void {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** Runs `callback` once nothing holds the gate (at once if nothing does). */
export function whenHydrated(callback: () => void): void {
  if (held === 0) callback();
  else waiters.push(callback);
}

/** Whether `node` lies in a part whose prerendered markup has not hydrated yet. */
export function inUnhydratedRegion(node: Node): boolean {
  for (const region of heldRegions.keys()) if (region.contains(node)) return true;
  return false;
}

// A visitor already acted: every part waiting (whenIdleOrNear, whenNearOrHurried) starts now,
// or, for a tap on one part of an islands page, that part.
let hurried = false;
const idleWaits = new Map<() => void, Element | null>();

/**
 * Starts the hydration of deferred parts at once (a tap or key press reached one
 * before it was interactive, or the visitor chose something a part answers): with
 * `target`, the parts waiting on an element inside it or holding it (and the parts
 * that wait on no element); without, every part, from now on.
 */
export function hurryHydration(target?: Node | null): void {
  if (!target) hurried = true;
  for (const [finish, element] of [...idleWaits]) if (!target || !element || element.contains(target) || target.contains(element)) finish();
}

/**
 * Resolves when the browser is idle after load (or after `timeoutMs` at the
 * latest), or earlier when `element` comes within `margin` of the viewport or
 * hurryHydration() is called.
 */
export function whenIdleOrNear(element: Element | null, { timeoutMs = 2000, margin = '300px' } = {}): Promise<void> {
  return waitForPart(element, margin, (finish) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: timeoutMs });
      else setTimeout(finish, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Resolves when `element` comes within `margin` of the viewport, or when
 * hurryHydration() is called for it (the visitor tapped or focused it, or chose
 * something it answers): never merely because the page is idle.
 * `element` must have a box of its own (an island's wrapper has none: pass its child).
 */
export function whenNearOrHurried(element: Element, { margin = '600px' } = {}): Promise<void> {
  return waitForPart(element, margin);
}

/**
 * The wait both share: resolves once, when hurried, when `element` comes within
 * `margin` of the viewport, or when `alsoWhen` calls its `finish`.
 */
function waitForPart(element: Element | null, margin: string, alsoWhen?: (finish: () => void) => void): Promise<void> {
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
    idleWaits.set(finish, element);
    if (element && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && finish(), { rootMargin: margin });
      observer.observe(element);
    }
    alsoWhen?.(finish);
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
