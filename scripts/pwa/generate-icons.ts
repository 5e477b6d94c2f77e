// Renders the app icons from the SVG sources in public/icons with sharp.
// Run after changing an SVG: `npx tsx scripts/pwa/generate-icons.ts`; the PNGs are committed.
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../public/icons/', import.meta.url));

/** File name, source SVG, edge in px. Maskable icons keep their motif inside the 80 % safe zone. */
export const ICONS = [
  ['icon-192.png', 'icon.svg', 192],
  ['icon-512.png', 'icon.svg', 512],
  ['maskable-512.png', 'icon-maskable.svg', 512],
  // iOS draws its own rounded corners and ignores transparency: use the full-bleed square.
  ['apple-touch-icon.png', 'icon-maskable.svg', 180],
] as const;

for (const [out, src, size] of ICONS) {
  await sharp(`${dir}${src}`, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`${dir}${out}`);
  console.log(`[icons] ${out} ${size}x${size}`);
}
