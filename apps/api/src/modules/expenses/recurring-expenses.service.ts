import {
  addDaysToDate,
  type ExpenseNature,
  occurrenceAfter,
  occurrenceOnOrAfter,
  occurrencesThrough,
  type RecurrenceRule,
  type RecurringExpenseRecord,
  recurrenceErrors,
  type recurringExpenseCreateSchema,
  type recurringExpenseUpdateSchema,
} from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { enqueueJob } from '../../jobs/job-runner.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { companyMoneyFacts, instantOf, todayIn } from '../treasury/company-calendar.ts';
import { assertMethod, assertSupplier, figuresOf, payingAccount, resolveTaxes } from './expense-inputs.ts';
import { postNewExpense } from './expense-postings.ts';
import { insertOccurrence, taxesByIds, updateExpenseRow } from './expenses.repo.ts';
import { payOut } from './expenses.service.ts';
import {
  claimTemplate,
  dueTemplateIds,
  findRecurringExpense,
  insertRecurringExpense,
  listRecurringExpenses as listRows,
  type RecurringExpenseRow,
  updateRecurringExpenseRow,
} from './recurring-expenses.repo.ts';

type TemplateCreate = z.output<typeof recurringExpenseCreateSchema>;
type TemplateUpdate = z.output<typeof recurringExpenseUpdateSchema>;

/** The job that generates due expenses: one company's after a change, every company's on the hourly tick. */
export const RECURRING_EXPENSES_JOB = 'expenses.recurring';

const templateNotFound = () => new AppError('not_found', { resource: 'resource.recurring_expense' });

export function toRecurringExpenseDto(row: RecurringExpenseRow): RecurringExpenseRecord {
  return {
    id: row.id,
    category: row.category,
    item_category: row.item_category,
    nature: row.nature as ExpenseNature | null,
    label: row.label,
    amount: row.amount,
    amount_includes_taxes: row.amount_includes_taxes,
    tax_ids: row.tax_ids,
    tax_deductible: row.tax_deductible,
    payee: row.payee,
    supplier_id: row.supplier_id,
    payment_method_id: row.payment_method_id,
    treasury_account_id: row.treasury_account_id,
    notes: row.notes,
    currency: row.currency,
    frequency: row.frequency,
    interval: row.interval,
    day: row.day,
    start_date: row.start_date,
    end_date: row.end_date,
    auto_pay: row.auto_pay,
    due_days: row.due_days,
    is_active: row.is_active,
    next_run_on: row.next_run_on,
    last_run_on: row.last_run_on,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ruleOf = (
  row: Pick<RecurringExpenseRow, 'frequency' | 'interval' | 'day' | 'start_date' | 'end_date'>,
) =>
  ({
    frequency: row.frequency,
    interval: row.interval,
    day: row.day,
    start_date: row.start_date,
    end_date: row.end_date,
  }) satisfies RecurrenceRule;

function assertRule(rule: RecurrenceRule) {
  const errors = recurrenceErrors(rule);
  const fields = Object.entries(errors);
  if (fields.length > 0) {
    throw new AppError(
      'validation_failed',
      {},
      Object.fromEntries(fields.map(([field, keys]) => [field, keys.map((key) => `expenses.${key}`)])),
    );
  }
}

/** Checks what the template will use each time; the figures are checked once now. */
async function assertTemplateInputs(
  tx: Executor,
  companyId: string,
  currency: string,
  input: {
    amount: number;
    amount_includes_taxes: boolean;
    tax_deductible: boolean;
    tax_ids: string[];
    supplier_id?: string | null | undefined;
    payment_method_id?: string | null | undefined;
    treasury_account_id?: string | null | undefined;
  },
  keepTaxes: string[] = [],
) {
  await assertSupplier(tx, companyId, input.supplier_id);
  await assertMethod(tx, companyId, input.payment_method_id);
  if (input.treasury_account_id)
    await payingAccount(tx, companyId, { treasury_account_id: input.treasury_account_id });
  figuresOf(input, await resolveTaxes(tx, companyId, input.tax_ids, keepTaxes), currency);
}

const queueRun = (tx: Executor, companyId: string) =>
  enqueueJob(tx, { type: RECURRING_EXPENSES_JOB, companyId });

export async function listRecurringExpenses(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<RecurringExpenseRow>> {
  return listRows(ctx.db, scope.companyId, query);
}

export async function getRecurringExpense(ctx: AppContext, scope: Scope, id: string) {
  const row = await findRecurringExpense(ctx.db, scope.companyId, id);
  if (!row) throw templateNotFound();
  return row;
}

export async function createRecurringExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: TemplateCreate,
): Promise<RecurringExpenseRow> {
  const { companyId } = scope;
  const rule: RecurrenceRule = {
    frequency: input.frequency,
    interval: input.interval ?? 1,
    day: input.day,
    start_date: input.start_date,
    end_date: input.end_date ?? null,
  };
  assertRule(rule);
  const facts = await companyMoneyFacts(ctx.db, companyId);
  const row = await ctx.db.transaction(async (tx) => {
    const values = {
      amount: input.amount,
      amount_includes_taxes: input.amount_includes_taxes ?? true,
      tax_deductible: input.tax_deductible ?? true,
      tax_ids: [...new Set(input.tax_ids ?? [])],
    };
    await assertTemplateInputs(tx, companyId, facts.currency, { ...input, ...values });
    const inserted = await insertRecurringExpense(tx, {
      company_id: companyId,
      category: input.category,
      item_category: input.item_category ?? null,
      nature: input.nature ?? null,
      label: input.label,
      currency: facts.currency,
      payee: input.payee ?? null,
      supplier_id: input.supplier_id ?? null,
      payment_method_id: input.payment_method_id ?? null,
      treasury_account_id: input.treasury_account_id ?? null,
      notes: input.notes ?? null,
      ...values,
      frequency: rule.frequency,
      interval: rule.interval,
      day: rule.day,
      start_date: rule.start_date,
      end_date: rule.end_date ?? null,
      auto_pay: input.auto_pay ?? false,
      due_days: input.due_days ?? 0,
      is_active: input.is_active ?? true,
      next_run_on: occurrenceOnOrAfter(rule, rule.start_date),
      created_by: actorId,
    });
    await recordEvent(tx, {
      companyId,
      type: 'recurring_expense.created',
      subjectId: inserted.id,
      actorUserId: actorId,
      payload: { label: inserted.label, frequency: inserted.frequency, amount: inserted.amount },
    });
    await queueRun(tx, companyId);
    return inserted;
  });
  ctx.jobs.poke();
  return row;
}

/**
 * PATCH/PUT. A change of rule moves the next occurrence (from the day after the last one made); a
 * template switched back on does not make up for the time it was off. Expenses already made stay.
 */
export async function updateRecurringExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: TemplateUpdate,
): Promise<RecurringExpenseRow> {
  const { companyId } = scope;
  const facts = await companyMoneyFacts(ctx.db, companyId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findRecurringExpense(tx, companyId, id, { lock: true });
    if (!current) throw templateNotFound();
    const merged = { ...current, ...definedOf(input) };
    const rule = ruleOf(merged);
    assertRule(rule);
    await assertTemplateInputs(
      tx,
      companyId,
      facts.currency,
      { ...merged, tax_ids: [...new Set(merged.tax_ids)] },
      current.tax_ids,
    );
    const ruleChanged = (['frequency', 'interval', 'day', 'start_date', 'end_date'] as const).some(
      (field) => input[field] !== undefined && input[field] !== current[field],
    );
    const resumed = input.is_active === true && !current.is_active;
    let nextRunOn = current.next_run_on;
    if (ruleChanged || resumed) {
      const afterLast = current.last_run_on ? addDaysToDate(current.last_run_on, 1) : rule.start_date;
      const today = todayIn(facts.timezone);
      nextRunOn = occurrenceOnOrAfter(rule, resumed && afterLast < today ? today : afterLast);
    }
    const updated = await updateRecurringExpenseRow(tx, companyId, id, {
      ...definedOf(input),
      ...(input.tax_ids ? { tax_ids: [...new Set(input.tax_ids)] } : {}),
      next_run_on: nextRunOn,
    });
    await recordEvent(tx, {
      companyId,
      type: 'recurring_expense.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    await queueRun(tx, companyId);
    return updated;
  });
  ctx.jobs.poke();
  return row;
}

/** The fields the request gave (undefined means "unchanged"). */
function definedOf<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export async function deleteRecurringExpense(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findRecurringExpense(tx, companyId, id, { lock: true });
    if (!current) throw templateNotFound();
    await updateRecurringExpenseRow(tx, companyId, id, { deleted_at: new Date(), is_active: false });
    await recordEvent(tx, {
      companyId,
      type: 'recurring_expense.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { label: current.label },
    });
  });
}

/** One template's due occurrences, in one transaction holding its row (others skip it meanwhile). */
async function runTemplate(ctx: AppContext, id: string, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const template = await claimTemplate(tx, id);
    if (!template?.next_run_on) return 0;
    const facts = await companyMoneyFacts(tx, template.company_id);
    const today = todayIn(facts.timezone, now);
    const rule = ruleOf(template);
    const dates = occurrencesThrough(rule, template.next_run_on, today);
    if (dates.length === 0) return 0;
    // Taxes deleted since the template was made stop applying; the others are read as they are now.
    const taxRows = await taxesByIds(tx, template.company_id, template.tax_ids);
    const figures = figuresOf(template, taxRows, template.currency);
    let accountId: string | null = null;
    if (template.auto_pay) {
      accountId = await payingAccount(tx, template.company_id, template).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
    }
    let created = 0;
    for (const date of dates) {
      const paid = accountId !== null;
      const expense = await insertOccurrence(tx, {
        company_id: template.company_id,
        category: template.category,
        item_category: template.item_category,
        nature: template.nature,
        label: template.label,
        amount_includes_taxes: template.amount_includes_taxes,
        tax_deductible: template.tax_deductible,
        currency: template.currency,
        payee: template.payee,
        supplier_id: template.supplier_id,
        payment_method_id: template.payment_method_id,
        treasury_account_id: accountId ?? template.treasury_account_id,
        notes: template.notes,
        ...figures,
        date,
        status: paid ? 'paid' : 'unpaid',
        paid_on: paid ? date : null,
        due_date: paid ? null : addDaysToDate(date, template.due_days),
        recurring_expense_id: template.id,
        occurrence_date: date,
        created_by: template.created_by,
      });
      if (!expense) continue;
      created++;
      if (paid) {
        const when = instantOf(date, facts.timezone, now);
        const transactionId = await payOut(tx, expense, accountId!, when, 'expense', template.created_by);
        await updateExpenseRow(tx, template.company_id, expense.id, { transaction_id: transactionId });
      }
      await postNewExpense(tx, expense, template.created_by);
      await recordEvent(tx, {
        companyId: template.company_id,
        type: 'expense.created',
        subjectId: expense.id,
        payload: { amount: expense.amount, recurring_expense_id: template.id, occurrence: date },
      });
    }
    const last = dates.at(-1)!;
    await updateRecurringExpenseRow(tx, template.company_id, template.id, {
      last_run_on: last,
      next_run_on: occurrenceAfter(rule, last),
    });
    return created;
  });
}

/**
 * Creates every expense whose day has come, once: each template is claimed with SKIP LOCKED and
 * advanced in the same transaction, and an occurrence is unique per template and day, so a re-run or
 * a concurrent run (another process) creates nothing twice. Returns how many were created.
 */
export async function generateDueExpenses(
  ctx: AppContext,
  options: { companyId?: string | null; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let created = 0;
  for (const id of await dueTemplateIds(ctx.db, now, options.companyId ?? null)) {
    try {
      created += await runTemplate(ctx, id, now);
    } catch (error) {
      ctx.log.error({ err: error, recurringExpenseId: id }, 'recurring expense failed');
    }
  }
  return created;
}
