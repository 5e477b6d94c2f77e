// Image pipeline: every artwork key becomes responsive AVIF + WebP files in
// public/images and an entry (sizes, intrinsic width/height) in
// src/content/images.generated.ts. A photo dropped in as
// src/content/artwork/{key}.jpg|png|webp replaces the generated artwork.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'public/images');
const SOURCE_DIR = join(ROOT, 'src/content/artwork');
const MANIFEST = join(ROOT, 'src/content/images.generated.ts');

interface ArtSpec {
  key: string;
  kind: 'hero' | 'gallery';
  sky: [string, string];
  car: string;
  accent: string;
  effect: 'beads' | 'shine' | 'film' | 'beam' | 'steam' | 'city' | 'none';
}

const WIDTHS = { hero: [640, 1024, 1600], gallery: [400, 800] } as const;
const SIZE = { hero: { w: 1600, h: 900 }, gallery: { w: 800, h: 600 } } as const;

const HEROES: ArtSpec[] = [
  { key: 'hero-home', kind: 'hero', sky: ['#0b1d33', '#1e4d7a'], car: '#101418', accent: '#38bdf8', effect: 'shine' },
  { key: 'service-interior', kind: 'hero', sky: ['#1f2937', '#475569'], car: '#334155', accent: '#fbbf24', effect: 'shine' },
  { key: 'service-exterior', kind: 'hero', sky: ['#0c4a6e', '#38bdf8'], car: '#f8fafc', accent: '#0ea5e9', effect: 'beads' },
  { key: 'service-correction', kind: 'hero', sky: ['#111827', '#4b5563'], car: '#7f1d1d', accent: '#fde68a', effect: 'shine' },
  { key: 'service-ceramic', kind: 'hero', sky: ['#082f49', '#0e7490'], car: '#1e3a8a', accent: '#a5f3fc', effect: 'beads' },
  { key: 'service-headlight', kind: 'hero', sky: ['#020617', '#1e293b'], car: '#cbd5e1', accent: '#fef9c3', effect: 'beam' },
  { key: 'service-ppf', kind: 'hero', sky: ['#1c1917', '#57534e'], car: '#ea580c', accent: '#e0f2fe', effect: 'film' },
  { key: 'service-ozone', kind: 'hero', sky: ['#052e16', '#166534'], car: '#e2e8f0', accent: '#bbf7d0', effect: 'steam' },
  { key: 'service-steam', kind: 'hero', sky: ['#172554', '#3b82f6'], car: '#94a3b8', accent: '#f1f5f9', effect: 'steam' },
  { key: 'city-burnaby', kind: 'hero', sky: ['#1e1b4b', '#6366f1'], car: '#0f172a', accent: '#c7d2fe', effect: 'city' },
  { key: 'city-vancouver', kind: 'hero', sky: ['#0c4a6e', '#7dd3fc'], car: '#14532d', accent: '#e0f2fe', effect: 'city' },
  { key: 'city-surrey', kind: 'hero', sky: ['#431407', '#f97316'], car: '#1f2937', accent: '#fed7aa', effect: 'city' },
  { key: 'city-richmond', kind: 'hero', sky: ['#134e4a', '#5eead4'], car: '#f8fafc', accent: '#ccfbf1', effect: 'city' },
  { key: 'city-coquitlam', kind: 'hero', sky: ['#14532d', '#4ade80'], car: '#7c2d12', accent: '#dcfce7', effect: 'city' },
  { key: 'city-langley', kind: 'hero', sky: ['#713f12', '#facc15'], car: '#1e3a8a', accent: '#fef3c7', effect: 'city' },
  { key: 'city-north-vancouver', kind: 'hero', sky: ['#0f172a', '#0ea5e9'], car: '#b91c1c', accent: '#bae6fd', effect: 'city' },
];

const GALLERY_CARS = ['#0a0a0a', '#b91c1c', '#f8fafc', '#1d4ed8', '#4b5563', '#cbd5e1', '#166534', '#ea580c', '#1e3a8a', '#facc15', '#7f1d1d', '#0f766e', '#374151', '#f1f5f9'];
const GALLERY_EFFECTS: ArtSpec['effect'][] = ['shine', 'beads', 'shine', 'city', 'beads', 'shine', 'beads', 'film', 'shine', 'beam', 'beads', 'city', 'shine', 'shine'];
const GALLERY: ArtSpec[] = GALLERY_CARS.map((car, i) => ({
  key: `gallery-${String(i + 1).padStart(2, '0')}`,
  kind: 'gallery',
  sky: i % 2 ? ['#0f172a', '#334155'] : ['#1e293b', '#64748b'],
  car,
  accent: '#e0f2fe',
  effect: GALLERY_EFFECTS[i],
}));

export const ART: ArtSpec[] = [...HEROES, ...GALLERY];

/** A side-view car on a wet, reflective floor, with an effect per service. */
export function artworkSvg(spec: ArtSpec): string {
  const { w, h } = SIZE[spec.kind];
  const s = w / 1600;
  const floorY = h * 0.78;
  const carX = w / 2 - 500 * s;
  const carY = floorY - 330 * s;
  const effects: string[] = [];
  if (spec.effect === 'beads') {
    for (let i = 0; i < 40; i++) {
      const x = carX + ((i * 137) % 1000) * s;
      const y = carY + 120 * s + ((i * 61) % 120) * s;
      effects.push(`<circle cx="${x}" cy="${y}" r="${(4 + (i % 5)) * s}" fill="${spec.accent}" opacity="0.75"/>`);
    }
  } else if (spec.effect === 'shine') {
    effects.push(`<path d="M${carX + 260 * s},${carY + 90 * s} L${carX + 700 * s},${carY + 70 * s} L${carX + 660 * s},${carY + 110 * s} L${carX + 240 * s},${carY + 130 * s}Z" fill="#fff" opacity="0.35"/>`);
    effects.push(`<g fill="#fff"><path d="M${w * 0.8},${h * 0.18} l8,24 24,8 -24,8 -8,24 -8,-24 -24,-8 24,-8z" opacity="0.9"/></g>`);
  } else if (spec.effect === 'film') {
    effects.push(`<path d="M${carX},${carY + 250 * s} Q${carX + 100 * s},${carY + 120 * s} ${carX + 330 * s},${carY + 110 * s}" stroke="${spec.accent}" stroke-width="${10 * s}" fill="none" opacity="0.8"/>`);
  } else if (spec.effect === 'beam') {
    effects.push(`<path d="M${carX - 10 * s},${carY + 200 * s} L0,${carY + 60 * s} L0,${floorY} Z" fill="url(#beam)"/>`);
  } else if (spec.effect === 'steam') {
    for (let i = 0; i < 6; i++) {
      const x = carX + (150 + i * 140) * s;
      effects.push(`<path d="M${x},${carY + 40 * s} q${-30 * s},${-60 * s} 0,${-120 * s} q${30 * s},${-60 * s} 0,${-120 * s}" stroke="${spec.accent}" stroke-width="${14 * s}" fill="none" stroke-linecap="round" opacity="0.45"/>`);
    }
  } else if (spec.effect === 'city') {
    for (let i = 0; i < 14; i++) {
      const bw = (60 + ((i * 37) % 70)) * s;
      const bh = (180 + ((i * 89) % 300)) * s;
      const x = i * (w / 14);
      effects.push(`<rect x="${x}" y="${floorY - bh - 120 * s}" width="${bw}" height="${bh}" fill="#000" opacity="0.28"/>`);
    }
  }
  const body = `M${carX},${carY + 260 * s} L${carX + 20 * s},${carY + 170 * s} Q${carX + 40 * s},${carY + 130 * s} ${carX + 130 * s},${carY + 120 * s} L${carX + 280 * s},${carY + 100 * s} Q${carX + 370 * s},${carY + 10 * s} ${carX + 490 * s},${carY} L${carX + 720 * s},${carY} Q${carX + 800 * s},${carY + 8 * s} ${carX + 880 * s},${carY + 90 * s} L${carX + 960 * s},${carY + 115 * s} Q${carX + 1000 * s},${carY + 125 * s} ${carX + 1000 * s},${carY + 170 * s} L${carX + 1000 * s},${carY + 260 * s} Z`;
  const windows = `M${carX + 320 * s},${carY + 105 * s} Q${carX + 390 * s},${carY + 30 * s} ${carX + 490 * s},${carY + 25 * s} L${carX + 700 * s},${carY + 25 * s} Q${carX + 760 * s},${carY + 30 * s} ${carX + 830 * s},${carY + 100 * s} Z`;
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="${carY + 262 * s}" r="${78 * s}" fill="#0a0a0a"/><circle cx="${cx}" cy="${carY + 262 * s}" r="${46 * s}" fill="#9ca3af"/><circle cx="${cx}" cy="${carY + 262 * s}" r="${14 * s}" fill="#374151"/>`;
  const city = spec.effect === 'city' ? effects.join('') : '';
  const front = spec.effect === 'city' ? '' : effects.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky[0]}"/><stop offset="1" stop-color="${spec.sky[1]}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#111827"/><stop offset="1" stop-color="#030712"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient>
<linearGradient id="beam" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${spec.accent}" stop-opacity="0.85"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="${spec.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${city}
<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>
<g opacity="0.25" transform="translate(0 ${2 * floorY + 30 * s}) scale(1 -1)"><path d="${body}" fill="${spec.car}"/></g>
<ellipse cx="${w / 2}" cy="${floorY + 6 * s}" rx="${560 * s}" ry="${26 * s}" fill="#000" opacity="0.6"/>
<path d="${body}" fill="${spec.car}"/>
<path d="${body}" fill="url(#paint)"/>
<path d="${windows}" fill="#0f172a" opacity="0.85"/>
<path d="M${carX + 575 * s},${carY + 25 * s} L${carX + 585 * s},${carY + 105 * s}" stroke="${spec.car}" stroke-width="${14 * s}"/>
<rect x="${carX + 960 * s}" y="${carY + 135 * s}" width="${36 * s}" height="${18 * s}" rx="${6 * s}" fill="${spec.accent}"/>
${wheel(carX + 210 * s)}${wheel(carX + 800 * s)}
${front}
</svg>`;
}

function sourceFor(spec: ArtSpec): Buffer {
  for (const ext of ['jpg', 'jpeg', 'png', 'webp']) {
    const file = join(SOURCE_DIR, `${spec.key}.${ext}`);
    if (existsSync(file)) return readFileSync(file);
  }
  return Buffer.from(artworkSvg(spec));
}

export async function buildImages({ force = false } = {}): Promise<number> {
  mkdirSync(OUT_DIR, { recursive: true });
  const entries: string[] = [];
  let written = 0;
  for (const spec of ART) {
    const { w, h } = SIZE[spec.kind];
    const widths = WIDTHS[spec.kind];
    const input = sourceFor(spec);
    for (const width of widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = join(OUT_DIR, `${spec.key}-${width}.${format}`);
        if (!force && existsSync(file)) continue;
        const pipeline = sharp(input).resize({ width, height: Math.round((width * h) / w), fit: 'cover' });
        await (format === 'avif' ? pipeline.avif({ quality: 50, effort: 4 }) : pipeline.webp({ quality: 72 })).toFile(file);
        written++;
      }
    }
    entries.push(`  '${spec.key}': { width: ${w}, height: ${h}, widths: [${widths.join(', ')}], color: '${spec.sky[0]}' },`);
  }
  const og = join(ROOT, 'public/og-default.png');
  if (force || !existsSync(og)) {
    await sharp(sourceFor(HEROES[0])).resize({ width: 1200, height: 630, fit: 'cover' }).png({ compressionLevel: 9 }).toFile(og);
    written++;
  }
  writeFileSync(
    MANIFEST,
    `// Generated by scripts/build-images.ts: do not edit. Files: /images/{key}-{width}.{avif,webp}.\n` +
      `export interface ImageEntry {\n  readonly width: number;\n  readonly height: number;\n  readonly widths: readonly number[];\n  /** Placeholder colour shown while the image loads. */\n  readonly color: string;\n}\n\n` +
      `export const IMAGES: Record<string, ImageEntry> = {\n${entries.join('\n')}\n};\n`,
  );
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await buildImages({ force: process.argv.includes('--force') });
  console.log(`[images] wrote ${written} files into public/images`);
}
