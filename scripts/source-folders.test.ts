// A folder a newcomer can read: no folder under src/ holds more than
// MAX_SOURCE_FILES source files (.ts, .tsx; tests beside them not counted).
// Past that, a folder gets sub-folders by capability (features/staff: session,
// bookings, day, blocks, job; domain: booking, schedule, photos, callables).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_SOURCE_FILES = 20;
const ROOT = fileURLToPath(new URL('../', import.meta.url));

function sourceCounts(dir: string, out: Map<string, number> = new Map()): Map<string, number> {
  const entries = readdirSync(dir, { withFileTypes: true });
  out.set(relative(ROOT, dir), entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)).length);
  for (const e of entries) if (e.isDirectory()) sourceCounts(join(dir, e.name), out);
  return out;
}

describe('source folders', () => {
  const counts = sourceCounts(join(ROOT, 'src'));

  it(`hold at most ${MAX_SOURCE_FILES} source files each`, () => {
    const over = [...counts].filter(([, n]) => n > MAX_SOURCE_FILES);
    expect(over, 'split these folders into sub-folders by capability').toEqual([]);
  });

  it('are counted: the staff feature is split into folders', () => {
    expect(counts.get('src/features/staff')).toBeLessThanOrEqual(MAX_SOURCE_FILES);
    for (const part of ['session', 'bookings', 'day', 'blocks', 'job']) expect(counts.get(`src/features/staff/${part}`)).toBeGreaterThan(0);
    expect(counts.get('src/domain')).toBeLessThanOrEqual(MAX_SOURCE_FILES);
    expect(counts.get('src/domain/booking')).toBeGreaterThan(0);
  });
});
