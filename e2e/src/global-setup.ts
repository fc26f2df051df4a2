import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { WEB_DIR, WEB_INDEX } from './helpers/paths.ts';

/** The newest modification time of the web app's sources. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The server serves apps/web/dist: build it when it is missing or older than its sources. */
export default function setup() {
  const sources = Math.max(
    newestSource(path.join(WEB_DIR, 'src')),
    ...['index.html', 'vite.config.ts', 'package.json'].map((f) => statSync(path.join(WEB_DIR, f)).mtimeMs),
  );
  if (existsSync(WEB_INDEX) && statSync(WEB_INDEX).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: path.resolve(WEB_DIR, '../..'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
