// What the booking wizard tells the PWA layer: a booking is being filled in (so no
// update takes over the page), or one was just made (so the install offer may show).
// The wizard calls setBookingInProgress(true) on its first input and false when it
// is submitted or abandoned, and markBookingCompleted() on the confirmation.
import { create } from 'zustand';

interface BookingActivity {
  bookingInProgress: boolean;
  /** Bookings completed in this page's life. */
  bookingsCompleted: number;
  /**
   * The booking confirmation is on screen: the install offer is shown in it, in
   * the page's flow, instead of as a toast over its buttons.
   */
  confirmationShown: boolean;
  /** The install offer waiting for the confirmation to show it (null: none). */
  installOffer: { install(): void; dismiss(): void } | null;
  setBookingInProgress(inProgress: boolean): void;
  markBookingCompleted(): void;
  setConfirmationShown(shown: boolean): void;
  setInstallOffer(offer: BookingActivity['installOffer']): void;
}

export const useBookingActivity = create<BookingActivity>((set) => ({
  bookingInProgress: false,
  bookingsCompleted: 0,
  confirmationShown: false,
  installOffer: null,
  setBookingInProgress: (bookingInProgress) => set({ bookingInProgress }),
  markBookingCompleted: () => set((s) => ({ bookingInProgress: false, bookingsCompleted: s.bookingsCompleted + 1 })),
  setConfirmationShown: (confirmationShown) => set({ confirmationShown }),
  setInstallOffer: (installOffer) => set({ installOffer }),
}));
