import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, Executor } from './client.ts';

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

/**
 * The same as rawRows, on the connection of `executor`: inside a transaction its own connection
 * (drizzle keeps it as `session.client`: a pooled pg client, or PGlite's transaction), else the pool.
 * For the hot statements of a write (order creation) whose text is written by hand: no drizzle building
 * or row mapping. Send Dates as ISO text and JSON as text (`JSON.stringify`): both drivers pass strings on
 * unchanged, and the bench's capture reads them back (bench/src/orders/create-plan.ts).
 */
export async function execRows(executor: Executor, statement: RawStatement): Promise<unknown[][]> {
  const client = (executor as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values: statement.values,
      rowMode: 'array',
    });
    return result.rows;
  }
  const result = await (client as PGlite | Transaction).query<unknown[]>(statement.text, statement.values, {
    rowMode: 'array',
  });
  return result.rows;
}

/** `($1, $2, …), ($n+1, …)`: the VALUES of a multi-row insert of `rows` rows of `columns` parameters. */
export function valuesList(rows: number, columns: number, casts: readonly string[] = []): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < columns; c++) row.push(`$${r * columns + c + 1}${casts[c] ?? ''}`);
    out.push(`(${row.join(', ')})`);
  }
  return out.join(', ');
}
