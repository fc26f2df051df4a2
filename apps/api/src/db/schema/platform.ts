import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export interface PlanLimits {
  /** null means unlimited */
  shops: number | null;
  users: number | null;
  products: number | null;
  warehouses: number | null;
}

export const plans = pgTable(
  'plans',
  {
    id: id(),
    lookup_key: text('lookup_key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price_minor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval').notNull().default('month'),
    limits: jsonb('limits').$type<PlanLimits>().notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    is_public: boolean('is_public').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('plans_lookup_key_uq').on(t.lookup_key)],
);
