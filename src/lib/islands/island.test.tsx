import { describe, expect, it } from 'vitest';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, IslandCollector, IslandContext, defineIsland, fillIslands, islandIdPrefix } from './island';

function Counter({ start }: { start: number }) {
  const [count] = useState(start);
  const id = useId();
  return (
    <button type="button" id={id}>
      Count {count}
    </button>
  );
}

const counterIsland = defineIsland<{ start: number }>({ name: 'counter', when: 'load', module: 'src/x.tsx', load: async () => Counter });

describe('islands at build time', () => {
  it('renders each island on its own into its wrapper, with its props as JSON and ids of its own', async () => {
    const collector = new IslandCollector();
    const page = renderToString(
      <IslandContext.Provider value={collector}>
        <main>
          <p>Static</p>
          <Island def={counterIsland} props={{ start: 3 }} />
          <Island def={counterIsland} props={{ start: 5 }} />
        </main>
      </IslandContext.Provider>,
    );
    const html = await fillIslands(page, collector, (def, Component, props) => renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(def.name) }));
    expect(html).toContain('<p>Static</p>');
    expect(html).toContain('<div data-island="counter" data-props="{&quot;start&quot;:3}" style="display:contents"><button type="button" id="_counter-R');
    expect(html).toMatch(/Count <!-- -->3<\/button><\/div>/);
    expect(html).toMatch(/Count <!-- -->5<\/button><\/div>/);
    expect(html).not.toContain('<!--island:');
    // What the browser hydrates: the same markup as the island rendered alone.
    const alone = renderToString(<Counter start={3} />, { identifierPrefix: islandIdPrefix('counter') });
    expect(html).toContain(`style="display:contents">${alone}</div>`);
  });

  it('refuses an island placed outside a page render', () => {
    expect(() => renderToString(<Island def={counterIsland} props={{ start: 1 }} />)).toThrow(/outside a page render/);
  });
});
