import { z } from 'zod';

/**
 * POST /purchase-orders/from-low-stock: draft purchase orders for low variants, one per supplier.
 * Quantities come from core reorderQuantity on the variants' current stock.
 */
export const purchaseOrdersFromLowStockSchema = z.object({
  /** the low variants to order, in the list's order (it orders the drafts and their lines) */
  variant_ids: z
    .array(z.uuid())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_items' }),
  /** where the goods will be received; defaults to the company's default warehouse */
  warehouse_id: z.uuid().optional(),
  /** the supplier of the variants whose product has none */
  supplier_id: z.uuid().optional(),
});
export type PurchaseOrdersFromLowStock = z.input<typeof purchaseOrdersFromLowStockSchema>;
