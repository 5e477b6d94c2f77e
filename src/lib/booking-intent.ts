// What a visitor chose elsewhere on the site that the booking wizard picks up:
// a service ('Book Now' cards) and the city of the city page they booked from.
// The seam between marketing pages and the booking feature.
import { create } from 'zustand';
import type { CityId } from '@/domain/schedule/cities';

/** sessionStorage key: the city survives a reload of the home page in this tab. */
export const INTENT_CITY_KEY = 'booking-intent-city';
/**
 * sessionStorage key, set beside INTENT_CITY_KEY when a city page's booking link
 * is followed and removed once the wizard has used the city: that tap is the
 * visitor's newest choice and wins over a draft's city; a reload later is none.
 */
export const INTENT_CITY_NEW_KEY = 'booking-intent-city-new';

/**
 * On a city page's booking link (a link to /?section=booking): its city. The
 * public pages are ordinary page loads, so the city travels in sessionStorage:
 * index.html's inline script stores it under INTENT_CITY_KEY when such a link
 * is followed, from the first paint on (no module has to have run).
 */
export const BOOK_CITY_ATTR = 'data-book-city';

interface BookingIntent {
  /** Package name chosen by a 'Book Now' button, or null. */
  serviceName: string | null;
  /** Bumped on every choice, so choosing the same service twice still reacts. */
  nonce: number;
  /** City of the last city page (/surrey, /services/{id}/{city}) whose booking button was clicked. */
  cityId: CityId | null;
  choose(serviceName: string): void;
  clear(): void;
  chooseCity(cityId: CityId): void;
}

export const useBookingIntent = create<BookingIntent>((set) => ({
  serviceName: null,
  nonce: 0,
  cityId: null,
  choose: (serviceName) => set((s) => ({ serviceName, nonce: s.nonce + 1 })),
  clear: () => set({ serviceName: null }),
  chooseCity: (cityId) => {
    set({ cityId });
    try {
      sessionStorage.setItem(INTENT_CITY_KEY, cityId);
    } catch {
      /* storage blocked: this page view still has it */
    }
  },
}));
