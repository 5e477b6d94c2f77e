// Who a booking's customer is across bookings: the same e-mail (any case) or
// the same phone number (digits, without the country code) is the same person.
// The details dialog's customer card (their other bookings, total, no-shows)
// and the functions (the customer note that follows them) both go by this.
import type { Booking } from './booking-schema';
import { isActiveStatus } from './status';

/** A phone number needs this many digits to identify someone. */
const PHONE_MIN_DIGITS = 7;

/** 'e:jane@example.com' and 'p:6045550123'; none for an anonymized booking (its e-mail and phone are removed). */
export function customerKeys(b: Pick<Booking, 'customer_email' | 'customer_phone'>): string[] {
  const keys: string[] = [];
  const email = b.customer_email?.trim().toLowerCase();
  if (email) keys.push(`e:${email}`);
  const digits = (b.customer_phone ?? '').replace(/\D/g, '');
  // +1 604 555 0123 and 604-555-0123 are one number.
  if (digits.length >= PHONE_MIN_DIGITS) keys.push(`p:${digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits}`);
  return keys;
}

export function sameCustomer(a: readonly string[], b: Pick<Booking, 'customer_email' | 'customer_phone'>): boolean {
  return customerKeys(b).some((k) => a.includes(k));
}

export interface CustomerCard<T extends Booking> {
  /** Every booking of the customer but this one, newest appointment first. */
  others: T[];
  /** Bookings in all, this one included. */
  bookings: number;
  completed: number;
  noShows: number;
  cancelled: number;
  /** Upcoming (pending or confirmed) bookings besides this one. */
  upcoming: number;
  /** What their completed jobs came to. */
  spent: number;
}

/** The customer's card for one booking, from the bookings at hand (the dashboard's cache, or a pull). */
export function customerCard<T extends Booking>(booking: Booking, all: readonly T[]): CustomerCard<T> {
  const keys = customerKeys(booking);
  const mine = keys.length === 0 ? all.filter((b) => b.id === booking.id) : all.filter((b) => b.id === booking.id || sameCustomer(keys, b));
  const others = mine
    .filter((b) => b.id !== booking.id)
    .sort((x, y) => y.booking_date.localeCompare(x.booking_date) || y.created_at.localeCompare(x.created_at));
  const all_ = mine.some((b) => b.id === booking.id) ? mine : [...mine, booking];
  let completed = 0;
  let noShows = 0;
  let cancelled = 0;
  let spent = 0;
  for (const b of all_) {
    if (b.status === 'completed') {
      completed += 1;
      spent += b.total_price;
    } else if (b.status === 'no-show') noShows += 1;
    else if (b.status === 'cancelled') cancelled += 1;
  }
  return { others, bookings: all_.length, completed, noShows, cancelled, upcoming: others.filter((b) => isActiveStatus(b.status)).length, spent };
}

/** Each customer key's no-show bookings, indexed once for a list of jobs. */
export function noShowIndex(all: readonly Booking[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const b of all) {
    if (b.status !== 'no-show') continue;
    for (const k of customerKeys(b)) {
      let ids = index.get(k);
      if (!ids) index.set(k, (ids = new Set()));
      ids.add(b.id);
    }
  }
  return index;
}

/** How many no-shows the customer of this booking has had (by e-mail or phone), this booking left out. */
export function earlierNoShows(b: Booking, index: Map<string, Set<string>>): number {
  const ids = new Set<string>();
  for (const k of customerKeys(b)) for (const id of index.get(k) ?? []) if (id !== b.id) ids.add(id);
  return ids.size;
}

/** The business asked this customer to pick a new time and they have not yet (nor has staff moved it). */
export function needsNewTime(b: Pick<Booking, 'status' | 'reschedule_request'>): boolean {
  return !!b.reschedule_request && isActiveStatus(b.status);
}
