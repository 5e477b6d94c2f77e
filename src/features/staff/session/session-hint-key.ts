// Where the session last confirmed on this device is kept (session-hint.ts
// reads, checks and writes it), and its role read as plainly as can be, for
// work started before the app has loaded (the Reports' worker): that read
// checks nothing and decides nothing; the page's gate does, with the checked
// session.

export const SESSION_HINT_KEY = 'coastline:staff-session';

/** The stored session's role, unchecked; null when none or unreadable. */
export function hintedRole(): string | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? 'null');
    const role = (stored as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}
