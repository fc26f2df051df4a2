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
// database (KPI cards, top products, sellers and shops: 0.5–1.7 ms less a statement; top customers of a year and of
// the week lists, once their joins on a few keys became lateral probes); the grouped top customers' statement ran
// slower with the generic plan PostgreSQL settled on (a hash join over every row of the window) and stays unnamed.

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
  const client = poolOf(db);
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runNamed<T>(client, text, params);
}

// Building a dashboard statement with drizzle (its fragments, then its text) was up to ~40 % of the app's CPU for a
// call (bench/README.md dashboard, second 2026-11-28 section), and the dashboard asks the same few statements again:
// the same company, windows and options give the same text and values. keyedQueryRows keeps them by key.
const built = new Map<string, { text: string; params: unknown[] }>();
const BUILT_KEPT = 2_000;

/**
 * namedQueryRows of the statement `build` makes, built once per `key` and kept. The key must hold every input
 * the builder reads (the company, the shop, the windows, the options, the day when it reads the clock): equal keys
 * must build equal statements. `named: false` sends it unnamed (planned for its values every time). PGlite and
 * transactions build it every time.
 */
export async function keyedQueryRows<T>(
  db: Executor,
  key: readonly unknown[],
  build: () => SQL,
  { named = true }: { named?: boolean } = {},
): Promise<T[]> {
  const client = poolOf(db);
  if (!client) return queryRows<T>(db, build());
  const id = JSON.stringify(key);
  let statement = built.get(id);
  if (statement === undefined) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    statement = { text, params };
    if (built.size >= BUILT_KEPT) built.clear();
    built.set(id, statement);
  }
  if (!named) {
    const result = await client.query({
      text: statement.text,
      values: statement.params,
      types,
    } as pg.QueryConfig);
    return result.rows as T[];
  }
  return runNamed<T>(client, statement.text, statement.params);
}

function poolOf(db: Executor): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

async function runNamed<T>(client: pg.Pool, text: string, params: unknown[]): Promise<T[]> {
  const result = await client.query({ name: nameOf(text), text, values: params, types } as pg.QueryConfig);
  return result.rows as T[];
}
