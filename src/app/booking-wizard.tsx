// The booking wizard as the home page's island (booking-island.ts): plain
// elements styled by booking.css, which the build puts in the <head> of the
// pages holding it (src/app/site-css.ts), so it needs no provider.
import { BookingSection } from '@/features/booking/booking-section';

export function BookingWizard() {
  return <BookingSection />;
}
