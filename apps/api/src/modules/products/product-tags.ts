import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { foldedContainsPattern } from '../../lib/text-search.ts';

export interface ProductTagCount {
  tag: string;
  /** live products carrying it */
  count: number;
}

/**
 * The tags on the company's live products, most used first, for the tag fields' suggestions. Tags that
 * differ only by case or accents are one tag (products keep each spelling; the most common is shown).
 * `search` keeps those containing the text, ignoring accents and case.
 */
export async function productTags(
  db: Db,
  companyId: string,
  options: { search?: string | undefined; limit: number },
): Promise<ProductTagCount[]> {
  const matching = options.search
    ? sql`and comptoir_fold(tag) like ${foldedContainsPattern(options.search)}`
    : sql``;
  const rows = await queryRows<{ tag: string; count: number | string }>(
    db,
    sql`
    select mode() within group (order by tag) as tag, count(distinct p.id) as count
      from products p, unnest(p.tags) as tag
     where p.company_id = ${companyId} and p.deleted_at is null ${matching}
     group by comptoir_fold(tag)
     order by count(distinct p.id) desc, comptoir_fold(tag)
     limit ${options.limit}`,
  );
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}
