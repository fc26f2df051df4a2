import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers for tests that run the real server process (`node --import tsx apps/api/src/main.ts`). */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  baseUrl: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly running: boolean;
}

const children = new Set<ChildProcess>();

/** Last resort: a test worker that dies must not leave servers behind. */
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = 'comptoir-proc-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function removeDir(dir: string | undefined) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * The child's environment: the parent's, without what would point it at shared services
 * (a CI DATABASE_URL or REDIS_URL), plus the test's own settings.
 */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || ['NODE_OPTIONS', 'DATABASE_URL', 'REDIS_URL'].includes(key)) continue;
    base[key] = value;
  }
  const merged: NodeJS.ProcessEnv = {
    ...base,
    LOG_LEVEL: 'warn',
    BACKUP_INTERVAL_HOURS: '0',
    HOST: '127.0.0.1',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = env.PORT && /^\d+$/.test(env.PORT) ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: childEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      children.delete(child);
      // Let the last output arrive.
      setTimeout(() => resolve({ code, signal }), 50);
    });
  });
  return {
    child,
    pid: child.pid ?? -1,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    get running() {
      return running;
    },
  };
}

/** Polls /ready until 200; throws with the server's output if it exits or takes too long. */
export async function waitReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.running) {
      throw new Error(
        `server exited before it was ready\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `server not ready after ${timeoutMs} ms\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`,
  );
}

/** Kills the process (SIGKILL unless told otherwise) and waits for it to end. */
export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGKILL') {
  if (!server) return;
  if (server.running) server.child.kill(signal);
  await server.exited;
}

export async function callJson(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

export interface Account {
  email: string;
  password: string;
}

export interface BurstResult {
  /** registrations answered 201 */
  acknowledged: Account[];
  /** other outcomes, by status or error name (503 while closing, connection refused after exit, …) */
  others: Record<string, number>;
}

/**
 * Fires `count` registrations, at most `concurrency` at a time, with unique emails. `onAck` is
 * called after each 201 (the test uses it to signal or kill the server mid-burst).
 */
export async function registrationBurst(
  server: ServerProcess,
  options: { count: number; concurrency: number; tag: string; onAck?: (acked: number) => void },
): Promise<BurstResult> {
  const acknowledged: Account[] = [];
  const others: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < options.count) {
      const i = next++;
      const account = { email: `${options.tag}-${i}@example.com`, password: `pass-${options.tag}-${i}` };
      try {
        const { status } = await callJson(server, 'POST', '/api/v1/auth/register', {
          user: { name: `User ${i}`, email: account.email, password: account.password },
          company: { name: `Company ${options.tag} ${i}` },
        });
        if (status === 201) {
          acknowledged.push(account);
          options.onAck?.(acknowledged.length);
        } else others[String(status)] = (others[String(status)] ?? 0) + 1;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        const key = cause?.code ?? (error as Error).name;
        others[key] = (others[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { acknowledged, others };
}

/** Logs in with each account; returns the ones that did not get 200. */
export async function failedLogins(server: ServerProcess, accounts: Account[]): Promise<string[]> {
  const failed: string[] = [];
  for (const account of accounts) {
    const { status } = await callJson(server, 'POST', '/api/v1/auth/login', account);
    if (status !== 200) failed.push(`${account.email}: ${status}`);
  }
  return failed;
}
