// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { importWhenOnline } from './hydration-gate';

describe('importWhenOnline', () => {
  it('resolves with the chunk when it loads the first time', async () => {
    await expect(importWhenOnline(async () => 'chunk')).resolves.toBe('chunk');
  });

  it('after a failed load, tries again on each return online until the chunk comes', async () => {
    let tries = 0;
    const load = async () => {
      tries += 1;
      if (tries < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return 'chunk';
    };
    let result: string | undefined;
    void importWhenOnline(load).then((r) => (result = r));
    await new Promise((r) => setTimeout(r, 0));
    expect(tries).toBe(1);
    expect(result).toBeUndefined();
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 0));
    expect(tries).toBe(2);
    expect(result).toBeUndefined();
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 0));
    expect(tries).toBe(3);
    expect(result).toBe('chunk');
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 0));
    expect(tries).toBe(3);
  });
});
