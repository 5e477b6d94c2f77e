// Motion (src/components/motion): a wizard step change slides in from the side
// it comes from and fades in, and with the system's reduced motion it shows at
// once, with nothing animating. The step shown first is prerendered at full opacity.
// Desktop project only: the motion does not depend on the viewport, and the phone
// project would double the time for nothing new.
import type { Page } from '@playwright/test';
import { expect, test } from './hydrated';
import { openWizard } from './booking-helpers';


interface Sample {
  step: string;
  animations: number;
  opacity: string;
  /** translateX of the step's transform, 0 for none. */
  x: number;
}

/** Records the shown step's own animations, opacity and translateX on every frame until `frames` frames of a step other than `from` were seen. */
async function sampleStepChange(page: Page, from: string, frames = 30): Promise<Sample[]> {
  return page.evaluate(
    ({ from, frames }) =>
      new Promise<Sample[]>((resolve) => {
        const samples: Sample[] = [];
        const tick = () => {
          const el = document.querySelector<HTMLElement>('[data-testid="wizard-step"]');
          if (el && el.dataset.step !== from) {
            const style = getComputedStyle(el);
            const matrix = style.transform === 'none' ? null : new DOMMatrixReadOnly(style.transform);
            samples.push({ step: el.dataset.step ?? '', animations: el.getAnimations().length, opacity: style.opacity, x: matrix ? matrix.m41 : 0 });
          }
          if (samples.length >= frames) resolve(samples);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { from, frames },
  );
}

/** Chooses a package and a vehicle (the first taps: the motion features load) and waits until they have. */
async function chooseWithMotionLoaded(page: Page): Promise<void> {
  await openWizard(page);
  await page.getByRole('button', { name: /^Interior Detailing/ }).click();
  await page.getByRole('button', { name: 'Car', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
}

test('a wizard step change slides in from the side it comes from and fades in; the first step is prerendered at full opacity', async ({ page }) => {
  // First paint: the prerendered step is not waiting for an animation to be seen.
  const html = await (await page.request.get('/?section=booking')).text();
  const stepTag = html.match(/<div[^>]*data-testid="wizard-step"[^>]*>/)?.[0] ?? '';
  expect(stepTag, 'the prerendered wizard step').toContain('data-step="service"');
  expect(stepTag).not.toMatch(/opacity:\s*0/);

  await chooseWithMotionLoaded(page);
  const forward = sampleStepChange(page, 'service');
  await page.getByRole('button', { name: 'Continue to Calendar' }).click();
  const entering = await forward;
  expect(entering[0].step).toBe('calendar');
  // It moved: it started transparent or moving, from the right (forward: the flow moves left) ...
  expect(entering.some((s) => s.animations > 0 || Number(s.opacity) < 1 || s.x !== 0), JSON.stringify(entering.slice(0, 5))).toBe(true);
  expect(entering.some((s) => s.x > 0)).toBe(true);
  expect(entering.some((s) => s.x < 0)).toBe(false);
  // ... and came to rest in place at full opacity.
  await expect(page.getByTestId('wizard-step')).toHaveCSS('opacity', '1');
  await expect(page.getByTestId('wizard-step')).toHaveCSS('transform', 'none');

  const back = sampleStepChange(page, 'calendar');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const returning = await back;
  expect(returning[0].step).toBe('service');
  expect(returning.some((s) => s.x < 0), JSON.stringify(returning.slice(0, 5))).toBe(true);
  expect(returning.some((s) => s.x > 0)).toBe(false);
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a wizard step change shows the next step at once, with nothing animating', async ({ page }) => {
    await chooseWithMotionLoaded(page);
    const forward = sampleStepChange(page, 'service');
    await page.getByRole('button', { name: 'Continue to Calendar' }).click();
    const entering = await forward;
    expect(entering[0].step).toBe('calendar');
    for (const s of entering) expect(s, JSON.stringify(entering.slice(0, 5))).toEqual({ step: 'calendar', animations: 0, opacity: '1', x: 0 });
    // Nothing animates the step as a whole, neither on it nor on a part around it (a spinner inside may turn).
    const moving = await page.evaluate(() => {
      const step = document.querySelector('[data-testid="wizard-step"]')!;
      return document.getAnimations().filter((a) => a.effect instanceof KeyframeEffect && a.effect.target?.contains(step)).length;
    });
    expect(moving).toBe(0);
  });
});
