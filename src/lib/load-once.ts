// A lazily loaded module imported once, whoever asks first: every caller gets
// the same promise. A failed import (offline, a deploy replaced the chunk) is
// forgotten, so the next caller tries again instead of getting the old failure.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
