// axe on what a person reads: the page once whatever is appearing has appeared.
// A badge or dialog fading in has, for a few frames, text at part opacity,
// which axe's contrast rule reports although nobody reads it then.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations (entrances, exits) to end, 2 s at
 * most (a paused one never would); endless ones (spinners) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** No axe violations on the page (iframes, the map's, left out), or only inside `include`. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  const results = await (options.include ? builder.include(options.include) : builder.exclude('iframe')).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`)).toEqual([]);
}
