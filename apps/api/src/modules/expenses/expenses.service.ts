import {
  type ExpenseFormOptions,
  type ExpenseRecord,
  type expenseCreateSchema,
  type expensePaySchema,
  type expenseUpdateSchema,
  normalizeDecimalText,
} from '@comptoir/core';
import { and, eq, gte, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { cashMovements, expenses } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListQuery, parseListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { foldedContains } from '../../lib/text-search.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { companyMoneyFacts, instantOf, todayIn } from '../treasury/company-calendar.ts';
import { findTransaction, insertTransactions, updateTransactionRow } from '../treasury/transactions.repo.ts';
import { accountChoices, defaultCashAccountId } from '../treasury/treasury-accounts.repo.ts';
import {
  assertMethod,
  assertReceipt,
  assertSupplier,
  fieldError,
  figuresOf,
  payingAccount,
  resolveTaxes,
} from './expense-inputs.ts';
import { postExpensePaid, postNewExpense, repostExpense, reverseExpense } from './expense-postings.ts';
import { toExpenseDto } from './expenses.dto.ts';
import {
  attachReceipt,
  type ExpenseListRow,
  type ExpenseRow,
  expenseListSpec,
  findExpense,
  formChoices,
  insertExpense,
  listExpenses as listExpenseRows,
  lockExpense,
  updateExpenseRow,
} from './expenses.repo.ts';

type ExpenseCreate = z.output<typeof expenseCreateSchema>;
type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;
type ExpensePay = z.output<typeof expensePaySchema>;

export const expenseNotFound = () => new AppError('not_found', { resource: 'resource.expense' });
const reconciledConflict = () => new AppError('conflict', {}, { amount: ['expenses.reconciled'] });

const OWN_FILTERS = ['filter[date_from]', 'filter[date_to]', 'filter[payee]', 'filter[overdue]'];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The list query of GET /expenses: the spec's filters, plus company-day bounds, payee text and overdue. */
export function parseExpenseQuery(raw: Record<string, unknown>, today: string): ListQuery {
  const rest: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (OWN_FILTERS.includes(key)) own[key] = value;
    else rest[key] = value;
  }
  const query = parseListQuery(rest, expenseListSpec);
  const conditions: SQL[] = [];
  for (const [key, compare] of [
    ['filter[date_from]', gte],
    ['filter[date_to]', lte],
  ] as const) {
    const value = own[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !DATE_ONLY.test(value) || Number.isNaN(Date.parse(value)))
      throw new AppError('invalid_parameter', { parameter: key });
    conditions.push(compare(expenses.date, value));
  }
  const payee = own['filter[payee]'];
  if (payee !== undefined) {
    if (typeof payee !== 'string' || payee.trim() === '' || payee.length > 160)
      throw new AppError('invalid_parameter', { parameter: 'filter[payee]' });
    conditions.push(foldedContains(expenses.payee, payee.trim()));
  }
  const overdue = own['filter[overdue]'];
  if (overdue !== undefined) {
    if (overdue !== 'true' && overdue !== '1')
      throw new AppError('invalid_parameter', { parameter: 'filter[overdue]' });
    conditions.push(
      eq(expenses.status, 'unpaid'),
      isNotNull(expenses.due_date),
      lt(expenses.due_date, today),
    );
  }
  if (conditions.length === 0) return query;
  return { ...query, where: and(query.where, ...conditions), narrowed: true };
}

async function receiptUrlOf(ctx: AppContext, row: ExpenseListRow): Promise<string | null> {
  return row.receipt ? mediaUrl(ctx, row.receipt) : null;
}

export async function listExpenses(
  ctx: AppContext,
  scope: Scope,
  raw: Record<string, unknown>,
  paging?: { page: number; perPage: number },
): Promise<Page<ExpenseRecord>> {
  const { timezone } = await companyMoneyFacts(ctx.db, scope.companyId);
  const today = todayIn(timezone);
  const query = { ...parseExpenseQuery(raw, today), ...(paging ?? {}) };
  const page = await listExpenseRows(ctx.db, scope.companyId, query);
  const rows = await Promise.all(
    page.rows.map(async (row) => toExpenseDto(row, today, await receiptUrlOf(ctx, row))),
  );
  return { rows, meta: page.meta };
}

async function view(ctx: AppContext, companyId: string, id: string): Promise<ExpenseRecord> {
  const [row, facts] = await Promise.all([
    findExpense(ctx.db, companyId, id),
    companyMoneyFacts(ctx.db, companyId),
  ]);
  if (!row) throw expenseNotFound();
  return toExpenseDto(row, todayIn(facts.timezone), await receiptUrlOf(ctx, row));
}

export const getExpense = (ctx: AppContext, scope: Scope, id: string) => view(ctx, scope.companyId, id);

/** The outflow that pays an expense, in the expense's own transaction. */
export async function payOut(
  tx: Executor,
  expense: ExpenseRow,
  accountId: string,
  when: Date,
  source: 'expense' | 'expense_payment',
  actorId: string | null,
): Promise<string> {
  const [row] = await insertTransactions(tx, [
    {
      company_id: expense.company_id,
      account_id: accountId,
      direction: 'out',
      amount: expense.amount,
      occurred_at: when,
      label: expense.label,
      source,
      source_id: expense.id,
      created_by: actorId,
    },
  ]);
  return row!.id;
}

export async function createExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ExpenseCreate,
): Promise<ExpenseRecord> {
  const { companyId } = scope;
  const facts = await companyMoneyFacts(ctx.db, companyId);
  const paid = input.paid ?? true;
  if (paid && input.due_date) throw fieldError('due_date', 'expenses.due_date_on_paid');
  const date = input.date ?? todayIn(facts.timezone);
  const id = await ctx.db.transaction(async (tx) => {
    await assertSupplier(tx, companyId, input.supplier_id);
    await assertMethod(tx, companyId, input.payment_method_id);
    await assertReceipt(tx, companyId, input.receipt_media_id);
    const taxRows = await resolveTaxes(tx, companyId, input.tax_ids ?? []);
    const figures = figuresOf(
      {
        amount: input.amount,
        amount_includes_taxes: input.amount_includes_taxes ?? true,
        tax_deductible: input.tax_deductible ?? true,
      },
      taxRows,
      facts.currency,
    );
    const accountId = paid ? await payingAccount(tx, companyId, input) : (input.treasury_account_id ?? null);
    if (!paid && accountId) await payingAccount(tx, companyId, { treasury_account_id: accountId });
    const expense = await insertExpense(tx, {
      company_id: companyId,
      category: input.category,
      item_category: input.item_category ?? null,
      nature: input.nature ?? null,
      label: input.label,
      amount_includes_taxes: input.amount_includes_taxes ?? true,
      tax_deductible: input.tax_deductible ?? true,
      currency: facts.currency,
      payee: input.payee ?? null,
      supplier_id: input.supplier_id ?? null,
      payment_method_id: input.payment_method_id ?? null,
      treasury_account_id: accountId,
      notes: input.notes ?? null,
      ...figures,
      date,
      status: paid ? 'paid' : 'unpaid',
      paid_on: paid ? date : null,
      due_date: paid ? null : (input.due_date ?? null),
      receipt_media_id: input.receipt_media_id ?? null,
      created_by: actorId,
    });
    if (paid) {
      const transactionId = await payOut(
        tx,
        expense,
        accountId!,
        instantOf(date, facts.timezone),
        'expense',
        actorId,
      );
      await updateExpenseRow(tx, companyId, expense.id, { transaction_id: transactionId });
    }
    await postNewExpense(tx, expense, actorId);
    if (input.receipt_media_id) await attachReceipt(tx, companyId, input.receipt_media_id, expense.id);
    await recordEvent(tx, {
      companyId,
      type: 'expense.created',
      subjectId: expense.id,
      actorUserId: actorId,
      payload: { amount: expense.amount, category: expense.category, status: expense.status },
    });
    return expense.id;
  });
  return view(ctx, companyId, id);
}

/** The paying transaction must still be open to change what it moved. */
/**
 * An expense paid out of a drawer (a cash-out linked to it) keeps its amount and account: the
 * drawer counted that cash-out, so deleting or moving the expense would leave the drawer's cash
 * without its outflow (409 in_use).
 */
async function assertNotInDrawer(tx: Tx, expense: ExpenseRow) {
  const [linked] = await tx
    .select({ id: cashMovements.id })
    .from(cashMovements)
    .where(and(eq(cashMovements.company_id, expense.company_id), eq(cashMovements.expense_id, expense.id)))
    .limit(1);
  if (linked) {
    throw new AppError('in_use', {
      resource: 'resource.expense',
      used_by: 'resource.cash_session',
      count: 1,
    });
  }
}

async function assertPaymentOpen(tx: Tx, expense: ExpenseRow) {
  if (!expense.transaction_id) return;
  const moved = await findTransaction(tx, expense.company_id, expense.transaction_id, { lock: true });
  if (moved?.reconciled_at) throw reconciledConflict();
}

/**
 * PATCH/PUT: the given fields. A change of amount or taxes recomputes the figures; on a paid expense
 * its outflow follows (amount, date, account) unless reconciled (409).
 */
export async function updateExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ExpenseUpdate,
): Promise<ExpenseRecord> {
  const { companyId } = scope;
  const facts = await companyMoneyFacts(ctx.db, companyId);
  await ctx.db.transaction(async (tx) => {
    const current = await lockExpense(tx, companyId, id);
    if (!current) throw expenseNotFound();
    const paid = current.status === 'paid';
    if (paid && input.due_date) throw fieldError('due_date', 'expenses.due_date_on_paid');
    await assertSupplier(tx, companyId, input.supplier_id);
    await assertMethod(tx, companyId, input.payment_method_id);
    if (input.receipt_media_id && input.receipt_media_id !== current.receipt_media_id)
      await assertReceipt(tx, companyId, input.receipt_media_id);
    const refigure =
      input.amount !== undefined ||
      input.tax_ids !== undefined ||
      input.amount_includes_taxes !== undefined ||
      input.tax_deductible !== undefined;
    let figures = {};
    if (refigure) {
      const previous = current.taxes.map((tax) => tax.tax_id);
      const taxRows = await resolveTaxes(tx, companyId, input.tax_ids ?? previous, previous);
      // The amount as first typed: taxes included means what was paid, else the net.
      const typed = current.amount_includes_taxes ? current.amount : current.net_amount;
      figures = figuresOf(
        {
          amount: input.amount ?? typed,
          amount_includes_taxes: input.amount_includes_taxes ?? current.amount_includes_taxes,
          tax_deductible: input.tax_deductible ?? current.tax_deductible,
        },
        taxRows,
        current.currency,
      );
    }
    const sourceChanged =
      (input.treasury_account_id !== undefined &&
        input.treasury_account_id !== current.treasury_account_id) ||
      (input.payment_method_id !== undefined && input.payment_method_id !== current.payment_method_id);
    let accountId = current.treasury_account_id;
    if (sourceChanged && (paid || input.treasury_account_id)) {
      accountId = await payingAccount(tx, companyId, {
        treasury_account_id: input.treasury_account_id,
        payment_method_id: input.payment_method_id ?? current.payment_method_id,
      });
    } else if (input.treasury_account_id === null && !paid) {
      accountId = null;
    }
    const { tax_ids: _taxIds, amount: _amount, ...fields } = input;
    const updated = await updateExpenseRow(tx, companyId, id, {
      ...fields,
      ...figures,
      treasury_account_id: accountId,
      ...(paid && input.date ? { paid_on: input.date } : {}),
    });
    const moves =
      paid &&
      current.transaction_id &&
      (updated.amount !== current.amount ||
        updated.date !== current.date ||
        accountId !== current.treasury_account_id);
    if (moves) {
      if (updated.amount !== current.amount || accountId !== current.treasury_account_id)
        await assertNotInDrawer(tx, current);
      await assertPaymentOpen(tx, current);
      await updateTransactionRow(tx, companyId, current.transaction_id!, {
        amount: updated.amount,
        account_id: accountId!,
        label: updated.label,
        ...(updated.date !== current.date ? { occurred_at: instantOf(updated.date, facts.timezone) } : {}),
      });
    } else if (paid && current.transaction_id && input.label) {
      await updateTransactionRow(tx, companyId, current.transaction_id, { label: updated.label });
    }
    await repostExpense(tx, current, updated, actorId);
    if (input.receipt_media_id) await attachReceipt(tx, companyId, input.receipt_media_id, id);
    await recordEvent(tx, {
      companyId,
      type: 'expense.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
  });
  return view(ctx, companyId, id);
}

/** POST /expenses/:id/pay: an owed expense is paid now (or on paid_on) from a treasury account. */
export async function payExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ExpensePay,
): Promise<ExpenseRecord> {
  const { companyId } = scope;
  const facts = await companyMoneyFacts(ctx.db, companyId);
  await ctx.db.transaction(async (tx) => {
    const current = await lockExpense(tx, companyId, id);
    if (!current) throw expenseNotFound();
    if (current.status === 'paid') {
      throw new AppError('invalid_transition', {
        resource: 'resource.expense',
        from: 'expenses.paid',
        to: 'expenses.paid',
      });
    }
    await assertMethod(tx, companyId, input.payment_method_id);
    const methodId = input.payment_method_id ?? current.payment_method_id;
    const accountId = await payingAccount(tx, companyId, {
      treasury_account_id:
        input.treasury_account_id ?? (input.payment_method_id ? null : current.treasury_account_id),
      payment_method_id: methodId,
    });
    const paidOn = input.paid_on ?? todayIn(facts.timezone);
    const transactionId = await payOut(
      tx,
      current,
      accountId,
      instantOf(paidOn, facts.timezone),
      'expense_payment',
      actorId,
    );
    const paid = await updateExpenseRow(tx, companyId, id, {
      status: 'paid',
      paid_on: paidOn,
      treasury_account_id: accountId,
      payment_method_id: methodId,
      transaction_id: transactionId,
    });
    await postExpensePaid(tx, paid, actorId);
    await recordEvent(tx, {
      companyId,
      type: 'expense.paid',
      subjectId: id,
      actorUserId: actorId,
      payload: { amount: current.amount, treasury_account_id: accountId },
    });
  });
  return view(ctx, companyId, id);
}

/** Soft delete; its outflow goes with it unless reconciled (409). */
export async function deleteExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await lockExpense(tx, companyId, id);
    if (!current) throw expenseNotFound();
    await assertNotInDrawer(tx, current);
    await assertPaymentOpen(tx, current);
    const now = new Date();
    if (current.transaction_id)
      await updateTransactionRow(tx, companyId, current.transaction_id, { deleted_at: now });
    await updateExpenseRow(tx, companyId, id, { deleted_at: now });
    await reverseExpense(tx, current, actorId);
    await recordEvent(tx, {
      companyId,
      type: 'expense.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { amount: current.amount, label: current.label },
    });
  });
}

/** GET /expenses/form-options: what an employee or a courier adding an expense may choose from. */
export async function expenseFormOptions(ctx: AppContext, scope: Scope): Promise<ExpenseFormOptions> {
  const [accounts, choices, cash] = await Promise.all([
    accountChoices(ctx.db, scope.companyId),
    formChoices(ctx.db, scope.companyId),
    defaultCashAccountId(ctx.db, scope.companyId),
  ]);
  return {
    treasury_accounts: accounts,
    payment_methods: choices.methods,
    taxes: choices.taxes.map((tax) => ({
      id: tax.id,
      code: tax.code,
      label: tax.label,
      rate: tax.rate === null ? null : normalizeDecimalText(tax.rate),
      fixed_amount: tax.fixed_amount,
      is_withholding: tax.is_withholding,
    })),
    default_treasury_account_id: cash,
  };
}
