import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { documents } from './documents.ts';
import { orders, payments } from './orders.ts';
import { paymentMethods } from './sales-setup.ts';
import { users } from './users.ts';

// Online payments of public documents: a company's accounts with payment providers (Stripe, CinetPay)
// and each checkout started from a document's public page, until the provider confirms it.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

export const ONLINE_PAYMENT_PROVIDER_VALUES = ['stripe', 'cinetpay'] as const;

export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: id(),
    company_id: companyId(),
    provider: text('provider', { enum: ONLINE_PAYMENT_PROVIDER_VALUES }).notNull(),
    is_active: boolean('is_active').notNull().default(false),
    /** the method (kind payment_agregator) its payments are recorded with */
    payment_method_id: uuid('payment_method_id').references(() => paymentMethods.id),
    /** every credential as JSON, encrypted with a key derived from APP_KEY (lib/sealed-box.ts) */
    credentials: text('credentials').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('payment_providers_company_provider_uq').on(t.company_id, t.provider)],
);

export const ONLINE_PAYMENT_STATUS_VALUES = [
  /** row written, provider not yet asked */
  'created',
  /** the payer was sent to the provider */
  'pending',
  /** confirmed by the provider and recorded as a payment on the order */
  'paid',
  /** the provider refused it, or it expired */
  'failed',
  /** paid at the provider but not recorded: more than was still due, or the order was cancelled — refund it */
  'needs_refund',
  /** was needs_refund; staff refunded the payer at the provider and said so (refunded_at, refunded_by) */
  'refunded',
] as const;

export const onlinePayments = pgTable(
  'online_payments',
  {
    id: id(),
    company_id: companyId(),
    document_id: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider_account_id: uuid('provider_account_id')
      .notNull()
      .references(() => paymentProviders.id),
    provider: text('provider', { enum: ONLINE_PAYMENT_PROVIDER_VALUES }).notNull(),
    /** the provider's id of the checkout (Stripe session id; for CinetPay our transaction id) */
    provider_reference: text('provider_reference'),
    /** the provider's id of the money movement once paid (payment intent, operator id) */
    provider_transaction: text('provider_transaction'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ONLINE_PAYMENT_STATUS_VALUES }).notNull().default('created'),
    redirect_url: text('redirect_url'),
    payment_id: uuid('payment_id').references(() => payments.id),
    failure: text('failure'),
    paid_at: ts('paid_at'),
    refunded_at: ts('refunded_at'),
    refunded_by: uuid('refunded_by').references(() => users.id),
    /** the provider's id of the refund, as staff typed it */
    refund_reference: text('refund_reference'),
    refund_note: text('refund_note'),
    ...timestamps(),
  },
  (t) => [
    index('online_payments_company_idx').on(t.company_id, t.created_at, t.id),
    index('online_payments_document_idx').on(t.company_id, t.document_id),
    uniqueIndex('online_payments_reference_uq')
      .on(t.provider, t.provider_reference)
      .where(sql`provider_reference is not null`),
  ],
);
