// Whether the browser says it is online, kept current by the online/offline
// events. Prerendered HTML assumes online; the real state applies right after
// hydration. (navigator.onLine is a hint: the sync engine never trusts it alone.)
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
