// A Vite plugin: writes, beside the build manifest, which source modules each
// emitted chunk holds (.vite/chunk-modules.json). The manifest names chunks by
// their entry module only; the build (scripts/build-web.ts) reads this to refuse
// a public page whose first load would pull Chakra, Emotion, the router,
// Firebase or Dexie.
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Chunk file name (as in the manifest's `file`) -> the module ids it holds. */
export type ChunkModules = Record<string, string[]>;

export function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: ChunkModules = {};
      for (const output of Object.values(bundle)) if (output.type === 'chunk') modules[output.fileName] = [...output.moduleIds];
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
