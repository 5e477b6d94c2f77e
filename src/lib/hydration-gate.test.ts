import { describe, expect, it } from 'vitest';
import { holdHydration, inUnhydratedRegion, whenHydrated } from './hydration-gate';

describe('hydration gate', () => {
  it('marks the page hydrated at once when no deferred part holds it', () => {
    let marked = false;
    whenHydrated(() => (marked = true));
    expect(marked).toBe(true);
  });

  it('waits for every deferred part, each released once however often it reports', () => {
    const releaseWizard = holdHydration();
    const releaseChrome = holdHydration();
    let marked = 0;
    whenHydrated(() => (marked += 1));
    releaseWizard();
    releaseWizard();
    expect(marked).toBe(0);
    releaseChrome();
    expect(marked).toBe(1);
    releaseChrome();
    expect(marked).toBe(1);
  });
});

describe('regions of deferred parts', () => {
  it('counts a node as not yet interactive while the part holding its region has not hydrated', () => {
    const inside = {} as Node;
    const region = { contains: (node: Node) => node === inside } as unknown as Element;
    const release = holdHydration(region);
    expect(inUnhydratedRegion(inside)).toBe(true);
    expect(inUnhydratedRegion({} as Node)).toBe(false);
    release();
    expect(inUnhydratedRegion(inside)).toBe(false);
  });
});
