// Reordering what runs low: how many units to buy of a low variant, and one draft purchase order
// per supplier. A reorder point is a minimum (SPEC: low at or below it), and the catalogue has no
// reorder quantity or maximum, so the target is twice the reorder point (see docs/decisions.md).

/**
 * Units to order of a variant at or below its reorder point: enough to bring its available quantity
 * up to twice the reorder point (2 × reorder_point − available), whole units, at least 1. Ordering only
 * the shortfall would leave the stock at the threshold, low again at the next sale; an oversold
 * (negative) quantity is made up as well.
 */
export function reorderQuantity(available: number, reorderPoint: number): number {
  const target = 2 * Math.max(0, reorderPoint);
  return Math.max(1, Math.ceil(target - available));
}

export interface SupplierGroup<Item> {
  supplier_id: string;
  items: Item[];
}

/**
 * One group per supplier, in the order the items come (a supplier where its first item is, its items
 * in their order). An item goes to its product's supplier, else to `fallbackSupplierId` (which merges
 * with that supplier's group when some items already go there); with neither it is left `unassigned`.
 */
export function groupBySupplier<Item extends { supplier_id: string | null }>(
  items: readonly Item[],
  fallbackSupplierId?: string | null,
): { groups: SupplierGroup<Item>[]; unassigned: Item[] } {
  const groups = new Map<string, Item[]>();
  const unassigned: Item[] = [];
  for (const item of items) {
    const supplierId = item.supplier_id ?? fallbackSupplierId ?? null;
    if (supplierId === null) {
      unassigned.push(item);
      continue;
    }
    const group = groups.get(supplierId);
    if (group) group.push(item);
    else groups.set(supplierId, [item]);
  }
  return {
    groups: [...groups].map(([supplier_id, grouped]) => ({ supplier_id, items: grouped })),
    unassigned,
  };
}
