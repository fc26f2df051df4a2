import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, productVariants, suppliers } from './catalog.ts';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { paymentMethods } from './sales-setup.ts';
import { warehouses } from './shops.ts';
import { users } from './users.ts';

// Purchasing (issue 6): purchase orders to suppliers, the goods received against them, the bills
// suppliers send, and the payments made on those bills. Numbers are gap-free per company, kind and
// year (document_sequences): a purchase order is numbered when approved, a bill when entered.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Money in the company currency's minor unit (CONTRACT.md §2): never a float. */
const money = (name: string) => bigint(name, { mode: 'number' });
const calendarDay = (name: string) => date(name, { mode: 'string' });

export const PURCHASE_ORDER_STATUS_VALUES = [
  'draft',
  'submitted',
  'approved',
  'partially_received',
  'received',
  'cancelled',
] as const;
export const SUPPLIER_BILL_STATUS_VALUES = ['draft', 'open', 'partially_paid', 'paid', 'cancelled'] as const;
export const PURCHASE_KIND_VALUES = [
  'goods',
  'raw_materials',
  'consumables',
  'packaging',
  'services',
] as const;

/** A tax as applied to a purchase line: a snapshot of the tax and what it came to. */
export interface AppliedPurchaseTaxRow {
  id: string;
  code: string;
  label: string;
  rate: string | null;
  fixed_amount: number | null;
  tax_order: number;
  is_withholding: boolean;
  include_in_base_for_subsequent_taxes: boolean;
  amount: number;
}

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    company_id: companyId(),
    /** set on approval (document_sequences kind 'purchase_order') */
    year: integer('year'),
    number: integer('number'),
    /** prefix + year + number, e.g. "PO-2026-0003" */
    reference: text('reference'),
    status: text('status', { enum: PURCHASE_ORDER_STATUS_VALUES }).notNull().default('draft'),
    supplier_id: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** the supplier's name when the order was last written: lists search it, the PDF prints it */
    supplier_name: text('supplier_name').notNull(),
    /** where the goods are expected */
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    currency: text('currency').notNull(),
    expected_at: calendarDay('expected_at'),
    notes: text('notes'),
    subtotal: money('subtotal').notNull(),
    tax_total: money('tax_total').notNull(),
    deductible_tax_total: money('deductible_tax_total').notNull(),
    total: money('total').notNull(),
    ordered_quantity: integer('ordered_quantity').notNull(),
    received_quantity: integer('received_quantity').notNull().default(0),
    submitted_at: ts('submitted_at'),
    approved_at: ts('approved_at'),
    approved_by: uuid('approved_by').references(() => users.id),
    received_at: ts('received_at'),
    cancelled_at: ts('cancelled_at'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    /** drafts only: an order never approved can be thrown away */
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('purchase_orders_company_idx').on(t.company_id, t.created_at, t.id),
    index('purchase_orders_company_supplier_idx').on(t.company_id, t.supplier_id, t.created_at),
    index('purchase_orders_company_status_idx').on(t.company_id, t.status, t.created_at),
    uniqueIndex('purchase_orders_company_number_uq')
      .on(t.company_id, t.year, t.number)
      .where(sql`number is not null`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    company_id: companyId(),
    purchase_order_id: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    position: integer('position').notNull(),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    product_id: uuid('product_id').references(() => products.id),
    /** what was ordered, as it was named then */
    title: text('title').notNull(),
    variant_title: text('variant_title'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    /** updated under the order's row lock by each receipt */
    received_quantity: integer('received_quantity').notNull().default(0),
    unit_cost: money('unit_cost').notNull(),
    /** false: its VAT cannot be recovered and is part of the cost */
    deductible: boolean('deductible').notNull().default(true),
    taxes: jsonb('taxes').$type<AppliedPurchaseTaxRow[]>().notNull().default([]),
    subtotal: money('subtotal').notNull(),
    tax_total: money('tax_total').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_order_position_uq').on(t.purchase_order_id, t.position),
    index('purchase_order_lines_company_variant_idx').on(t.company_id, t.variant_id),
  ],
);

/** Every change of a purchase order, in order: the timeline its screen shows. */
export const purchaseOrderHistory = pgTable(
  'purchase_order_history',
  {
    id: id(),
    company_id: companyId(),
    purchase_order_id: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    /** created, updated, submitted, approved, reopened, cancelled, received, billed */
    type: text('type').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    note: text('note'),
    user_id: uuid('user_id').references(() => users.id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('purchase_order_history_order_idx').on(t.purchase_order_id, t.created_at, t.id)],
);

/** Goods that came in against a purchase order, into one warehouse. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: id(),
    company_id: companyId(),
    purchase_order_id: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    received_at: ts('received_at').notNull(),
    note: text('note'),
    /** at the landed unit costs of the order's lines */
    value: money('value').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('purchase_receipts_order_idx').on(t.company_id, t.purchase_order_id, t.created_at)],
);

export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    id: id(),
    company_id: companyId(),
    receipt_id: uuid('receipt_id')
      .notNull()
      .references(() => purchaseReceipts.id),
    purchase_order_line_id: uuid('purchase_order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** landed: unit cost plus non-deductible taxes per unit */
    unit_cost: money('unit_cost').notNull(),
    /** the variant's weighted average cost right before and after this receipt */
    cost_before: money('cost_before'),
    cost_after: money('cost_after').notNull(),
  },
  (t) => [index('purchase_receipt_lines_receipt_idx').on(t.receipt_id)],
);

export const supplierBills = pgTable(
  'supplier_bills',
  {
    id: id(),
    company_id: companyId(),
    /** set when the bill is entered (document_sequences kind 'supplier_bill') */
    year: integer('year'),
    number: integer('number'),
    /** "BILL-2026-0012" */
    reference: text('reference'),
    status: text('status', { enum: SUPPLIER_BILL_STATUS_VALUES }).notNull().default('draft'),
    supplier_id: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    supplier_name: text('supplier_name').notNull(),
    purchase_order_id: uuid('purchase_order_id').references(() => purchaseOrders.id),
    /** the number on the supplier's own invoice */
    supplier_reference: text('supplier_reference'),
    bill_date: calendarDay('bill_date').notNull(),
    due_date: calendarDay('due_date'),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    tax_total: money('tax_total').notNull(),
    deductible_tax_total: money('deductible_tax_total').notNull(),
    total: money('total').notNull(),
    /** sum of its payments, kept under the bill's row lock */
    paid_total: money('paid_total').notNull().default(0),
    notes: text('notes'),
    opened_at: ts('opened_at'),
    cancelled_at: ts('cancelled_at'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('supplier_bills_company_idx').on(t.company_id, t.created_at, t.id),
    index('supplier_bills_company_supplier_idx').on(t.company_id, t.supplier_id, t.bill_date),
    index('supplier_bills_company_order_idx').on(t.company_id, t.purchase_order_id),
    // What is still owed, by due date: the open-bills list and aged payables read only these.
    index('supplier_bills_open_idx')
      .on(t.company_id, t.due_date, t.id)
      .where(sql`status in ('open', 'partially_paid')`),
    uniqueIndex('supplier_bills_company_number_uq')
      .on(t.company_id, t.year, t.number)
      .where(sql`number is not null`),
  ],
);

export const supplierBillLines = pgTable(
  'supplier_bill_lines',
  {
    id: id(),
    company_id: companyId(),
    bill_id: uuid('bill_id')
      .notNull()
      .references(() => supplierBills.id),
    position: integer('position').notNull(),
    purchase_order_line_id: uuid('purchase_order_line_id').references(() => purchaseOrderLines.id),
    variant_id: uuid('variant_id').references(() => productVariants.id),
    title: text('title').notNull(),
    variant_title: text('variant_title'),
    sku: text('sku'),
    /** what was bought, for its purchase account (601 goods … 605 services) */
    kind: text('kind', { enum: PURCHASE_KIND_VALUES }).notNull().default('goods'),
    quantity: integer('quantity').notNull(),
    unit_cost: money('unit_cost').notNull(),
    deductible: boolean('deductible').notNull().default(true),
    taxes: jsonb('taxes').$type<AppliedPurchaseTaxRow[]>().notNull().default([]),
    subtotal: money('subtotal').notNull(),
    tax_total: money('tax_total').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('supplier_bill_lines_bill_position_uq').on(t.bill_id, t.position),
    index('supplier_bill_lines_order_line_idx').on(t.purchase_order_line_id),
  ],
);

/** Money paid to a supplier against one bill, by one payment method. */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: id(),
    company_id: companyId(),
    bill_id: uuid('bill_id')
      .notNull()
      .references(() => supplierBills.id),
    supplier_id: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    payment_method_id: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    paid_at: calendarDay('paid_at').notNull(),
    reference: text('reference'),
    note: text('note'),
    created_by: uuid('created_by').references(() => users.id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('supplier_payments_company_idx').on(t.company_id, t.created_at, t.id),
    index('supplier_payments_bill_idx').on(t.bill_id),
    index('supplier_payments_company_supplier_idx').on(t.company_id, t.supplier_id, t.paid_at),
  ],
);
