// One dynamic import of the form's Dexie/network half, shared by every caller.
import { loadOnce } from '@/lib/load-once';

export const loadQuotePersistence = loadOnce(() => import('./quote-persistence'));
