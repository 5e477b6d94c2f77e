// getAvailability: for a package and up to 14 days, which start times can take it
// (with `staff: true`, for staff taking a phone booking: no minimum notice; for
// a reschedule, not counting the moving booking's own locks; for the job's
// service city, the drives from and to the crews' other jobs). Anyone may ask,
// and every answer reads the calendar of the days asked for, so an anonymous
// caller is limited per client address (ABUSE_LIMITS.availabilityPerIp).
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { MANAGE_SECRETS, tokenOpens } from '../lib/manage-token';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { availability } from './availability';
import { isCalendarDate } from './booking-rules';
import { requireRole } from '../lib/require-role';
import { countAvailabilityAsk } from '../abuse/booking-limits';

// Checks a reschedule's manage token: it declares the secret the token is signed with.
export const getAvailability = defineCallable('getAvailability', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS }, async (input, request) => {
  if (!isCalendarDate(input.from)) throw new HttpsError('invalid-argument', 'Choose a date', { fields: { from: 'Choose a date' } });
  // The staff view (no minimum notice) is for staff and admin only.
  if (input.staff) requireRole(request);
  else await countAvailabilityAsk(db, request.rawRequest, new Date());
  // The moved booking's own times count as free: for staff (any booking), or for the customer holding its manage token.
  const exclude = input.exclude_booking;
  const own = exclude && (input.staff || (await tokenOpens(db, exclude.id, exclude.token))) ? exclude.id : undefined;
  return availability(db, input, new Date(), { ...(input.staff ? { minNoticeMin: 0 } : {}), crew: input.crew ?? null, city: input.city ?? null }, own);
});
