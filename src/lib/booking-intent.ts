// A service chosen anywhere on the site (a 'Book Now' card) that the booking
// wizard picks up: the seam between marketing pages and the booking feature.
import { create } from 'zustand';

interface BookingIntent {
  /** Package name chosen by a 'Book Now' button, or null. */
  serviceName: string | null;
  /** Bumped on every choice, so choosing the same service twice still reacts. */
  nonce: number;
  choose(serviceName: string): void;
  clear(): void;
}

export const useBookingIntent = create<BookingIntent>((set) => ({
  serviceName: null,
  nonce: 0,
  choose: (serviceName) => set((s) => ({ serviceName, nonce: s.nonce + 1 })),
  clear: () => set({ serviceName: null }),
}));
