import {
  type CashSession,
  type cashMovementCreateSchema,
  type cashSessionCloseSchema,
  type cashSessionOpenSchema,
  documentReference,
  drawerDifference,
  expectedCash,
} from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { cashMovements, cashSessions, expenses } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { companyTimezone, dateIn } from '../accounting/ledger.service.ts';
import { postDrawerDifference } from '../accounting/sales-postings.ts';
import { requireSaleShop } from '../orders/sale-shop.ts';
import { cashAccountFor, recordCashDifference, recordCashMovement } from '../treasury/treasury-movements.ts';
import { postMovement } from '../treasury/treasury-postings.ts';
import {
  type CashSessionRow,
  type CashSessionView,
  findSession,
  findSessionView,
  listSessions as listSessionRows,
  movementsOf,
  openSessionOf,
  paymentsByMethod,
  salesCount,
} from './cash-sessions.repo.ts';

const sessionNotFound = () => new AppError('not_found', { resource: 'resource.cash_session' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

const referenceOf = (row: CashSessionRow) =>
  documentReference('Z-', row.opened_at.getUTCFullYear(), row.number);

/** The Z report's figures: those so far while the session is open, the closing ones once closed. */
async function reportOf(db: Executor, row: CashSessionRow): Promise<CashSession['report']> {
  const until = row.closed_at ?? new Date();
  const [byMethod, movements, sales] = await Promise.all([
    paymentsByMethod(db, row.company_id, row.shop_id, row.opened_at, until),
    movementsOf(db, row.company_id, row.id),
    salesCount(db, row.company_id, row.shop_id, row.opened_at, until),
  ]);
  const cash = byMethod.filter((m) => m.kind === 'cash');
  const figures = {
    opening_float: row.opening_float,
    cash_sales: cash.reduce((sum, m) => sum + m.received, 0),
    cash_refunds: cash.reduce((sum, m) => sum + m.refunded, 0),
    cash_in: movements.filter((m) => m.kind === 'in').reduce((sum, m) => sum + m.amount, 0),
    cash_out: movements.filter((m) => m.kind === 'out').reduce((sum, m) => sum + m.amount, 0),
  };
  return {
    sales_count: sales,
    cash_sales: figures.cash_sales,
    cash_refunds: figures.cash_refunds,
    cash_in: figures.cash_in,
    cash_out: figures.cash_out,
    expected_cash: row.expected_cash ?? expectedCash(figures),
    difference: row.difference,
    by_method: byMethod,
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: m.amount,
      reason: m.reason,
      expense_id: m.expense_id,
      created_at: m.created_at.toISOString(),
    })),
  };
}

/** The session with its names and its Z report. */
export async function sessionView(db: Executor, row: CashSessionView): Promise<CashSession> {
  return {
    id: row.id,
    reference: referenceOf(row),
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    status: row.status,
    opening_float: row.opening_float,
    opened_by: row.opened_by,
    opened_by_name: row.opened_by_name,
    opened_at: row.opened_at.toISOString(),
    closed_by: row.closed_by,
    closed_by_name: row.closed_by_name,
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    closing_note: row.closing_note,
    counted_cash: row.counted_cash,
    report: await reportOf(db, row),
  };
}

/** The answer of a change: the session read again with its names, once the change is committed. */
async function answerOf(ctx: AppContext, companyId: string, id: string): Promise<CashSession> {
  const row = await findSessionView(ctx.db, companyId, null, id);
  if (!row) throw sessionNotFound();
  return sessionView(ctx.db, row);
}

export async function listSessions(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<CashSessionView>> {
  return listSessionRows(ctx.db, scope.companyId, scope.shopId, query);
}

export async function getSession(ctx: AppContext, scope: Scope, id: string): Promise<CashSession> {
  const row = await findSessionView(ctx.db, scope.companyId, scope.shopId, id);
  if (!row) throw sessionNotFound();
  return sessionView(ctx.db, row);
}

/** The shop's open drawer, or null. */
export async function currentSession(
  ctx: AppContext,
  scope: Scope,
  shopId: string | undefined,
): Promise<CashSession | null> {
  const shop = await requireSaleShop(ctx.db, scope, shopId);
  const row = await openSessionOf(ctx.db, scope.companyId, shop);
  return row ? answerOf(ctx, scope.companyId, row.id) : null;
}

export async function openSession(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: z.output<typeof cashSessionOpenSchema>,
): Promise<CashSession> {
  const shopId = await requireSaleShop(ctx.db, scope, input.shop_id);
  const row = await ctx.db.transaction(async (tx) => {
    if (await openSessionOf(tx, scope.companyId, shopId)) {
      throw new AppError('document_exists', {
        resource: 'resource.shop',
        document: 'cash_sessions.an_open_drawer',
      });
    }
    const number = await nextDocumentNumber(tx, scope.companyId, 'cash_session', 0);
    const [inserted] = await tx
      .insert(cashSessions)
      .values({
        company_id: scope.companyId,
        shop_id: shopId,
        number,
        opening_float: input.opening_float,
        opened_by: actorId,
      })
      .returning();
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'cash_session.opened',
      subjectId: inserted!.id,
      actorUserId: actorId,
      payload: { shop_id: shopId, opening_float: input.opening_float },
    });
    return inserted!;
  });
  return answerOf(ctx, scope.companyId, row.id);
}

export async function addMovement(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: z.output<typeof cashMovementCreateSchema>,
): Promise<CashSession> {
  const row = await ctx.db.transaction(async (tx) => {
    const session = await findSession(tx, scope.companyId, scope.shopId, id, { lock: true });
    if (!session) throw sessionNotFound();
    if (session.status !== 'open') throw fieldError('kind', 'cash_sessions.closed');
    const expenseId = input.expense_id
      ? await requireDrawerExpense(tx, scope.companyId, input.expense_id, input)
      : null;
    const [movement] = await tx
      .insert(cashMovements)
      .values({
        company_id: scope.companyId,
        session_id: id,
        kind: input.kind,
        amount: input.amount,
        reason: input.reason,
        expense_id: expenseId,
        created_by: actorId,
      })
      .returning();
    // A cash-out paying an expense only counts in the drawer: the expense wrote the outflow and its
    // entry. Any other cash in or out moves the cash account and posts against 4712 / 4711.
    if (!expenseId) {
      const moved = await recordCashMovement(tx, movement!);
      await postMovement(
        tx,
        scope.companyId,
        {
          transactionId: moved.id,
          date: dateIn(await companyTimezone(tx, scope.companyId), movement!.created_at),
          direction: input.kind,
          amount: input.amount,
          accountId: moved.account_id,
          label: input.reason,
        },
        actorId,
      );
    }
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: `cash_session.cash_${input.kind}`,
      subjectId: id,
      actorUserId: actorId,
      payload: { amount: input.amount, reason: input.reason },
    });
    return session;
  });
  return answerOf(ctx, scope.companyId, row.id);
}

/**
 * The expense a cash-out pays: the company's, live, paid from the cash account the drawer's cash
 * sits in, for the same amount, and not paid by another cash-out yet; else 422 on the field.
 */
async function requireDrawerExpense(
  tx: Tx,
  companyId: string,
  expenseId: string,
  input: { kind: 'in' | 'out'; amount: number },
): Promise<string> {
  if (input.kind !== 'out') throw fieldError('expense_id', 'cash_sessions.expense_cash_out_only');
  const [expense] = await tx
    .select({
      id: expenses.id,
      status: expenses.status,
      amount: expenses.amount,
      account: expenses.treasury_account_id,
    })
    .from(expenses)
    .where(and(eq(expenses.company_id, companyId), eq(expenses.id, expenseId), isNull(expenses.deleted_at)))
    .for('update');
  if (!expense) throw fieldError('expense_id', 'cash_sessions.unknown_expense');
  if (expense.status !== 'paid' || expense.account !== (await cashAccountFor(tx, companyId)))
    throw fieldError('expense_id', 'cash_sessions.expense_not_cash');
  if (expense.amount !== input.amount) throw fieldError('amount', 'cash_sessions.expense_amount');
  const [linked] = await tx
    .select({ id: cashMovements.id })
    .from(cashMovements)
    .where(and(eq(cashMovements.company_id, companyId), eq(cashMovements.expense_id, expenseId)))
    .limit(1);
  if (linked) throw fieldError('expense_id', 'cash_sessions.expense_already_out');
  return expense.id;
}

/** Closes the drawer with the cash counted: the expected amount and the difference are kept as they are now. */
export async function closeSession(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: z.output<typeof cashSessionCloseSchema>,
): Promise<CashSession> {
  const row = await ctx.db.transaction(async (tx) => {
    const session = await findSession(tx, scope.companyId, scope.shopId, id, { lock: true });
    if (!session) throw sessionNotFound();
    if (session.status !== 'open') throw fieldError('counted_cash', 'cash_sessions.closed');
    const closedAt = new Date();
    const expected = (await reportOf(tx, { ...session, closed_at: closedAt })).expected_cash;
    const [closed] = await tx
      .update(cashSessions)
      .set({
        status: 'closed',
        closed_at: closedAt,
        closed_by: actorId,
        expected_cash: expected,
        counted_cash: input.counted_cash,
        difference: drawerDifference(input.counted_cash, expected),
        closing_note: input.note ?? null,
        updated_at: closedAt,
      })
      .where(eq(cashSessions.id, id))
      .returning();
    await recordCashDifference(tx, closed!);
    await postDrawerDifference(tx, closed!, actorId);
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'cash_session.closed',
      subjectId: id,
      actorUserId: actorId,
      payload: { expected, counted: input.counted_cash, difference: closed!.difference },
    });
    return closed!;
  });
  return answerOf(ctx, scope.companyId, row.id);
}
