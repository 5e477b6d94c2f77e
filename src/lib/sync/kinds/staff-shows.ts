// What each staff change shows on the staff screens until the server answers:
// a pure projection over the server's rows (Projection in outbox-kind.ts),
// applied by shown.ts on top of what is stored, oldest change first. Apart
// from the kinds' declarations (kinds/staff-kinds.ts, kinds/job-kinds.ts),
// which carry how each is sent and answered, so that a reader of what is shown
// (the Reports' worker) loads none of the sending code, the sync engine or the
// callables' schemas. Only staff kinds show (a visitor's queued booking is not
// on the staff screens): shown.test.ts holds the table to that.
import type { Booking } from '@/domain/booking/booking-schema';
import type { OutboxKindName, OutboxRowOf } from '@/lib/db/db';
// Relative, not @/: the benches and the chaos run load this file under tsx, which has no alias.
import { computeTotal, findPackage, type VehicleType } from '../../../domain/catalog';
import { customerKeys, sameCustomer } from '../../../domain/booking/customer-card';
import { changedPhoto } from '../../../domain/photos/photo-change';
import type { Projection, ShownBooking } from '../outbox-kind';

/** A booking shown with a change of ours on it, marked as not on the server yet. */
function changeShown(shown: Map<string, ShownBooking>, id: string, kind: string, change: Partial<Booking>): void {
  const b = shown.get(id);
  if (b) shown.set(id, { ...b, ...change, pending: { kind } });
}

/** A booking shown with `change` made to it by a queued change that does not alter the booking itself (a note, a photo). */
function addedShown(shown: Map<string, ShownBooking>, id: string, change: (b: ShownBooking) => Partial<ShownBooking>): void {
  const b = shown.get(id);
  if (b) shown.set(id, { ...b, ...change(b) });
}

/** The projections by kind: a kind absent shows nothing before the server's answer. */
export type ShowsTable = { readonly [K in OutboxKindName]?: Projection<K> };

export const STAFF_SHOWS = {
  // About bookings, customers and blocked time (kinds/staff-kinds.ts).
  updateBookingStatus: { bookings: (shown, row) => changeShown(shown, row.target_id, row.kind, { status: row.payload.status }) },
  staffRescheduleBooking: {
    bookings: (shown, row) =>
      changeShown(shown, row.target_id, row.kind, { booking_date: row.payload.booking_date, booking_time: row.payload.booking_time }),
  },
  deleteBooking: { bookings: (shown, row) => void shown.delete(row.target_id) },
  createStaffBooking: { bookings: (shown, row) => shown.set(row.target_id, { ...(shown.get(row.target_id) ?? phoneBooking(row)), pending: { kind: row.kind } }) },
  createBlock: {
    blocks(shown, row) {
      const b = row.payload;
      const local = {
        id: b.id,
        date_from: b.date_from,
        date_to: b.date_to,
        start_time: b.start_time ?? null,
        end_time: b.end_time ?? null,
        crew: b.crew ?? null,
        reason: b.reason,
        note: b.note?.trim() || null,
        created_by: null,
        created_at: new Date(row.created_at).toISOString(),
      };
      shown.set(b.id, { ...(shown.get(b.id) ?? local), pending: 'create' });
    },
  },
  removeBlock: {
    blocks(shown, row) {
      const b = shown.get(row.target_id);
      if (b) shown.set(b.id, { ...b, pending: 'remove' });
    },
  },
  sendOnMyWay: { bookings: (shown, row) => addedShown(shown, row.target_id, (b) => ({ onMyWay: [...(b.onMyWay ?? []), row.payload] })) },
  askToReschedule: {
    bookings(shown, row) {
      for (const id of row.payload.booking_ids) addedShown(shown, id, () => ({ asked: true }));
    },
  },
  setCustomerNote: {
    bookings(shown, row) {
      const of = shown.get(row.payload.id);
      if (!of) return;
      const keys = customerKeys(of);
      // The payload is as typed: blank is the note being removed (the server stores null).
      const note = row.payload.note?.trim() || null;
      for (const b of shown.values()) if (b.id === of.id || sameCustomer(keys, b)) shown.set(b.id, { ...b, note });
    },
  },

  // On a job: its photos and its condition check (kinds/job-kinds.ts).
  addJobPhoto: {
    bookings(shown, row) {
      const p = row.payload;
      const photo = {
        id: p.photo_id,
        tag: p.tag,
        caption: p.caption?.trim() || null,
        taken_at: p.taken_at,
        by: null,
        shared: false,
        size: p.size,
        content_type: p.content_type,
        added_at: new Date(row.created_at).toISOString(),
      };
      const retry = row.last_error ? { [p.photo_id]: { lastError: row.last_error, nextAttemptAt: row.next_attempt_at } } : {};
      addedShown(shown, row.target_id, (b) => ({
        photos: [...(b.photos ?? []).filter((x) => x.id !== p.photo_id), photo],
        photosWaiting: [...(b.photosWaiting ?? []), p.photo_id],
        photoRetries: { ...b.photoRetries, ...retry },
      }));
    },
  },
  updateJobPhoto: {
    bookings(shown, row) {
      const { photo_id, caption, shared, tag } = row.payload;
      const b = shown.get(row.target_id);
      if (b?.photos) shown.set(b.id, { ...b, photos: b.photos.map((p) => (p.id === photo_id ? changedPhoto(p, { caption, shared, tag }) : p)) });
    },
  },
  removeJobPhoto: {
    bookings(shown, row) {
      const b = shown.get(row.target_id);
      if (b?.photos) shown.set(b.id, { ...b, photos: b.photos.filter((p) => p.id !== row.payload.photo_id) });
    },
  },
  setConditionCheck: {
    bookings(shown, row) {
      const { items, note } = row.payload;
      const check = { items: [...items], note: note?.trim() || null, at: new Date(row.created_at).toISOString(), by: null };
      addedShown(shown, row.target_id, () => ({ condition_check: check, conditionWaiting: true }));
    },
  },
} as const satisfies ShowsTable;

/** A phone booking as it will be stored (priced from the catalog), before the server has it. */
function phoneBooking(row: OutboxRowOf<'createStaffBooking'>): Booking {
  const input = row.payload;
  const pkg = findPackage(input.service_name)!;
  const stamp = new Date(row.created_at).toISOString();
  return {
    id: input.id,
    customer_name: input.customer_name.trim(),
    customer_email: input.customer_email?.trim() || null,
    customer_phone: input.customer_phone?.trim() || null,
    service_name: pkg.id,
    booking_date: input.booking_date,
    booking_time: input.booking_time,
    vehicle_type: input.vehicle_type,
    vehicle_size: null,
    vehicle_make: input.vehicle_make?.trim() || null,
    vehicle_model: input.vehicle_model?.trim() || null,
    comments: input.comments?.trim() || null,
    service_street: input.service_street?.trim() || null,
    service_city: input.service_city ?? null,
    service_postal_code: input.service_postal_code?.trim().toUpperCase() || null,
    total_price: computeTotal(pkg.id, input.vehicle_type as VehicleType),
    duration_min: pkg.durationMin,
    status: 'pending',
    crew: input.crew ?? null,
    source: 'staff',
    created_at: stamp,
    updated_at: stamp,
  };
}
