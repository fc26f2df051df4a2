import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Executor, queryRows } from './client.ts';

// The dashboard's statements are large CTEs whose planning costs as much as running them (~0.5–1 ms each on the
// bench database, bench/README.md dashboard 2026-11-28). On PostgreSQL they are sent as named statements, one per
// distinct text: parsed once per pooled connection, and after five runs PostgreSQL may keep a generic plan instead
// of planning again. Their texts vary only by shape (the number of buckets, winners, a sort column), never by a
// value, so the names stay few. PGlite and transactions run them as before. Used where measured faster on the bench
// database (KPI cards, top products, sellers and shops: 0.5–1.7 ms less a statement); the top customers' statements
// ran slower with the generic plans PostgreSQL settled on (4.1 → 7.8 and 2.9 → 4.7 ms) and stay unnamed.

const dialect = new PgDialect();

/** Dates and timestamps as text, as drizzle's own queries read them (the rows must not change with the path). */
const AS_TEXT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
};

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `dash_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size > 5_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** queryRows, as a named statement on the PostgreSQL pool. */
export async function namedQueryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: nameOf(text), text, values: params, types } as pg.QueryConfig);
  return result.rows as T[];
}
