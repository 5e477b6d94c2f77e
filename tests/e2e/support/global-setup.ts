// Once a run, before any browser worker starts: a fresh folder for the
// functions' warm-up claims (warmCallables), handed to the workers through
// the environment, and removed when the run ends. In a whole run (E2E_WARM_ALL,
// from scripts/test.ts) the callables are warmed from here too, in the
// background, while the first tests run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warmInBackground } from '../booking-helpers';

export default function globalSetup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-warm-'));
  process.env.E2E_WARM_DIR = dir;
  // Not awaited: the workers start now. A failed warm-up only costs the wait it would have saved.
  const warming = (process.env.E2E_WARM_ALL === '1' ? warmInBackground(dir) : Promise.resolve()).catch((error: unknown) => console.warn(`[e2e] background warm-up stopped: ${String(error)}`));
  return async () => {
    await warming;
    rmSync(dir, { recursive: true, force: true });
  };
}
