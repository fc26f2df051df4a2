/**
 * The orders bench's databases, built once and reused: `comptoir_bench_orders` on PostgreSQL (reused
 * when its COMMENT is ORDERS_VERSION) and a PGlite data dir under bench/.data (reused when its marker
 * file says PGLITE_ORDERS_VERSION). Migrations are applied on every run, so a new one reaches both.
 *
 *   node --import tsx bench/src/orders/orders-db.ts [postgres,pglite] [--force]
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, runMigrations } from '@comptoir/api/src/db/client.ts';
import { ensurePlans } from '@comptoir/api/src/modules/plans/plans.seed.ts';
import pg from 'pg';
import type { Exec } from '../catalog/catalog-dataset.ts';
import { MAINTENANCE_URL } from '../config.ts';
import { databaseState } from '../generate.ts';
import {
  ORDERS_DB,
  ORDERS_PGLITE_DIR,
  ORDERS_VERSION,
  ordersDatabaseUrl,
  PGLITE_COMPANIES,
  PGLITE_ORDERS_VERSION,
  POSTGRES_COMPANIES,
} from './orders-config.ts';
import { loadOrdersDataset, verifyOrdersDataset } from './orders-dataset.ts';

export type Kind = 'postgres' | 'pglite';

const log = (line: string) => console.log(`[orders] ${line}`);
const MARKER = path.join(ORDERS_PGLITE_DIR, 'comptoir-orders-ready');

async function ensurePostgres(force: boolean): Promise<void> {
  const started = Date.now();
  const url = ordersDatabaseUrl();
  const maintenance = new pg.Client({ connectionString: MAINTENANCE_URL });
  await maintenance.connect();
  try {
    let state = await databaseState(maintenance, ORDERS_DB, ORDERS_VERSION);
    if (state !== 'missing' && (state === 'stale' || force)) {
      log(`PostgreSQL: dropping ${state === 'stale' ? 'an incomplete or outdated' : 'the'} ${ORDERS_DB}`);
      await maintenance.query(`DROP DATABASE ${ORDERS_DB} WITH (FORCE)`);
      state = 'missing';
    }
    if (state === 'missing') await maintenance.query(`CREATE DATABASE ${ORDERS_DB}`);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      await runMigrations(database, url);
      await ensurePlans(database.db);
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const exec: Exec = (text, params) => client.query(text, params as unknown[]);
      if (state === 'missing') {
        log('PostgreSQL: loading 1,000,000 orders (a few minutes)');
        await loadOrdersDataset(exec, POSTGRES_COMPANIES, log);
        await client.query('VACUUM ANALYZE');
        await verifyOrdersDataset(exec, POSTGRES_COMPANIES);
        await maintenance.query(
          `COMMENT ON DATABASE ${ORDERS_DB} IS '${ORDERS_VERSION.replace(/'/g, "''")}'`,
        );
      } else {
        await verifyOrdersDataset(exec, POSTGRES_COMPANIES);
      }
    } finally {
      await client.end();
    }
    log(
      `PostgreSQL: ${state === 'ready' ? 'reused' : 'generated'} ${ORDERS_DB} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await maintenance.end();
  }
}

/** Builds the data dir in a temporary place and moves it in when complete (an interrupted build leaves nothing). */
async function ensurePglite(force: boolean): Promise<void> {
  const ready = existsSync(MARKER) && readFileSync(MARKER, 'utf8').trim() === PGLITE_ORDERS_VERSION;
  if (ready && !force) {
    const database = await openDatabase({ kind: 'pglite', dataDir: ORDERS_PGLITE_DIR });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    return log(`PGlite: reusing ${path.relative(process.cwd(), ORDERS_PGLITE_DIR)}`);
  }
  const started = Date.now();
  const building = `${ORDERS_PGLITE_DIR}.building`;
  rmSync(building, { recursive: true, force: true });
  rmSync(ORDERS_PGLITE_DIR, { recursive: true, force: true });
  mkdirSync(path.dirname(ORDERS_PGLITE_DIR), { recursive: true });
  log(`PGlite: building the data dir (${PGLITE_COMPANIES[0]!.orders.toLocaleString('en')} orders)`);
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  try {
    await runMigrations(database);
    await ensurePlans(database.db);
    const pglite = database.pglite!;
    const exec: Exec = async (text, params) => {
      const result = await pglite.query<Record<string, unknown>>(text, params as unknown[]);
      return { rows: result.rows };
    };
    await loadOrdersDataset(exec, PGLITE_COMPANIES, log);
    await pglite.exec('VACUUM ANALYZE');
    await verifyOrdersDataset(exec, PGLITE_COMPANIES);
  } finally {
    await database.close();
  }
  renameSync(building, ORDERS_PGLITE_DIR);
  writeFileSync(MARKER, `${PGLITE_ORDERS_VERSION}\n`);
  log(`PGlite: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function ensureOrders(kind: Kind, force = false): Promise<void> {
  if (kind === 'postgres') await ensurePostgres(force);
  else await ensurePglite(force);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const kinds = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'postgres,pglite').split(',');
  for (const kind of kinds as Kind[]) await ensureOrders(kind, process.argv.includes('--force'));
}
