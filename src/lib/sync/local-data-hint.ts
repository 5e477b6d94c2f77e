// A one-byte localStorage hint that this device holds wizard drafts or outbox
// entries. Read synchronously on page start, it lets pages that have nothing
// local skip loading Dexie, and pages that do open it at once (restore a draft
// before the visitor can act; resume sending). No Dexie import here.
const KEY = 'coastline:local-data';
export const LOCAL_DATA_EVENT = 'coastline:local-data';

export function hasLocalData(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markLocalData(): void {
  try {
    if (localStorage.getItem(KEY) !== '1') {
      localStorage.setItem(KEY, '1');
      window.dispatchEvent(new Event(LOCAL_DATA_EVENT));
    }
  } catch {
    // Storage blocked: pages then load Dexie when they need it.
  }
}

export function clearLocalDataHint(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
