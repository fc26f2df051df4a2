import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers/test-db.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { skuInAnyCase } from './variant-codes.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** The statement with its parameters written in, for EXPLAIN. */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);

describe('the case-insensitive SKU check', () => {
  it('probes the (company_id, lower(sku)) index, as on a big catalogue', async () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(
      sql`select id from product_variants where ${skuInAnyCase('00000000-0000-4000-8000-000000000001', ['abc-1', 'wax-2'])}`,
    );
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${inline(text, params)}`));
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'product_variants_company_lower_sku_idx',
    );
  });
});
