import { compositeAvailable } from '@comptoir/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import { discounts, shippingFees, warehouses } from '../../db/schema/index.ts';
import { UUID_PATTERN } from '../../lib/uuid.ts';
import type { DiscountRow } from '../discounts/discounts.repo.ts';
import { componentsOf } from '../products/products.repo.ts';
import type { ShippingFeeRow } from '../shipping-fees/shipping-fees.repo.ts';
import { balancesOf } from '../stock/stock.repo.ts';
import { resolveWarehouse } from './orders.repo.ts';
import { saleShopId } from './sale-shop.ts';

/** The company's live discount with this code (codes are stored upper case), or null. */
export async function findDiscountByCode(
  db: Executor,
  companyId: string,
  code: string,
): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.company_id, companyId),
        isNull(discounts.deleted_at),
        eq(discounts.code, code.trim().toUpperCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The company's active shipping fees, in the order they are tried. */
export async function findActiveShippingFees(db: Executor, companyId: string): Promise<ShippingFeeRow[]> {
  return db
    .select()
    .from(shippingFees)
    .where(
      and(
        eq(shippingFees.company_id, companyId),
        isNull(shippingFees.deleted_at),
        eq(shippingFees.is_active, true),
      ),
    )
    .orderBy(asc(shippingFees.position), asc(shippingFees.label))
    .limit(200);
}

/** A warehouse as the sale screens know it: whether it may sell what it does not hold. */
export interface SaleWarehouse {
  id: string;
  name: string;
  allow_negative_stock: boolean;
}

/**
 * The warehouse a sale made now in this scope leaves from, picked as order creation picks it: the
 * user's shop (or the company's default one) and that shop's default warehouse.
 */
export async function saleWarehouse(
  db: Executor,
  scope: { companyId: string; shopId: string | null },
): Promise<SaleWarehouse | null> {
  const shopId = await saleShopId(db, scope);
  const id = shopId ? await resolveWarehouse(db, scope.companyId, shopId, undefined) : null;
  return id ? companyWarehouse(db, scope.companyId, id) : null;
}

/** One of the company's live warehouses by id (null for another company's or a malformed id). */
export async function companyWarehouse(
  db: Executor,
  companyId: string,
  id: string,
): Promise<SaleWarehouse | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      allow_negative_stock: warehouses.allow_negative_stock,
    })
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), eq(warehouses.id, id), isNull(warehouses.deleted_at)));
  return row ?? null;
}

/** What a sale screen knows of a variant's stock in the warehouse the sale leaves from. */
export interface SaleStockLevel {
  quantity: number;
  /** false when a sale takes nothing from stock (a service, a digital good): no shortfall to warn of */
  tracked: boolean;
}

/**
 * What each variant has in one warehouse: its balance there, or for a bundle or menu how many whole
 * units its components there make; and whether its stock is counted at all (a bundle's through its
 * components). Unknown ids (another company's included) have 0, counted.
 */
export async function warehouseQuantities(
  db: Executor,
  companyId: string,
  warehouseId: string,
  variantIds: string[],
  /** the bundles' and menus' components among `variantIds`, when the caller has read them already */
  known?: ReadonlyMap<string, readonly { component_variant_id: string; quantity: number }[]>,
): Promise<Map<string, SaleStockLevel>> {
  const components = known ?? (await componentsOf(db, companyId, variantIds));
  const ids = [
    ...new Set([...variantIds, ...[...components.values()].flat().map((c) => c.component_variant_id)]),
  ];
  const [held, untracked] = await Promise.all([
    balancesOf(db, companyId, warehouseId, ids),
    untrackedVariants(db, companyId, ids),
  ]);
  return new Map(
    variantIds.map((id) => {
      const parts = components.get(id);
      if (!parts?.length) return [id, { quantity: held.get(id) ?? 0, tracked: !untracked.has(id) }];
      return [
        id,
        {
          quantity: compositeAvailable(
            parts.map((part) => ({
              available: held.get(part.component_variant_id) ?? 0,
              perUnit: part.quantity,
            })),
          ),
          tracked: parts.some((part) => !untracked.has(part.component_variant_id)),
        },
      ];
    }),
  );
}

/** The variants among `ids` whose product keeps no stock (track_inventory off): a sale posts nothing for them. */
async function untrackedVariants(db: Executor, companyId: string, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter((id) => UUID_PATTERN.test(id));
  if (valid.length === 0) return new Set();
  // Hand-written, one array parameter (db/raw-rows.ts): the counter's catalogue asks for 2,000 variants a page.
  const rows = await execRows(db, {
    name: 'untracked_variants',
    // one key lookup per id (unnest), as balancesOf does
    text: `select v.id from unnest($2::uuid[]) as ids(id)
      join product_variants v on v.id = ids.id
      join products p on p.id = v.product_id
      where v.company_id = $1 and not p.track_inventory`,
    values: [companyId, valid],
  });
  return new Set(rows.map(([id]) => id as string));
}
