import { compositeAvailable } from '../catalog/products.ts';

// What a sale screen can tell before the sale is sent: lines the warehouse it leaves from cannot
// supply. The server's rule (stock-ledger: a warehouse that forbids negative stock refuses an
// outbound movement taking it below zero) is the one that decides; this one warns at add time.

/** The stock of the warehouse a sale leaves from, as GET /pos/stock answers it. */
export interface SaleStockView {
  warehouse: { allow_negative_stock: boolean } | null;
  quantities: readonly { variant_id: string; quantity: number; tracked?: boolean }[];
}

/**
 * The variants of the basket the sale would be refused for, each with what the warehouse holds
 * (never below 0): units wanted over every line beyond the stock there, in a warehouse that
 * forbids negative stock. A variant that keeps no stock (a service), or whose stock is not known
 * yet, is not flagged; nor is anything when the warehouse may go below zero.
 */
export function saleStockShortfalls(
  lines: readonly { variantId: string; quantity: number }[],
  stock: SaleStockView | null | undefined,
): Map<string, number> {
  const short = new Map<string, number>();
  if (!stock?.warehouse || stock.warehouse.allow_negative_stock) return short;
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const levels = new Map(stock.quantities.map((level) => [level.variant_id, level]));
  for (const [variantId, units] of wanted) {
    const level = levels.get(variantId);
    if (!level || level.tracked === false) continue;
    const held = Math.max(0, level.quantity);
    if (units > held) short.set(variantId, held);
  }
  return short;
}

// A counter without a connection reckons the same figures from what it downloaded, less the sales it has kept to send.

/** What each bundle or menu is made of: its components and the units of each that one unit takes. */
export type SaleComponents = ReadonlyMap<
  string,
  readonly { component_variant_id: string; quantity: number }[]
>;

/**
 * The units sales not sent yet will take, by variant: each line's own variant and, for a bundle or menu, each
 * component per unit × quantity (as the stock posting takes a composite's components).
 */
export function unitsTakenBySales(
  lines: readonly { variant_id: string; quantity: number }[],
  components: SaleComponents,
): Map<string, number> {
  const taken = new Map<string, number>();
  const take = (id: string, units: number) => taken.set(id, (taken.get(id) ?? 0) + units);
  for (const line of lines) {
    take(line.variant_id, line.quantity);
    for (const part of components.get(line.variant_id) ?? [])
      take(part.component_variant_id, part.quantity * line.quantity);
  }
  return taken;
}

/**
 * What a warehouse still holds of `variantIds` once `taken` is gone from its known figures (`held`): a variant's
 * figure less its units; a bundle or menu no more than the whole units its components' remaining figures make
 * (compositeAvailable), nor than its own figure less its own units, which is all that is known of it when none of its
 * components has a figure. A variant without a figure (one that keeps no stock, or unknown) is left out.
 */
export function stockLeftAfter(
  held: ReadonlyMap<string, number>,
  taken: ReadonlyMap<string, number>,
  components: SaleComponents,
  variantIds: readonly string[],
): { variant_id: string; quantity: number }[] {
  const remaining = (id: string) => {
    const figure = held.get(id);
    return figure === undefined ? undefined : figure - (taken.get(id) ?? 0);
  };
  const left: { variant_id: string; quantity: number }[] = [];
  for (const id of new Set(variantIds)) {
    const own = remaining(id);
    if (own === undefined) continue;
    const parts = (components.get(id) ?? []).flatMap((part) => {
      const available = remaining(part.component_variant_id);
      return available === undefined ? [] : [{ available, perUnit: part.quantity }];
    });
    left.push({
      variant_id: id,
      quantity: parts.length > 0 ? Math.min(own, compositeAvailable(parts)) : own,
    });
  }
  return left;
}
