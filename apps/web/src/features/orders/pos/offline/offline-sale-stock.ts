import { compositeAvailable } from '@comptoir/core';
import type { SaleStock } from '../../api.ts';
import type { SaleWarehouse } from './catalogue-store.ts';
import { type OutboxSale, waitingSales } from './outbox.ts';

// Offline, GET /pos/stock cannot be asked: what the sale's warehouse holds is read from the catalogue kept on the
// device (its sale_stock when downloaded), less what the sales waiting in the outbox will take from it once sent.

/** What a bundle or menu is made of, as the catalogue carries it: each component and how many of it one unit takes. */
export type BundleComponents = ReadonlyMap<
  string,
  readonly { component_variant_id: string; quantity: number }[]
>;

export interface DeviceStock {
  saleWarehouse?: SaleWarehouse | null;
  saleStock: ReadonlyMap<string, number>;
  /** bundle or menu id → its components; absent on a copy kept before the catalogue carried them */
  components?: BundleComponents;
}

/**
 * The units the outbox's waiting sales from `warehouseId` will take, by variant (a refused sale takes nothing until it
 * is sent again): a bundle's or menu's from itself and, per unit × quantity, from each of its components.
 */
function takenByWaitingSales(
  outbox: readonly OutboxSale[],
  warehouseId: string,
  components: BundleComponents,
): Map<string, number> {
  const taken = new Map<string, number>();
  const take = (id: string, units: number) => taken.set(id, (taken.get(id) ?? 0) + units);
  for (const sale of waitingSales([...outbox])) {
    const from = sale.body.warehouse_id;
    if (from && from !== warehouseId) continue;
    for (const line of sale.body.lines) {
      if (!line.variant_id) continue;
      take(line.variant_id, line.quantity);
      for (const part of components.get(line.variant_id) ?? [])
        take(part.component_variant_id, part.quantity * line.quantity);
    }
  }
  return taken;
}

/**
 * What the counter's warehouse holds of `variantIds` as the device knows it, in GET /pos/stock's shape: each variant's
 * downloaded figure less the units the waiting sales take of it (takenByWaitingSales). A bundle or menu is, by core's
 * compositeAvailable, the whole units its components' remaining figures make, so a waiting sale of a component lowers
 * it; never more than its own figure less its own waiting sales, which is all that is known of it when a component has
 * no figure (not in the copy, or one that keeps no stock) or the copy does not carry its components. A variant without
 * a figure (a service, or not in the copy) is left out, so it is not marked. Null without a warehouse.
 */
export function offlineSaleStock(
  catalogue: DeviceStock,
  outbox: readonly OutboxSale[],
  variantIds: readonly string[],
): SaleStock | null {
  const warehouse = catalogue.saleWarehouse;
  if (!warehouse) return null;
  const components: BundleComponents = catalogue.components ?? new Map();
  const taken = takenByWaitingSales(outbox, warehouse.id, components);
  const remaining = (id: string) => {
    const held = catalogue.saleStock.get(id);
    return held === undefined ? undefined : held - (taken.get(id) ?? 0);
  };
  const quantities: SaleStock['quantities'] = [];
  for (const id of new Set(variantIds)) {
    const own = remaining(id);
    if (own === undefined) continue;
    const parts = (components.get(id) ?? []).flatMap((part) => {
      const available = remaining(part.component_variant_id);
      return available === undefined ? [] : [{ available, perUnit: part.quantity }];
    });
    const quantity = parts.length > 0 ? Math.min(own, compositeAvailable(parts)) : own;
    quantities.push({ variant_id: id, quantity, tracked: true });
  }
  return { warehouse, quantities };
}
