import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

// Where the company's money sits (cash drawers, bank accounts, mobile-money wallets) and every
// movement in or out of it. A movement names its source (a payment, an expense, a drawer's cash
// out…) by kind and id, so the ledger can find the document behind it and post it once.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Minor units of the company's currency (CONTRACT.md §2). */
const money = (name: string) => bigint(name, { mode: 'number' });

export const TREASURY_ACCOUNT_KIND_VALUES = ['cash', 'bank', 'mobile_money', 'payment_aggregator'] as const;

export const treasuryAccounts = pgTable(
  'treasury_accounts',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: TREASURY_ACCOUNT_KIND_VALUES }).notNull(),
    /** a postable SYSCOHADA class-5 account: 571 cash, 521 bank, 538 mobile money unless changed */
    accounting_code: text('accounting_code').notNull(),
    currency: text('currency').notNull(),
    /** the bank's account number, the wallet's phone number */
    reference: text('reference'),
    description: text('description'),
    opening_balance: money('opening_balance').notNull().default(0),
    opening_date: date('opening_date', { mode: 'string' }).notNull(),
    is_archived: boolean('is_archived').notNull().default(false),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('treasury_accounts_company_idx').on(t.company_id, t.created_at, t.id),
    index('treasury_accounts_company_name_idx').on(t.company_id, t.name),
  ],
);

export const TRANSACTION_DIRECTION_VALUES = ['in', 'out'] as const;
export const TRANSACTION_SOURCE_VALUES = [
  'manual',
  'transfer',
  'payment',
  'refund',
  'payment_void',
  'expense',
  'expense_payment',
  'cash_movement',
  'cash_difference',
  'supplier_payment',
  'supplier_refund',
] as const;

export const treasuryTransactions = pgTable(
  'treasury_transactions',
  {
    id: id(),
    company_id: companyId(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => treasuryAccounts.id),
    direction: text('direction', { enum: TRANSACTION_DIRECTION_VALUES }).notNull(),
    /** always > 0; direction gives the sign */
    amount: money('amount').notNull(),
    occurred_at: ts('occurred_at').notNull(),
    label: text('label'),
    reference: text('reference'),
    notes: text('notes'),
    /**
     * What moved the money, and its id: payments.id (payment, refund, payment_void), expenses.id
     * (expense, expense_payment), cash_movements.id (cash_movement), cash_sessions.id
     * (cash_difference), the transfer's id shared by its two rows (transfer); null for manual.
     */
    source: text('source', { enum: TRANSACTION_SOURCE_VALUES }).notNull(),
    source_id: uuid('source_id'),
    /** the other account of a transfer */
    counterpart_account_id: uuid('counterpart_account_id').references(() => treasuryAccounts.id),
    /** ticked off against a bank statement or a count: the row is then frozen until un-reconciled */
    reconciled_at: ts('reconciled_at'),
    reconciled_by: uuid('reconciled_by').references(() => users.id),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    // Balance at a date: an index-only sum over one account's rows up to an instant.
    index('treasury_transactions_balance_idx')
      .on(t.company_id, t.account_id, t.occurred_at, t.direction, t.amount)
      .where(sql`deleted_at is null`),
    index('treasury_transactions_company_idx').on(t.company_id, t.occurred_at, t.id),
    // A document moves money once per account and direction (retries and concurrent runs cannot double it).
    uniqueIndex('treasury_transactions_source_uq')
      .on(t.company_id, t.source, t.source_id, t.account_id, t.direction)
      .where(sql`source_id is not null and deleted_at is null`),
  ],
);
