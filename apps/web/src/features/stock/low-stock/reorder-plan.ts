import { groupBySupplier, type LowStockItem, reorderQuantity } from '@comptoir/core';

export interface ReorderLine {
  item: LowStockItem;
  /** units the draft will order (core reorderQuantity, as the server computes it) */
  quantity: number;
  /** quantity × cost; null when the cost is unknown or hidden */
  amount: number | null;
}

export interface ReorderGroup {
  /** null: the variants without a supplier while none is chosen for them */
  supplier_id: string | null;
  supplier_name: string | null;
  lines: ReorderLine[];
  /** the lines with a known cost, summed (before taxes) */
  estimated: number;
  /** lines whose cost is unknown (priced at 0 on the draft) */
  unpriced: number;
}

const lineOf = (item: LowStockItem): ReorderLine => {
  const quantity = reorderQuantity(item.quantity, item.reorder_point);
  return { item, quantity, amount: item.cost === null ? null : item.cost * quantity };
};

function groupOf(supplier_id: string | null, supplier_name: string | null, items: LowStockItem[]) {
  const lines = items.map(lineOf);
  return {
    supplier_id,
    supplier_name,
    lines,
    estimated: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    unpriced: lines.filter((line) => line.amount === null).length,
  };
}

/**
 * What "Order from suppliers" will create, as the server will (core groupBySupplier and
 * reorderQuantity): one draft per supplier in the order of the selection, the variants without a
 * supplier in the chosen one's draft, or apart (last) while none is chosen.
 */
export function reorderPlan(
  items: readonly LowStockItem[],
  fallback: { id: string; name: string } | null,
): { groups: ReorderGroup[]; unassigned: ReorderGroup | null } {
  const { groups, unassigned } = groupBySupplier(items, fallback?.id);
  const name = (id: string) =>
    id === fallback?.id
      ? fallback.name
      : (items.find((item) => item.supplier_id === id)?.supplier_name ?? '');
  return {
    groups: groups.map((group) => groupOf(group.supplier_id, name(group.supplier_id), group.items)),
    unassigned: unassigned.length > 0 ? groupOf(null, null, unassigned) : null,
  };
}
