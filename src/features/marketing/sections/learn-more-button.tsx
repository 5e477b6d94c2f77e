// The restorations panel's 'Learn More About Restorations': scrolls to the
// services section and, after a short delay, opens its Specialty tab. An island
// of its own (home-islands.ts); the tab is the services island's shared store.
import { scrollToSection } from '@/components/layout/scroll';
import { useServiceTab } from './service-tab';

/** Delay between scrolling to the services and opening the Specialty tab. */
export const SPECIALTY_TAB_DELAY_MS = 400;

export function LearnMoreButton() {
  const learnMore = () => {
    scrollToSection('services');
    setTimeout(() => useServiceTab.getState().setTab('specialty'), SPECIALTY_TAB_DELAY_MS);
  };
  return (
    <button type="button" className="learn-more" onClick={learnMore}>
      Learn More About Restorations
    </button>
  );
}
