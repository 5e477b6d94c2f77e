// The Reports' worker, started by the prerendered /reports' inline script
// (report-worker-early.ts) and taken over here, or by the app's entry
// (entry-client.tsx, which holds this module) on /reports when the session
// last confirmed on this device is an admin's, or else by the gate
// (reports-page.tsx) as soon as it knows the visitor is an admin: its code
// then downloads, and it reads the cached bookings, while the staff pages'
// shell and the view's own code are on their way, instead of after the view
// has mounted.
// The worker answers the period the view opens on without being asked: the
// answer that comes while the view's code is still on its way is kept here,
// and the view draws it in its first render (use-report.ts). The view takes
// the worker over and ends it when it unmounts. Nothing here runs for anyone
// else.
// On a prerendered /reports the entry also draws the worker's first answer
// ahead of the staff pages' shell (reports-ahead.tsx): what it drew, and the
// period picked there, are kept here until the view takes the page over.
import type { PeriodChoice } from './reports-parts';
import { markAnswer, markReports } from './report-marks';
import { OPENING_ANSWER_ID, isReportAnswer, type ReportWorkerAnswer, type ReportWorkerPost } from './report-messages';
import { takeEarlyReportWorker } from './report-worker-early';

let waiting: Worker | null = null;
/** The waiting worker's latest answer to the opening period. */
let early: ReportWorkerAnswer | null = null;
/** Workers a mounted view holds: while one does, the gate starts no other. */
let held = 0;

function newWorker(): Worker {
  return new Worker(new URL('./report-worker.ts', import.meta.url), { type: 'module', name: 'reports' });
}

/** Resolves once the opening period's first answer has been handed to the first look's drawing, or none is coming soon. */
let settleFirstAnswer: () => void = () => undefined;
const firstAnswerSettled = new Promise<void>((resolve) => (settleFirstAnswer = resolve));

/** Keeps the waiting worker's answer to the opening period, and hands it to the first look's drawing. */
function keepPost(post: ReportWorkerPost, arrivedAt?: number): void {
  if (!isReportAnswer(post)) {
    settleFirstAnswer();
    return;
  }
  markAnswer(post, arrivedAt);
  if (post.id !== OPENING_ANSWER_ID) return;
  early = post;
  if (onEarly) {
    onEarly(post);
    settleFirstAnswer();
  }
}

/**
 * Starts the worker ahead of the view (once; a no-op while one waits or a view
 * holds one), or takes over the one the prerendered page's inline script
 * started (report-worker-early.ts) with the answers it kept.
 */
export function startReportWorker(): void {
  if (held > 0 || waiting) return;
  const started = takeEarlyReportWorker();
  if (!started) markReports('worker-started');
  waiting = started?.worker ?? newWorker();
  // A worker's message with no listener is dropped: keep the answers until the view listens.
  waiting.onmessage = (event: MessageEvent<ReportWorkerPost>) => keepPost(event.data);
  waiting.onerror = () => settleFirstAnswer();
  for (const { post, at } of started?.posts ?? []) keepPost(post, at);
}

let onEarly: ((answer: ReportWorkerAnswer) => void) | null = null;

/** Calls `listener` with each answer the waiting worker gives (none once the view has taken it), the one given already first. */
export function whenEarlyAnswer(listener: (answer: ReportWorkerAnswer) => void): void {
  onEarly = listener;
  if (waiting && early) {
    listener(early);
    settleFirstAnswer();
  }
}

/**
 * Resolves once the worker started ahead has had its first answer drawn ahead
 * (whenEarlyAnswer), or has said none comes soon, or failed: the entry holds
 * the app's chunks back until then, or for a moment at most (entry-client.tsx).
 */
export function firstAnswerDrawn(): Promise<void> {
  return firstAnswerSettled;
}

/** The slot of the page's loading state the first look is drawn into (its CSS hides the spinner beside it). */
export const AHEAD_SLOT_ATTR = 'data-reports-ahead-slot';

/** The element drawn ahead of the view, with what drops it, and the period picked on it. */
let ahead: { element: HTMLElement; drop: () => void } | null = null;
let aheadChoice: PeriodChoice | null = null;

export function keepDrawnAhead(element: HTMLElement, drop: () => void): void {
  ahead = { element, drop };
}

export function setAheadChoice(choice: PeriodChoice): void {
  aheadChoice = choice;
}

/** The period picked on the first look drawn ahead, for the view to open with; null when none was. */
export function choiceMadeAhead(): PeriodChoice | null {
  return ahead ? aheadChoice : null;
}

/**
 * The ref of the slot in the page's loading state (reports-page.tsx): the
 * element drawn ahead goes into each slot the gate draws (the prerendered one,
 * the one while the view's code loads). Once no slot holds it (the view has
 * taken the page, or the gate sent the visitor away), it is dropped.
 */
export function adoptDrawnAhead(slot: HTMLElement | null): void {
  if (slot) {
    if (ahead && ahead.element.parentNode !== slot) slot.append(ahead.element);
    return;
  }
  // A slot going is followed by the next one in the same commit: look once it is over.
  setTimeout(() => {
    if (!ahead || ahead.element.isConnected) return;
    ahead.drop();
    ahead = null;
    aheadChoice = null;
  }, 0);
}

/** The opening period's answer the waiting worker has given, for the view's first render. */
export function earlyReportAnswer(): ReportWorkerAnswer | null {
  return waiting ? early : null;
}

/** The worker started ahead, or a new one (a view mounted again after its last one ended). */
export function takeReportWorker(): Worker {
  const worker = waiting ?? newWorker();
  worker.onmessage = null;
  waiting = null;
  early = null;
  held += 1;
  return worker;
}

/** Ends a worker the view took. */
export function endReportWorker(worker: Worker): void {
  worker.terminate();
  held -= 1;
}
