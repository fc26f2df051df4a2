import { foldForSearch } from '@comptoir/core';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers/test-db.ts';
import { type Database, queryRows } from '../db/client.ts';
import { collections, customers, mediaFiles, products, suppliers, users } from '../db/schema/index.ts';
import { foldedContains, storedFoldContains } from './text-search.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

async function sqlFold(texts: string[]): Promise<string[]> {
  const rows = await queryRows<{ folded: string }>(
    database.db,
    sql`select comptoir_fold(t) as folded
      from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as u(t, n) order by n`,
  );
  return rows.map((r) => r.folded);
}

describe('comptoir_fold (SQL) and foldForSearch (core) fold alike', () => {
  it('for every Latin character: Basic Latin, Latin-1, Extended-A and -B, Extended Additional', async () => {
    // French, Spanish and Portuguese letters are in Latin-1 and Extended-A; West African alphabets add some
    // of Extended-B and of IPA Extensions (ɓ ɗ ƴ ɛ ɔ); Vietnamese ones are in Extended Additional.
    const characters = [...codePoints(0x20, 0x7e), ...codePoints(0xa0, 0x2af), ...codePoints(0x1e00, 0x1eff)];
    const folded = await sqlFold(characters);
    const differences = characters
      .map((c, i) => ({ c, sql: folded[i], core: foldForSearch(c) }))
      .filter((d) => d.sql !== d.core);
    expect(differences).toEqual([]);
  });

  it('for names and titles typed with or without accents, in any case', async () => {
    const texts = ['Crème Brûlée', 'CRÈME', 'Hélène Ndèye', 'ŒUFS', 'Straße', 'Cre\u0300me', '100%_x\\'];
    expect(await sqlFold(texts)).toEqual(texts.map(foldForSearch));
    expect(await sqlFold(['Crème Brûlée', 'ŒUFS'])).toEqual(['creme brulee', 'oeufs']);
  });
});

describe('searches compare the expression the trigram indexes are built on', () => {
  const dialect = new PgDialect();

  /** The plan of a select of ids with the condition, sequential scans off (as on a big table). */
  async function planOf(table: string, condition: SQL): Promise<string> {
    const { sql: text, params } = dialect.sqlToQuery(
      sql`select id from ${sql.identifier(table)} where ${condition}`,
    );
    const explained = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${inline(text, params)}`));
    });
    return explained.map((row) => row['QUERY PLAN']).join('\n');
  }

  it.each([
    ['suppliers', suppliers.name, 'suppliers_name_fold_trgm_idx'],
    ['collections', collections.title, 'collections_title_fold_trgm_idx'],
    ['users', users.name, 'users_name_fold_trgm_idx'],
    ['media_files', mediaFiles.original_name, 'media_files_original_name_fold_trgm_idx'],
  ] as const)('%s: comptoir_fold(column) like …', async (table, column, index) => {
    expect(await planOf(table, foldedContains(column, 'Crème'))).toContain(index);
  });

  it.each([
    ['products', products.search_title, 'products_search_title_trgm_idx'],
    ['customers', customers.search_name, 'customers_search_name_trgm_idx'],
  ] as const)('%s: the stored fold (migrations 0072, 0073) like …', async (table, column, index) => {
    expect(await planOf(table, storedFoldContains(column, 'Crème'))).toContain(index);
  });
});

/** The statement with its parameters written in, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
}
