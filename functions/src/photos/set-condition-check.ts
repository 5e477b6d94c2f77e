// setConditionCheck (staff and admin): the vehicle's condition before the job
// (the items of CONDITION_CHECK ticked, and a note), stored on the booking
// with a history line that names the items (not the note). Staff-only: no
// public answer or e-mail carries it. With CONDITION_CHECK.photoRequiredForDamage
// on, damage ticked needs a Before photo before the job can be marked
// completed (src/domain/photos/condition-check.ts, checked by updateBookingStatus).
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { conditionSummary } from '@/domain/photos/condition-check';
import type { ConditionCheck } from '@/domain/photos/job-photo-records';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { db } from '../lib/admin';
import { BOOKINGS, bookingFromDoc } from '../lib/firestore-docs';
import { changeFields } from '../booking/booking-change';
import { callerEmail, liveBooking } from './job-photo-doc';

export const setConditionCheck = defineCallable('setConditionCheck', CALLABLE_OPTIONS, async (input, request, { role }) => {
  const email = callerEmail(request);
  const ref = db.collection(BOOKINGS).doc(input.booking_id);
  const now = new Date();
  const items = [...new Set(input.items)];
  await db.runTransaction(async (tx) => {
    const current = liveBooking(await tx.get(ref));
    if (input.mutation_id && current.applied_mutations?.includes(input.mutation_id)) return;
    const check: ConditionCheck = { items, note: input.note, at: now.toISOString(), by: email };
    const before = current.condition_check;
    tx.update(ref, {
      condition_check: check,
      ...changeFields(current, newHistoryEntry(now, role, email, 'condition', before ? conditionSummary(before.items) : null, conditionSummary(items)), input.mutation_id),
    });
  });
  return { booking: bookingFromDoc(await ref.get()) };
});
