// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@/testing/dom';
import { paced } from '@/testing/pace';
import { lazyPart, preloadWhenIdle } from './lazy-part';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Hello {name} {count}
    </button>
  );
}

/** A module import the test settles by hand. */
function deferredModule() {
  let resolve!: (component: typeof Greeting) => void;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<typeof Greeting>((r) => (resolve = r));
  };
  return { load, arrive: () => resolve(Greeting), loads: () => loads };
}

describe('lazyPart', () => {
  it('shows the fallback until its module arrives, then the part, without mounting it twice', async () => {
    const module = deferredModule();
    const part = lazyPart(module.load, <p>Loading part</p>);
    // Rendered and settled in act scopes that are awaited, so React's retry of the suspended part runs in them.
    let rerender!: ReturnType<typeof render>['rerender'];
    await act(async () => {
      rerender = render(<part.Part name="Priya" />).rerender;
    });
    expect(screen.getByText('Loading part')).toBeTruthy();
    await act(async () => module.arrive());
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Hello Priya 1');
    rerender(<part.Part name="Mei" />);
    // Its state survived the props change: the same mounted part.
    expect(screen.getByRole('button').textContent).toBe('Hello Mei 1');
    expect(module.loads()).toBe(1);
  });

  it('once preloaded, renders in the same commit as it is first shown (no fallback in between)', async () => {
    const module = deferredModule();
    const part = lazyPart(module.load, <p>Loading part</p>);
    const preloaded = part.preload();
    module.arrive();
    await preloaded;
    await Promise.resolve();
    render(<part.Part name="Daniel" />);
    expect(screen.queryByText('Loading part')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Hello Daniel 0');
    expect(module.loads()).toBe(1);
  });

  it('preloadWhenIdle starts every part at the first idle moment, each once', async () => {
    const modules = [deferredModule(), deferredModule()];
    const parts = modules.map((m) => lazyPart(m.load));
    preloadWhenIdle(parts, 10);
    expect(modules.map((m) => m.loads())).toEqual([0, 0]);
    // Waited for, not slept on: on a loaded machine the idle moment came after a fixed 100 ms.
    await vi.waitFor(() => expect(modules.map((m) => m.loads())).toEqual([1, 1]), { timeout: paced(5_000) });
    parts.forEach((p) => void p.preload());
    expect(modules.map((m) => m.loads())).toEqual([1, 1]);
  });
});
