// The e-mails as a customer opens them on a phone: every template, each of
// its variants, laid out at 390 px wide (a common phone) with nothing wider
// than the screen, so nothing scrolls sideways and nothing is shrunk to fit.
// Without a viewport a phone's browser lays a page out 980 px wide.
import { createRequire } from 'node:module';
import { expect, test } from './hydrated';
import type * as MailCases from '../integration/support/mail-cases';

// The functions' own rendering (functions/ is a CommonJS package: required, not imported).
const { renderedMails } = createRequire(import.meta.url)('../integration/support/mail-cases.ts') as typeof MailCases;

const PHONE_WIDTH_PX = 390;


test('every e-mail is laid out at the phone’s width, 390 px, with no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 844 });
  const mails = renderedMails();
  expect(mails.length).toBeGreaterThan(10);
  for (const mail of mails) {
    await page.setContent(mail.html);
    const layout = await page.evaluate(() => ({
      viewport: window.innerWidth,
      content: document.documentElement.scrollWidth,
      column: document.querySelector('body > div')!.getBoundingClientRect().width,
    }));
    // Laid out at the device's width (not 980 px and shrunk), the content inside it, the column using it.
    expect.soft(layout.viewport, `${mail.name}: layout width`).toBe(PHONE_WIDTH_PX);
    expect.soft(layout.content, `${mail.name}: content width`).toBeLessThanOrEqual(PHONE_WIDTH_PX);
    expect.soft(layout.column, `${mail.name}: column width`).toBeGreaterThan(PHONE_WIDTH_PX - 40);
  }
});

test('on a desktop-wide window the column stays at 600 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const [mail] = renderedMails();
  await page.setContent(mail.html);
  expect(await page.evaluate(() => document.querySelector('body > div')!.getBoundingClientRect().width)).toBe(600);
});
