import { describe, expect, it } from 'vitest';
import { holdHydration, holdRegion, hurryHydration, inUnhydratedRegion, onRegionReleased, whenHydrated, whenNearOrHurried } from './hydration-gate';

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

describe('parts waiting for the visitor', () => {
  const box = () => ({ contains: () => false }) as unknown as Element;

  it('holds a region for event replay without holding "the page is interactive"', () => {
    const region = box();
    const release = holdRegion(region);
    let marked = false;
    whenHydrated(() => (marked = true));
    expect(marked).toBe(true);
    const released: number[] = [];
    const stop = onRegionReleased(() => released.push(1));
    release();
    release();
    expect(released).toEqual([1]);
    stop();
  });

  it('starts a part waiting for intent when a tap lands in it or its section is asked for, not for a tap elsewhere', async () => {
    const { Window } = await import('happy-dom');
    const window = new Window();
    Object.assign(globalThis, { window, IntersectionObserver: window.IntersectionObserver });
    try {
      const doc = window.document as unknown as Document;
      doc.body.innerHTML = '<section id="booking"><div id="wizard"><button id="pkg">Interior</button></div></section><nav><button id="menu">Menu</button></nav>';
      const wizard = doc.getElementById('wizard')!;
      const started: string[] = [];
      void whenNearOrHurried(wizard).then(() => started.push('wizard'));
      hurryHydration(doc.getElementById('menu'));
      await Promise.resolve();
      expect(started).toEqual([]);
      hurryHydration(doc.getElementById('booking'));
      await Promise.resolve();
      expect(started).toEqual(['wizard']);

      void whenNearOrHurried(wizard).then(() => started.push('again'));
      hurryHydration(doc.getElementById('pkg'));
      await Promise.resolve();
      expect(started).toEqual(['wizard', 'again']);
    } finally {
      await window.happyDOM.close();
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
