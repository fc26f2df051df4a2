import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a web test file does that another file in the same module graph would see: mocks a module,
 * stubs a global or fakes timers. Such a file runs in its own module graph. Spies (vi.spyOn, and the
 * API client and toasts replaced through apps/web/src/testing/fake-api.ts) do not count: the shared
 * project restores every spy after each test (restoreMocks in vitest.config.ts).
 */
const SHARED_STATE_CALLS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

/**
 * The web tests split by isolation: `isolated` are the files that change shared state (above), as
 * paths relative to `root`; the rest run in one module graph and one jsdom per worker.
 */
export function webTestsNeedingIsolation(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => SHARED_STATE_CALLS.test(readFileSync(path.join(root, file), 'utf8')));
}
