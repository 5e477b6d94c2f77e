// getAvailability: for a package and up to 14 days, which start times can take it
// (for a reschedule, not counting the moving booking's own locks).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { getAvailabilityInput, type GetAvailabilityOutput } from '@/domain/booking-schema';
import { db } from '../lib/admin';
import { validManageToken } from '../lib/manage-token';
import { PUBLIC_CALLABLE_OPTIONS, parseOrThrow } from '../lib/callable';
import { availability } from './availability';
import { isCalendarDate } from './booking-rules';

export const getAvailability = onCall(PUBLIC_CALLABLE_OPTIONS, async (request): Promise<GetAvailabilityOutput> => {
  const input = parseOrThrow(getAvailabilityInput, request.data);
  if (!isCalendarDate(input.from)) throw new HttpsError('invalid-argument', 'Choose a date', { fields: { from: 'Choose a date' } });
  const exclude = input.exclude_booking;
  const own = exclude && validManageToken(exclude.id, exclude.token) ? exclude.id : undefined;
  return availability(db, input, new Date(), own);
});
