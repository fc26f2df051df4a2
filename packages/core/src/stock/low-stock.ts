import { compositeAvailable } from '../catalog/products.ts';

/** Low when a reorder point is set and the quantity is at or below it. */
export function isLowStock(quantity: number, reorderPoint: number | null | undefined): boolean {
  return reorderPoint !== null && reorderPoint !== undefined && quantity <= reorderPoint;
}

const COMPOSITE_TYPES: ReadonlySet<string> = new Set(['bundle', 'menu']);

/** One component of a bundle or menu: its own available quantity and how many one unit takes. */
export interface ComponentStock {
  available: number;
  perUnit: number;
}

/**
 * What a variant can supply over the whole company: a bundle or menu what its components allow
 * (compositeAvailable: none without components), any other variant its stock summed over every
 * warehouse (the stored total). Stock in transit is in no warehouse, so it is not available.
 */
export function availableQuantity(variant: {
  type: string;
  quantity: number;
  components?: readonly ComponentStock[];
}): number {
  return COMPOSITE_TYPES.has(variant.type) ? compositeAvailable(variant.components ?? []) : variant.quantity;
}

/**
 * THE low-stock rule, one for every screen, list, filter and event: a variant of a product whose
 * stock is tracked is low when its reorder point is set and its available quantity
 * (availableQuantity) is at or below it. The reorder point is the variant's, not a warehouse's:
 * a warehouse's own quantity never makes a variant low, it is shown only as information.
 * SQL mirrors: products.repo.ts effectiveQuantitySql and migration 0068's comptoir_product_is_low.
 */
export function isVariantLowStock(variant: {
  trackInventory: boolean;
  reorderPoint: number | null | undefined;
  available: number;
}): boolean {
  return variant.trackInventory && isLowStock(variant.available, variant.reorderPoint);
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
