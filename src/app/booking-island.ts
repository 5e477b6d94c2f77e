// The booking wizard on the home page is an island (src/lib/islands) that
// waits for the visitor: it loads and hydrates when they show intent (a tap or
// focus in the booking section, a booking link touched, a service chosen) or the
// section nears the viewport, and at once on /?section=booking. Until then its
// prerendered HTML shows, and a tap on it is recorded and replayed once it has
// hydrated (src/lib/event-replay.ts). It is the only part of a public page that
// brings Chakra and Emotion; their chunks are evaluated one per task.
import { defineIsland } from '@/lib/islands/island';

/** Lets the browser run other work (input, paint) before continuing. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export const bookingIsland = defineIsland<object>({
  name: 'booking',
  when: 'intent',
  module: 'src/app/booking-wizard.tsx',
  load: async () => {
    // Chakra's configuration, then the system built from it (the largest single piece of work), then the wizard.
    await import('@/components/ui/system-config');
    await yieldToBrowser();
    await import('@/components/ui/system');
    await yieldToBrowser();
    return (await import('./booking-wizard')).BookingWizard;
  },
});
