import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.ts';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { customers, paymentMethods } from './sales-setup.ts';
import { shops, warehouses } from './shops.ts';
import { users } from './users.ts';

// Orders (drafts, quotations and confirmed sales), their lines, their timeline, the payments
// received against them, and the idempotency keys that make a retried creation safe.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Money in the company currency's minor unit (CONTRACT.md §2): never a float. */
const money = (name: string) => bigint(name, { mode: 'number' });

export const ORDER_STATUS_VALUES = ['draft', 'quotation', 'confirmed', 'completed', 'cancelled'] as const;
export const ORDER_PAYMENT_STATUS_VALUES = [
  'pending',
  'partially_paid',
  'paid',
  'partially_credited',
  'fully_credited',
  'cancelled',
] as const;
export const ORDER_DELIVERY_STATUS_VALUES = [
  'idle',
  'pending',
  'taken_in_charge',
  'delivered',
  'cancelled',
] as const;
export const ORDER_DELIVERY_MODE_VALUES = ['delivery', 'pickup', 'online'] as const;
export const ORDER_LINE_SOURCE_VALUES = ['product', 'shipping', 'custom'] as const;

/** An order-level discount as applied: a snapshot, so later edits of the discount change nothing. */
export interface AppliedOrderDiscount {
  discount_id: string | null;
  code: string | null;
  label: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: string;
  amount: number;
}

/** A tax as applied to a line: a snapshot of the tax and what it came to. */
export interface AppliedLineTax {
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

export interface AppliedLineDiscount {
  discount_type: 'percentage' | 'fixed';
  discount_value: string;
  units: number | null;
}

export interface AddressSnapshot {
  recipient_name?: string | null;
  phone?: string | null;
  line1: string;
  line2?: string | null;
  district?: string | null;
  city: string;
  region?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    company_id: companyId(),
    /** gap-free per company (document_sequences kind 'order') */
    number: integer('number').notNull(),
    shop_id: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    /** where the stock comes from */
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    customer_id: uuid('customer_id').references(() => customers.id),
    /** who sold it: the creator unless changed with orders.change_user */
    seller_id: uuid('seller_id').references(() => users.id),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    payment_status: text('payment_status', { enum: ORDER_PAYMENT_STATUS_VALUES })
      .notNull()
      .default('pending'),
    delivery_status: text('delivery_status', { enum: ORDER_DELIVERY_STATUS_VALUES })
      .notNull()
      .default('idle'),
    delivery_mode: text('delivery_mode', { enum: ORDER_DELIVERY_MODE_VALUES }).notNull().default('pickup'),
    /** where it was taken: admin screen, point of sale, online shop, import */
    channel: text('channel').notNull().default('admin'),
    /** ISO 4217 alpha code of the amounts below (the company's currency when the order was made) */
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    discount_total: money('discount_total').notNull(),
    tax_total: money('tax_total').notNull(),
    shipping_total: money('shipping_total').notNull().default(0),
    total: money('total').notNull(),
    /** payments received net of refunds, and credits from returns and credit notes */
    paid_total: money('paid_total').notNull().default(0),
    credited_total: money('credited_total').notNull().default(0),
    discounts: jsonb('discounts').$type<AppliedOrderDiscount[]>().notNull().default([]),
    shipping_address: jsonb('shipping_address').$type<AddressSnapshot>(),
    notes: text('notes'),
    confirmed_at: ts('confirmed_at'),
    completed_at: ts('completed_at'),
    cancelled_at: ts('cancelled_at'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('orders_company_idx').on(t.company_id, t.created_at, t.id),
    uniqueIndex('orders_company_number_uq').on(t.company_id, t.number),
    index('orders_company_customer_idx').on(t.company_id, t.customer_id, t.created_at),
    index('orders_company_status_idx').on(t.company_id, t.status, t.created_at),
    index('orders_company_shop_idx').on(t.company_id, t.shop_id, t.created_at),
    // The credit ledger reads only sales that may still owe money: a small slice of the orders.
    index('orders_open_debts_idx')
      .on(t.company_id, t.customer_id)
      .where(
        sql`status in ('confirmed', 'completed') and payment_status in ('pending', 'partially_paid', 'partially_credited')`,
      ),
    // The list's payment and delivery filters look for the minority values (unpaid, to deliver): partial
    // indexes of those rows in list order, so neither the page nor the capped count walks every order.
    index('orders_company_payment_status_idx')
      .on(t.company_id, t.payment_status, t.created_at, t.id)
      .where(sql`payment_status <> 'paid'`),
    index('orders_company_delivery_status_idx')
      .on(t.company_id, t.delivery_status, t.created_at, t.id)
      .where(sql`delivery_status <> 'idle'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    company_id: companyId(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    source: text('source', { enum: ORDER_LINE_SOURCE_VALUES }).notNull().default('product'),
    /** null for shipping and custom lines */
    variant_id: uuid('variant_id').references(() => productVariants.id),
    product_id: uuid('product_id').references(() => products.id),
    /** what was sold, as it was named then */
    title: text('title').notNull(),
    variant_title: text('variant_title'),
    sku: text('sku'),
    price: money('price').notNull(),
    /** the variant's cost when the line was made (cost of goods sold in analytics); null without a cost */
    unit_cost: money('unit_cost'),
    quantity: integer('quantity').notNull(),
    discounts: jsonb('discounts').$type<AppliedLineDiscount[]>().notNull().default([]),
    taxes: jsonb('taxes').$type<AppliedLineTax[]>().notNull().default([]),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    tax_total: money('tax_total').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_uq').on(t.order_id, t.position),
    index('order_lines_company_variant_idx').on(t.company_id, t.variant_id),
  ],
);

/** Every change of an order, in order: the timeline the order screen shows. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    company_id: companyId(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** created, status, delivery_status, payment_status, seller, payment, note… */
    type: text('type').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    note: text('note'),
    user_id: uuid('user_id').references(() => users.id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.order_id, t.created_at, t.id)],
);

export const PAYMENT_KIND_VALUES = ['payment', 'refund'] as const;

/** Money received (or paid back) against an order, by one payment method. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    company_id: companyId(),
    order_id: uuid('order_id').references(() => orders.id),
    customer_id: uuid('customer_id').references(() => customers.id),
    payment_method_id: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    kind: text('kind', { enum: PAYMENT_KIND_VALUES }).notNull().default('payment'),
    /** always positive; kind gives the direction */
    amount: money('amount').notNull(),
    /** cash handed over when more than the amount (a 5,000 note for 3,000): the change given is the difference */
    tendered: money('tendered'),
    currency: text('currency').notNull(),
    /** the operator's transaction id, a cheque number… */
    reference: text('reference'),
    note: text('note'),
    received_at: ts('received_at').notNull().defaultNow(),
    /** a payment recorded by mistake is voided, never deleted */
    voided_at: ts('voided_at'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('payments_company_idx').on(t.company_id, t.created_at, t.id),
    index('payments_company_order_idx').on(t.company_id, t.order_id),
  ],
);

/**
 * A client's Idempotency-Key, kept with the answer it got: the same key again gets the same answer
 * instead of a second order. The row is inserted in the creating transaction, so a concurrent retry
 * waits on the key and then reads the stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    company_id: companyId(),
    /** what the key was used for, e.g. "POST /orders" */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused */
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
