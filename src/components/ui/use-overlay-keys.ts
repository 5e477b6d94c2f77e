// A full-screen overlay of the public pages (the menu, the photo viewer) while
// it is open: its keys are heard on the whole window, and the page under it
// does not scroll; closing it gives the page its scrolling back as it was.
import { useEffect } from 'react';

/** onKey: stable (useCallback), or the listener is taken off and put back on each render. */
export function useOverlayKeys(onKey: (e: KeyboardEvent) => void): void {
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onKey]);
}
