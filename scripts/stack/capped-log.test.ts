import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cappedLog } from './capped-log';

const folders: string[] = [];
/** A log file in a folder of its own, removed after the test. */
function logFile(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'capped-'));
  folders.push(folder);
  return join(folder, name);
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('cappedLog', () => {
  it('keeps the newest lines in at most the cap, split over the file and one older file', () => {
    const file = logFile('emulators.log');
    const log = cappedLog(file, 1000);
    for (let i = 0; i < 200; i++) log.write(`line ${String(i).padStart(3, '0')}\n`);
    log.end();

    const total = statSync(file).size + (existsSync(`${file}.1`) ? statSync(`${file}.1`).size : 0);
    expect(total).toBeLessThanOrEqual(1000);
    const current = readFileSync(file, 'utf8').trimEnd().split('\n');
    const older = readFileSync(`${file}.1`, 'utf8').trimEnd().split('\n');
    expect(current.at(-1)).toBe('line 199');
    // The older file ends where the current one begins: no line lost between them.
    expect(Number(older.at(-1)!.slice(5)) + 1).toBe(Number(current[0]!.slice(5)));
  });

  it('writes an oversized chunk whole rather than losing it', () => {
    const file = logFile('big.log');
    const log = cappedLog(file, 100);
    log.write('x'.repeat(300));
    log.end();

    expect(readFileSync(file, 'utf8')).toHaveLength(300);
  });
});
