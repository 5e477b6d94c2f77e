// index.html's inline script runs before any module, so it cannot import the
// names it shares with the modules: this keeps them the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOK_CITY_ATTR, INTENT_CITY_KEY, INTENT_CITY_NEW_KEY } from '@/lib/booking-intent';
import { ISLAND_ATTR, ISLANDS_PAGE_ATTR } from './island-attrs';

const inline = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';

describe("index.html's early capture", () => {
  it('records taps on a public page only on its islands', () => {
    expect(inline).toContain(`root.hasAttribute('${ISLANDS_PAGE_ATTR}') && !t.closest('[${ISLAND_ATTR}]')`);
  });

  it("stores a city page booking link's city where the wizard reads it", () => {
    expect(inline).toContain(`closest('a[${BOOK_CITY_ATTR}]')`);
    expect(inline).toContain(`sessionStorage.setItem('${INTENT_CITY_KEY}', link.getAttribute('${BOOK_CITY_ATTR}'))`);
    // And that it is a new choice (it wins over a draft's city once).
    expect(inline).toContain(`sessionStorage.setItem('${INTENT_CITY_NEW_KEY}', '1')`);
  });
});
