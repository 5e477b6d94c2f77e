// Booking requests for the benches that book through the local functions
// (bench:sync, bench:soak): Interior Detailing (2 h) in one city, eight a day
// (two crews, four starts half an hour apart for the drive between jobs, that
// end by 7 PM) from `firstDay` days ahead, each from an e-mail of its own (an
// e-mail may hold only a few upcoming bookings).
import type { CreateBookingInput } from '../../src/domain/booking/booking-schema';
import { addDaysToDate, businessToday } from '../../src/domain/schedule/schedule';
import { testBookingInput } from '../../src/testing/booking';

export const BENCH_STARTS = ['8:00 AM', '10:30 AM', '1:00 PM', '3:30 PM'] as const;
/** Bookings a bench day holds: every start on both crews. */
export const BENCH_BOOKINGS_PER_DAY = BENCH_STARTS.length * 2;

/** `tag` tells this run's customers from an earlier run's on the same stack. */
export function benchBookingInputs(count: number, firstDay: number, tag: string, name = 'Bench Customer'): CreateBookingInput[] {
  const today = businessToday(new Date());
  return Array.from({ length: count }, (_, i) =>
    testBookingInput({
      customer_name: `${name} ${i}`,
      customer_email: `${tag}-${firstDay}-${i}@example.com`,
      customer_phone: null,
      booking_date: addDaysToDate(today, firstDay + Math.floor(i / BENCH_BOOKINGS_PER_DAY)),
      booking_time: BENCH_STARTS[Math.floor(i / 2) % BENCH_STARTS.length],
      service_city: 'burnaby',
    }),
  );
}
