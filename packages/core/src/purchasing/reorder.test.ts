import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupBySupplier, reorderQuantity } from './reorder.ts';

describe('reorderQuantity', () => {
  it('orders up to twice the reorder point, not just the shortfall', () => {
    // Arrange: 3 left, reorder at 10 → shortfall 7, target 20
    // Act / Assert
    expect(reorderQuantity(3, 10)).toBe(17);
  });

  it('orders the whole target when nothing is left, and makes up an oversold quantity', () => {
    expect(reorderQuantity(0, 5)).toBe(10);
    expect(reorderQuantity(-4, 5)).toBe(14);
  });

  it('orders the reorder point again when the stock sits exactly at it', () => {
    expect(reorderQuantity(6, 6)).toBe(6);
  });

  it('orders at least one unit, even at a reorder point of 0', () => {
    expect(reorderQuantity(0, 0)).toBe(1);
    expect(reorderQuantity(0, -3)).toBe(1);
  });

  it('always orders whole units, at least one, and brings a low variant above its reorder point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -1000, max: 100_000 }), (rp, q) => {
        fc.pre(q <= rp);
        const quantity = reorderQuantity(q, rp);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(q + quantity).toBeGreaterThan(rp > 0 ? rp : q);
        expect(q + quantity).toBe(Math.max(2 * rp, q + 1));
      }),
    );
  });
});

describe('groupBySupplier', () => {
  const item = (id: string, supplier_id: string | null) => ({ id, supplier_id });

  it('makes one group per supplier, in the order of the list', () => {
    const items = [item('a', 'S2'), item('b', 'S1'), item('c', 'S2'), item('d', 'S1')];

    const { groups, unassigned } = groupBySupplier(items);

    expect(groups.map((g) => [g.supplier_id, g.items.map((i) => i.id)])).toEqual([
      ['S2', ['a', 'c']],
      ['S1', ['b', 'd']],
    ]);
    expect(unassigned).toEqual([]);
  });

  it('leaves the items without a supplier apart when no fallback is given', () => {
    const { groups, unassigned } = groupBySupplier([item('a', null), item('b', 'S1')]);

    expect(groups.map((g) => g.supplier_id)).toEqual(['S1']);
    expect(unassigned.map((i) => i.id)).toEqual(['a']);
  });

  it('sends the items without a supplier to the fallback, merged with its own items', () => {
    const { groups, unassigned } = groupBySupplier([item('a', null), item('b', 'S1'), item('c', 'S2')], 'S2');

    expect(groups.map((g) => [g.supplier_id, g.items.map((i) => i.id)])).toEqual([
      ['S2', ['a', 'c']],
      ['S1', ['b']],
    ]);
    expect(unassigned).toEqual([]);
  });

  it('does not change its input', () => {
    const items = Object.freeze([item('a', 'S1'), item('b', null)]);
    groupBySupplier(items, 'S9');
    expect(items.map((i) => i.supplier_id)).toEqual(['S1', null]);
  });
});
