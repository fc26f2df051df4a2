import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import type { OpsLog } from './backups.ts';

/**
 * The embedded database lives in DATA_DIR/pgdata. A new one is created in a side directory and
 * renamed into place when complete: PGlite writes PG_VERSION first, so a first start interrupted
 * half-way (Ctrl-C during the ~15 s initialisation) would otherwise leave a directory that looks
 * like a database but cannot be opened.
 */
export async function prepareEmbeddedDataDir(dataDir: string, log: OpsLog): Promise<string> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return pgdata;
  if (existsSync(pgdata)) {
    if (readdirSync(pgdata).length === 0) rmdirSync(pgdata);
    else {
      const aside = `${pgdata}.incomplete-${new Date().toISOString().replace(/:/g, '-')}`;
      renameSync(pgdata, aside);
      log.warn({ movedTo: aside }, `${pgdata} was not a database (no PG_VERSION); moved aside`);
    }
  }
  const staging = path.join(dataDir, 'pgdata.initializing');
  rmSync(staging, { recursive: true, force: true });
  log.info({ pgdata }, 'creating the embedded database (first start only, about 15 s)');
  const db = new PGlite(staging, { extensions: PGLITE_EXTENSIONS });
  await db.waitReady;
  await db.close();
  renameSync(staging, pgdata);
  return pgdata;
}
