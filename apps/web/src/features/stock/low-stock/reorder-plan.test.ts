import type { LowStockItem } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { reorderPlan } from './reorder-plan.ts';

const item = (id: string, supplier: string | null, quantity: number, reorder: number, cost: number | null) =>
  ({
    variant_id: id,
    product_title: id,
    quantity,
    reorder_point: reorder,
    supplier_id: supplier,
    supplier_name: supplier ? `Supplier ${supplier}` : null,
    cost,
  }) as LowStockItem;

describe('reorderPlan', () => {
  it('groups by supplier in the order of the selection, with quantities and the estimated cost', () => {
    const plan = reorderPlan(
      [item('a', 'S1', 3, 10, 100), item('b', 'S2', 0, 5, null), item('c', 'S1', 4, 4, 50)],
      null,
    );

    expect(
      plan.groups.map((g) => [g.supplier_name, g.lines.map((l) => l.quantity), g.estimated, g.unpriced]),
    ).toEqual([
      ['Supplier S1', [17, 4], 1_900, 0],
      ['Supplier S2', [10], 0, 1],
    ]);
    expect(plan.unassigned).toBeNull();
  });

  it('keeps the variants without a supplier apart until one is chosen, then in its draft', () => {
    const items = [item('a', null, 1, 3, 10), item('b', 'S1', 0, 2, 20)];

    expect(reorderPlan(items, null).unassigned?.lines.map((l) => l.item.variant_id)).toEqual(['a']);
    const chosen = reorderPlan(items, { id: 'S1', name: 'Supplier S1' });
    expect(chosen.unassigned).toBeNull();
    expect(chosen.groups.map((g) => [g.supplier_name, g.lines.map((l) => l.item.variant_id)])).toEqual([
      ['Supplier S1', ['a', 'b']],
    ]);
  });
});
