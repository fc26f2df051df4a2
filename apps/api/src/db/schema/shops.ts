import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';

export const shops = pgTable(
  'shops',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    is_default: boolean('is_default').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('shops_company_idx').on(t.company_id, t.created_at),
    uniqueIndex('shops_company_slug_uq').on(t.company_id, t.slug).where(sql`deleted_at is null`),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    is_default: boolean('is_default').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    allow_negative_stock: boolean('allow_negative_stock').notNull().default(false),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('warehouses_company_idx').on(t.company_id, t.created_at),
    uniqueIndex('warehouses_company_code_uq').on(t.company_id, t.code).where(sql`deleted_at is null`),
  ],
);

/** Which warehouses a shop sells from (first by priority). */
export const shopWarehouses = pgTable(
  'shop_warehouses',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shop_id: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
  },
  (t) => [
    primaryKey({ columns: [t.shop_id, t.warehouse_id] }),
    index('shop_warehouses_company_idx').on(t.company_id),
  ],
);
