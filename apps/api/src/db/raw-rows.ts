import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

export interface RawStatement {
  /** PostgreSQL only: a named statement is parsed and planned once per connection (names must be unique) */
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * Rows as arrays of column values, straight from the driver: for hot lists whose SQL is written by hand
 * and cached per filter shape (no drizzle query building or row mapping). Column types are the
 * driver's: read timestamps as text (`::text`, lib/timestamps.ts); int8 is a number on PostgreSQL and
 * may be a bigint on PGlite.
 */
export async function rawRows(db: Db, statement: RawStatement): Promise<unknown[][]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<unknown[]>({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values: statement.values,
      rowMode: 'array',
    });
    return result.rows;
  }
  const result = await client.query<unknown[]>(statement.text, statement.values, { rowMode: 'array' });
  return result.rows;
}
