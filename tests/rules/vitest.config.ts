// The rules tier: @firebase/rules-unit-testing against the real Firestore
// emulator (scripts/test.ts runs it only when the stack's Firestore is real).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
