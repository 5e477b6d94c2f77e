// A live query that can start before the component that shows it mounts: a
// page asks for it as its module loads, so the IndexedDB read overlaps what the
// page waits on first (its code, the stored session) instead of following the
// mount. Every subscriber shares one subscription, as if each had called
// useLiveQuery with the same querier.
import { useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';

/** A read started before anything subscribes is dropped after this long without a subscriber (the page never showed it). */
const UNCLAIMED_READ_MS = 10_000;

export interface SharedLiveQuery<T> {
  /** Starts the read (once); kept for UNCLAIMED_READ_MS while nothing subscribes. */
  preload(): void;
  subscribe(listener: () => void): () => void;
  /** The current result, undefined until the first read has finished; throws a failed read's error. */
  snapshot(): T | undefined;
}

const serverSnapshot = () => undefined;

/** The query's current result, undefined until its first read has finished (as useLiveQuery). */
export function useSharedLiveQuery<T>(query: SharedLiveQuery<T>): T | undefined {
  return useSyncExternalStore(query.subscribe, query.snapshot, serverSnapshot);
}

export function sharedLiveQuery<T>(querier: () => Promise<T>): SharedLiveQuery<T> {
  let value: T | undefined;
  let failure: { error: unknown } | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const start = () => {
    clearTimeout(stopTimer);
    subscription ??= liveQuery(querier).subscribe({
      next: (next) => {
        value = next;
        failure = undefined;
        notify();
      },
      error: (error: unknown) => {
        failure = { error };
        notify();
      },
    });
  };
  // Once the last subscriber has gone it stops and forgets its result, as useLiveQuery
  // does on unmount; a task later, so one that leaves and comes back at once
  // (StrictMode's second mount) keeps the read.
  const stopWhenUnclaimed = (afterMs: number) => {
    clearTimeout(stopTimer);
    stopTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      subscription?.unsubscribe();
      subscription = undefined;
      value = undefined;
      failure = undefined;
    }, afterMs);
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stopWhenUnclaimed(0);
    };
  };
  const snapshot = () => {
    // As useLiveQuery: a failed read is thrown to the nearest error boundary.
    if (failure) throw failure.error;
    return value;
  };
  return {
    preload() {
      if (subscription || typeof indexedDB === 'undefined') return;
      start();
      stopWhenUnclaimed(UNCLAIMED_READ_MS);
    },
    subscribe,
    snapshot,
  };
}
