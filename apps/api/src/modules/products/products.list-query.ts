import { PRODUCT_INCLUDES, PRODUCT_STATUSES, PRODUCT_TYPES, STOCK_STATUSES } from '@comptoir/core';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListQuery, type ListSpec, parseListQuery } from '../../lib/list-query.ts';
import { storedFoldContains } from '../../lib/text-search.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import { collectionProductCondition } from '../collections/collection-membership.ts';
import { effectiveQuantitySql } from './products.repo.ts';

/** The cheapest live variant's price: the `price` sort. */
const minPrice = sql`(select min(v.price) from product_variants v
  where v.product_id = ${products.id} and v.deleted_at is null)`;

export const productListSpec: ListSpec = {
  filters: {
    status: { column: products.status, type: 'enum', values: PRODUCT_STATUSES },
    type: { column: products.type, type: 'enum', values: PRODUCT_TYPES },
    supplier_id: { column: products.supplier_id, type: 'uuid' },
  },
  sorts: {
    created_at: products.created_at,
    updated_at: products.updated_at,
    title: products.title,
    // asc()/desc() take any SQL; the spec's type only names columns.
    price: minPrice as unknown as AnyColumn,
  },
  tieBreaker: products.id,
  defaultSort: '-created_at',
  includes: PRODUCT_INCLUDES,
  // search is built below (title trigram + variant SKU/barcode), not by parseListQuery
  searchColumns: [],
};

/** Filters read apart from parseListQuery because they are not one column. */
const CUSTOM_FILTERS = ['tag', 'collection_id', 'shop_id', 'stock_status'] as const;

const invalid = (parameter: string) => new AppError('invalid_parameter', { parameter });

function single(query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[`filter[${name}]`];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 200) throw invalid(`filter[${name}]`);
  return raw.trim();
}

function uuidParam(query: Record<string, unknown>, name: string): string | undefined {
  const value = single(query, name);
  if (value !== undefined && !UUID_PATTERN.test(value)) throw invalid(`filter[${name}]`);
  return value;
}

/** Past every character: `x <= s < x + LAST` holds exactly for the strings starting with x (code point order). */
const LAST = '\u{10FFFF}';

/**
 * Products whose title contains the text ignoring accents and case ("creme" finds "Crème brûlée"; trigram
 * index on comptoir_fold(title), migration 0067), or with a
 * variant whose SKU or barcode starts with it, as typed or in capitals: btree ranges on
 * (company_id, sku) and (company_id, barcode), which an exact scan also hits. (An ILIKE prefix on
 * the trigram indexes cost ~13 ms on 300,000 variants because "SKU-…" trigrams are in every row;
 * the ranges take ~0.2 ms. They assume code point order, which the C/C.UTF-8 collations give.)
 * The title test stays on the products row (not a list of every matching id), so the page query can
 * walk the (company_id, created_at) index and stop after 20 matches, and the capped count stops at
 * 1,001: for a word in 4 % of 100,000 titles the count took 30 ms before and 6 ms after, the page 5 ms
 * after (EXPLAIN ANALYZE on PostgreSQL 15, with ILIKE; the fold costs a few µs more per title tested,
 * docs/decisions.md "Accent-insensitive search"). The variant ids are
 * few and looked up once (`= any(array(…))` probes the primary key instead of a hash join).
 */
export function productSearchCondition(companyId: string, text: string): SQL {
  const prefixes = [...new Set([text, text.toUpperCase()])];
  const range = (column: SQL) =>
    sql.join(
      prefixes.map((prefix) => sql`(${column} >= ${prefix} and ${column} < ${prefix + LAST})`),
      sql` or `,
    );
  return sql`(${storedFoldContains(products.search_title, text)} or ${products.id} = any(array(
    select v.product_id from product_variants v
      where v.company_id = ${companyId} and v.deleted_at is null
        and (${range(sql`v.sku`)} or ${range(sql`v.barcode`)}))))`;
}

/**
 * Products with a variant at or below its reorder point: the `low_stock` flag that triggers keep on
 * the product (migration 0044: stored quantity, or for bundles and menus the quantity their components
 * allow), read through the partial index products_low_stock_idx. The page and the capped count then
 * walk only low products: 9 and 14 ms → 0.1 and 0.7 ms on 100,000 products where 14,670 are low
 * (the sets of low variants were hashed for every query before).
 */
const lowStockCondition = (): SQL => sql`${products.low_stock}`;

function stockStatusCondition(companyId: string, status: (typeof STOCK_STATUSES)[number]): SQL {
  // The kept flag alone: nothing else to build (the low-stock list is the cheapest of the three to ask).
  if (status === 'low_stock') return lowStockCondition();
  const quantity = effectiveQuantitySql(sql`v.id`, sql`v.quantity`, sql`${products.type}`);
  const someVariantInStock = sql`exists (select 1 from product_variants v where v.product_id = ${products.id}
      and v.company_id = ${companyId} and v.deleted_at is null and ${quantity} > 0)`;
  const tracked = sql`${products.track_inventory} = true`;
  return status === 'in_stock'
    ? sql`(${tracked} and ${someVariantInStock})`
    : sql`(${tracked} and not ${someVariantInStock})`;
}

/**
 * `GET /products` query: page, per_page, sort (created_at, updated_at, title, price), include
 * (PRODUCT_INCLUDES), search, filter[status|type|supplier_id|tag|collection_id|shop_id|stock_status].
 * Unknown parameters and bad values are 400s.
 */
export async function parseProductListQuery(
  db: Executor,
  companyId: string,
  raw: Record<string, unknown>,
): Promise<ListQuery> {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!CUSTOM_FILTERS.some((name) => key === `filter[${name}]`)) rest[key] = value;
  }
  const query = parseListQuery(rest, productListSpec);
  const conditions: SQL[] = [];

  const tag = single(raw, 'tag');
  if (tag !== undefined) conditions.push(sql`${products.tags} @> array[${tag}]::text[]`);

  const shopId = uuidParam(raw, 'shop_id');
  if (shopId !== undefined) {
    conditions.push(sql`exists (select 1 from product_shops ps where ps.product_id = ${products.id}
      and ps.company_id = ${companyId} and ps.shop_id = ${shopId})`);
  }

  const collectionId = uuidParam(raw, 'collection_id');
  if (collectionId !== undefined) {
    conditions.push((await collectionProductCondition(db, companyId, collectionId)) ?? sql`false`);
  }

  const stockStatus = single(raw, 'stock_status');
  if (stockStatus !== undefined) {
    if (!(STOCK_STATUSES as readonly string[]).includes(stockStatus)) throw invalid('filter[stock_status]');
    conditions.push(stockStatusCondition(companyId, stockStatus as (typeof STOCK_STATUSES)[number]));
  }

  if (typeof raw.search === 'string' && raw.search.trim() !== '') {
    conditions.push(productSearchCondition(companyId, raw.search.trim()));
  }

  if (conditions.length === 0) return query;
  return { ...query, where: and(query.where, ...conditions), narrowed: true };
}
