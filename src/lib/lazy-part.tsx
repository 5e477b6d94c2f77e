// A component kept out of the chunk of the page that shows it, fetched when
// the page is idle (or when first shown, whichever comes first), so a page's
// first render does not compile and evaluate parts nobody has opened yet.
// Once its module has arrived it renders synchronously: `use` reads the
// settled promise at once instead of suspending, so a dialog opened after the
// idle preload shows in the same commit as the click.
import { Suspense, use, type ComponentType, type ReactNode, type ReactPromise } from 'react';
import { importWhenOnline } from './hydration-gate';

type Settled<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

export interface LazyPart<P extends object> {
  /** Renders the part; nothing (the fallback) while its module is still on its way. */
  Part: ComponentType<P>;
  /** Starts fetching the part's module (once); resolves when it is loaded. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * `load` imports the module and picks the component out of it. Offline with a
 * chunk the service worker has not precached, the import waits for the
 * connection (importWhenOnline) instead of failing.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyPart<P> {
  let loading: Settled<ComponentType<P>> | null = null;
  const preload = () => {
    if (!loading) {
      const started: Settled<ComponentType<P>> = importWhenOnline(load);
      // The shape React's `use` reads from a promise it has seen settle: a later render takes the value without suspending.
      void started.then((value) => {
        started.status = 'fulfilled';
        started.value = value;
      });
      loading = started;
    }
    return loading;
  };
  function Loaded(props: P) {
    const Component = use(preload() as ReactPromise<ComponentType<P>>);
    return <Component {...props} />;
  }
  // Always the same tree (a boundary around the part), so a part first drawn while its module was
  // on its way is not mounted again once it has come.
  function Part(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Part, preload };
}

/**
 * Preloads parts at the browser's first idle moment, all at once: a page that
 * goes offline soon after its first load (before the service worker controls
 * it, so before its precache answers) has every part by then. Returns a cancel.
 */
export function preloadWhenIdle(parts: readonly { preload: () => Promise<unknown> }[], timeoutMs = 1_000): () => void {
  const start = () => parts.forEach((part) => void part.preload());
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 50);
  return () => window.clearTimeout(timer);
}
