// Home = the marketing page with the booking wizard in its booking section.
import { HomePage } from '@/features/marketing/home-page';
import { BookingSection } from '@/features/booking/booking-section';

export function HomeRoute() {
  return <HomePage bookingSection={<BookingSection />} />;
}
