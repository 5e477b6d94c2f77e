// The browser half of islands (island.tsx): finds every island of the page,
// marks its region as not interactive yet (event replay records taps there and
// replays them once it is), and hydrates each one as a root of its own when its
// `when` says: 'load' islands one after another in page order, each in a task of
// its own; 'idle' ones once the page is idle; 'intent' ones when the visitor
// shows intent or they near the viewport. React DOM itself is loaded first, in a
// task of its own (Lighthouse counts every task over 50 ms against the page).
import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { holdHydration, holdRegion, importWhenOnline, whenIdleOrNear, whenNearOrHurried } from '@/lib/hydration-gate';
import { ISLAND_ATTR, ISLAND_HYDRATED_ATTR, ISLAND_PROPS_ATTR } from './island-attrs';
import { islandIdPrefix, type HydrateWhen, type IslandDef } from './island';

export type IslandRegistry = Readonly<Record<string, IslandDef<object>>>;

/** Lets the browser run other work (input, paint) before continuing. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Renders nothing; its effect runs once its island has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

interface Plan {
  element: HTMLElement;
  def: IslandDef<object>;
  when: HydrateWhen;
  release: () => void;
}

/**
 * Hydrates the islands of this page. `now(name)`: an 'intent' island the page was
 * opened for (the booking wizard at /?section=booking) hydrates at once and counts
 * in "the page is interactive". Regions and the hydration gate are held before
 * this returns its promise, so whenHydrated() called right after waits for them.
 */
export async function hydrateIslands(registry: IslandRegistry, { now = () => false }: { now?: (name: string) => boolean } = {}): Promise<void> {
  const plans: Plan[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = element.getAttribute(ISLAND_ATTR)!;
    const def = registry[name];
    if (!def) {
      console.error(`No island named ${name} in the registry: its part of the page stays static`);
      continue;
    }
    const when = def.when === 'intent' && now(name) ? 'load' : def.when;
    const releaseRegion = when === 'intent' ? holdRegion(element) : holdHydration(element);
    const release = () => {
      element.setAttribute(ISLAND_HYDRATED_ATTR, '');
      releaseRegion();
    };
    plans.push({ element, def, when, release });
  }
  const { hydrateRoot } = await importWhenOnline(() => import('react-dom/client'));
  await yieldToBrowser();

  const hydrate = async ({ element, def, release }: Plan) => {
    const Component: ComponentType<object> = await importWhenOnline(() => def.load());
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as object;
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Component {...props} />
          <Hydrated onHydrated={release} />
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(def.name) },
      );
    });
  };

  for (const plan of plans) {
    // An island's wrapper has no box of its own (display: contents): observe its content.
    const box = plan.element.firstElementChild ?? plan.element;
    if (plan.when === 'idle') void whenIdleOrNear(null).then(() => hydrate(plan));
    else if (plan.when === 'intent') void whenNearOrHurried(box).then(() => hydrate(plan));
  }
  for (const plan of plans) if (plan.when === 'load') await hydrate(plan);
}
