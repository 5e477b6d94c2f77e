// The city a city page's booking link handed to the wizard (booking-intent.ts
// stores it): read by the wizard only, so the pages that hand it over do not
// carry the reading.
import { CITY_IDS, type CityId } from '@/domain/schedule/cities';
import { INTENT_CITY_KEY, INTENT_CITY_NEW_KEY, useBookingIntent } from './booking-intent';

function isCityId(value: unknown): value is CityId {
  return (CITY_IDS as readonly unknown[]).includes(value);
}

/**
 * The city to prefill in the service address: this page view's, else one chosen
 * earlier in this tab; `isNew` when its booking link was followed since the
 * wizard last took one (takeIntendedCity), or chosen in this page view.
 */
export function intendedCity(): { city: CityId; isNew: boolean } | null {
  const { cityId } = useBookingIntent.getState();
  if (cityId) return { city: cityId, isNew: true };
  try {
    const stored = sessionStorage.getItem(INTENT_CITY_KEY);
    return isCityId(stored) ? { city: stored, isNew: sessionStorage.getItem(INTENT_CITY_NEW_KEY) !== null } : null;
  } catch {
    return null;
  }
}

/** The wizard has used the city: a reload is no new choice. */
export function takeIntendedCity(): void {
  try {
    sessionStorage.removeItem(INTENT_CITY_NEW_KEY);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
