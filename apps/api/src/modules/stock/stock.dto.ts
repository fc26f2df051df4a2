import {
  formatDocumentNumber,
  isVariantLowStock,
  type LowStockItem,
  orderReference,
  type StockBalance,
  type StockCount,
  type StockCountLine,
  type StockMovement,
  type StockOverviewRow,
  type StockTransfer,
  type StockTransferLine,
  splitLegacyAdjustmentNote,
} from '@comptoir/core';
import { isoTimestamp, isoTimestampOrNull } from '../../lib/timestamps.ts';
import type { LowVariantRow } from './low-stock.repo.ts';
import type { BalanceRow, MovementRow, OverviewRow, StockCountRow, StockTransferRow } from './stock.repo.ts';

const variantPart = (r: {
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
}) => ({
  variant_id: r.variant_id,
  product_id: r.product_id,
  product_title: r.product_title,
  variant_title: r.variant_title,
  sku: r.sku,
  barcode: r.barcode,
});

/** Cost and stock value only for those holding products.cost. */
export function toBalanceDto(row: BalanceRow, showCost: boolean): StockBalance {
  const cost = showCost && row.cost !== null ? Number(row.cost) : null;
  return {
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    ...variantPart(row),
    quantity: row.quantity,
    reorder_point: row.reorder_point,
    // The variant's state (over every warehouse), as every low-stock list reads it; never this balance alone.
    low_stock: isVariantLowStock({
      trackInventory: row.track_inventory,
      reorderPoint: row.reorder_point,
      available: row.variant_quantity,
    }),
    cost,
    stock_value: cost === null ? null : cost * row.quantity,
    updated_at: isoTimestamp(row.updated_at),
  };
}

export function toOverviewDto(
  row: OverviewRow,
  warehouseIds: string[],
  quantities: Map<string, number>,
  inTransit: number,
): StockOverviewRow {
  return {
    ...variantPart(row),
    reorder_point: row.reorder_point,
    total_quantity: row.total_quantity,
    in_transit_quantity: inTransit,
    warehouses: warehouseIds.map((id) => ({
      warehouse_id: id,
      quantity: quantities.get(`${id}|${row.variant_id}`) ?? 0,
    })),
  };
}

export function toLowStockDto(
  row: LowVariantRow,
  warehouses: LowStockItem['warehouses'],
  seesCost: boolean,
): LowStockItem {
  return {
    ...variantPart(row),
    quantity: row.quantity,
    composite: row.composite,
    reorder_point: row.reorder_point,
    shortfall: row.reorder_point - row.quantity,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    cost: seesCost ? row.cost : null,
    warehouses,
  };
}

export const countReference = (number: number, createdAt: Date) =>
  formatDocumentNumber('stock_count', createdAt.getUTCFullYear(), number);
export const transferReference = (number: number, createdAt: Date) =>
  formatDocumentNumber('stock_transfer', createdAt.getUTCFullYear(), number);

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(isoTimestamp(value)) : value);

/** The adjustment's reason code and the user's note; an older adjustment has the reason written in its note. */
function adjustmentText(row: MovementRow): Pick<StockMovement, 'adjustment_reason' | 'note'> {
  if (row.reason !== 'adjustment' || row.adjustment_reason !== null) {
    return { adjustment_reason: row.adjustment_reason, note: row.note };
  }
  const legacy = splitLegacyAdjustmentNote(row.note);
  return { adjustment_reason: legacy.reason, note: legacy.note };
}

export function toMovementDto(row: MovementRow): StockMovement {
  let referenceNumber: string | null = null;
  if (row.count_number !== null && row.count_created_at) {
    referenceNumber = countReference(row.count_number, asDate(row.count_created_at));
  } else if (row.transfer_number !== null && row.transfer_created_at) {
    referenceNumber = transferReference(row.transfer_number, asDate(row.transfer_created_at));
  } else if (row.order_number !== null) {
    referenceNumber = orderReference(row.order_number);
  } else {
    referenceNumber = row.document_reference;
  }
  return {
    id: row.id,
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    ...variantPart(row),
    direction: row.direction,
    quantity: row.quantity,
    signed_quantity: row.direction === 'inbound' ? row.quantity : -row.quantity,
    reason: row.reason,
    reference_type: row.reference_type,
    reference_id: row.reference_id,
    reference_number: referenceNumber,
    ...adjustmentText(row),
    balance_after: row.balance_after,
    user_id: row.user_id,
    user_name: row.user_name,
    created_at: isoTimestamp(row.created_at),
  };
}

export function toCountDto(row: StockCountRow): StockCount {
  return {
    id: row.id,
    number: row.number,
    reference: countReference(row.number, row.created_at),
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    status: row.status,
    note: row.note,
    line_count: row.line_count,
    counted_count: row.counted_count,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    applied_by: row.applied_by,
    applied_at: isoTimestampOrNull(row.applied_at),
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

/** While draft the expected quantity is the live balance; once applied, the one it was applied against. */
export function toCountLineDto(
  line: Parameters<typeof variantPart>[0] & {
    expected_quantity: number | null;
    counted_quantity: number | null;
    balance: number;
  },
): StockCountLine {
  const expected = line.expected_quantity ?? line.balance;
  return {
    ...variantPart(line),
    expected_quantity: expected,
    counted_quantity: line.counted_quantity,
    difference: line.counted_quantity === null ? null : line.counted_quantity - expected,
  };
}

export function toTransferDto(row: StockTransferRow): StockTransfer {
  return {
    id: row.id,
    number: row.number,
    reference: transferReference(row.number, row.created_at),
    from_warehouse_id: row.from_warehouse_id,
    from_warehouse_name: row.from_warehouse_name,
    to_warehouse_id: row.to_warehouse_id,
    to_warehouse_name: row.to_warehouse_name,
    status: row.status,
    note: row.note,
    line_count: row.line_count,
    total_quantity: row.total_quantity,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    shipped_by: row.shipped_by,
    shipped_at: isoTimestampOrNull(row.shipped_at),
    received_by: row.received_by,
    received_at: isoTimestampOrNull(row.received_at),
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

export function toTransferLineDto(
  line: Parameters<typeof variantPart>[0] & { quantity: number; received_quantity: number | null },
): StockTransferLine {
  return {
    ...variantPart(line),
    quantity: line.quantity,
    received_quantity: line.received_quantity,
    difference: line.received_quantity === null ? null : line.received_quantity - line.quantity,
  };
}
