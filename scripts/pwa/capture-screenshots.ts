// Captures the manifest's screenshots (narrow and wide) from the built site with
// Debian's Chromium: `npx tsx scripts/pwa/capture-screenshots.ts` after a build;
// the PNGs in public/screenshots are committed. Sizes must match web-manifest.ts.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { WEB_OUT_DIR } from '../stack/ports';
import { serveStatic } from './static-server';
import { ensureChromium } from '../stack/chromium';

const outDir = fileURLToPath(new URL('../../public/screenshots/', import.meta.url));
const SHOTS = [
  { file: 'narrow.png', width: 412, height: 915 },
  { file: 'wide.png', width: 1280, height: 800 },
] as const;

mkdirSync(outDir, { recursive: true });
const site = await serveStatic(WEB_OUT_DIR);
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of SHOTS) {
    // Reduced motion: a still frame, not one caught mid-animation.
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    // A palette PNG: a quarter of the size, no visible banding on these pages.
    const png = await page.screenshot();
    await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toFile(`${outDir}${shot.file}`);
    await page.close();
    console.log(`[screenshots] ${shot.file} ${shot.width}x${shot.height}`);
  }
} finally {
  await browser.close();
  await site.close();
}
