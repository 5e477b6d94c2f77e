// Once a run, before any browser worker starts: a fresh folder for the
// functions' warm-up claims (warmCallables), handed to the workers through
// the environment, and removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-warm-'));
  process.env.E2E_WARM_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
