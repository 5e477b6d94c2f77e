// No tap lost before hydration. The prerendered page shows its controls well
// before React answers them (the whole page until the root has hydrated; the
// booking wizard until its late chunk has too). From the first line of the
// entry module, this records every click, key press and input on a part that
// is not interactive yet, keeps it from the browser's default action (a native
// form submit, a checkbox toggle), starts the deferred parts' hydration at once
// (hurryHydration) and, once they are interactive, replays the recorded events
// in their order, so the choice the visitor made is the one shown.
// An event on a part that is already interactive is left alone (no double
// effect); so are link clicks, which the browser can follow by itself.
// The entry module runs only after the whole document has been parsed and its
// chunks fetched, seconds after the first paint on a loaded phone: until then a
// small inline script in index.html records the same events the same way, and
// startEventCapture takes its queue over (window.__earlyEvents).
// On an islands page (src/lib/islands) the rest of the page is static HTML that
// the browser answers by itself (links, <details>): only events on an island
// that has not hydrated are recorded, that island's hydration is hurried, and
// each event is replayed as soon as its own island is interactive, in order.
// A part drawn ahead of hydration by a React root of its own (OWN_EVENTS_ATTR)
// answers its events itself and is left alone too.
import { hurryHydration, inUnhydratedRegion, onRegionReleased, whenHydrated } from './hydration-gate';
import { ISLAND_ATTR, ISLAND_HYDRATED_ATTR } from './islands/island-attrs';

/** Marks a part drawn by a React root of its own before the page hydrates: it answers its own events. */
export const OWN_EVENTS_ATTR = 'data-own-events';

const CAPTURED_TYPES = ['click', 'keydown', 'input', 'change', 'submit'] as const;
type CapturedType = (typeof CAPTURED_TYPES)[number];

interface CapturedEvent {
  type: CapturedType;
  target: Element;
  /** Child indices from the root container: finds the element again if hydration replaced it. */
  path: number[];
  tagName: string;
  text: string;
  init: MouseEventInit & KeyboardEventInit;
  value?: string;
  checked?: boolean;
}

let container: Element | null = null;
/** An islands page: only islands answer events; each one is interactive on its own. */
let islands = false;
let rootInteractive = false;
/** Every deferred part has hydrated too (the toaster included): replay waits for it, so a replayed choice shows its toast. */
let allInteractive = false;
let capturing = false;
let flushScheduled = false;
const queue: CapturedEvent[] = [];
let stopListening: (() => void) | undefined;

function pathOf(el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== container; node = node.parentElement) {
    if (!node.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function fromPath(path: number[]): Element | null {
  let node: Element | null = container;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/** On an islands page: whether `el` is static HTML (the browser answers it) or in an island that has hydrated. */
function islandLive(el: Element): boolean {
  const island = el.closest(`[${ISLAND_ATTR}]`);
  return !island || island.hasAttribute(ISLAND_HYDRATED_ATTR);
}

/** Whether a recorded event's target would answer it now. */
function live(el: Element): boolean {
  if (islands) return islandLive(el);
  return rootInteractive && !inUnhydratedRegion(el);
}

/** Whether the event at the head of the queue may be replayed now. */
function replayable(c: CapturedEvent): boolean {
  return islands ? islandLive(resolve(c) ?? c.target) : allInteractive;
}

/** What index.html's inline script recorded before the entry module ran. */
interface EarlyEvents {
  queue: { event: Event; value?: string; checked?: boolean }[];
  stop(): void;
}
declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

/** A field's value and checked state when the event happened (for an early event, recorded then). */
interface FieldSnapshot {
  value?: string;
  checked?: boolean;
}

function record(event: Event, snapshot?: FieldSnapshot): void {
  if (!event.isTrusted || !container) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !container.contains(target) || live(target)) return;
  if (event.type === 'click' && target.closest('a[href]')) return; // the browser follows links by itself
  if (target.closest(`[${OWN_EVENTS_ATTR}]`)) return;
  // React has not hydrated this part: nothing else here should see the event.
  event.stopImmediatePropagation();
  if (event.type === 'submit') {
    // Replaying the click or key press that caused it submits through the app; a native submit would lose the page.
    event.preventDefault();
    return;
  }
  if (event.type === 'click') event.preventDefault();
  const e = event as MouseEvent & KeyboardEvent;
  const field = target as Partial<HTMLInputElement>;
  queue.push({
    type: event.type as CapturedType,
    target,
    path: pathOf(target),
    tagName: target.tagName,
    text: (target.textContent ?? '').slice(0, 80),
    init: {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      detail: e.detail,
      clientX: e.clientX,
      clientY: e.clientY,
      button: e.button,
      key: e.key,
      code: e.code,
      repeat: e.repeat,
      ctrlKey: e.ctrlKey,
      shiftKey: e.shiftKey,
      altKey: e.altKey,
      metaKey: e.metaKey,
    },
    value: snapshot ? snapshot.value : typeof field.value === 'string' ? field.value : undefined,
    checked: snapshot ? snapshot.checked : typeof field.checked === 'boolean' ? field.checked : undefined,
  });
  hurryHydration(islands ? target : undefined);
}

/** The recorded element, or the one hydration put in its place (same tag and text). */
function resolve(c: CapturedEvent): Element | null {
  if (c.target.isConnected) return c.target;
  const el = fromPath(c.path);
  return el && el.tagName === c.tagName && (el.textContent ?? '').slice(0, 80) === c.text ? el : null;
}

/**
 * Sets a field's value so that React sees a change: first through the element's
 * own setter (React's value tracker records it), then the prototype's (it does not).
 */
function setFieldValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  el.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, value);
}

function replay(c: CapturedEvent): void {
  const el = resolve(c);
  if (!el) return;
  if (c.type === 'click') {
    el.dispatchEvent(new MouseEvent('click', c.init));
  } else if (c.type === 'keydown') {
    el.dispatchEvent(new KeyboardEvent('keydown', c.init));
  } else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // Its click was replayed (and toggled it); the input/change events that click caused were never recorded.
  } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    if (c.value !== undefined) setFieldValue(el, c.value);
    el.dispatchEvent(new Event(c.type, { bubbles: true }));
  }
}

/** Replays the recorded events in order, once every part is interactive. */
function flush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  // Each event in a task of its own, so React renders the result of one before the next arrives.
  const step = () => {
    const next = queue[0];
    if (!next || !replayable(next)) {
      flushScheduled = false;
      return;
    }
    queue.shift();
    replay(next);
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

/** A page without prerendered markup (rendered, not hydrated): the inline script's recording stops. */
export function stopEarlyCapture(): void {
  window.__earlyEvents?.stop();
  delete window.__earlyEvents;
}

/**
 * Starts recording; call first thing in the entry, when the page has prerendered
 * markup to hydrate. `islands`: the page hydrates island by island
 * (src/lib/islands/hydrate-islands.tsx), not as one root.
 */
export function startEventCapture(root: Element, { islands: islandsPage = false } = {}): void {
  if (capturing) return;
  capturing = true;
  container = root;
  islands = islandsPage;
  // No root to wait for: each island that hydrates may free the queue's head.
  if (islands) onRegionReleased(flush);
  // Take over from the inline script in the same task (no event falls between): its events first, in order.
  const early = window.__earlyEvents;
  stopEarlyCapture();
  for (const { event, value, checked } of early?.queue ?? []) record(event, { value, checked });
  const listener = (event: Event) => record(event);
  for (const type of CAPTURED_TYPES) window.addEventListener(type, listener, true);
  stopListening = () => {
    for (const type of CAPTURED_TYPES) window.removeEventListener(type, listener, true);
  };
}

/**
 * The root has hydrated (its first effect ran): events outside the parts still
 * deferred reach React directly from now on; the recorded ones are replayed, and
 * recording stops, once every part has hydrated (hurried by the first recorded event).
 */
export function markRootInteractive(): void {
  if (rootInteractive) return;
  rootInteractive = true;
  whenHydrated(() => {
    allInteractive = true;
    stopListening?.();
    stopListening = undefined;
    flush();
  });
}
