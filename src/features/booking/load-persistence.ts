// One dynamic import of the wizard's Dexie/network half, shared by every caller;
// and of the booking schema the submit checks with. The schema comes with the
// storage half (the visitor's first choice), so a booking submitted offline
// later, on a page the service worker does not serve, finds it loaded.
import type * as PersistenceModule from './booking-persistence';
import type * as SchemaModule from '@/domain/booking/booking-schema';

type Persistence = typeof PersistenceModule;
type Schema = typeof SchemaModule;

let loading: Promise<Persistence> | undefined;
let schema: Promise<Schema> | undefined;

export function loadBookingSchema(): Promise<Schema> {
  schema ??= import('@/domain/booking/booking-schema').catch((error: unknown) => {
    schema = undefined;
    throw error;
  });
  return schema;
}

export function loadPersistence(): Promise<Persistence> {
  loading ??= import('./booking-persistence').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  loadBookingSchema().catch(() => undefined);
  return loading;
}
