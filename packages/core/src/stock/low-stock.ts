/** Low when a reorder point is set and the quantity is at or below it. */
export function isLowStock(quantity: number, reorderPoint: number | null | undefined): boolean {
  return reorderPoint !== null && reorderPoint !== undefined && quantity <= reorderPoint;
}

/** True when a change takes a quantity from above the reorder point to at or below it (the low-stock event). */
export function crossesReorderPoint(
  before: number,
  after: number,
  reorderPoint: number | null | undefined,
): boolean {
  return !isLowStock(before, reorderPoint) && isLowStock(after, reorderPoint);
}

/**
 * Most urgent first: nothing left (or negative) before anything else, then the largest shortfall
 * relative to the reorder point, then the largest absolute shortfall.
 */
export function compareLowStockUrgency(
  a: { quantity: number; reorder_point: number },
  b: { quantity: number; reorder_point: number },
): number {
  const outA = a.quantity <= 0 ? 1 : 0;
  const outB = b.quantity <= 0 ? 1 : 0;
  if (outA !== outB) return outB - outA;
  const ratio = (x: { quantity: number; reorder_point: number }) =>
    x.reorder_point <= 0 ? 0 : (x.reorder_point - x.quantity) / x.reorder_point;
  const byRatio = ratio(b) - ratio(a);
  if (byRatio !== 0) return byRatio;
  return b.reorder_point - b.quantity - (a.reorder_point - a.quantity);
}
