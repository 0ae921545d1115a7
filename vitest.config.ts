import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API test files are CPU-bound (PGlite runs Postgres in WASM, scrypt hashes passwords): one worker
// per core, and at least two so a slow file does not hold the queue on a small machine.
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        // Web components are written with the automatic JSX runtime (see apps/web/vite.config.ts).
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // Pure API logic (policies, parsers): named *.unit.test.ts; a plain *.test.ts in the API
            // also lands here so that no test file silently runs nowhere.
            'apps/api/src/**/*.test.ts',
            // The build scripts' own logic (staleness, compression).
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/node_modules/**', 'apps/api/src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          // Files in one worker share the loaded modules (the app graph takes ~1 s to import); each
          // file still gets its own database and app, and nothing here mocks modules.
          isolate: false,
          environment: 'node',
          include: ['apps/api/src/**/*.api.test.ts'],
          // Migrates one database per run (PGlite snapshot, or a PostgreSQL template when
          // DATABASE_URL is set); every test file then opens its own copy.
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          teardownTimeout: 20_000,
        },
      },
    ],
  },
});
