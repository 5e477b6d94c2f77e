// Islands: a public page is static HTML and CSS, and only its interactive parts
// (the header's menu, the bottom bar, the photo viewer, the booking wizard…)
// hydrate, each as a React root of its own (src/lib/islands/hydrate-islands.tsx).
// An island is declared once with defineIsland (its name, when it hydrates and
// how its component loads) and placed in a page with <Island def={…} props={…}/>.
// At build time the page renders a placeholder for it; the build then renders
// the island on its own (as the browser will hydrate it: same tree, same ids)
// and puts that HTML in the placeholder's wrapper, with its props as JSON.
import { createContext, useContext, type ComponentType } from 'react';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from './island-attrs';

/**
 * When an island hydrates:
 * - 'load': at once (what a visitor may tap first: header, bottom bar, sections above the fold);
 * - 'idle': once the page is idle (toasts, the service worker, parts further down);
 * - 'intent': when the visitor shows intent (a tap or focus in it, a booking link
 *   touched, hurryHydration on its region) or it nears the viewport; at once when
 *   the page is opened for it (hydrateIslands' `now`). Not counted in "the page is
 *   interactive" (html[data-hydrated]) unless it hydrates at once.
 */
export type HydrateWhen = 'load' | 'idle' | 'intent';

export interface IslandDef<P extends object> {
  name: string;
  when: HydrateWhen;
  /** The source module `load` imports (root-relative, as in Vite's build manifest): the build preloads its chunks. */
  module: string;
  load(): Promise<ComponentType<P>>;
}

export function defineIsland<P extends object>(def: IslandDef<P>): IslandDef<P> {
  return def;
}

interface Placed {
  def: IslandDef<object>;
  props: object;
}

/** Build time: the islands a page placed, in order; their HTML fills the placeholders afterwards. */
export class IslandCollector {
  readonly placed: Placed[] = [];
  add(def: IslandDef<object>, props: object): number {
    this.placed.push({ def, props });
    return this.placed.length - 1;
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

/** The placeholder a page renders for island number `index` (replaced by its HTML at build time). */
export function islandPlaceholder(index: number): string {
  return `<!--island:${index}-->`;
}

/** React's useId prefix for an island: islands are separate roots, so their ids must not collide. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}

/**
 * Places an island. Its wrapper takes no box of its own (display: contents), so the
 * page's layout is the island's own.
 */
export function Island<P extends object>({ def, props }: { def: IslandDef<P>; props: P }) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island ${def.name}> rendered outside a page render (src/entry-server.tsx)`);
  const index = collector.add(def as unknown as IslandDef<object>, props);
  return <div {...{ [ISLAND_ATTR]: def.name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) }} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: islandPlaceholder(index) }} />;
}

/**
 * Puts each placed island's HTML into its placeholder. `render` renders one island
 * element to HTML (the build wraps it in the page's Emotion cache and prefixes its ids).
 */
export async function fillIslands(html: string, collector: IslandCollector, render: (def: IslandDef<object>, Component: ComponentType<object>, props: object) => string): Promise<string> {
  let out = html;
  for (const [index, { def, props }] of collector.placed.entries()) {
    const placeholder = islandPlaceholder(index);
    if (!out.includes(placeholder)) throw new Error(`The placeholder of island ${def.name} is missing from the page`);
    const Component = await def.load();
    const rendered = render(def, Component, props);
    out = out.replace(placeholder, () => rendered);
  }
  return out;
}
