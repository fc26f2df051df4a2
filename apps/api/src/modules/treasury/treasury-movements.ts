import {
  defaultTreasuryAccountCode,
  type Locale,
  treasuryAccountCodeErrors,
  treasuryKindOfMethod,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, type payments } from '../../db/schema/index.ts';
import { t } from '../../i18n/messages.ts';
import { companyMoneyFacts, todayIn } from './company-calendar.ts';
import { insertTransactions, transactionsOfSource } from './transactions.repo.ts';
import { defaultCashAccountId, insertTreasuryAccount } from './treasury-accounts.repo.ts';

// Money other modules move, written to the treasury in their own transaction: a payment lands in
// its method's account, a refund leaves it, a voided one is reversed, a drawer's cash in/out and
// closing difference move the cash account. Each row names its source, and the unique index on
// (source, source_id, account, direction) keeps a retried call from moving the money twice.

type PaymentRow = typeof payments.$inferSelect;

/** A company's first cash account (sign-up, or the first cash payment of a company that has none). */
export async function insertDefaultCashAccount(
  tx: Executor,
  company: { companyId: string; currency: string; locale: string; timezone: string },
): Promise<string> {
  const account = await insertTreasuryAccount(tx, company.companyId, {
    name: t(company.locale as Locale, 'treasury.default_cash_name'),
    kind: 'cash',
    accounting_code: defaultTreasuryAccountCode('cash'),
    currency: company.currency,
    opening_balance: 0,
    opening_date: todayIn(company.timezone),
  });
  return account.id;
}

/** The company's cash account, created when it has none (under a lock, so only once). */
export async function cashAccountFor(tx: Executor, companyId: string): Promise<string> {
  const existing = await defaultCashAccountId(tx, companyId);
  if (existing) return existing;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`treasury_cash:${companyId}`}))`);
  const again = await defaultCashAccountId(tx, companyId);
  if (again) return again;
  const facts = await companyMoneyFacts(tx, companyId);
  return insertDefaultCashAccount(tx, { companyId, ...facts });
}

/**
 * The account a payment method's money lands in. A method not linked yet is linked now: cash to
 * the cash account, any other to an account of its own, named after it, with its accounting code
 * when that is a treasury account the ledger can post to.
 */
export async function accountForMethod(tx: Executor, companyId: string, methodId: string): Promise<string> {
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.company_id, companyId), eq(paymentMethods.id, methodId)))
    .limit(1);
  if (!method) throw new Error(`payment method ${methodId} not found`);
  if (method.treasury_account_id) return method.treasury_account_id;
  const [locked] = await tx
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, methodId))
    .for('update');
  if (locked?.treasury_account_id) return locked.treasury_account_id;
  let accountId: string;
  if (method.kind === 'cash') {
    accountId = await cashAccountFor(tx, companyId);
  } else {
    const kind = treasuryKindOfMethod(method.kind);
    const facts = await companyMoneyFacts(tx, companyId);
    const account = await insertTreasuryAccount(tx, companyId, {
      name: method.name,
      kind,
      accounting_code:
        treasuryAccountCodeErrors(method.accounting_code).length === 0
          ? method.accounting_code
          : defaultTreasuryAccountCode(kind),
      currency: facts.currency,
      opening_balance: 0,
      opening_date: todayIn(facts.timezone),
    });
    accountId = account.id;
  }
  await tx
    .update(paymentMethods)
    .set({ treasury_account_id: accountId, updated_at: new Date() })
    .where(eq(paymentMethods.id, methodId));
  return accountId;
}

/** Payments in, refunds out, each into its method's account, dated when the money was received. */
export async function recordPaymentMovements(tx: Executor, rows: PaymentRow[]): Promise<void> {
  const accounts = new Map<string, string>();
  for (const payment of rows) {
    const key = `${payment.company_id}:${payment.payment_method_id}`;
    if (!accounts.has(key))
      accounts.set(key, await accountForMethod(tx, payment.company_id, payment.payment_method_id));
  }
  await insertTransactions(
    tx,
    rows.map((payment) => ({
      company_id: payment.company_id,
      account_id: accounts.get(`${payment.company_id}:${payment.payment_method_id}`)!,
      direction: payment.kind === 'refund' ? ('out' as const) : ('in' as const),
      amount: payment.amount,
      occurred_at: payment.received_at,
      reference: payment.reference,
      source: payment.kind === 'refund' ? ('refund' as const) : ('payment' as const),
      source_id: payment.id,
      created_by: payment.created_by,
    })),
  );
}

/** A voided payment or refund: the money it moved goes back, on the day it was voided. */
export async function recordPaymentVoid(
  tx: Executor,
  payment: PaymentRow,
  actorId: string | null,
): Promise<void> {
  const source = payment.kind === 'refund' ? 'refund' : 'payment';
  const [moved] = await transactionsOfSource(tx, payment.company_id, source, payment.id);
  if (!moved) return;
  await insertTransactions(tx, [
    {
      company_id: payment.company_id,
      account_id: moved.account_id,
      direction: moved.direction === 'in' ? 'out' : 'in',
      amount: moved.amount,
      occurred_at: payment.voided_at ?? new Date(),
      reference: payment.reference,
      source: 'payment_void',
      source_id: payment.id,
      created_by: actorId,
    },
  ]);
}

/** Cash put in or taken out of a drawer, on the cash account. */
export async function recordCashMovement(
  tx: Executor,
  movement: {
    id: string;
    company_id: string;
    kind: 'in' | 'out';
    amount: number;
    reason: string;
    created_by: string | null;
    created_at: Date;
  },
): Promise<{ id: string; account_id: string }> {
  const [row] = await insertTransactions(tx, [
    {
      company_id: movement.company_id,
      account_id: await cashAccountFor(tx, movement.company_id),
      direction: movement.kind,
      amount: movement.amount,
      occurred_at: movement.created_at,
      label: movement.reason,
      source: 'cash_movement',
      source_id: movement.id,
      created_by: movement.created_by,
    },
  ]);
  return row!;
}

/** A drawer closed with more (or less) cash than expected: the cash account follows the count. */
export async function recordCashDifference(
  tx: Executor,
  session: {
    id: string;
    company_id: string;
    difference: number | null;
    closed_at: Date | null;
    closed_by: string | null;
  },
): Promise<void> {
  if (!session.difference) return;
  await insertTransactions(tx, [
    {
      company_id: session.company_id,
      account_id: await cashAccountFor(tx, session.company_id),
      direction: session.difference > 0 ? 'in' : 'out',
      amount: Math.abs(session.difference),
      occurred_at: session.closed_at ?? new Date(),
      source: 'cash_difference',
      source_id: session.id,
      created_by: session.closed_by,
    },
  ]);
}
