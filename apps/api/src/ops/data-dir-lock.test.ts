import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const children: ChildProcess[] = [];
let dir: string;

/** A real, live process that is not us. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'comptoir-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const lockFile = () => path.join(dir, '.lock');

describe('DATA_DIR lock', () => {
  it('is a file holding our pid, removed on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(lock.tookOverFrom).toBeNull();
    expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses while the owning process is alive, naming its pid and DATA_DIR', () => {
    const other = liveProcess();
    writeFileSync(lockFile(), `${other.pid}\n`);
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `Another Comptoir process (pid ${other.pid}) is using DATA_DIR ${dir}; stop it or use another DATA_DIR`,
    );
    // The other process's lock is untouched.
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${other.pid}\n`);
  });

  it('takes over the lock of a process that died (crash)', async () => {
    const pid = await deadPid();
    writeFileSync(lockFile(), `${pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(lock.tookOverFrom).toBe(pid);
    expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock holding our own pid (a container restarted with the same pid)', () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(lock.tookOverFrom).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process', () => {
    if (!existsSync('/proc/self/stat')) return; // the start-time check is Linux-only
    const other = liveProcess();
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const details = { pid: other.pid, host: hostname(), bootId, startTicks: '1' }; // not its start time
    writeFileSync(lockFile(), `${other.pid}\n${JSON.stringify(details)}\n`);
    const lock = acquireDataDirLock(dir);
    expect(lock.tookOverFrom).toBe(other.pid);
    lock.release();
  });

  it('refuses a second lock from a live process recorded with its real start time', () => {
    // Another process takes the lock itself, with its full details.
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))});
      acquireDataDirLock(${JSON.stringify(dir)});
      process.stdout.write('locked');
      setTimeout(() => {}, 60_000);`;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(owner);
    return new Promise<void>((resolve, reject) => {
      owner.stdout!.once('data', () => {
        try {
          expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
          expect(() => acquireDataDirLock(dir)).toThrow(`pid ${owner.pid}`);
          resolve();
        } catch (error) {
          reject(error);
        } finally {
          owner.kill('SIGKILL');
        }
      });
    });
  });

  it('treats an unreadable lock as stale', () => {
    writeFileSync(lockFile(), 'garbage');
    const lock = acquireDataDirLock(dir);
    expect(lock.tookOverFrom).toBeNull();
    expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('release leaves a lock that is no longer ours alone', () => {
    const lock = acquireDataDirLock(dir);
    const other = liveProcess();
    writeFileSync(lockFile(), `${other.pid}\n`);
    lock.release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${other.pid}\n`);
  });
});
