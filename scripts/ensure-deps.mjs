// Installs the root and functions dependencies when they are missing or older
// than the lock file, so `npm start` and `npm test` work on a fresh clone.
// Plain Node on purpose: it runs before anything else is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
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

/** Installs one directory's dependencies unless its stamp matches the lock file; resolves when done. */
function ensure(dir, label) {
  const stamp = join(dir, 'node_modules', '.deps-stamp');
  const want = lockHash(dir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return Promise.resolve();
  const hasLock = existsSync(join(dir, 'package-lock.json'));
  // --prefer-offline: the lock file pins every version and checksum, so a package
  // already in npm's cache is used without asking the registry again.
  const args = hasLock ? ['ci', '--no-audit', '--no-fund', '--prefer-offline'] : ['install', '--no-audit', '--no-fund'];
  console.log(`[deps] installing ${label} dependencies (npm ${args[0]})…`);
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: dir, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[deps] npm ${args[0]} did not start in ${label}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (status) => {
      if (status !== 0) {
        console.error(`[deps] npm ${args[0]} failed in ${label} (exit ${status}).`);
        process.exit(status ?? 1);
      }
      writeFileSync(stamp, lockHash(dir));
      resolve();
    });
  });
}

// The two installs are independent (the functions have their own package.json
// and lock file): side by side, the smaller one is done within the larger's time.
await Promise.all([ensure(root, 'root'), ensure(join(root, 'functions'), 'functions')]);
