// Bundles functions/src with the shared domain (src/domain, src/config) into
// functions/lib/index.js (the deployed functions) and functions/lib/local-jobs.js
// (the scheduled jobs' registry, which the local stack's scheduler runs);
// runtime dependencies stay in functions/node_modules.
import { build, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const pkg = JSON.parse(readFileSync(`${functionsDir}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};

export function functionsBuildOptions(): BuildOptions {
  return {
    entryPoints: {
      index: `${functionsDir}src/index.ts`,
      'local-jobs': `${functionsDir}src/scheduled/local-jobs.ts`,
    },
    outdir: `${functionsDir}lib`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    tsconfig: `${functionsDir}tsconfig.json`,
    // Deployed packages are installed by Cloud Build from functions/package.json.
    external: Object.keys(pkg.dependencies).filter((name) => name !== 'zod'),
    logLevel: 'warning',
  };
}

export async function buildFunctions(): Promise<void> {
  await build(functionsBuildOptions());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildFunctions();
  console.log('[build] functions/lib/index.js, functions/lib/local-jobs.js');
}
