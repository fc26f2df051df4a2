import './scripts/node20-polyfills.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { webTestsNeedingIsolation } from './scripts/web-test-split.ts';

const webIsolated = webTestsNeedingIsolation(fileURLToPath(new URL('.', import.meta.url)), 'apps/web/src');

/** What both halves of the web tests share; they differ in isolation and in what the shared half resets. */
const web = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['apps/web/src/testing-library-setup.ts'],
  // Vitest's default on a run is one worker less than the cores: a single worker on CI's two.
  // jsdom's set-up per file is most of the isolated files' time, and it spreads over both cores.
  maxWorkers: 2,
  // A screen test clicks through a whole flow in jsdom; 5 s was too short for the longest ones
  // (the office order's delivery flow) when the machine is busy with other work.
  testTimeout: 15_000,
} as const;

/**
 * Vite defines it when it builds the app; the tests define it too, so that the real API client
 * (app/api.ts) loads: the screen tests spy on it (apps/web/src/testing/fake-api.ts).
 */
const webDefine = { __APP_VERSION__: JSON.stringify('0.0.0-test') };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          // Pure functions: no file mocks a module, stubs a global or fakes timers, so one module graph
          // serves every file (36 s → 7 s on this machine, 1,150 tests).
          isolate: false,
        },
      },
      {
        define: webDefine,
        test: {
          ...web,
          name: 'web',
          exclude: webIsolated,
          // These files leave nothing behind that another file would see (no module mocks, stubbed
          // globals or fake timers — scripts/web-test-split.ts; the screens replace the API client and
          // the toasts with spies, apps/web/src/testing/fake-api.ts): one module graph and one jsdom
          // per worker serve them all. A fresh process per file was most of the time: test:web took
          // 182 s with 73 files isolated, 44–48 s with 7 (183 files, 1,044 tests, on this machine).
          isolate: false,
          // Each file starts in English in jsdom's window size, whatever the one before it left.
          setupFiles: [...web.setupFiles, 'apps/web/src/testing/shared-graph-setup.ts'],
          // Their spies (vi.spyOn on window.print, console, the API client…) come off after each test.
          restoreMocks: true,
        },
      },
      {
        define: webDefine,
        test: {
          ...web,
          name: 'web-isolated',
          include: webIsolated.length > 0 ? webIsolated : ['no-web-test-mocks-a-module'],
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
          // Each file builds its own app on its own database, and the API keeps no other state between
          // requests than caches keyed by statement or database: a worker loads the app's modules once
          // instead of once per file (half the project's time: 551 s → 253 s on PGlite, 287 s → 148 s
          // on PostgreSQL, on this machine). The web tests split by what a file leaves behind (above).
          isolate: false,
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
          // expect.poll's default 1 s is less than a page reload and its first render take on a busy
          // machine (a collection list read [] for a whole second after reload in one CI run).
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time, each with its own server and browser: the browser and the server of one
          // file wait on each other (page loads, network idle, the per-file server start-up of ~8 s) often
          // enough that more files fill the gaps (575 s → ~475 s from one to two; 1,269 s → 865 s from two
          // to three, 281 tests, on this machine beside another engineer's runs). Two cores are then busy
          // (vmstat: 0–2 % idle); a fourth would only queue. See docs/decisions.md, "e2e on three workers".
          maxWorkers: 3,
        },
      },
    ],
  },
});
