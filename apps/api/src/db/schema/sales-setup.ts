import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { shops } from './shops.ts';
import { treasuryAccounts } from './treasury.ts';
import { users } from './users.ts';

// What a sale is made of before it is an order: who buys, and the company's pricing settings
// (taxes, discounts, shipping fees) and payment methods. Issue 5 of the tracker.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Money in the company currency's minor unit (CONTRACT.md §2): never a float. */
const money = (name: string) => bigint(name, { mode: 'number' });

/** A percentage such as 19.25, kept exact (string in TypeScript). */
const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });

export const CUSTOMER_TYPE_VALUES = ['individual', 'company'] as const;

export const customers = pgTable(
  'customers',
  {
    id: id(),
    company_id: companyId(),
    type: text('type', { enum: CUSTOMER_TYPE_VALUES }).notNull().default('individual'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    /** the business's name, for type company */
    company_name: text('company_name'),
    /** what lists and documents show: "first last", or the company name; kept by the service */
    name: text('name').notNull(),
    /** the name as searched: comptoir_fold(name), stored like products.search_title (migration 0073) */
    search_name: text('search_name').generatedAlwaysAs(sql`comptoir_fold(name)`),
    /** digits only, WhatsApp-capable (SPEC.md §5): 10 to 15 digits, not starting with 0 */
    phone: text('phone'),
    email: text('email'),
    tax_id: text('tax_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    marketing_consent_at: ts('marketing_consent_at'),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('customers_company_idx').on(t.company_id, t.created_at, t.id),
    index('customers_company_name_idx').on(t.company_id, t.name),
    index('customers_search_name_trgm_idx').using('gin', sql`${t.search_name} gin_trgm_ops`),
    // A phone number is how these merchants find a customer (WhatsApp): one live customer per number.
    uniqueIndex('customers_company_phone_uq')
      .on(t.company_id, t.phone)
      .where(sql`deleted_at is null and phone is not null`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    company_id: companyId(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    label: text('label'),
    recipient_name: text('recipient_name'),
    phone: text('phone'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    /** neighbourhood or landmark: how addresses are given where street numbers are rare */
    district: text('district'),
    city: text('city').notNull(),
    region: text('region'),
    postal_code: text('postal_code'),
    /** ISO 3166-1 alpha-2 */
    country: text('country'),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.company_id, t.customer_id),
    uniqueIndex('customer_addresses_default_uq').on(t.customer_id).where(sql`is_default`),
  ],
);

export const taxes = pgTable(
  'taxes',
  {
    id: id(),
    company_id: companyId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** a percentage (19.25 means 19.25 %); null when the tax is a fixed amount */
    rate: percent('rate'),
    /** minor units per unit of quantity; null when the tax is a rate */
    fixed_amount: money('fixed_amount'),
    tax_order: integer('tax_order').notNull().default(0),
    is_withholding: boolean('is_withholding').notNull().default(false),
    include_in_base_for_subsequent_taxes: boolean('include_in_base_for_subsequent_taxes')
      .notNull()
      .default(false),
    /** applied to new order lines unless the product says otherwise */
    is_default: boolean('is_default').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    /** soft-deleted taxes stay readable on the orders that used them */
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('taxes_company_idx').on(t.company_id, t.tax_order, t.id),
    uniqueIndex('taxes_company_code_uq').on(t.company_id, t.code).where(sql`deleted_at is null`),
  ],
);

export const DISCOUNT_TYPE_VALUES = ['percentage', 'fixed'] as const;

export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    company_id: companyId(),
    /** what a customer types, upper-cased; null for a discount staff apply by hand */
    code: text('code'),
    label: text('label').notNull(),
    discount_type: text('discount_type', { enum: DISCOUNT_TYPE_VALUES }).notNull(),
    /** a percentage (10 means 10 %) or an amount in minor units, by discount_type */
    discount_value: numeric('discount_value', { precision: 18, scale: 4 }).notNull(),
    starts_at: ts('starts_at'),
    ends_at: ts('ends_at'),
    /** the basket subtotal (minor units) below which the discount does not apply */
    minimum_subtotal: money('minimum_subtotal'),
    usage_limit: integer('usage_limit'),
    usage_limit_per_customer: integer('usage_limit_per_customer'),
    /** kept by the orders that use it, in their transaction */
    times_used: integer('times_used').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('discounts_company_idx').on(t.company_id, t.created_at, t.id),
    uniqueIndex('discounts_company_code_uq')
      .on(t.company_id, t.code)
      .where(sql`deleted_at is null and code is not null`),
  ],
);

export const DELIVERY_MODE_VALUES = ['delivery', 'pickup', 'online'] as const;

export const shippingFees = pgTable(
  'shipping_fees',
  {
    id: id(),
    company_id: companyId(),
    /** null: every shop */
    shop_id: uuid('shop_id').references(() => shops.id),
    label: text('label').notNull(),
    delivery_mode: text('delivery_mode', { enum: DELIVERY_MODE_VALUES }).notNull().default('delivery'),
    /** the districts served, separated by commas ("Akwa, Bonanjo"), and/or a city; null matches any */
    zone: text('zone'),
    city: text('city'),
    amount: money('amount').notNull(),
    /** the fee applies when the basket's weight / subtotal is within these bounds (inclusive min, exclusive max) */
    min_weight_grams: integer('min_weight_grams'),
    max_weight_grams: integer('max_weight_grams'),
    min_subtotal: money('min_subtotal'),
    max_subtotal: money('max_subtotal'),
    /** the order in which fees are tried; the first that matches wins */
    position: integer('position').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [index('shipping_fees_company_idx').on(t.company_id, t.position, t.id)],
);

export const PAYMENT_METHOD_KIND_VALUES = [
  'cash',
  'bank',
  'mobile_money_operator',
  'payment_agregator',
] as const;

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PAYMENT_METHOD_KIND_VALUES }).notNull().default('cash'),
    /** SYSCOHADA account: 571 cash, 52 bank, 538 mobile money and aggregators (SPEC.md §3) unless changed */
    accounting_code: text('accounting_code').notNull(),
    /** e.g. orange_money, mtn_momo, wave, stripe: which adapter takes online payments */
    provider: text('provider'),
    /** the treasury account its money lands in (a cash drawer, a bank, a wallet) */
    treasury_account_id: uuid('treasury_account_id').references(() => treasuryAccounts.id),
    is_default: boolean('is_default').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('payment_methods_company_idx').on(t.company_id, t.position, t.id),
    uniqueIndex('payment_methods_company_default_uq')
      .on(t.company_id)
      .where(sql`is_default and deleted_at is null`),
  ],
);
