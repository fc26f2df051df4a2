import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Maintenance connection (CREATE/DROP DATABASE); the bench database lives on the same server. */
export const MAINTENANCE_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DB = 'comptoir_bench';

export function benchDatabaseUrl(maintenanceUrl = MAINTENANCE_URL): string {
  const url = new URL(maintenanceUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** Same pool size for the app and the reference server. */
export const POOL_SIZE = 8;

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(BENCH_DIR, '..');

/** Fixed ids and the admin's bearer token: the data set is local and throwaway, nothing here is a secret. */
export const BIG_COMPANY_ID = '01900000-0000-7000-8000-00000000b001';
export const ADMIN_USER_ID = '01900000-0000-7000-8000-00000000a001';
export const ADMIN_TOKEN = 'cpt_bench-admin-token-for-local-benchmarks-only-0001';
export const ADMIN_TOKEN_HASH = createHash('sha256').update(ADMIN_TOKEN).digest('hex');

/** Visible (not soft-deleted) users of the big company, the admin included. */
export const BIG_COMPANY_USERS = 100_000;
/** Soft-deleted users of the big company: in the table, not in the count. */
export const BIG_COMPANY_DELETED = 1_000;
/** Users of the nine smaller companies. */
export const SMALL_COMPANY_USERS = [3, 8, 12, 25, 40, 60, 120, 250, 500] as const;

/**
 * Stored as the database's COMMENT once the load has finished: a database with this exact comment
 * is reused as is; anything else (older version, interrupted load) is dropped and rebuilt.
 */
export const DATASET_VERSION = `comptoir-bench dataset v1: big=${BIG_COMPANY_USERS}+${BIG_COMPANY_DELETED}deleted small=${SMALL_COMPANY_USERS.join(',')}`;
