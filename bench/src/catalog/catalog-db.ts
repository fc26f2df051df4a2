/**
 * The catalogue bench's databases: PostgreSQL (the users bench's `comptoir_bench`, with the catalogue
 * added once) and PGlite (its own data dir under bench/.data, built once and reused).
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, runMigrations } from '@comptoir/api/src/db/client.ts';
import { ensurePlans } from '@comptoir/api/src/modules/plans/plans.seed.ts';
import pg from 'pg';
import { BENCH_DIR, benchDatabaseUrl } from '../config.ts';
import { ensureDataset } from '../generate.ts';
import { CATALOG_VERSION, createBaseTenant, type Exec, hasCatalog, loadCatalog } from './catalog-dataset.ts';

export type Kind = 'postgres' | 'pglite';

export const PGLITE_DIR = path.join(BENCH_DIR, '.data', 'pglite-catalog');
const PGLITE_MARKER = path.join(PGLITE_DIR, 'comptoir-catalog-ready');

const log = (line: string) => console.log(`[catalog] ${line}`);

async function ensurePostgres(): Promise<void> {
  await ensureDataset({ log });
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    const exec: Exec = (text, params) => client.query(text, params as unknown[]);
    if (await hasCatalog(exec)) return log(`PostgreSQL: catalogue ${CATALOG_VERSION} already loaded`);
    log('PostgreSQL: loading the catalogue');
    await client.query('BEGIN');
    await loadCatalog(exec, log);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Builds the PGlite data dir in a temporary place and moves it in when complete (an interrupted build leaves nothing). */
async function ensurePglite(): Promise<void> {
  if (existsSync(PGLITE_MARKER)) return log(`PGlite: reusing ${path.relative(BENCH_DIR, PGLITE_DIR)}`);
  const building = `${PGLITE_DIR}.building`;
  rmSync(building, { recursive: true, force: true });
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  mkdirSync(path.dirname(PGLITE_DIR), { recursive: true });
  log('PGlite: building the data dir (migrations, tenant, catalogue; a few minutes)');
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  try {
    await runMigrations(database);
    await ensurePlans(database.db);
    const pglite = database.pglite!;
    const exec: Exec = async (text, params) => {
      const result = await pglite.query<Record<string, unknown>>(text, params as unknown[]);
      return { rows: result.rows };
    };
    await pglite.exec('BEGIN');
    await createBaseTenant(exec);
    await loadCatalog(exec, log);
    await pglite.exec('COMMIT');
    await pglite.exec('VACUUM ANALYZE');
  } finally {
    await database.close();
  }
  renameSync(building, PGLITE_DIR);
  writeFileSync(PGLITE_MARKER, `${CATALOG_VERSION}\n`);
}

export async function ensureCatalog(kind: Kind): Promise<void> {
  if (kind === 'postgres') await ensurePostgres();
  else await ensurePglite();
}
