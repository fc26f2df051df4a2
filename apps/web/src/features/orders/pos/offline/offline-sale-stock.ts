import { type SaleComponents, stockLeftAfter, unitsTakenBySales } from '@comptoir/core';
import type { SaleStock } from '../../api.ts';
import type { SaleWarehouse } from './catalogue-store.ts';
import { type OutboxSale, waitingSales } from './outbox.ts';

// Offline, GET /pos/stock cannot be asked: what the sale's warehouse holds is read from the catalogue kept on the
// device (its sale_stock when downloaded), less what the sales waiting in the outbox will take from it once sent.

/** What a bundle or menu is made of, as the catalogue carries it: each component and how many of it one unit takes. */
export type BundleComponents = SaleComponents;

export interface DeviceStock {
  saleWarehouse?: SaleWarehouse | null;
  saleStock: ReadonlyMap<string, number>;
  /** bundle or menu id → its components; absent on a copy kept before the catalogue carried them */
  components?: BundleComponents;
}

/**
 * What the counter's warehouse holds of `variantIds` as the device knows it, in GET /pos/stock's shape: core's
 * stockLeftAfter of the downloaded figures, less the units (unitsTakenBySales) of the outbox's waiting sales from that
 * warehouse (a refused sale takes nothing until it is sent again). A variant without a figure (a service, or not in
 * the copy) is left out, so it is not marked. Null without a warehouse.
 */
export function offlineSaleStock(
  catalogue: DeviceStock,
  outbox: readonly OutboxSale[],
  variantIds: readonly string[],
): SaleStock | null {
  const warehouse = catalogue.saleWarehouse;
  if (!warehouse) return null;
  const components: BundleComponents = catalogue.components ?? new Map();
  const lines = waitingSales([...outbox])
    .filter((sale) => !sale.body.warehouse_id || sale.body.warehouse_id === warehouse.id)
    .flatMap((sale) => sale.body.lines)
    .flatMap((line) => (line.variant_id ? [{ variant_id: line.variant_id, quantity: line.quantity }] : []));
  const left = stockLeftAfter(
    catalogue.saleStock,
    unitsTakenBySales(lines, components),
    components,
    variantIds,
  );
  return { warehouse, quantities: left.map((level) => ({ ...level, tracked: true })) };
}
