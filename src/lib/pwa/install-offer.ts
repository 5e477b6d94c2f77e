// When to offer installing the app: after a booking, or on a second visit once the
// visitor has moved around; never on arrival, never again after they declined,
// never once installed.

export interface InstallOfferState {
  /** Visits to the site in this browser, this one included. */
  visits: number;
  bookingsCompleted: number;
  /** The visitor has navigated within the site during this visit. */
  navigatedThisVisit: boolean;
  declined: boolean;
  installed: boolean;
}

export function shouldOfferInstall(s: InstallOfferState): boolean {
  if (s.declined || s.installed) return false;
  return s.bookingsCompleted > 0 || (s.visits >= 2 && s.navigatedThisVisit);
}

const VISITS_KEY = 'pwa:visits';
const COUNTED_KEY = 'pwa:visit-counted';
const DECLINED_KEY = 'pwa:install-declined';

/** Counts this visit once per browsing session and returns the total. */
export function countVisit(local: Storage, session: Storage): number {
  const before = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(COUNTED_KEY)) return before;
  session.setItem(COUNTED_KEY, '1');
  local.setItem(VISITS_KEY, String(before + 1));
  return before + 1;
}

const PAGES_KEY = 'pwa:pages-this-visit';

/**
 * Counts this page load once (per URL in a row: a reload is not a move) among the
 * pages opened in this browsing session and returns how many there were.
 */
export function countPageThisVisit(session: Storage, url: string): number {
  const [count, last] = (session.getItem(PAGES_KEY) ?? '0 ').split(/ (.*)/s);
  const before = Number(count) || 0;
  if (last === url) return before;
  session.setItem(PAGES_KEY, `${before + 1} ${url}`);
  return before + 1;
}

export const installDeclined = (local: Storage) => local.getItem(DECLINED_KEY) === '1';
export const rememberInstallDeclined = (local: Storage) => local.setItem(DECLINED_KEY, '1');
