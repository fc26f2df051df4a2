import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { call, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/client.ts';
import { compositeStocks, products, productVariants } from '../../db/schema/catalog.ts';
import { warehouses } from '../../db/schema/shops.ts';
import { uuidv7 } from '../../lib/uuid.ts';

/** Test data written straight to the tables (the products API is built elsewhere at the same time). */
export async function insertVariant(
  db: Db,
  companyId: string,
  options: {
    title?: string;
    variantTitle?: string;
    sku?: string | null;
    barcode?: string | null;
    cost?: number | null;
    reorderPoint?: number | null;
    type?: 'physical_goods' | 'services' | 'bundle' | 'menu';
    trackInventory?: boolean;
  } = {},
): Promise<{ productId: string; variantId: string }> {
  const productId = uuidv7();
  const variantId = uuidv7();
  await db.insert(products).values({
    id: productId,
    company_id: companyId,
    title: options.title ?? 'Bissap 1L',
    handle: `p-${productId}`,
    type: options.type ?? 'physical_goods',
    track_inventory: options.trackInventory ?? true,
  });
  await db.insert(productVariants).values({
    id: variantId,
    company_id: companyId,
    product_id: productId,
    title: options.variantTitle ?? 'Default Title',
    sku: options.sku === undefined ? `SKU-${variantId.slice(-8)}` : options.sku,
    barcode: options.barcode ?? null,
    cost: options.cost ?? null,
    reorder_point: options.reorderPoint ?? null,
  });
  return { productId, variantId };
}

export async function insertComposite(
  db: Db,
  companyId: string,
  variantId: string,
  components: { variantId: string; quantity: number }[],
): Promise<void> {
  await db.insert(compositeStocks).values(
    components.map((c) => ({
      company_id: companyId,
      variant_id: variantId,
      component_variant_id: c.variantId,
      quantity: c.quantity,
    })),
  );
}

export async function insertWarehouse(
  db: Db,
  companyId: string,
  options: { name?: string; allowNegative?: boolean; isActive?: boolean } = {},
): Promise<string> {
  const id = uuidv7();
  await db.insert(warehouses).values({
    id,
    company_id: companyId,
    name: options.name ?? `Dépôt ${id.slice(-4)}`,
    code: `W${id.slice(-10).toUpperCase()}`,
    allow_negative_stock: options.allowNegative ?? false,
    is_active: options.isActive ?? true,
  });
  return id;
}

export async function defaultWarehouseId(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), eq(warehouses.is_default, true)));
  if (!row) throw new Error('no default warehouse');
  return row.id;
}

/** Bodies for the tenant-isolation suite: a count sheet or a transfer of one freshly inserted variant. */
export async function tenantFixtureBody(db: Db, companyId: string, kind: 'stock-counts' | 'stock-transfers') {
  const from = await defaultWarehouseId(db, companyId);
  const { variantId } = await insertVariant(db, companyId);
  if (kind === 'stock-counts') return { warehouse_id: from, variant_ids: [variantId] };
  // A draft may not ask more than a source forbidding negative stock holds: this one allows it.
  const source = await insertWarehouse(db, companyId, { allowNegative: true });
  return {
    from_warehouse_id: source,
    to_warehouse_id: from,
    lines: [{ variant_id: variantId, quantity: 1 }],
  };
}

/** POST on the admin API, expecting `status`; the answer's `data`. */
export async function postData<T>(
  t: TestApp,
  url: string,
  token: string,
  body?: unknown,
  status = 201,
): Promise<T> {
  const response = await call(t.app, 'POST', `/api/v1/admin${url}`, {
    token,
    ...(body !== undefined ? { body } : {}),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

/** A new company with its main warehouse, a second one ('Dépôt Pikine') and a variant 'Savon noir'. */
export async function twoWarehouseCompany(t: TestApp) {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa' });
  const main = await defaultWarehouseId(t.ctx.db, admin.companyId);
  const second = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt Pikine' });
  const { variantId: soap } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Savon noir' });
  return { admin, main, second, soap };
}
