import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { system } from '@/components/ui/system';
import { providerSystem } from './provider-system';

function documentWith(head: string): Document {
  const window = new Window();
  window.document.head.innerHTML = head;
  return window.document as unknown as Document;
}

describe('providerSystem', () => {
  it('gives the provider no global CSS on a prerendered page, which carries it in its <head>, and keeps the rest of the system', () => {
    const given = providerSystem(system, documentWith('<style data-emotion="css-global 1a2b3c">:root{--chakra-colors-blue-500:#3b82f6}</style>'));
    expect(given._global).toEqual([]);
    expect(given.token('colors.blue.500')).toBe(system.token('colors.blue.500'));
    expect(given.css({ color: 'blue.500' })).toEqual(system.css({ color: 'blue.500' }));
  });

  it('gives the whole system, global CSS included, to a page without prerendered CSS', () => {
    const given = providerSystem(system, documentWith(''));
    expect(given).toBe(system);
    expect(JSON.stringify(given._global)).toContain('--chakra-colors-blue-500');
  });
});
