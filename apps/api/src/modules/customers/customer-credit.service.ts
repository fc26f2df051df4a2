import {
  amountOwed,
  averageBasket,
  type CustomerDebt,
  type CustomerStats,
  isOverdue,
  listMeta,
  orderReference,
  summarizeDebts,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompany } from '../company/company.repo.ts';
import type { DebtQuery } from './customer-credit.query.ts';
import {
  customerDebts,
  customerDebtsPage,
  type DebtRow,
  type DebtScope,
  type LedgerQuery,
  type LedgerRow,
  ledgerPage,
  salesFigures,
} from './customer-credit.repo.ts';
import { getCustomer } from './customers.service.ts';

// A customer's stats and the credit ledger. Read-only: figures come from the orders (their paid and
// credited totals are kept up to date by payments, returns and credit notes) and their invoices.

async function debtScope(ctx: AppContext, scope: Scope): Promise<DebtScope> {
  const company = await findCompany(ctx.db, scope.companyId);
  return { companyId: scope.companyId, shopId: scope.shopId, currency: company?.currency ?? 'USD' };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Orders, revenue, average basket, first and last order, and what the customer owes. */
export async function customerStats(
  ctx: AppContext,
  scope: Scope,
  customerId: string,
  now: Date,
): Promise<CustomerStats> {
  await getCustomer(ctx, scope, customerId);
  const base = { ...(await debtScope(ctx, scope)), customerId };
  const [sales, debts] = await Promise.all([salesFigures(ctx.db, base), customerDebts(ctx.db, base)]);
  const owed = summarizeDebts(
    debts.map((d) => ({ owed: owedOn(d), orderedAt: d.ordered_at, dueAt: d.due_at })),
    now,
  );
  return {
    customer_id: customerId,
    currency: base.currency,
    orders_count: sales.orders_count,
    revenue: sales.revenue,
    average_basket: averageBasket(sales.revenue, sales.orders_count),
    first_order_at: iso(sales.first_order_at),
    last_order_at: iso(sales.last_order_at),
    balance_owed: owed.balance,
    overdue_amount: owed.overdue,
    unpaid_orders_count: owed.count,
    oldest_unpaid_at: iso(owed.oldestUnpaidAt),
    oldest_due_at: iso(owed.oldestDueAt),
  };
}

const owedOn = (d: DebtRow) =>
  amountOwed({ status: d.status, total: d.total, paid: d.paid_total, credited: d.credited_total });

export interface LedgerPage {
  rows: (LedgerRow & { currency: string })[];
  meta: ReturnType<typeof listMeta>;
}

/** The customers who owe money: one row each, with their balance and the overdue part. */
export async function creditLedger(ctx: AppContext, scope: Scope, query: LedgerQuery): Promise<LedgerPage> {
  const base = await debtScope(ctx, scope);
  const page = await ledgerPage(ctx.db, base, query);
  return {
    rows: page.rows.map((row) => ({ ...row, currency: base.currency })),
    meta: listMeta(query.page, query.perPage, page.total, page.rows.length),
  };
}

/** A customer's unpaid sales, each with its live invoice, due date and whether it is overdue. */
export async function customerCredit(
  ctx: AppContext,
  scope: Scope,
  customerId: string,
  query: DebtQuery,
): Promise<{ rows: CustomerDebt[]; meta: ReturnType<typeof listMeta> }> {
  await getCustomer(ctx, scope, customerId);
  const base = { ...(await debtScope(ctx, scope)), customerId };
  const page = await customerDebtsPage(ctx.db, base, query);
  return {
    rows: page.rows.map((d) => {
      const balance = owedOn(d);
      return {
        order_id: d.order_id,
        reference: orderReference(d.number),
        invoice_id: d.invoice_id,
        invoice_reference: d.invoice_reference,
        payment_status: d.payment_status,
        currency: d.currency,
        ordered_at: d.ordered_at.toISOString(),
        due_at: d.due_at.toISOString(),
        total: d.total,
        paid_total: d.paid_total,
        credited_total: d.credited_total,
        balance,
        overdue: isOverdue({ owed: balance, dueAt: d.due_at, now: query.now }),
      };
    }),
    meta: listMeta(query.page, query.perPage, page.total, page.rows.length),
  };
}
