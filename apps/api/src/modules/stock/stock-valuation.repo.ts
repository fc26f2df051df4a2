import type { StockValuationRow, StockValuationSummary } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { type ListQuery, type ListSpec, storedFold } from '../../lib/list-query.ts';

/**
 * Sorts of GET /stock-valuation. The columns only let parseListQuery check the names: the order is
 * written on the computed figures (SORT_SQL), which no table column holds.
 */
export const valuationListSpec: ListSpec = {
  filters: {},
  sorts: {
    stock_value: productVariants.cost,
    retail_value: productVariants.price,
    quantity: productVariants.quantity,
    product_title: products.title,
    sku: productVariants.sku,
  },
  tieBreaker: productVariants.id,
  defaultSort: '-stock_value',
  includes: [],
  searchColumns: [storedFold(products.search_title), productVariants.sku, productVariants.barcode],
};

const SORT_SQL: Record<string, (dir: 'asc' | 'desc') => string> = {
  // Variants without a cost have no value: last either way, not mixed with a value of 0.
  stock_value: (dir) => `stock_value ${dir} nulls last`,
  retail_value: (dir) => `retail_value ${dir}`,
  quantity: (dir) => `quantity ${dir}`,
  product_title: (dir) => `product_title ${dir}, variant_title ${dir}`,
  sku: (dir) => `sku ${dir} nulls last`,
};

function orderSql(sort: string): string {
  const keys = sort.split(',').filter(Boolean);
  const parts = keys.map((key) =>
    key.startsWith('-') ? SORT_SQL[key.slice(1)]!('desc') : SORT_SQL[key]!('asc'),
  );
  return [...parts, 'variant_id asc'].join(', ');
}

const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * One statement: the variants' balances summed over the warehouses counted (one, or every live one),
 * valued as core valuationLine does (a negative balance as 0), then the summary over the whole
 * filtered set joined to the requested page (a page past the end still brings the summary).
 * Bundles and menus have no stock of their own and are left out, as on the stock overview; so are
 * products whose stock is not tracked, and variants whose balances are all 0.
 */
export async function valuationPage(
  db: Executor,
  companyId: string,
  query: ListQuery,
  warehouseId: string | undefined,
): Promise<{ rows: StockValuationRow[]; summary: StockValuationSummary }> {
  const search = query.where ? sql`and ${query.where}` : sql``;
  const oneWarehouse = warehouseId ? sql`and b.warehouse_id = ${warehouseId}::uuid` : sql``;
  const offset = (query.page - 1) * query.perPage;
  const result = await queryRows<Record<string, unknown>>(
    db,
    sql`with balances as (
        select b.variant_id,
          sum(b.quantity)::bigint as quantity,
          sum(greatest(b.quantity, 0))::bigint as valued_quantity,
          bool_or(b.quantity < 0) as negative
        from stock_balances b
        join warehouses w on w.id = b.warehouse_id and w.company_id = ${companyId} and w.deleted_at is null
        where b.company_id = ${companyId} and b.quantity <> 0 ${oneWarehouse}
        group by b.variant_id
      ),
      valued as (
        select product_variants.id as variant_id, products.id as product_id,
          products.title as product_title, product_variants.title as variant_title,
          product_variants.sku, product_variants.barcode,
          balances.quantity, balances.valued_quantity, balances.negative,
          product_variants.cost, product_variants.price,
          balances.valued_quantity * product_variants.cost as stock_value,
          balances.valued_quantity * product_variants.price as retail_value
        from balances
        join product_variants on product_variants.id = balances.variant_id
        join products on products.id = product_variants.product_id
        where product_variants.company_id = ${companyId}
          and product_variants.deleted_at is null and products.deleted_at is null
          and products.track_inventory and products.type not in ('bundle', 'menu')
          ${search}
      ),
      summary as (
        select count(*) as variants,
          coalesce(sum(valued_quantity), 0) as units,
          coalesce(sum(stock_value), 0) as stock_value,
          coalesce(sum(retail_value) filter (where cost is not null), 0) as retail_value,
          count(*) filter (where negative) as negative_variants,
          count(*) filter (where cost is null) as no_cost_variants,
          coalesce(sum(valued_quantity) filter (where cost is null), 0) as no_cost_units,
          coalesce(sum(retail_value) filter (where cost is null), 0) as no_cost_retail_value
        from valued
      )
      select summary.variants as s_variants, summary.units as s_units, summary.stock_value as s_stock_value,
        summary.retail_value as s_retail_value, summary.negative_variants as s_negative_variants,
        summary.no_cost_variants as s_no_cost_variants, summary.no_cost_units as s_no_cost_units,
        summary.no_cost_retail_value as s_no_cost_retail_value, page.*
      from summary
      left join lateral (
        select * from valued order by ${sql.raw(orderSql(query.sort))}
        limit ${query.perPage} offset ${offset}
      ) page on true`,
  );
  const first = result[0] ?? {};
  const stockValue = int(first.s_stock_value);
  const retailValue = int(first.s_retail_value);
  const summary: StockValuationSummary = {
    variants: int(first.s_variants),
    units: int(first.s_units),
    stock_value: stockValue,
    retail_value: retailValue,
    potential_margin: retailValue - stockValue,
    negative_variants: int(first.s_negative_variants),
    no_cost_variants: int(first.s_no_cost_variants),
    no_cost_units: int(first.s_no_cost_units),
    no_cost_retail_value: int(first.s_no_cost_retail_value),
  };
  const rows = result
    .filter((r) => r.variant_id !== null && r.variant_id !== undefined)
    .map((r) => ({
      variant_id: r.variant_id as string,
      product_id: r.product_id as string,
      product_title: r.product_title as string,
      variant_title: r.variant_title as string,
      sku: (r.sku as string | null) ?? null,
      barcode: (r.barcode as string | null) ?? null,
      quantity: int(r.quantity),
      valued_quantity: int(r.valued_quantity),
      negative: r.negative === true,
      cost: intOrNull(r.cost),
      price: int(r.price),
      stock_value: intOrNull(r.stock_value),
      retail_value: int(r.retail_value),
    }));
  return { rows, summary };
}
