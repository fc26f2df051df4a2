import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { documents } from './documents.ts';
import { orderLines, orders, payments } from './orders.ts';
import { paymentMethods } from './sales-setup.ts';
import { warehouses } from './shops.ts';
import { users } from './users.ts';

// Returns: goods a customer brings back from an order. Requested, then approved (returns.approve):
// the goods go back into a warehouse and the customer gets a refund or a credit note.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

const money = (name: string) => bigint(name, { mode: 'number' });

export const RETURN_STATUS_VALUES = ['requested', 'approved', 'rejected'] as const;
export const RETURN_RESOLUTION_VALUES = ['refund', 'credit_note'] as const;

export const returns = pgTable(
  'returns',
  {
    id: id(),
    company_id: companyId(),
    /** gap-free per company and year (document_sequences kind 'return') */
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: RETURN_STATUS_VALUES }).notNull().default('requested'),
    reason: text('reason'),
    /** what the returned goods were sold for: their share of the lines' totals */
    total: money('total').notNull(),
    resolution: text('resolution', { enum: RETURN_RESOLUTION_VALUES }),
    /** where the goods went back (approved returns) */
    warehouse_id: uuid('warehouse_id').references(() => warehouses.id),
    refund_payment_id: uuid('refund_payment_id').references(() => payments.id),
    refund_method_id: uuid('refund_method_id').references(() => paymentMethods.id),
    credit_note_id: uuid('credit_note_id').references(() => documents.id),
    decided_by: uuid('decided_by').references(() => users.id),
    decided_at: ts('decided_at'),
    decision_note: text('decision_note'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('returns_company_idx').on(t.company_id, t.created_at, t.id),
    index('returns_company_order_idx').on(t.company_id, t.order_id),
    // Returns analytics: approved returns by the day they were decided.
    index('returns_company_decided_idx').on(t.company_id, t.decided_at).where(sql`status = 'approved'`),
    uniqueIndex('returns_company_reference_uq').on(t.company_id, t.reference),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    company_id: companyId(),
    return_id: uuid('return_id')
      .notNull()
      .references(() => returns.id),
    order_line_id: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    variant_id: uuid('variant_id').references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** the returned units' share of the order line's total, taxes included */
    amount: money('amount').notNull(),
  },
  (t) => [
    index('return_lines_return_idx').on(t.return_id),
    index('return_lines_order_line_idx').on(t.order_line_id),
  ],
);
