/** Child processes of the benchmarks: servers and probes that print one JSON line, stopped on exit. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIR, REPO_DIR } from './config.ts';

const log = (line: string) => console.log(`[bench] ${line}`);

export interface Server {
  name: string;
  port: number;
  child: ChildProcess;
}

export const children = new Set<ChildProcess>();

export function spawnNode(
  script: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
  scriptArgs: string[] = [],
): ChildProcess {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(BENCH_DIR, 'src', script), ...scriptArgs],
    {
      cwd: REPO_DIR,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** First stdout line of a child that prints one JSON line (servers: when ready; capture: its result). */
export function firstJsonLine<T>(child: ChildProcess, what: string, timeoutMs = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(buffer.slice(0, newline)) as T);
        } catch (error) {
          reject(new Error(`${what}: unreadable output ${buffer.slice(0, 200)} (${error})`));
        }
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what}: exited with code ${code} before answering`));
    });
  });
}

export async function startServer(
  name: string,
  script: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<Server> {
  const child = spawnNode(script, nodeArgs, env);
  const ready = await firstJsonLine<{ port: number }>(child, name);
  log(`${name} listening on 127.0.0.1:${ready.port} (pid ${child.pid})`);
  return { name, port: ready.port, child };
}

/** Ends one child we started: stdin closed and SIGTERM, SIGKILL after 10 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}

/** Runs a child that prints one JSON line as its result (a capture), and ends it. */
export async function runJsonChild<T>(
  script: string,
  env: Record<string, string>,
  args: string[],
  what: string,
  timeoutMs = 600_000,
): Promise<T> {
  const child = spawnNode(script, [], env, args);
  child.stdin?.end();
  try {
    return await firstJsonLine<T>(child, what, timeoutMs);
  } finally {
    await stopChild(child);
  }
}
