import type { Executor } from './client.ts';

const cache = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A named prepared statement per database handle, built once. Hot queries (the token lookup
 * behind every request, list totals, the default page of a list) then skip drizzle's SQL
 * building and PostgreSQL's parse and plan on every call. Statement names must be unique.
 */
export function prepared<T>(db: Executor, name: string, build: (db: Executor, name: string) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
