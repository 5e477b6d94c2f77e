// Who may call the staff callables: the Firebase Auth custom claim `role`
// (granted by `npm run staff -- grant`). Every staff callable starts here, so
// the browser's route guard is a convenience and this is the rule.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { STAFF_ROLES, type StaffRole } from '@/domain/callables/staff-schema';

/** The caller's role if it is one of `allowed`; unauthenticated / permission-denied otherwise. */
export function requireRole(request: Pick<CallableRequest, 'auth'>, allowed: readonly StaffRole[] = STAFF_ROLES): StaffRole {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to continue');
  const role = request.auth.token.role as unknown;
  if (typeof role !== 'string' || !(allowed as readonly string[]).includes(role)) {
    throw new HttpsError('permission-denied', 'Your account may not do this');
  }
  return role as StaffRole;
}
