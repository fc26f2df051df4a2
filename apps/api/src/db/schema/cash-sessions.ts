import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { expenses } from './expenses.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

// The cash drawer of a shop's counter: opened with a float, cash put in or taken out during the day,
// closed with the cash counted against what should be there (the Z report).

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

const money = (name: string) => bigint(name, { mode: 'number' });

export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: id(),
    company_id: companyId(),
    shop_id: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    /** gap-free per company (document_sequences kind 'cash_session'), printed on the Z report */
    number: integer('number').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    opening_float: money('opening_float').notNull(),
    opened_by: uuid('opened_by').references(() => users.id),
    opened_at: ts('opened_at').notNull().defaultNow(),
    /** at closing: what should be in the drawer, what was counted, and the difference (counted − expected) */
    expected_cash: money('expected_cash'),
    counted_cash: money('counted_cash'),
    difference: money('difference'),
    closing_note: text('closing_note'),
    closed_by: uuid('closed_by').references(() => users.id),
    closed_at: ts('closed_at'),
    ...timestamps(),
  },
  (t) => [
    index('cash_sessions_company_idx').on(t.company_id, t.opened_at, t.id),
    // One open drawer per shop.
    uniqueIndex('cash_sessions_open_uq').on(t.shop_id).where(sql`status = 'open'`),
  ],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    id: id(),
    company_id: companyId(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => cashSessions.id),
    kind: text('kind', { enum: ['in', 'out'] }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /**
     * A cash-out that paid this expense: the expense already wrote the treasury outflow and its
     * entry, so the cash-out only counts in the drawer (docs/decisions.md). One cash-out per expense.
     */
    expense_id: uuid('expense_id').references(() => expenses.id),
    created_by: uuid('created_by').references(() => users.id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cash_movements_session_idx').on(t.session_id, t.created_at),
    uniqueIndex('cash_movements_expense_idx').on(t.expense_id).where(sql`expense_id is not null`),
  ],
);
