import './scripts/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Vitest's default on a run is one worker less than the cores: a single worker on CI's two.
          // jsdom's set-up per file is most of this project's time, and it spreads over both cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // PGlite runs in the worker (CPU-bound: one per core); on PostgreSQL the workers mostly wait
          // for the server, so more of them overlap (each file has its own database).
          maxWorkers: process.env.DATABASE_URL ? 4 : 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.test.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each with its own server and browser: the browser and the server of one
          // file wait on each other often enough that a second file fills the gaps (575 s → ~475 s here).
          maxWorkers: 2,
        },
      },
    ],
  },
});
