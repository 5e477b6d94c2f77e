// Whether someone with a staff role is signed in on this page (set by the
// dashboard's auth context). Staff changes need that session: while nobody is,
// the engine leaves them queued (not sent, not refused), the dashboard shows
// them as waiting for a signed-in staff member, and they go after the next sign-in.
let staffSignedIn = false;
const listeners = new Set<() => void>();

export function setStaffSignedIn(signedIn: boolean): void {
  if (staffSignedIn === signedIn) return;
  staffSignedIn = signedIn;
  for (const listener of listeners) listener();
}

export function isStaffSignedIn(): boolean {
  return staffSignedIn;
}

/** For useSyncExternalStore: the dashboard says whether queued changes wait for a sign-in. */
export function subscribeStaffSignedIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
