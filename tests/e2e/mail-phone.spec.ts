// The e-mails as a customer opens them on a phone: every template, each of
// its variants, laid out at 390 px wide (a common phone) with nothing wider
// than the screen, so nothing scrolls sideways and nothing is shrunk to fit.
// Without a viewport a phone's browser lays a page out 980 px wide.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './hydrated';
import type * as MailCases from '../integration/support/mail-cases';

type RenderedMail = ReturnType<typeof MailCases.renderedMails>[number];
let rendered: RenderedMail[] | undefined;

/**
 * The functions' own rendering of every e-mail case, in a process of its own
 * (tests/integration/support/print-mails.ts, with this run's secrets from the
 * environment), so nothing another spec loaded into this worker is in its way.
 */
function renderedMails(): RenderedMail[] {
  rendered ??= JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../integration/support/print-mails.ts', import.meta.url))], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as RenderedMail[];
  return rendered;
}

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
