// getAvailability: for a package and up to 14 days, which start times can take it
// (with `staff: true`, for staff taking a phone booking: no minimum notice).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { getAvailabilityInput, type GetAvailabilityOutput } from '@/domain/booking-schema';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, parseOrThrow } from '../lib/callable';
import { availability } from './availability';
import { isCalendarDate } from './booking-rules';
import { requireRole } from '../staff/require-role';

export const getAvailability = onCall(PUBLIC_CALLABLE_OPTIONS, async (request): Promise<GetAvailabilityOutput> => {
  const input = parseOrThrow(getAvailabilityInput, request.data);
  if (!isCalendarDate(input.from)) throw new HttpsError('invalid-argument', 'Choose a date', { fields: { from: 'Choose a date' } });
  // The staff view (no minimum notice, a moved booking's own times free) is for staff and admin only.
  if (input.staff || input.exclude_booking) requireRole(request);
  return availability(db, input, new Date(), input.staff ? { minNoticeMin: 0 } : {}, input.exclude_booking);
});
