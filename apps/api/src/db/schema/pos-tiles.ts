import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { companies } from './companies.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * The tiles a shop pins at its point of sale, in order (GET/PUT /pos/pinned-variants): shown before the best
 * sellers. Rows are replaced as a whole. Foreign keys without ON DELETE, as everywhere: shops and variants are
 * soft-deleted, and a pin whose variant or product is deleted, archived or drafted is simply not read.
 */
export const posPinnedVariants = pgTable(
  'pos_pinned_variants',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shop_id: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    /** 0 first */
    position: integer('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: uuid('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.shop_id, t.variant_id] }),
    // The read path: one shop's pins in their order.
    uniqueIndex('pos_pinned_variants_shop_position_uq').on(t.company_id, t.shop_id, t.position),
    check('pos_pinned_variants_position_check', sql`${t.position} >= 0`),
  ],
);
