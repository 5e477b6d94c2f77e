// setMyBookingAddress: the customer adds the service address to a booking made
// without one (the crew has nowhere to go until they do), from the manage
// link: the confirmation e-mail asks for it. Allowed while the booking is
// upcoming (pending or confirmed, its start still ahead) and its personal
// details not erased, inside the 24 hours too: no time changes, and the crew
// needs the address most then. Replays of one change (its
// mutation_id) change nothing. Counted with the customer's other changes
// (manage-access.ts), in this change's own transaction. The dashboards hear
// of it through their listener.
import { newHistoryEntry } from '@/domain/booking/booking-history';
import { AREAS_OF } from '@/domain/booking/revision';
import { CITIES } from '@/domain/schedule/cities';
import { bookingStartInstant } from '@/domain/booking/change-window';
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { BOOKINGS, bookingFromData, bookingFromDoc, type BookingDoc } from '../lib/booking-doc';
import { changeFields, precheck } from './booking-change';
import { checkChangeLimits, customerChangeLimits, myBookingView, notFound, refused, requireManageToken } from './manage-access';
import { rateLimitRefs } from '../abuse/rate-limits';

export const setMyBookingAddress = defineCallable('setMyBookingAddress', { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS }, async (input, request) => {
  await requireManageToken(db, input.id, input.token);
  const now = new Date();
  const ref = db.collection(BOOKINGS).doc(input.id);
  const limits = customerChangeLimits(input.id, request.rawRequest);
  await db.runTransaction(async (tx) => {
    const [snap, ...counters] = await tx.getAll(ref, ...rateLimitRefs(db, limits.keys));
    const doc = snap.data() as BookingDoc | undefined;
    if (!doc || doc.deleted_at) throw notFound();
    // A replay (applied, or refused before) changes nothing; the customer sends no revision, so no conflict.
    if (precheck(doc, { mutation_id: input.mutation_id, areas: AREAS_OF.address }).kind !== 'go') return;
    const limit = checkChangeLimits(tx, limits, input.id, doc, counters, now, input.mutation_id);
    if (limit?.refused) throw limit.refused;
    // Only an upcoming booking with a customer: not once its time has come (the
    // crew is on its way or done), and not once its personal details were erased.
    const upcoming = (doc.status === 'pending' || doc.status === 'confirmed') && bookingStartInstant(doc).getTime() > now.getTime();
    if (!upcoming || doc.anonymized_at) throw refused('read-only', bookingFromData(input.id, doc));
    const city = CITIES.find((c) => c.id === input.service_city)?.name ?? input.service_city;
    const address = [input.service_street, city, input.service_postal_code].filter(Boolean).join(', ');
    const before = [doc.service_street, doc.service_postal_code].filter(Boolean).join(', ') || null;
    limit?.count();
    tx.update(ref, {
      service_street: input.service_street,
      service_city: input.service_city,
      service_postal_code: input.service_postal_code,
      ...changeFields(doc, newHistoryEntry(now, 'customer', null, 'address', before, address), input.mutation_id),
    });
  });
  return { booking: myBookingView(bookingFromDoc(await ref.get())) };
});
