import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the server has started on once (migrated, plans in place), made by global-setup.ts. */
    e2eDataTemplate: string;
    /** Milliseconds the global set-up's server took to be ready on an empty DATA_DIR, alone on the machine. */
    e2eFreshStartMs: number;
  }
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 on /ready. */
  readyAfterMs: number;
  /** The server's recent stdout and stderr, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Extra environment; DATABASE_URL and REDIS_URL are cleared unless given here. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /**
   * Start on an empty DATA_DIR, migrations and all, as a new install does. Otherwise the server starts on a
   * copy of the DATA_DIR global setup started once (half the start-up time of each test file).
   */
  fresh?: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the real app the way users do (`node --import tsx apps/api/src/main.ts` from the repo root)
 * on its own DATA_DIR (a copy of the started-once one, or empty with `fresh`) and a free port, and waits
 * for /ready.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-e2e-'));
  if (!options.fresh && !options.env?.DATA_DIR) {
    await cp(inject('e2eDataTemplate'), dataDir, { recursive: true });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // PGlite zeroes its whole buffer cache on every start (0.8 s of 7.5 here for the default 128MB); a test's
      // database is small. A fresh start, as a new install makes it, keeps the default.
      ...(options.fresh ? {} : { EMBEDDED_DB_CACHE_MB: '16' }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = started + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log}`,
      );
    }
    try {
      const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        return { url, port, dataDir, readyAfterMs: Date.now() - started, output: () => log, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server was not ready within ${options.readyTimeoutMs ?? 60_000} ms:\n${log}`);
}
