import { z } from 'zod';
import { PURCHASE_ORDER_STATUSES } from '../purchasing/purchase-rules.ts';

// Payloads of purchase orders and their receipts. Amounts are integers in the currency's minor
// unit; unit costs are before taxes. Dates are calendar days (YYYY-MM-DD) in the company's calendar.

const id = z.uuid();
const money = z.number().int().min(0).max(1e13);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const calendarDate = z.iso.date();

const unique = (keys: readonly string[]) => new Set(keys).size === keys.length;

export const purchaseOrderLineInputSchema = z.object({
  variant_id: id,
  quantity: z.number().int().min(1).max(1_000_000),
  /** before taxes, per unit */
  unit_cost: money,
  /** the company's taxes on this line; none when absent */
  tax_ids: z.array(id).max(10).optional(),
  /** false when the VAT cannot be recovered (it then adds to the cost); default true */
  deductible: z.boolean().optional(),
});
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineInputSchema>;

const purchaseOrderLines = z
  .array(purchaseOrderLineInputSchema)
  .min(1)
  .max(200)
  .refine((lines) => unique(lines.map((l) => l.variant_id)), { message: 'duplicate_items' });

export const purchaseOrderCreateSchema = z.object({
  supplier_id: id,
  /** where the goods will be received; defaults to the company's default warehouse */
  warehouse_id: id.optional(),
  expected_at: calendarDate.nullable().optional(),
  notes: optionalText(2000),
  lines: purchaseOrderLines,
});
export type PurchaseOrderCreate = z.input<typeof purchaseOrderCreateSchema>;

/** Only while draft or submitted; `lines` replaces every line. */
export const purchaseOrderUpdateSchema = z.object({
  supplier_id: id.optional(),
  warehouse_id: id.optional(),
  expected_at: calendarDate.nullable().optional(),
  notes: optionalText(2000),
  lines: purchaseOrderLines.optional(),
});
export type PurchaseOrderUpdate = z.input<typeof purchaseOrderUpdateSchema>;

export const purchaseOrderActionSchema = z.object({ note: optionalText(500) });
export type PurchaseOrderActionBody = z.input<typeof purchaseOrderActionSchema>;

export const purchaseReceiptCreateSchema = z.object({
  /** defaults to the order's warehouse */
  warehouse_id: id.optional(),
  received_at: z.iso.datetime({ offset: true }).optional(),
  note: optionalText(500),
  /** absent: everything still outstanding comes in */
  lines: z
    .array(z.object({ line_id: id, quantity: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(200)
    .refine((lines) => unique(lines.map((l) => l.line_id)), { message: 'duplicate_items' })
    .optional(),
});
export type PurchaseReceiptCreate = z.input<typeof purchaseReceiptCreateSchema>;

export const appliedPurchaseTaxSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  rate: z.string().nullable(),
  fixed_amount: z.number().nullable(),
  is_withholding: z.boolean(),
  amount: z.number(),
});
export type AppliedPurchaseTax = z.infer<typeof appliedPurchaseTaxSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  position: z.number(),
  variant_id: z.string(),
  product_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number(),
  received_quantity: z.number(),
  outstanding_quantity: z.number(),
  /** units on bills that are not cancelled */
  billed_quantity: z.number(),
  unit_cost: z.number(),
  deductible: z.boolean(),
  taxes: z.array(appliedPurchaseTaxSchema),
  subtotal: z.number(),
  tax_total: z.number(),
  total: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderEventSchema = z.object({
  id: z.string(),
  /** created, updated, submitted, approved, reopened, cancelled, received, billed */
  type: z.string(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  note: z.string().nullable(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type PurchaseOrderEvent = z.infer<typeof purchaseOrderEventSchema>;

export const purchaseOrderSchema = z.object({
  id: z.string(),
  /** SPEC §3: purchase document kind PURCHASE_ORDER 0, document type code PURCHASE_ORDER 2 */
  kind: z.literal(0),
  type_code: z.literal(2),
  /** "PO-2026-0003" once approved; null before */
  reference: z.string().nullable(),
  number: z.number().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier_id: z.string(),
  supplier_name: z.string(),
  warehouse_id: z.string(),
  currency: z.string(),
  expected_at: z.string().nullable(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  tax_total: z.number(),
  deductible_tax_total: z.number(),
  total: z.number(),
  /** units ordered and received over every line */
  ordered_quantity: z.number(),
  received_quantity: z.number(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(purchaseOrderLineSchema).optional(),
  timeline: z.array(purchaseOrderEventSchema).optional(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseReceiptSchema = z.object({
  id: z.string(),
  purchase_order_id: z.string(),
  warehouse_id: z.string(),
  received_at: z.string(),
  note: z.string().nullable(),
  /** what came in, at the order's landed unit costs (minor units) */
  value: z.number(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  lines: z.array(
    z.object({
      id: z.string(),
      purchase_order_line_id: z.string(),
      variant_id: z.string(),
      quantity: z.number(),
      unit_cost: z.number(),
      /** the variant's cost before and after this receipt (weighted average); null without products.cost */
      cost_before: z.number().nullable(),
      cost_after: z.number().nullable(),
    }),
  ),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;

/** What the purchasing screens choose from, readable by anyone who may see purchases (suppliers.view). */
export const purchasingSetupSchema = z.object({
  currency: z.string(),
  suppliers: z.array(
    z.object({ id: z.string(), name: z.string(), payment_terms_days: z.number().nullable() }),
  ),
  warehouses: z.array(z.object({ id: z.string(), name: z.string(), is_default: z.boolean() })),
  taxes: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      label: z.string(),
      rate: z.string().nullable(),
      fixed_amount: z.number().nullable(),
      tax_order: z.number(),
      is_withholding: z.boolean(),
      include_in_base_for_subsequent_taxes: z.boolean(),
    }),
  ),
  payment_methods: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string() })),
});
export type PurchasingSetup = z.infer<typeof purchasingSetupSchema>;
