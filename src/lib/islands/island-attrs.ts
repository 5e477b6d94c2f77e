// The attributes of an island's wrapper element (src/lib/islands/island.tsx),
// shared with event replay and the inline early capture of index.html.

/** Marks an island's wrapper; its value is the island's name. */
export const ISLAND_ATTR = 'data-island';
/** The island's props, as JSON. */
export const ISLAND_PROPS_ATTR = 'data-props';
/** On #root: the page is an islands page (only its islands answer events). */
export const ISLANDS_PAGE_ATTR = 'data-islands';
/** Set on an island's wrapper once it has hydrated (event replay's region is released then too). */
export const ISLAND_HYDRATED_ATTR = 'data-island-hydrated';
