// One dynamic import of the wizard's Dexie/network half, shared by every caller;
// and of the booking schema the submit checks with. The schema comes with the
// storage half (the visitor's first choice), so a booking submitted offline
// later, on a page the service worker does not serve, finds it loaded.
import { loadOnce } from '@/lib/load-once';
import type * as PersistenceModule from './booking-persistence';

export const loadBookingSchema = loadOnce(() => import('@/domain/booking/booking-schema'));

const loadStorage = loadOnce(() => import('./booking-persistence'));

export function loadPersistence(): Promise<typeof PersistenceModule> {
  const storage = loadStorage();
  loadBookingSchema().catch(() => undefined);
  return storage;
}
