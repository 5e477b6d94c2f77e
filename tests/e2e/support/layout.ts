// What the phone specs measure and keep of a screen: an element's box (it
// must be laid out), and a screenshot attached to the test's report.
import type { Locator, Page, TestInfo } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box on the page; an element not laid out fails the test here. */
export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/** A screenshot kept with the test's results: a file in its folder under test-results, attached to the report. */
export async function keepScreenshot(info: TestInfo, target: Page | Locator, name: string) {
  const path = info.outputPath(`${name}.png`);
  await target.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}
