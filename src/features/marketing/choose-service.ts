// A 'Book Now' card: hand the package to the booking wizard, rewrite the URL
// to /?section=booking, scroll to the booking section and confirm with a toast.
// The wizard (an island hydrating on intent) starts loading at once.
import { useBookingIntent } from '@/lib/booking-intent';
import { hurryHydration } from '@/lib/hydration-gate';
import { toaster } from '@/lib/toaster';

export const BOOK_SCROLL_DELAY_MS = 100;
export const SELECTION_TOAST_MS = 3000;

export function chooseService(packageName: string): void {
  useBookingIntent.getState().choose(packageName);
  window.history.replaceState(window.history.state, '', '/?section=booking');
  const booking = document.getElementById('booking');
  hurryHydration(booking);
  setTimeout(() => booking?.scrollIntoView({ behavior: 'smooth', block: 'start' }), BOOK_SCROLL_DELAY_MS);
  toaster.create({
    type: 'success',
    title: `${packageName} selected!`,
    description: 'Complete your booking details below.',
    duration: SELECTION_TOAST_MS,
  });
}
