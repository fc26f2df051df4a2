import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { WEB_DIR, WEB_INDEX } from './helpers/paths.ts';
import { startServer } from './helpers/server.ts';

/** What the build leaves out: unit tests and their helpers (editing them needs no new build). */
const TEST_ONLY = /\.test\.[jt]sx?$|^testing$|^testing-library-setup\.ts$/;

/** The newest modification time of the web app's sources. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (TEST_ONLY.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app when needed, then starts the server once on an empty DATA_DIR and stops it: each test's
 * server starts on a copy of that directory (migrated, plans in place) instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  buildWeb();
  const template = await mkdtemp(path.join(os.tmpdir(), 'comptoir-e2e-template-'));
  const server = await startServer({ env: { DATA_DIR: template } });
  await server.stop();
  project.provide('e2eDataTemplate', template);
  // A first start on an empty DATA_DIR with nothing else running, as `npm start` on a new machine.
  project.provide('e2eFreshStartMs', server.readyAfterMs);
  return () => rm(template, { recursive: true, force: true });
}

/** The server serves apps/web/dist: build it when it is missing or older than its sources. */
function buildWeb() {
  const sources = Math.max(
    newestSource(path.join(WEB_DIR, 'src')),
    ...['index.html', 'vite.config.ts', 'precompress.ts', 'package.json'].map(
      (f) => statSync(path.join(WEB_DIR, f)).mtimeMs,
    ),
  );
  if (existsSync(WEB_INDEX) && statSync(WEB_INDEX).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: path.resolve(WEB_DIR, '../..'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
