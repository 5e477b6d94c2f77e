// Installs the root and functions dependencies when they are missing or older
// than the lock file, so `npm start` and `npm test` work on a fresh clone.
// Plain Node on purpose: it runs before anything else is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20 or newer.`);
  process.exit(1);
}

function lockHash(dir) {
  const lock = join(dir, 'package-lock.json');
  const source = existsSync(lock) ? lock : join(dir, 'package.json');
  return createHash('sha256').update(readFileSync(source)).digest('hex');
}

function ensure(dir, label) {
  const stamp = join(dir, 'node_modules', '.deps-stamp');
  const want = lockHash(dir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  const hasLock = existsSync(join(dir, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`[deps] installing ${label} dependencies (npm ${args[0]})…`);
  const result = spawnSync('npm', args, { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[deps] npm ${args[0]} failed in ${label} (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, lockHash(dir));
}

ensure(root, 'root');
ensure(join(root, 'functions'), 'functions');
