// The plain elements' CSS, as text, for the build to put in the pages' <head>
// (scripts/build-web.ts), so nothing is drawn unstyled and no stylesheet request
// stands before the first paint: the chrome's in every page, an island's own in
// the pages that hold it. Imported by the build only; Vite's dev server loads
// the files as they are (src/app/site-css-dev.ts).
import chrome from '@/components/layout/site-chrome.css?inline';
import homeSections from '@/features/marketing/sections/home-sections.css?inline';
import booking from '@/components/booking/booking.css?inline';
import quoteRequest from '@/features/quotes/quote-request.css?inline';
import { HOME_ISLANDS } from '@/features/marketing/sections/home-islands';
import { bookingIsland } from './booking-island';
import { quoteRequestIsland } from './quote-request-island';

/** Every page: the top bar, the bottom bar, the offline notice, the pending badge, toasts. */
export const CHROME_CSS = chrome;

/** The CSS an island needs beyond the chrome's, by island name. */
const ISLAND_CSS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(HOME_ISLANDS.map((island) => [island.name, homeSections])),
  [bookingIsland.name]: booking,
  // The request form draws its fields with the wizard's classes.
  [quoteRequestIsland.name]: `${booking}\n${quoteRequest}`,
};

/** The CSS the given islands need beyond the chrome's, each file once. */
export function islandsCss(names: readonly string[]): string {
  return [...new Set(names.map((name) => ISLAND_CSS[name]).filter(Boolean))].join('\n');
}
