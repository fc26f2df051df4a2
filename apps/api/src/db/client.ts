import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { driverClient, TEXT_PARSERS } from './pglite-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type for both drivers (a union of the two driver types breaks drizzle's overloads). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

/** Extensions the migrations create; PGlite must be given them every time a data dir opens. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, for backups; null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | ({
      kind: 'pglite';
      /**
       * PostgreSQL's buffer cache (shared_buffers; 128MB unless given). PGlite zeroes all of it on every
       * start: the tests, which open a small database per file, ask for 16MB (EMBEDDED_DB_CACHE_MB).
       */
      sharedBuffers?: string;
    } & ({ dataDir: string } | { loadDataDir: Blob }));

// PostgreSQL returns bigint (int8) as strings by default; counts and ids we use fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Sessions in UTC: timestamps print as '…+00', which lists turn into ISO text without a Date (lib/timestamps.ts).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: '-c TimeZone=UTC',
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries in flight get their own error.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    retryDeadlockedTransactions(db);
    return { db, kind: 'postgres', pglite: null, close: () => pool.end() };
  }
  const pgliteOptions = {
    extensions: PGLITE_EXTENSIONS,
    parsers: TEXT_PARSERS,
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
  };
  const pglite =
    'loadDataDir' in options
      ? new PGlite('memory://', { ...pgliteOptions, loadDataDir: options.loadDataDir })
      : new PGlite(options.dataDir, pgliteOptions);
  await pglite.waitReady;
  await pglite.exec(`SET TIME ZONE 'UTC'`);
  const db = drizzlePglite(driverClient(pglite), { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/** PostgreSQL's deadlock_detected and serialization_failure, anywhere in an error's cause chain. */
export function isTransactionConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const TRANSACTION_ATTEMPTS = 4;
let conflictRetries = 0;

/** How many transactions ran again after a deadlock or serialization failure since the process started. */
export function transactionConflictRetries(): number {
  return conflictRetries;
}

/**
 * Runs a top-level transaction again when PostgreSQL aborts it as a deadlock victim (or a
 * serialization failure), as its documentation asks of applications: the rollup triggers lock
 * rows of several tables, and two transactions of one company (a sale and a payment) can still
 * meet them in opposite orders. The victim rolled back entirely, so the callback starts over on
 * a clean slate; callbacks only write through the transaction (events go to the outbox table).
 * Savepoints (a transaction inside a transaction) are left alone: the outer one retries.
 */
function retryDeadlockedTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (callback, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(callback, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        conflictRetries++;
        // a short random pause so that the two transactions do not meet again at once
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
}

const MIGRATION_LOCK = 726_354_001;

/** Applies pending migrations; on PostgreSQL under an advisory lock so several processes may start at once. */
export async function runMigrations(database: Database, postgresUrl?: string): Promise<void> {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await client.end();
    }
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
