// Scrolling helpers shared by the navigation and the home page.
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
 */
export function visitorActedSinceLoad(): boolean {
  return typeof window !== 'undefined' && window.__visitorActed === true;
}
