import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per embedded data directory. PGlite is a single-connection, single-process
 * database: two processes opening the same DATA_DIR/pgdata silently lose data. At start-up the
 * server creates DATA_DIR/.lock exclusively (flag 'wx') holding its pid; a second process finds
 * the lock, sees that pid alive and refuses to start. A lock left behind by a crash (its pid is
 * dead, or was reused by an unrelated process) is taken over.
 *
 * File format: the pid on the first line (what a human or `kill` needs), then one JSON line that
 * tells a reused pid apart from the original process on Linux (boot id + process start time).
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Comptoir process (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or use another DATA_DIR`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** The pid whose stale lock was taken over, if any (the previous run crashed). */
  readonly tookOverFrom: number | null;
  /** Removes the lock if it is still ours. Safe to call more than once. */
  release(): void;
}

interface LockOwner {
  pid: number;
  host?: string;
  bootId?: string | null;
  startTicks?: string | null;
}

const LOCK_NAME = '.lock';

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux only). */
function startTicks(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may contain spaces and parentheses: split after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function ownerOf(pid: number): LockOwner {
  return { pid, host: hostname(), bootId: bootId(), startTicks: startTicks(pid) };
}

function parseLock(text: string | null): LockOwner | null {
  if (text === null) return null;
  const [first, second] = text.split('\n');
  const pid = Number.parseInt(first ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const details = JSON.parse(second ?? '') as Partial<LockOwner>;
    return { ...details, pid };
  } catch {
    return { pid };
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner is still running (a live pid that is really the same process). */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // our own pid from an earlier life (containers reuse pids)
  if (!pidAlive(owner.pid)) return false;
  if (owner.host && owner.host === hostname() && owner.bootId && owner.startTicks) {
    if (owner.bootId !== bootId()) return false; // the machine rebooted since
    const now = startTicks(owner.pid);
    if (now && now !== owner.startTicks) return false; // the pid was reused by another process
  }
  return true;
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the exclusive lock on `dataDir` or throws DataDirLockedError naming the live owner.
 * The caller must call release() when the process ends (an 'exit' handler also removes it).
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_NAME);
  const me = ownerOf(process.pid);
  const content = `${me.pid}\n${JSON.stringify(me)}\n`;
  let tookOverFrom: number | null = null;

  for (let attempt = 0; ; attempt++) {
    if (attempt > 20) throw new Error(`Cannot take the lock ${file}: it keeps changing`);
    if (tryCreate(file, content)) break;
    const text = readText(file);
    if (text === null) continue; // removed between our open and read: try again
    const owner = parseLock(text);
    if (owner && ownerAlive(owner)) throw new DataDirLockedError(owner.pid, dataDir);
    if (!owner && attempt < 3) {
      // Empty or half-written: its writer may be between open and write. Look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    // Stale. Move it aside atomically so that, of two processes taking it over at once, only one
    // gets this very file; if what we moved is not what we judged stale, put it back.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readText(aside);
    if (moved !== text) {
      const movedOwner = parseLock(moved);
      if (movedOwner && ownerAlive(movedOwner)) {
        try {
          linkSync(aside, file);
        } catch {
          // someone else holds the name now; they checked it themselves
        }
        unlinkSync(aside);
        throw new DataDirLockedError(movedOwner.pid, dataDir);
      }
    }
    unlinkSync(aside);
    tookOverFrom = owner?.pid ?? null;
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (parseLock(readText(file))?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { file, tookOverFrom, release };
}
