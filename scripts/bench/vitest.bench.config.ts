// Runs scripts/bench/dashboard-bench.ts in happy-dom (npm run bench:dashboard).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    include: ['scripts/bench/dashboard-bench.ts'],
    environment: 'happy-dom',
    testTimeout: 300_000,
  },
});
