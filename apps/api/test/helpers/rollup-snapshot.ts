import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../src/db/client.ts';

/**
 * A company's rows of each rollup table, as sorted JSON lines per table: taken before and after
 * `analytics_rebuild(company)`, equal snapshots mean the triggers kept the rollups exact.
 */
export async function rollupSnapshot(
  db: Executor,
  companyId: string,
  tables: readonly string[],
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.raw(table)} where company_id = ${companyId}`,
    );
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}
