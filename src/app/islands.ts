// Every island of the public pages by name: the browser entry (src/entry-islands.tsx)
// hydrates what a page holds from here.
import type { IslandRegistry } from '@/lib/islands/hydrate-islands';
import type { IslandDef } from '@/lib/islands/island';
import { CHROME_ISLANDS } from '@/components/layout/chrome-islands';
import { mapEmbedIsland } from '@/components/ui/map-embed-island';
import { HOME_ISLANDS } from '@/features/marketing/sections/home-islands';
import { bookingIsland } from './booking-island';
import { quoteRequestIsland } from './quote-request-island';

const ALL = [...CHROME_ISLANDS, ...HOME_ISLANDS, mapEmbedIsland, bookingIsland, quoteRequestIsland] as const;

// Each island's props are its own; here they are only passed through from its JSON.
export const ISLANDS: IslandRegistry = Object.fromEntries(ALL.map((def) => [def.name, def as unknown as IslandDef<object>]));
