import {
  type AppliedPurchaseTax,
  billBalanceDue,
  daysOverdue,
  outstandingQuantity,
  type PurchaseOrder,
  type PurchaseReceipt,
  type SupplierBill,
  type SupplierPayment,
} from '@comptoir/core';
import type { AppliedPurchaseTaxRow } from '../../db/schema/purchases.ts';
import type {
  PurchaseOrderHistoryRow,
  PurchaseOrderLineRow,
  PurchaseOrderRow,
} from './purchase-orders.repo.ts';
import type { PurchaseReceiptLineRow, PurchaseReceiptRow } from './purchase-receipts.repo.ts';
import type {
  SupplierBillLineRow,
  SupplierBillListRow,
  SupplierPaymentListRow,
} from './supplier-bills.repo.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const taxDto = (tax: AppliedPurchaseTaxRow): AppliedPurchaseTax => ({
  id: tax.id,
  code: tax.code,
  label: tax.label,
  rate: tax.rate,
  fixed_amount: tax.fixed_amount,
  is_withholding: tax.is_withholding,
  amount: tax.amount,
});

export function toPurchaseOrderDto(
  row: PurchaseOrderRow,
  extra: {
    lines?: PurchaseOrderLineRow[];
    billed?: Map<string, number>;
    timeline?: PurchaseOrderHistoryRow[];
  } = {},
): PurchaseOrder {
  return {
    id: row.id,
    kind: 0,
    type_code: 2,
    reference: row.reference,
    number: row.number,
    status: row.status,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    warehouse_id: row.warehouse_id,
    currency: row.currency,
    expected_at: row.expected_at,
    notes: row.notes,
    subtotal: row.subtotal,
    tax_total: row.tax_total,
    deductible_tax_total: row.deductible_tax_total,
    total: row.total,
    ordered_quantity: row.ordered_quantity,
    received_quantity: row.received_quantity,
    submitted_at: iso(row.submitted_at),
    approved_at: iso(row.approved_at),
    approved_by: row.approved_by,
    received_at: iso(row.received_at),
    cancelled_at: iso(row.cancelled_at),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(extra.lines
      ? {
          lines: extra.lines.map((line) => ({
            id: line.id,
            position: line.position,
            variant_id: line.variant_id,
            product_id: line.product_id,
            title: line.title,
            variant_title: line.variant_title,
            sku: line.sku,
            quantity: line.quantity,
            received_quantity: line.received_quantity,
            outstanding_quantity: outstandingQuantity(line),
            billed_quantity: extra.billed?.get(line.id) ?? 0,
            unit_cost: line.unit_cost,
            deductible: line.deductible,
            taxes: line.taxes.map(taxDto),
            subtotal: line.subtotal,
            tax_total: line.tax_total,
            total: line.total,
          })),
        }
      : {}),
    ...(extra.timeline
      ? {
          timeline: extra.timeline.map((entry) => ({
            id: entry.id,
            type: entry.type,
            from_value: entry.from_value,
            to_value: entry.to_value,
            note: entry.note,
            user_id: entry.user_id,
            user_name: entry.user_name,
            created_at: entry.created_at.toISOString(),
          })),
        }
      : {}),
  };
}

/** A receipt; the variant costs before and after it only for roles that see costs (products.cost). */
export function toPurchaseReceiptDto(
  row: PurchaseReceiptRow,
  lines: PurchaseReceiptLineRow[],
  seesCost: boolean,
): PurchaseReceipt {
  return {
    id: row.id,
    purchase_order_id: row.purchase_order_id,
    warehouse_id: row.warehouse_id,
    received_at: row.received_at.toISOString(),
    note: row.note,
    value: row.value,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    lines: lines.map((line) => ({
      id: line.id,
      purchase_order_line_id: line.purchase_order_line_id,
      variant_id: line.variant_id,
      quantity: line.quantity,
      unit_cost: line.unit_cost,
      cost_before: seesCost ? line.cost_before : null,
      cost_after: seesCost ? line.cost_after : null,
    })),
  };
}

export function toSupplierPaymentDto(row: SupplierPaymentListRow): SupplierPayment {
  return {
    id: row.id,
    bill_id: row.bill_id,
    bill_reference: row.bill_reference,
    supplier_id: row.supplier_id,
    payment_method_id: row.payment_method_id,
    payment_method_name: row.payment_method_name,
    amount: row.amount,
    currency: row.currency,
    paid_at: row.paid_at,
    reference: row.reference,
    note: row.note,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

/** A bill as of `today` (the company's calendar day): what it still owes and how late it is. */
export function toSupplierBillDto(
  row: SupplierBillListRow,
  today: string,
  extra: { lines?: SupplierBillLineRow[]; payments?: SupplierPaymentListRow[] } = {},
): SupplierBill {
  const balanceDue = billBalanceDue(row);
  return {
    id: row.id,
    kind: 1,
    reference: row.reference,
    number: row.number,
    status: row.status,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    purchase_order_id: row.purchase_order_id,
    purchase_order_reference: row.purchase_order_reference,
    supplier_reference: row.supplier_reference,
    bill_date: row.bill_date,
    due_date: row.due_date,
    currency: row.currency,
    subtotal: row.subtotal,
    tax_total: row.tax_total,
    deductible_tax_total: row.deductible_tax_total,
    total: row.total,
    paid_total: row.paid_total,
    balance_due: balanceDue,
    days_overdue: balanceDue > 0 ? daysOverdue(row.due_date, today) : 0,
    notes: row.notes,
    opened_at: iso(row.opened_at),
    cancelled_at: iso(row.cancelled_at),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(extra.lines
      ? {
          lines: extra.lines.map((line) => ({
            id: line.id,
            position: line.position,
            purchase_order_line_id: line.purchase_order_line_id,
            variant_id: line.variant_id,
            title: line.title,
            variant_title: line.variant_title,
            sku: line.sku,
            kind: line.kind,
            quantity: line.quantity,
            unit_cost: line.unit_cost,
            deductible: line.deductible,
            taxes: line.taxes.map(taxDto),
            subtotal: line.subtotal,
            tax_total: line.tax_total,
            total: line.total,
          })),
        }
      : {}),
    ...(extra.payments ? { payments: extra.payments.map(toSupplierPaymentDto) } : {}),
  };
}
