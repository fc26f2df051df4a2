import type { SaleStock } from '../../api.ts';
import type { SaleWarehouse } from './catalogue-store.ts';
import { type OutboxSale, waitingSales } from './outbox.ts';

// Offline, GET /pos/stock cannot be asked: what the sale's warehouse holds is read from the catalogue kept on the
// device (its sale_stock when downloaded), less what the sales waiting in the outbox will take from it once sent.

/**
 * What the counter's warehouse holds of `variantIds` as the device knows it, in GET /pos/stock's shape: each variant's
 * downloaded figure less the units of the same variant in the outbox's waiting sales from that warehouse (a refused
 * sale takes nothing until it is sent again). A variant without a figure (a service, or not in the copy) is left out,
 * so it is not marked. Sales of a bundle are not taken from its components' figures, nor the reverse: the copy does
 * not hold what a bundle is made of. Null without a warehouse.
 */
export function offlineSaleStock(
  catalogue: { saleWarehouse?: SaleWarehouse | null; saleStock: ReadonlyMap<string, number> },
  outbox: readonly OutboxSale[],
  variantIds: readonly string[],
): SaleStock | null {
  const warehouse = catalogue.saleWarehouse;
  if (!warehouse) return null;
  const taken = new Map<string, number>();
  for (const sale of waitingSales([...outbox])) {
    const from = sale.body.warehouse_id;
    if (from && from !== warehouse.id) continue;
    for (const line of sale.body.lines) {
      if (line.variant_id) taken.set(line.variant_id, (taken.get(line.variant_id) ?? 0) + line.quantity);
    }
  }
  const quantities: SaleStock['quantities'] = [];
  for (const id of new Set(variantIds)) {
    const held = catalogue.saleStock.get(id);
    if (held !== undefined)
      quantities.push({ variant_id: id, quantity: held - (taken.get(id) ?? 0), tracked: true });
  }
  return { warehouse, quantities };
}
