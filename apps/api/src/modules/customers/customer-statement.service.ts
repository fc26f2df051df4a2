import {
  amountOwed,
  buildCustomerStatement,
  type CustomerStatement,
  type CustomerStatementEvent,
  can,
  isOverdue,
  orderReference,
  statementRange,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompanyRow } from '../invoices/invoices.repo.ts';
import { dayOf, todayIn } from '../treasury/company-calendar.ts';
import { customerDebts } from './customer-credit.repo.ts';
import { type StatementEventRow, statementEvents } from './customer-statement.repo.ts';
import { getCustomer } from './customers.service.ts';

// A customer's account statement over a period: read-only, from the events of the sales the credit
// ledger counts, in the company's calendar and currency. Its closing balance on today is what the
// ledger says the customer owes (core's buildCustomerStatement keeps each order at or above zero, as
// amountOwed does).

/** The route needs customers.stats (the balances); the customer itself needs customers.view. */
export function assertCanViewCustomer(role: string) {
  if (!can(role, 'customers.view')) throw new AppError('forbidden', { permission: 'customers.view' });
}

/** The days asked for, checked: a 400 naming the parameter, with the reason in the user's language. */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const range = statementRange(query, today);
  if ('error' in range) {
    const { field, code } = range.error;
    throw new AppError(
      'invalid_parameter',
      { parameter: field },
      { [field]: [code === 'invalid_date' ? 'statements.invalid_date' : `statements.${code}`] },
    );
  }
  return range;
}

function toEvent(row: StatementEventRow, timezone: string): CustomerStatementEvent {
  const order = orderReference(row.order_number);
  const reference = row.kind === 'sale' ? order : (row.reference ?? order);
  const details = [row.detail, reference === order ? null : order].filter((d): d is string => Boolean(d));
  return {
    kind: row.kind,
    order_id: row.order_id,
    at: row.at,
    day: dayOf(row.at, timezone),
    amount: row.amount,
    reference,
    description: details.length > 0 ? details.join(' · ') : null,
  };
}

export interface StatementContext {
  statement: CustomerStatement;
  company: NonNullable<Awaited<ReturnType<typeof findCompanyRow>>>;
  customer: Awaited<ReturnType<typeof getCustomer>>;
}

export async function customerStatement(
  ctx: AppContext,
  scope: Scope,
  customerId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<StatementContext> {
  const customer = await getCustomer(ctx, scope, customerId);
  const company = (await findCompanyRow(ctx.db, scope.companyId))!;
  const timezone = company.timezone;
  const { from, to } = rangeOf(query, todayIn(timezone, now));
  const base = { companyId: scope.companyId, shopId: scope.shopId, currency: company.currency, customerId };
  const [rows, debts] = await Promise.all([statementEvents(ctx.db, base), customerDebts(ctx.db, base)]);
  const built = buildCustomerStatement(
    rows.map((row) => toEvent(row, timezone)),
    { from, to },
  );
  const overdue = debts.reduce((sum, d) => {
    const owed = amountOwed({
      status: d.status,
      total: d.total,
      paid: d.paid_total,
      credited: d.credited_total,
    });
    return isOverdue({ owed, dueAt: d.due_at, now }) ? sum + owed : sum;
  }, 0);
  return {
    company,
    customer,
    statement: {
      customer: {
        id: customer.id,
        name: customer.name,
        phone: customer.phone,
        email: customer.email,
        company_name: customer.company_name,
      },
      currency: company.currency,
      from,
      to,
      timezone,
      opening_balance: built.opening_balance,
      lines: built.lines.map((line) => ({
        date: line.at.toISOString(),
        day: line.day,
        kind: line.kind,
        reference: line.reference,
        description: line.description,
        order_id: line.order_id,
        amount: line.amount,
        debit: line.debit,
        credit: line.credit,
        balance: line.balance,
      })),
      closing_balance: built.closing_balance,
      totals: built.totals,
      overdue_amount: overdue,
    },
  };
}
