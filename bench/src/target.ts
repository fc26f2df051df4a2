/**
 * The database a bench child process (app server, replay server, capture) opens: the catalogue's
 * unless its parent names another with BENCH_TARGET_URL (PostgreSQL) and BENCH_TARGET_PGLITE_DIR.
 */
import { PGLITE_DIR } from './catalog/catalog-db.ts';
import { benchDatabaseUrl } from './config.ts';

export const targetUrl = (): string => process.env.BENCH_TARGET_URL || benchDatabaseUrl();
export const targetPgliteDir = (): string => process.env.BENCH_TARGET_PGLITE_DIR || PGLITE_DIR;

/** The environment that points a child at a database. */
export const targetEnv = (url: string, pgliteDir: string): Record<string, string> => ({
  BENCH_TARGET_URL: url,
  BENCH_TARGET_PGLITE_DIR: pgliteDir,
});
