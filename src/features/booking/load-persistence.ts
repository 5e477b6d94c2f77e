// One dynamic import of the wizard's Dexie/network half, shared by every caller.
import type * as PersistenceModule from './booking-persistence';

type Persistence = typeof PersistenceModule;

let loading: Promise<Persistence> | undefined;

export function loadPersistence(): Promise<Persistence> {
  loading ??= import('./booking-persistence').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
