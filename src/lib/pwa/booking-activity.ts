// What the booking wizard tells the PWA layer: a booking is being filled in (so no
// update takes over the page), or one was just made (so the install offer may show).
// The wizard calls setBookingInProgress(true) on its first input and false when it
// is submitted or abandoned, and markBookingCompleted() on the confirmation.
import { create } from 'zustand';

interface BookingActivity {
  bookingInProgress: boolean;
  /** Bookings completed in this page's life. */
  bookingsCompleted: number;
  setBookingInProgress(inProgress: boolean): void;
  markBookingCompleted(): void;
}

export const useBookingActivity = create<BookingActivity>((set) => ({
  bookingInProgress: false,
  bookingsCompleted: 0,
  setBookingInProgress: (bookingInProgress) => set({ bookingInProgress }),
  markBookingCompleted: () => set((s) => ({ bookingInProgress: false, bookingsCompleted: s.bookingsCompleted + 1 })),
}));
