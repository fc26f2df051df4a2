import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupDirOf,
  backupFileName,
  listBackups,
  parseBackupName,
  pruneBackups,
  restoreBackup,
  scheduleBackups,
  writeBackup,
} from './backups.ts';

const silent = { info() {}, warn() {}, error() {} };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'comptoir-backup-'));
  dirs.push(dir);
  return dir;
};

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
  await db.exec(`create table notes (id serial primary key, body text not null);
                 insert into notes (body) values ('before the backup');`);
});

afterAll(async () => {
  await db.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup names', () => {
  it('carry the ISO time (colons as dashes) and sort newest first', () => {
    const at = new Date('2025-03-01T02:00:00.000Z');
    expect(backupFileName(at)).toBe('comptoir-2025-03-01T02-00-00.000Z.tar.gz');
    expect(parseBackupName(backupFileName(at))).toEqual(at);
    expect(parseBackupName('notes.txt')).toBeNull();

    const dir = tempDir();
    for (const day of ['01', '03', '02'])
      writeFileSync(path.join(dir, backupFileName(new Date(`2025-01-${day}`))), '');
    writeFileSync(path.join(dir, 'unrelated.tar.gz'), '');
    expect(listBackups(dir).map((b) => b.takenAt.toISOString().slice(0, 10))).toEqual([
      '2025-01-03',
      '2025-01-02',
      '2025-01-01',
    ]);
  });

  it('pruning keeps the newest N and nothing else is touched', () => {
    const dir = tempDir();
    for (let day = 1; day <= 9; day++) {
      writeFileSync(path.join(dir, backupFileName(new Date(`2025-01-0${day}`))), '');
    }
    writeFileSync(path.join(dir, 'keep-me.txt'), '');
    expect(pruneBackups(dir, 3)).toHaveLength(6);
    expect(readdirSync(dir).sort()).toEqual([
      'comptoir-2025-01-07T00-00-00.000Z.tar.gz',
      'comptoir-2025-01-08T00-00-00.000Z.tar.gz',
      'comptoir-2025-01-09T00-00-00.000Z.tar.gz',
      'keep-me.txt',
    ]);
  });
});

describe('writing and restoring', () => {
  it('writes a complete backup atomically and restores it, keeping the replaced data aside', async () => {
    const dataDir = tempDir();
    const file = await writeBackup(db, backupDirOf(dataDir), new Date('2025-05-05T05:05:05.000Z'));
    expect(path.basename(file)).toBe('comptoir-2025-05-05T05-05-05.000Z.tar.gz');
    expect(readdirSync(backupDirOf(dataDir))).toEqual([path.basename(file)]); // no temporary file left

    await db.exec(`insert into notes (body) values ('after the backup')`);

    // A current database that the restore replaces.
    mkdirSync(path.join(dataDir, 'pgdata'));
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '18\n');

    const { keptAs } = await restoreBackup(dataDir, file);
    expect(keptAs).not.toBeNull();
    expect(existsSync(path.join(keptAs!, 'PG_VERSION'))).toBe(true);

    const restored = new PGlite(path.join(dataDir, 'pgdata'));
    try {
      const { rows } = await restored.query<{ body: string }>('select body from notes order by id');
      expect(rows.map((r) => r.body)).toEqual(['before the backup']);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    const dataDir = tempDir();
    const bogus = path.join(dataDir, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tarball');
    await expect(restoreBackup(dataDir, bogus)).rejects.toThrow('is not a usable backup');
    expect(readdirSync(dataDir)).toEqual(['bogus.tar.gz']);
  });
});

describe('schedule', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs a catch-up backup shortly after start when there is none', async () => {
    const dataDir = tempDir();
    const schedule = scheduleBackups({
      pglite: db,
      dataDir,
      intervalHours: 24,
      keep: 2,
      log: silent,
      firstDelayMs: 10,
    });
    for (let i = 0; i < 100 && listBackups(backupDirOf(dataDir)).length === 0; i++) await wait(50);
    await schedule.stop();
    expect(listBackups(backupDirOf(dataDir))).toHaveLength(1);
  });

  it('waits for the interval when the newest backup is recent, and keeps BACKUP_KEEP', async () => {
    const dataDir = tempDir();
    const dir = backupDirOf(dataDir);
    mkdirSync(dir);
    writeFileSync(path.join(dir, backupFileName(new Date())), '');
    writeFileSync(path.join(dir, '.comptoir-interrupted.tar.gz.1.tmp'), 'left by a crash');
    const schedule = scheduleBackups({
      pglite: db,
      dataDir,
      intervalHours: 1,
      keep: 2,
      log: silent,
      firstDelayMs: 10,
    });
    await wait(300);
    expect(listBackups(dir)).toHaveLength(1);
    expect(readdirSync(dir).some((n) => n.endsWith('.tmp'))).toBe(false); // leftovers cleaned

    await schedule.runNow();
    await wait(5); // distinct millisecond timestamps
    await schedule.runNow();
    await schedule.stop();
    expect(listBackups(dir)).toHaveLength(2);
  });

  it('does nothing when BACKUP_INTERVAL_HOURS is 0', async () => {
    const dataDir = tempDir();
    const schedule = scheduleBackups({
      pglite: db,
      dataDir,
      intervalHours: 0,
      keep: 2,
      log: silent,
      firstDelayMs: 0,
    });
    await wait(200);
    await schedule.stop();
    expect(existsSync(backupDirOf(dataDir))).toBe(false);
  });
});
