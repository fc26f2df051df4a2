import { describe, expect, it } from 'vitest';
import { stockAdjustmentCreateSchema, stockTransferCreateSchema } from '../schemas/stock.schema.ts';
import { adjustmentChange, countDifferences } from './count-differences.ts';
import { formatDocumentNumber } from './document-number.ts';
import { compareLowStockUrgency, crossesReorderPoint, isLowStock } from './low-stock.ts';
import { cancelReturnsStock, transferTransition } from './transfer-status.ts';

describe('transfer status transitions', () => {
  it('goes draft → in_transit → received', () => {
    expect(transferTransition('draft', 'ship')).toBe('in_transit');
    expect(transferTransition('in_transit', 'receive')).toBe('received');
  });
  it('cancels a draft or a transfer in transit; only in transit gives stock back to the source', () => {
    expect(transferTransition('draft', 'cancel')).toBe('cancelled');
    expect(transferTransition('in_transit', 'cancel')).toBe('cancelled');
    expect(cancelReturnsStock('in_transit')).toBe(true);
    expect(cancelReturnsStock('draft')).toBe(false);
  });
  it('refuses every other move: receive a draft, ship twice, edit after shipping, anything after received/cancelled', () => {
    expect(transferTransition('draft', 'receive')).toBeNull();
    expect(transferTransition('in_transit', 'ship')).toBeNull();
    expect(transferTransition('in_transit', 'edit')).toBeNull();
    for (const action of ['ship', 'receive', 'cancel', 'edit'] as const) {
      expect(transferTransition('received', action)).toBeNull();
      expect(transferTransition('cancelled', action)).toBeNull();
    }
  });
});

describe('count differences', () => {
  it('turns counted − expected into inbound/outbound movements, skipping uncounted and equal lines', () => {
    expect(
      countDifferences([
        { variant_id: 'a', expected: 10, counted: 7 },
        { variant_id: 'b', expected: 2, counted: 5 },
        { variant_id: 'c', expected: 4, counted: 4 },
        { variant_id: 'd', expected: 4, counted: null },
        { variant_id: 'e', expected: -3, counted: 0 },
      ]),
    ).toEqual([
      { variant_id: 'a', direction: 'outbound', quantity: 3, difference: -3 },
      { variant_id: 'b', direction: 'inbound', quantity: 3, difference: 3 },
      { variant_id: 'e', direction: 'inbound', quantity: 3, difference: 3 },
    ]);
  });
  it('reads an adjustment line as a change or as a new quantity', () => {
    expect(adjustmentChange(10, { quantity_change: -4 })).toBe(-4);
    expect(adjustmentChange(10, { new_quantity: 3 })).toBe(-7);
    expect(adjustmentChange(-2, { new_quantity: 0 })).toBe(2);
  });
});

describe('low stock', () => {
  it('is low at or below the reorder point, never without one', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
  });
  it('crosses only when going from above to at-or-below', () => {
    expect(crossesReorderPoint(6, 5, 5)).toBe(true);
    expect(crossesReorderPoint(5, 4, 5)).toBe(false);
    expect(crossesReorderPoint(4, 8, 5)).toBe(false);
    expect(crossesReorderPoint(9, 0, null)).toBe(false);
  });
  it('sorts the out-of-stock first, then by relative shortfall', () => {
    const items = [
      { id: 'half', quantity: 5, reorder_point: 10 },
      { id: 'out', quantity: 0, reorder_point: 2 },
      { id: 'at', quantity: 10, reorder_point: 10 },
      { id: 'nearly', quantity: 1, reorder_point: 10 },
    ];
    expect(items.sort(compareLowStockUrgency).map((i) => i.id)).toEqual(['out', 'nearly', 'half', 'at']);
  });
});

describe('document numbers and payloads', () => {
  it('formats TR-2026-0001 and SC-2026-0042', () => {
    expect(formatDocumentNumber('stock_transfer', 2026, 1)).toBe('TR-2026-0001');
    expect(formatDocumentNumber('stock_count', 2026, 42)).toBe('SC-2026-0042');
    expect(formatDocumentNumber('stock_transfer', 2026, 12345)).toBe('TR-2026-12345');
  });
  it('refuses repeated variants, zero and fractional quantities', () => {
    const id = '0190f2a4-0000-7000-8000-000000000001';
    const base = { from_warehouse_id: id, to_warehouse_id: id };
    expect(
      stockTransferCreateSchema.safeParse({ ...base, lines: [{ variant_id: id, quantity: 1 }] }).success,
    ).toBe(true);
    expect(
      stockTransferCreateSchema.safeParse({ ...base, lines: [{ variant_id: id, quantity: 0 }] }).success,
    ).toBe(false);
    expect(
      stockTransferCreateSchema.safeParse({ ...base, lines: [{ variant_id: id, quantity: 1.5 }] }).success,
    ).toBe(false);
    expect(
      stockAdjustmentCreateSchema.safeParse({
        warehouse_id: id,
        lines: [
          { variant_id: id, quantity_change: 1 },
          { variant_id: id, quantity_change: 2 },
        ],
      }).success,
    ).toBe(false);
  });
});
