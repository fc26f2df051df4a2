import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client.ts';

/**
 * Scheduled backups of the embedded database (PGlite mode only; on PostgreSQL use pg_dump or
 * the provider's backups).
 *
 * Every BACKUP_INTERVAL_HOURS (0 disables) the whole data directory is dumped with
 * `pglite.dumpDataDir()` and gzipped to DATA_DIR/backups/comptoir-<ISO time>.tar.gz (colons written as
 * '-', e.g. comptoir-2025-03-01T02-00-00.000Z.tar.gz). The file is written under a temporary name,
 * flushed and renamed, so a backup file is always complete. The newest BACKUP_KEEP are kept.
 * One backup also runs shortly after start when the newest one is older than the interval.
 *
 * RESTORE (the server must be stopped; the current data is kept aside, never deleted):
 *
 *   node --import tsx apps/api/src/ops/restore.ts                  # lists the backups
 *   node --import tsx apps/api/src/ops/restore.ts <backup.tar.gz>  # restores one (a path or a file name
 *                                                                  # in DATA_DIR/backups)
 *
 * which moves DATA_DIR/pgdata to DATA_DIR/pgdata.before-restore-<time> and unpacks the backup in
 * its place. By hand, the same thing is:
 *
 *   mv data/pgdata data/pgdata.old && mkdir data/pgdata
 *   tar -xzf data/backups/comptoir-<time>.tar.gz -C data/pgdata
 *
 * A backup is a copy of the database files taken between two statements, so restoring it is
 * like restarting after a crash at that instant: committed data is there, nothing half-written.
 */

export interface OpsLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
}

const NAME = /^comptoir-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}(?:\.\d+)?)Z\.tar\.gz$/;
const HOUR = 3_600_000;
/** setTimeout's largest delay (about 24.8 days); longer waits are done in steps. */
const MAX_TIMER = 2 ** 31 - 1;

export const backupDirOf = (dataDir: string) => path.join(dataDir, 'backups');

export const backupFileName = (at: Date) => `comptoir-${at.toISOString().replace(/:/g, '-')}.tar.gz`;

export function parseBackupName(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Backups in `dir`, newest first (dated by their name, which survives copies). */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, path: path.join(dir, name), takenAt: parseBackupName(name) }))
    .filter((b): b is BackupFile => b.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes all but the newest `keep` backups; returns the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed: string[] = [];
  for (const old of listBackups(dir).slice(Math.max(1, keep))) {
    try {
      unlinkSync(old.path);
      removed.push(old.name);
    } catch {
      // already gone
    }
  }
  return removed;
}

/** Temporary files of backups interrupted by a crash. */
function removeLeftovers(dir: string) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') && name.endsWith('.tmp')) rmSync(path.join(dir, name), { force: true });
  }
}

/**
 * Dumps the database to `dir` atomically and returns the backup's path. Waits for any open
 * transaction to end, so the copy never holds half of one.
 */
export async function writeBackup(pglite: PGlite, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const name = backupFileName(now);
  const target = path.join(dir, name);
  const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  // A checkpoint first: the copy then needs no WAL replay when it is restored.
  await pglite.exec('CHECKPOINT');
  // The database is blocked only while its files are copied (no open transaction: it waits for
  // them); compression (zlib, off the main thread) happens after, while requests run again.
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
  try {
    await pipeline(
      Readable.fromWeb(dump.stream() as WebReadableStream),
      createGzip(),
      createWriteStream(tmp, { flags: 'wx', mode: 0o600 }),
    );
    const written = await open(tmp, 'r+');
    await written.sync().finally(() => written.close());
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  await rename(tmp, target);
  // Make the rename itself durable (directories can be opened read-only and fsynced on POSIX).
  const folder = await open(dir, 'r').catch(() => null);
  await folder
    ?.sync()
    .catch(() => undefined)
    .finally(() => folder.close());
  return target;
}

export interface BackupScheduleOptions {
  pglite: PGlite;
  dataDir: string;
  intervalHours: number;
  keep: number;
  log: OpsLog;
  /** Delay of the catch-up backup after start when the newest one is too old (default 60 s). */
  firstDelayMs?: number;
}

export interface BackupSchedule {
  /** Runs one backup now (after the one in progress, if any); null when it failed. */
  runNow(): Promise<string | null>;
  /** Cancels the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

export function scheduleBackups(options: BackupScheduleOptions): BackupSchedule {
  const { pglite, dataDir, intervalHours, keep, log } = options;
  const dir = backupDirOf(dataDir);
  let running: Promise<string | null> = Promise.resolve(null);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const runOnce = (): Promise<string | null> => {
    running = running.then(async () => {
      if (stopped) return null;
      const started = Date.now();
      try {
        const file = await writeBackup(pglite, dir);
        const removed = pruneBackups(dir, keep);
        log.info({ backup: file, ms: Date.now() - started, removed }, 'database backup written');
        return file;
      } catch (error) {
        log.error({ err: error, dir }, 'database backup failed');
        return null;
      }
    });
    return running;
  };

  const wakeAt = (due: number) => {
    if (stopped) return;
    const wait = Math.max(0, due - Date.now());
    timer = setTimeout(
      () => {
        if (Date.now() < due) return wakeAt(due);
        void runOnce().then(() => wakeAt(Date.now() + intervalHours * HOUR));
      },
      Math.min(wait, MAX_TIMER),
    );
    timer.unref();
  };

  if (intervalHours > 0) {
    removeLeftovers(dir);
    const newest = listBackups(dir)[0];
    const due = newest ? newest.takenAt.getTime() + intervalHours * HOUR : 0;
    wakeAt(Math.max(due, Date.now() + (options.firstDelayMs ?? 60_000)));
  }

  return {
    runNow: runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Replaces DATA_DIR/pgdata with the content of a backup; the current directory is moved to
 * pgdata.before-restore-<time>. The caller holds the data-dir lock (the server is not running).
 * The backup is unpacked and opened in a side directory first, so a bad file changes nothing.
 */
export async function restoreBackup(dataDir: string, backupPath: string): Promise<{ keptAs: string | null }> {
  const pgdata = path.join(dataDir, 'pgdata');
  const stamp = new Date().toISOString().replace(/:/g, '-');
  const staging = path.join(dataDir, `pgdata.restoring-${stamp}`);
  const blob = new Blob([await readFile(backupPath)]);
  try {
    const db = new PGlite(staging, { loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${backupPath} is not a usable backup (${(error as Error).message})`);
  }
  let keptAs: string | null = null;
  if (existsSync(pgdata)) {
    keptAs = path.join(dataDir, `pgdata.before-restore-${stamp}`);
    renameSync(pgdata, keptAs);
  }
  renameSync(staging, pgdata);
  return { keptAs };
}
