import { z } from 'zod';
import { ADJUSTMENT_REASONS } from '../stock/adjustment-reasons.ts';

/** Largest quantity a line may carry: stock columns are 32-bit integers. */
export const STOCK_QUANTITY_MAX = 1_000_000_000;

export const STOCK_REASONS = [
  'sale',
  'return',
  'purchase_receipt',
  'adjustment',
  'transfer',
  'count',
  'opening',
  /** the part of a transfer line that was shipped and never arrived (at the destination, on receipt) */
  'transfer_loss',
] as const;
export type StockReasonValue = (typeof STOCK_REASONS)[number];
export const stockReasonSchema = z.enum(STOCK_REASONS);
export const adjustmentReasonSchema = z.enum(ADJUSTMENT_REASONS);
export const STOCK_DIRECTIONS = ['inbound', 'outbound'] as const;
export const stockDirectionSchema = z.enum(STOCK_DIRECTIONS);

const quantity = z.number().int().min(1).max(STOCK_QUANTITY_MAX);
const note = z.string().trim().max(1000).nullable().optional();
/** Variant ids may not repeat within one document. */
const uniqueVariants = <T extends { variant_id: string }>(lines: T[]) =>
  new Set(lines.map((l) => l.variant_id)).size === lines.length;

/** What every stock row says about its variant (titles for display, codes for search). */
const variantFields = {
  variant_id: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  variant_title: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
};

// ---------- balances, overview, low stock ----------

export const stockBalanceSchema = z.object({
  warehouse_id: z.string(),
  warehouse_name: z.string(),
  ...variantFields,
  quantity: z.number().int(),
  reorder_point: z.number().int().nullable(),
  /** the variant is low (core isVariantLowStock: its total over every warehouse, not this balance) */
  low_stock: z.boolean(),
  /** unit cost and quantity × cost in minor units; null without the products.cost permission or no cost */
  cost: z.number().int().nullable(),
  stock_value: z.number().int().nullable(),
  updated_at: z.string(),
});
export type StockBalance = z.infer<typeof stockBalanceSchema>;

export const stockOverviewRowSchema = z.object({
  ...variantFields,
  reorder_point: z.number().int().nullable(),
  /** the variant's total over every warehouse */
  total_quantity: z.number().int(),
  /**
   * units shipped on transfers not yet received (left their source, in no warehouse's quantity, still
   * owned): to any warehouse, or with ?warehouse_id= only those on their way to that warehouse
   */
  in_transit_quantity: z.number().int(),
  /** one entry per active warehouse of the company (or the filtered one), 0 where nothing was ever moved */
  warehouses: z.array(z.object({ warehouse_id: z.string(), quantity: z.number().int() })),
});
export type StockOverviewRow = z.infer<typeof stockOverviewRowSchema>;

/** One low variant (core isVariantLowStock): the rule reads the variant over every warehouse. */
export const lowStockItemSchema = z.object({
  ...variantFields,
  /** what the variant can supply over every warehouse (bundles and menus: what their components allow) */
  quantity: z.number().int(),
  /** a bundle or menu: no stock of its own, its quantity comes from its components */
  composite: z.boolean(),
  reorder_point: z.number().int(),
  /** reorder_point − quantity: how far below the point (0 when exactly at it) */
  shortfall: z.number().int(),
  /** the product's supplier when it is live and active (what a reorder buys from); null otherwise */
  supplier_id: z.string().nullable(),
  supplier_name: z.string().nullable(),
  /** unit cost in minor units; null without the products.cost permission or no cost */
  cost: z.number().int().nullable(),
  /**
   * Information, not the rule: its quantity in each warehouse holding it, or in the ?warehouse_id=
   * one only (0 when it holds none); empty for bundles and menus, which hold no stock of their own.
   */
  warehouses: z.array(
    z.object({ warehouse_id: z.string(), warehouse_name: z.string(), quantity: z.number().int() }),
  ),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

// ---------- movements ----------

export const stockMovementSchema = z.object({
  id: z.string(),
  warehouse_id: z.string(),
  warehouse_name: z.string(),
  ...variantFields,
  direction: stockDirectionSchema,
  /** always positive */
  quantity: z.number().int(),
  /** + inbound, − outbound */
  signed_quantity: z.number().int(),
  reason: stockReasonSchema,
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  /** the referenced document's number when known: a count or transfer (TR-2026-0001), the sale's order (#0042), a receipt's purchase order (PO-2026-0003), a return (RET-…) */
  reference_number: z.string().nullable(),
  /** why stock was adjusted by hand (a code, shown in the reader's language); null for other reasons */
  adjustment_reason: adjustmentReasonSchema.nullable(),
  /** what the user typed, as typed */
  note: z.string().nullable(),
  balance_after: z.number().int(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

// ---------- adjustments ----------

export const stockAdjustmentLineSchema = z.object({
  variant_id: z.uuid(),
  /** ± change; give this or new_quantity */
  quantity_change: z.number().int().min(-STOCK_QUANTITY_MAX).max(STOCK_QUANTITY_MAX).optional(),
  /** the quantity the warehouse should hold after the adjustment */
  new_quantity: z.number().int().min(-STOCK_QUANTITY_MAX).max(STOCK_QUANTITY_MAX).optional(),
});
export const stockAdjustmentCreateSchema = z.object({
  warehouse_id: z.uuid(),
  /** kept as a code on every movement of the adjustment; the note stays the user's own words */
  reason: adjustmentReasonSchema.nullable().optional(),
  note,
  lines: z
    .array(stockAdjustmentLineSchema)
    .min(1)
    .max(500)
    .refine(uniqueVariants, { message: 'duplicate_items' }),
});
export type StockAdjustmentCreate = z.infer<typeof stockAdjustmentCreateSchema>;

export const stockAdjustmentResultSchema = z.object({
  /** shared by the adjustment's movements (their reference_id) */
  id: z.string(),
  warehouse_id: z.string(),
  movements: z.array(stockMovementSchema),
});
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

// ---------- counts ----------

export const STOCK_COUNT_STATUSES = ['draft', 'applied', 'cancelled'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const stockCountCreateSchema = z.object({
  warehouse_id: z.uuid(),
  /** default: every tracked variant of the company */
  variant_ids: z
    .array(z.uuid())
    .min(1)
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_items' })
    .optional(),
  note,
});
export type StockCountCreate = z.infer<typeof stockCountCreateSchema>;

export const stockCountUpdateSchema = z.object({
  note,
  lines: z
    .array(
      z.object({
        variant_id: z.uuid(),
        /** null clears a count already entered */
        counted_quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX).nullable(),
      }),
    )
    .max(5000)
    .refine(uniqueVariants, { message: 'duplicate_items' })
    .optional(),
});
export type StockCountUpdate = z.infer<typeof stockCountUpdateSchema>;

export const stockCountLineSchema = z.object({
  ...variantFields,
  /** the current balance while draft; the balance the count was applied against afterwards */
  expected_quantity: z.number().int(),
  counted_quantity: z.number().int().nullable(),
  /** counted − expected, null while not counted */
  difference: z.number().int().nullable(),
});
export type StockCountLine = z.infer<typeof stockCountLineSchema>;

export const stockCountSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** e.g. SC-2026-0001 */
  reference: z.string(),
  warehouse_id: z.string(),
  warehouse_name: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  note: z.string().nullable(),
  line_count: z.number().int(),
  counted_count: z.number().int(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  applied_by: z.string().nullable(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StockCount = z.infer<typeof stockCountSchema>;
export const stockCountDetailSchema = stockCountSchema.extend({ lines: z.array(stockCountLineSchema) });
export type StockCountDetail = z.infer<typeof stockCountDetailSchema>;

// ---------- transfers ----------

export const STOCK_TRANSFER_STATUSES = ['draft', 'in_transit', 'received', 'cancelled'] as const;
export type StockTransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

const transferLines = z
  .array(z.object({ variant_id: z.uuid(), quantity }))
  .min(1)
  .max(500)
  .refine(uniqueVariants, { message: 'duplicate_items' });

export const stockTransferCreateSchema = z.object({
  from_warehouse_id: z.uuid(),
  /** must differ from from_warehouse_id */
  to_warehouse_id: z.uuid(),
  lines: transferLines,
  note,
});
export type StockTransferCreate = z.infer<typeof stockTransferCreateSchema>;
export const stockTransferUpdateSchema = z.object({
  from_warehouse_id: z.uuid().optional(),
  to_warehouse_id: z.uuid().optional(),
  /** replaces every line */
  lines: transferLines.optional(),
  note,
});
export type StockTransferUpdate = z.infer<typeof stockTransferUpdateSchema>;

export const stockTransferReceiveSchema = z.object({
  /** quantities actually received; lines not given are received in full */
  lines: z
    .array(
      z.object({ variant_id: z.uuid(), received_quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX) }),
    )
    .max(500)
    .refine(uniqueVariants, { message: 'duplicate_items' })
    .optional(),
});
export type StockTransferReceive = z.infer<typeof stockTransferReceiveSchema>;

export const stockTransferLineSchema = z.object({
  ...variantFields,
  quantity: z.number().int(),
  received_quantity: z.number().int().nullable(),
  /** received − shipped once received (negative: missing), else null */
  difference: z.number().int().nullable(),
});
export type StockTransferLine = z.infer<typeof stockTransferLineSchema>;

export const stockTransferSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** e.g. TR-2026-0001 */
  reference: z.string(),
  from_warehouse_id: z.string(),
  from_warehouse_name: z.string(),
  to_warehouse_id: z.string(),
  to_warehouse_name: z.string(),
  status: z.enum(STOCK_TRANSFER_STATUSES),
  note: z.string().nullable(),
  line_count: z.number().int(),
  total_quantity: z.number().int(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  shipped_by: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_by: z.string().nullable(),
  received_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;
export const stockTransferDetailSchema = stockTransferSchema.extend({
  lines: z.array(stockTransferLineSchema),
});
export type StockTransferDetail = z.infer<typeof stockTransferDetailSchema>;

/** GET /stock-overview: the page of variants plus the warehouses its columns stand for, in order. */
export const stockOverviewResponseSchema = z.object({
  data: z.array(stockOverviewRowSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  }),
  warehouses: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StockOverviewResponse = z.infer<typeof stockOverviewResponseSchema>;
