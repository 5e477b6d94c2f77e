// Grants or ends a staff role in one place: the `role` custom claim the rules
// and functions check, and staffAccess/{uid}, the document a signed-in
// dashboard listens to. A claim reaches a device only at its next token
// refresh (up to an hour); the document tells the device at once, so it
// refreshes its token then and a revoked member loses the data within seconds.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { StaffRole } from '@/domain/callables/staff-schema';

export const STAFF_ACCESS = 'staffAccess';
export type { StaffRole };

export async function setStaffRole(auth: Auth, db: Firestore, uid: string, role: StaffRole | null): Promise<void> {
  const user = await auth.getUser(uid);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (role) claims.role = role;
  else delete claims.role;
  await auth.setCustomUserClaims(uid, claims);
  // A revoke also ends their sessions, so a removed member cannot keep going on an old token.
  if (!role) await auth.revokeRefreshTokens(uid);
  await db.collection(STAFF_ACCESS).doc(uid).set({ role, changed_at: FieldValue.serverTimestamp() });
}
