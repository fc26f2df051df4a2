import { z } from 'zod';
import { PURCHASE_KINDS } from '../accounting/posting-accounts.ts';
import { BILLING_BASES, SUPPLIER_BILL_STATUSES } from '../purchasing/purchase-rules.ts';
import { appliedPurchaseTaxSchema } from './purchase.schema.ts';

// Supplier bills (what a supplier asks us to pay), the payments made against them, and what we owe
// each supplier. Amounts in the currency's minor unit; dates are calendar days (YYYY-MM-DD).

const id = z.uuid();
const money = z.number().int().min(0).max(1e13);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const calendarDate = z.iso.date();

export const supplierBillLineInputSchema = z
  .object({
    /** a product bought; without it, a line typed by hand (transport, a service…) that needs a title */
    variant_id: id.optional(),
    title: z.string().trim().min(1).max(255).optional(),
    quantity: z.number().int().min(1).max(1_000_000),
    unit_cost: money,
    tax_ids: z.array(id).max(10).optional(),
    deductible: z.boolean().optional(),
    /** what was bought, for the purchase account (601 goods … 605 services); from the product when absent */
    kind: z.enum(PURCHASE_KINDS).optional(),
  })
  .refine((line) => line.variant_id !== undefined || line.title !== undefined, {
    message: 'line_needs_variant_or_title',
    path: ['title'],
  });
export type SupplierBillLineInput = z.input<typeof supplierBillLineInputSchema>;

const billHeader = {
  /** the number on the supplier's own invoice */
  supplier_reference: optionalText(120),
  /** defaults to today */
  bill_date: calendarDate.optional(),
  /** defaults to the bill date plus the supplier's payment terms */
  due_date: calendarDate.nullable().optional(),
  notes: optionalText(2000),
};

export const supplierBillCreateSchema = z.object({
  supplier_id: id,
  ...billHeader,
  lines: z.array(supplierBillLineInputSchema).min(1).max(200),
});
export type SupplierBillCreate = z.input<typeof supplierBillCreateSchema>;

export const billFromOrderSchema = z.object({
  /** received (default): the units that came in and are not billed yet; ordered: every unit not billed yet */
  basis: z.enum(BILLING_BASES).optional(),
  ...billHeader,
});
export type BillFromOrder = z.input<typeof billFromOrderSchema>;

/** Drafts only; lines only on a bill that was not drawn from a purchase order. */
export const supplierBillUpdateSchema = z.object({
  ...billHeader,
  lines: z.array(supplierBillLineInputSchema).min(1).max(200).optional(),
});
export type SupplierBillUpdate = z.input<typeof supplierBillUpdateSchema>;

export const supplierPaymentCreateSchema = z.object({
  amount: z.number().int().min(1).max(1e13),
  payment_method_id: id,
  /** defaults to today */
  paid_at: calendarDate.optional(),
  /** the transfer's or mobile-money operator's transaction id, a cheque number… */
  reference: optionalText(120),
  note: optionalText(500),
});
export type SupplierPaymentCreate = z.input<typeof supplierPaymentCreateSchema>;

export const supplierBillLineSchema = z.object({
  id: z.string(),
  position: z.number(),
  purchase_order_line_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  sku: z.string().nullable(),
  kind: z.enum(PURCHASE_KINDS),
  quantity: z.number(),
  unit_cost: z.number(),
  deductible: z.boolean(),
  taxes: z.array(appliedPurchaseTaxSchema),
  subtotal: z.number(),
  tax_total: z.number(),
  total: z.number(),
});
export type SupplierBillLine = z.infer<typeof supplierBillLineSchema>;

export const supplierPaymentSchema = z.object({
  id: z.string(),
  bill_id: z.string(),
  bill_reference: z.string().nullable(),
  supplier_id: z.string(),
  payment_method_id: z.string(),
  payment_method_name: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

export const supplierBillSchema = z.object({
  id: z.string(),
  /** SPEC §3 purchase document kind BILL 1 */
  kind: z.literal(1),
  /** "BILL-2026-0012" once entered (open); null while draft */
  reference: z.string().nullable(),
  number: z.number().nullable(),
  status: z.enum(SUPPLIER_BILL_STATUSES),
  supplier_id: z.string(),
  supplier_name: z.string(),
  purchase_order_id: z.string().nullable(),
  purchase_order_reference: z.string().nullable(),
  supplier_reference: z.string().nullable(),
  bill_date: z.string(),
  due_date: z.string().nullable(),
  currency: z.string(),
  subtotal: z.number(),
  tax_total: z.number(),
  deductible_tax_total: z.number(),
  total: z.number(),
  paid_total: z.number(),
  balance_due: z.number(),
  days_overdue: z.number(),
  notes: z.string().nullable(),
  opened_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(supplierBillLineSchema).optional(),
  payments: z.array(supplierPaymentSchema).optional(),
});
export type SupplierBill = z.infer<typeof supplierBillSchema>;

/** What we owe one supplier: bills entered minus payments, and the bills still open. */
export const supplierBalanceSchema = z.object({
  supplier_id: z.string(),
  currency: z.string(),
  /** every bill entered (open, partially paid or paid) */
  billed_total: z.number(),
  paid_total: z.number(),
  balance: z.number(),
  overdue_total: z.number(),
  open_bills: z.array(supplierBillSchema),
});
export type SupplierBalance = z.infer<typeof supplierBalanceSchema>;
