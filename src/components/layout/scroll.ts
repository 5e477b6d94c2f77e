// Scrolling helpers shared by the navigation and the home page, and the move
// to another page (an ordinary page load: the public pages are static HTML,
// precached by the service worker).
export const NAV_SCROLL_DELAY_MS = 100;

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior, block: 'start' });
  return true;
}

export function scrollToTop(behavior: ScrollBehavior = 'smooth'): void {
  window.scrollTo({ top: 0, behavior });
}

declare global {
  interface Window {
    /** Set by index.html's inline script on the visitor's first scroll, touch or key press. */
    __visitorActed?: boolean;
  }
}

/**
 * Whether the visitor has scrolled, touched or typed since the page loaded. A
 * page that scrolls itself to a section on arrival does so only before that:
 * moving the page under a finger about to tap puts the tap on something else.
 * A page already away from its top counts too: the browser dispatches a scroll
 * event only at its next frame, so a scroll made just before this script ran
 * has moved the page but not yet told index.html's listener (and a position the
 * browser restored is one the visitor left it at).
 */
export function visitorActedSinceLoad(): boolean {
  if (typeof window === 'undefined') return false;
  return window.__visitorActed === true || window.scrollY !== 0 || window.scrollX !== 0;
}

/** sessionStorage key: the section the next page scrolls to once loaded (its URL keeps no hash). */
export const ARRIVAL_SECTION_KEY = 'coastline:arrival-section';

/**
 * Opens another page. With `section`, that page scrolls to the section once it
 * has loaded (NAV_SCROLL_DELAY_MS later, as the spec has it), with its URL left
 * as given.
 */
export function loadPage(path: string, { section }: { section?: string } = {}): void {
  if (section) {
    try {
      sessionStorage.setItem(ARRIVAL_SECTION_KEY, section);
    } catch {
      /* storage blocked: the page opens at its top */
    }
  }
  window.location.assign(path);
}

/** The section a previous page asked this one to scroll to (once: the key is removed). */
export function takeArrivalSection(): string | null {
  try {
    const section = sessionStorage.getItem(ARRIVAL_SECTION_KEY);
    sessionStorage.removeItem(ARRIVAL_SECTION_KEY);
    return section;
  } catch {
    return null;
  }
}
