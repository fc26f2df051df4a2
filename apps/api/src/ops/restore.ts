/**
 * Restores a backup of the embedded database (PGlite mode). The server must be stopped.
 *
 *   node --import tsx apps/api/src/ops/restore.ts                  lists DATA_DIR/backups
 *   node --import tsx apps/api/src/ops/restore.ts <backup.tar.gz>  restores it (a path, or a name in DATA_DIR/backups)
 *
 * Uses the same DATA_DIR as the server (environment, default ./data). The current database is
 * kept as DATA_DIR/pgdata.before-restore-<time>; delete it once the restored data looks right.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '../config.ts';
import { backupDirOf, listBackups, restoreBackup } from './backups.ts';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main() {
  let dataDir: string;
  try {
    const env = parseEnv(process.env);
    if (env.DATABASE_URL)
      fail('DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore, psql).');
    dataDir = path.resolve(env.DATA_DIR);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.lines.join('\n'));
    throw error;
  }
  const dir = backupDirOf(dataDir);
  const arg = process.argv[2];
  if (!arg) {
    const backups = listBackups(dir);
    if (backups.length === 0) fail(`No backups in ${dir}.`);
    process.stdout.write(`Backups in ${dir}, newest first:\n`);
    for (const b of backups) process.stdout.write(`  ${b.name}\n`);
    process.stdout.write('Restore one with: node --import tsx apps/api/src/ops/restore.ts <name>\n');
    return;
  }
  const file = existsSync(arg) ? path.resolve(arg) : path.join(dir, arg);
  if (!existsSync(file)) fail(`Backup not found: ${arg}`);

  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message} (stop the server before restoring)`);
    throw error;
  }
  try {
    process.stdout.write(`Restoring ${file} into ${path.join(dataDir, 'pgdata')} …\n`);
    const { keptAs } = await restoreBackup(dataDir, file);
    process.stdout.write(
      keptAs
        ? `Done. The previous database is kept in ${keptAs}.\n`
        : 'Done (there was no database before).\n',
    );
  } catch (error) {
    lock.release();
    fail(`Restore failed: ${(error as Error).message}`);
  }
  lock.release();
}

await main();
