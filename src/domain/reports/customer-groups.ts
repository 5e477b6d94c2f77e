// Who is the same customer across bookings, the customer card's way: the same
// e-mail (any case) or the same phone digits (customerKeys). Two bookings that
// share either are one customer, and so are bookings linked through a third
// (an e-mail on one, that e-mail and a phone on another, the phone on a third).
// A booking with neither (anonymized) is a customer of its own.
import { customerKeys } from '../booking/customer-card';
import type { ReportBooking } from './report-booking';

/** A customer id for every booking id. */
export function customerIds(bookings: readonly ReportBooking[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let at = x; at !== root; ) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const link = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  };
  const keysOf = new Map<string, string[]>();
  for (const b of bookings) {
    const keys = customerKeys(b);
    if (keys.length === 0) keys.push(`b:${b.id}`);
    keysOf.set(b.id, keys);
    for (const k of keys) if (!parent.has(k)) parent.set(k, k);
    for (let i = 1; i < keys.length; i += 1) link(keys[0], keys[i]);
  }
  const out = new Map<string, string>();
  for (const [id, keys] of keysOf) out.set(id, find(keys[0]));
  return out;
}
