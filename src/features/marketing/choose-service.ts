// A 'Book Now' card: hand the package to the booking wizard, rewrite the URL
// to /?section=booking, scroll to the booking section and confirm with a toast.
import type { NavigateFunction } from 'react-router-dom';
import { useBookingIntent } from '@/lib/booking-intent';
import { toaster } from '@/components/ui/toaster';

export const BOOK_SCROLL_DELAY_MS = 100;
export const SELECTION_TOAST_MS = 3000;

export function chooseService(packageName: string, navigate: NavigateFunction): void {
  useBookingIntent.getState().choose(packageName);
  navigate('/?section=booking', { replace: true, preventScrollReset: true, state: { chosen: true } });
  setTimeout(() => document.getElementById('booking')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), BOOK_SCROLL_DELAY_MS);
  toaster.create({
    type: 'success',
    title: `${packageName} selected!`,
    description: 'Complete your booking details below.',
    duration: SELECTION_TOAST_MS,
  });
}
