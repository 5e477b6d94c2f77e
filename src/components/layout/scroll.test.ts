// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { visitorActedSinceLoad } from './scroll';

describe('whether the page may still scroll itself on arrival', () => {
  afterEach(() => {
    delete window.__visitorActed;
    window.scrollTo(0, 0);
  });

  it('may while the visitor has done nothing and the page is at its top', () => {
    expect(visitorActedSinceLoad()).toBe(false);
  });

  it('may not once index.html noted a scroll, touch or key press', () => {
    window.__visitorActed = true;
    expect(visitorActedSinceLoad()).toBe(true);
  });

  it('may not when the page is already away from its top, before any scroll event was dispatched', () => {
    window.scrollTo(0, 900);
    expect(window.__visitorActed).toBeUndefined();
    expect(visitorActedSinceLoad()).toBe(true);
  });
});
