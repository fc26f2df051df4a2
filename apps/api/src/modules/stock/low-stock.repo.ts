import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { stockBalances, warehouses } from '../../db/schema/index.ts';
import { effectiveQuantitySql } from '../products/products.repo.ts';

export interface LowVariantRow {
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
  /** bundles and menus hold no stock of their own */
  composite: boolean;
  /** available over every warehouse (core availableQuantity) */
  quantity: number;
  reorder_point: number;
  /** the product's supplier when live and active (what a reorder buys from) */
  supplier_id: string | null;
  supplier_name: string | null;
  cost: number | null;
}

/**
 * The low variants (core isVariantLowStock), the most urgent first (core compareLowStockUrgency in
 * SQL), at most `limit`. Read through the products' low_stock flag (migration 0068, the products
 * list's stock_status=low_stock) and its partial index, then the variants of those products that
 * are low themselves: the product list and this list cannot disagree.
 */
export async function lowVariantRows(
  db: Executor,
  companyId: string,
  limit: number,
): Promise<LowVariantRow[]> {
  const available = effectiveQuantitySql(sql`v.id`, sql`v.quantity`, sql`p.type`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (
        select v.id as variant_id, p.id as product_id, p.title as product_title, v.title as variant_title,
          v.sku, v.barcode, p.type in ('bundle', 'menu') as composite, ${available} as quantity,
          v.reorder_point, v.position, v.cost, s.id as supplier_id, s.name as supplier_name
        from products p
        join product_variants v on v.product_id = p.id and v.company_id = p.company_id
        left join suppliers s on s.id = p.supplier_id and s.company_id = p.company_id
          and s.deleted_at is null and s.is_active
        where p.company_id = ${companyId} and p.low_stock and p.deleted_at is null and p.track_inventory
          and v.deleted_at is null and v.reorder_point is not null
      ) low
      where low.quantity <= low.reorder_point
      order by (low.quantity <= 0) desc,
        case when low.reorder_point <= 0 then 0
          else (low.reorder_point - low.quantity)::float8 / low.reorder_point end desc,
        low.reorder_point - low.quantity desc,
        low.product_title asc, low.position asc, low.variant_id asc
      limit ${limit}`,
  );
  return rows.map((r) => ({
    variant_id: r.variant_id as string,
    product_id: r.product_id as string,
    product_title: r.product_title as string,
    variant_title: r.variant_title as string,
    sku: (r.sku as string | null) ?? null,
    barcode: (r.barcode as string | null) ?? null,
    composite: r.composite === true,
    quantity: Number(r.quantity),
    reorder_point: Number(r.reorder_point),
    supplier_id: (r.supplier_id as string | null) ?? null,
    supplier_name: (r.supplier_name as string | null) ?? null,
    cost: r.cost === null || r.cost === undefined ? null : Number(r.cost),
  }));
}

/** Each variant's balance in the live warehouses holding one (or in `warehouseId` only), default first. */
export async function warehouseQuantities(
  db: Executor,
  companyId: string,
  variantIds: string[],
  warehouseId: string | null,
): Promise<Map<string, { warehouse_id: string; warehouse_name: string; quantity: number }[]>> {
  const byVariant = new Map<string, { warehouse_id: string; warehouse_name: string; quantity: number }[]>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db
    .select({
      variant_id: stockBalances.variant_id,
      warehouse_id: stockBalances.warehouse_id,
      warehouse_name: warehouses.name,
      quantity: stockBalances.quantity,
    })
    .from(stockBalances)
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouse_id))
    .where(
      and(
        eq(stockBalances.company_id, companyId),
        inArray(stockBalances.variant_id, variantIds),
        isNull(warehouses.deleted_at),
        warehouseId ? eq(stockBalances.warehouse_id, warehouseId) : undefined,
      ),
    )
    .orderBy(desc(warehouses.is_default), asc(warehouses.name), asc(warehouses.id));
  for (const { variant_id, ...entry } of rows) {
    byVariant.set(variant_id, [...(byVariant.get(variant_id) ?? []), entry]);
  }
  return byVariant;
}
