// The booking wizard on the home page is an island (src/lib/islands) that
// waits for the visitor: it loads and hydrates when they show intent (a tap or
// focus in the booking section, a booking link touched, a service chosen) or the
// section nears the viewport, and at once on /?section=booking. Until then its
// prerendered HTML shows, and a tap on it is recorded and replayed once it has
// hydrated (src/lib/event-replay.ts). It is drawn with plain elements and CSS
// (src/components/booking/booking.css), so it brings neither Chakra nor Emotion.
import { defineIsland } from '@/lib/islands/island';

export const bookingIsland = defineIsland<object>({
  name: 'booking',
  when: 'intent',
  module: 'src/app/booking-wizard.tsx',
  load: async () => (await import('./booking-wizard')).BookingWizard,
});
