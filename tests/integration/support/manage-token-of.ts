// A stored booking's manage token for the integration files (vitest loads the
// functions' code as modules; the browser tests' own helper requires it:
// tests/e2e/support/staff.ts manageLinkOf).
import { manageToken } from '../../../functions/src/lib/manage-token';
import { adminDb } from './booking-input';

/** As the functions compute it from the link key the booking holds (tests reach the key through the Admin SDK; no client can). */
export async function manageTokenOf(id: string): Promise<string> {
  const key = (await adminDb().collection('bookings').doc(id).get()).get('manage_key') as string | undefined;
  return manageToken(id, key);
}
