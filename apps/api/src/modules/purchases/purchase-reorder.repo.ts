import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productVariants, suppliers, warehouses } from '../../db/schema/index.ts';

/** What reordering a variant reads: is it still low, what is it, who supplies it, what does it cost. */
export interface ReorderVariantRow {
  id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  type: string;
  track_inventory: boolean;
  /** the variant or its product is deleted */
  deleted: boolean;
  /** over every warehouse (core availableQuantity; bundles and menus are refused before it matters) */
  quantity: number;
  reorder_point: number | null;
  cost: number | null;
  /** the product's supplier when it is live and active */
  supplier_id: string | null;
  supplier_name: string | null;
}

/** The company's variants among `ids`, deleted ones included (to name them); other companies' are absent. */
export async function findReorderVariants(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<ReorderVariantRow[]> {
  const rows = await db
    .select({
      id: productVariants.id,
      product_title: products.title,
      variant_title: productVariants.title,
      sku: productVariants.sku,
      type: products.type,
      track_inventory: products.track_inventory,
      variant_deleted_at: productVariants.deleted_at,
      product_deleted_at: products.deleted_at,
      quantity: productVariants.quantity,
      reorder_point: productVariants.reorder_point,
      cost: productVariants.cost,
      supplier_id: suppliers.id,
      supplier_name: suppliers.name,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.id, productVariants.product_id), eq(products.company_id, productVariants.company_id)),
    )
    .leftJoin(
      suppliers,
      and(
        eq(suppliers.id, products.supplier_id),
        eq(suppliers.company_id, products.company_id),
        isNull(suppliers.deleted_at),
        eq(suppliers.is_active, true),
      ),
    )
    .where(and(eq(productVariants.company_id, companyId), inArray(productVariants.id, ids)));
  return rows.map(({ variant_deleted_at, product_deleted_at, ...row }) => ({
    ...row,
    deleted: variant_deleted_at !== null || product_deleted_at !== null,
  }));
}

/** A live supplier of the company, active or not; null when it is not the company's. */
export async function findLiveSupplier(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name, active: suppliers.is_active })
    .from(suppliers)
    .where(and(eq(suppliers.company_id, companyId), eq(suppliers.id, id), isNull(suppliers.deleted_at)))
    .limit(1);
  return row ?? null;
}

/** The given live warehouse of the company (or its default one), active or not; null when none. */
export async function findLiveWarehouse(db: Executor, companyId: string, id: string | undefined) {
  const [row] = await db
    .select({ id: warehouses.id, active: warehouses.is_active })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.company_id, companyId),
        isNull(warehouses.deleted_at),
        id ? eq(warehouses.id, id) : eq(warehouses.is_default, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
