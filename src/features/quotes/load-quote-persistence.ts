// One dynamic import of the form's Dexie/network half, shared by every caller.
import type * as PersistenceModule from './quote-persistence';

type Persistence = typeof PersistenceModule;

let loading: Promise<Persistence> | undefined;

export function loadQuotePersistence(): Promise<Persistence> {
  loading ??= import('./quote-persistence').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
