import { describe, expect, it } from 'vitest';
import { availableQuantity, isVariantLowStock } from './low-stock.ts';

const tracked = (available: number, reorderPoint: number | null) => ({
  trackInventory: true,
  reorderPoint,
  available,
});

describe('the low-stock rule (one per variant, over every warehouse)', () => {
  it('is low at or below the variant’s reorder point, above it not', () => {
    expect(isVariantLowStock(tracked(5, 5))).toBe(true);
    expect(isVariantLowStock(tracked(0, 5))).toBe(true);
    expect(isVariantLowStock(tracked(-2, 0))).toBe(true);
    expect(isVariantLowStock(tracked(6, 5))).toBe(false);
  });

  it('is never low without a reorder point', () => {
    expect(isVariantLowStock(tracked(0, null))).toBe(false);
    expect(isVariantLowStock({ trackInventory: true, reorderPoint: undefined, available: -4 })).toBe(false);
  });

  it('is never low for a product whose stock is not tracked (services, digital goods)', () => {
    expect(isVariantLowStock({ trackInventory: false, reorderPoint: 5, available: 0 })).toBe(false);
  });

  it('reads the stock over every warehouse: a warehouse holding none does not make it low', () => {
    // 0 in the shop and 9 in the depot: the variant stored total is 9.
    const total = availableQuantity({ type: 'physical_goods', quantity: 9 });
    expect(total).toBe(9);
    expect(isVariantLowStock(tracked(total, 5))).toBe(false);
  });

  it('reads a bundle or a menu from what its components allow, not from a stock of its own', () => {
    const components = [
      { available: 10, perUnit: 2 },
      { available: 7, perUnit: 1 },
    ];
    expect(availableQuantity({ type: 'bundle', quantity: 50, components })).toBe(5);
    expect(availableQuantity({ type: 'menu', quantity: 0, components })).toBe(5);
    expect(isVariantLowStock(tracked(5, 5))).toBe(true);
    // A component out of stock (or below zero) allows none; no components allow none either.
    expect(
      availableQuantity({ type: 'bundle', quantity: 3, components: [{ available: -1, perUnit: 1 }] }),
    ).toBe(0);
    expect(availableQuantity({ type: 'bundle', quantity: 3 })).toBe(0);
  });
});
