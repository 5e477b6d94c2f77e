// Whether a media query matches, kept current; false during prerendering.
import { useSyncExternalStore } from 'react';

// One MediaQueryList per query: React reads the snapshot on every render of the
// dashboard (each keystroke, twice), and matchMedia builds and evaluates a new list per call.
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = mediaList(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => mediaList(query).matches,
    () => false,
  );
}
