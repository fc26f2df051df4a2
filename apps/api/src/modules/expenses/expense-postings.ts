import {
  EXPENSE_NATURES,
  type ExpenseCategory,
  type ExpenseItemCategory,
  type ExpenseNature,
  type JournalEntryDraft,
  postExpense,
  postExpensePayment,
} from '@comptoir/core';
import type { Tx } from '../../db/client.ts';
import { loadChart } from '../accounting/chart.ts';
import { companyCalendar, dateIn, liveEntriesOf, reverseSource } from '../accounting/ledger.service.ts';
import { repostSource, treasuryRefOf } from '../treasury/treasury-postings.ts';
import type { ExpenseRow } from './expenses.repo.ts';

// The seam between expenses and the books, called inside the transaction that records the expense
// so both commit (or roll back) together: a date in a locked period is refused (409 period_locked).
// Its treasury outflow is the expense's own (source expense / expense_payment) and is never posted
// again from the treasury side.

const isNature = (value: string | null): value is ExpenseNature =>
  value !== null && Object.hasOwn(EXPENSE_NATURES, value);

const payeeOf = (expense: ExpenseRow) =>
  expense.supplier_id ? { kind: 'supplier' as const, id: expense.supplier_id } : null;

/**
 * The expense's entries as they should stand: the charge (paid on the spot from its treasury
 * account, or owed on 401/422) and, when it was paid later, the payment settling 401/422.
 */
async function draftsOf(
  tx: Tx,
  expense: ExpenseRow,
  paidLater: boolean,
): Promise<{
  charge: JournalEntryDraft[];
  payment: JournalEntryDraft[];
  chart: Awaited<ReturnType<typeof loadChart>>;
}> {
  const chart = await loadChart(tx, expense.company_id);
  const paidAtOnce = expense.status === 'paid' && !paidLater && expense.treasury_account_id !== null;
  const money =
    expense.status === 'paid' && expense.treasury_account_id
      ? await treasuryRefOf(tx, expense.company_id, expense.treasury_account_id, chart)
      : null;
  const payee = payeeOf(expense);
  const paysLater = expense.status === 'paid' && !paidAtOnce && money !== null;
  // The company's language, read as every posting reads it (companyCalendar), for the labels of
  // ours: the charge of an expense without a label, a later payment. An expense's own label is the
  // merchant's text, kept as typed.
  const { locale } = await companyCalendar(tx, expense.company_id);
  const charge = postExpense(
    {
      id: expense.id,
      date: expense.date,
      label: expense.label,
      category: expense.category as ExpenseCategory,
      item_category: (expense.item_category as ExpenseItemCategory | null) ?? null,
      nature: isNature(expense.nature) ? expense.nature : null,
      net: expense.net_amount,
      taxes: expense.taxes.map((tax) => ({
        amount: tax.amount,
        is_withholding: tax.is_withholding,
        deductible: expense.tax_deductible,
      })),
      total: expense.amount,
      payee,
      paid_from: paidAtOnce ? money : null,
      due_date: expense.due_date,
    },
    { chart: chart.accounts, locale },
  );
  const payment =
    paysLater && money
      ? postExpensePayment(
          {
            id: expense.id,
            date: expense.paid_on ?? expense.date,
            amount: expense.amount,
            expense: { category: expense.category as ExpenseCategory, payee },
            treasury: money,
          },
          { chart: chart.accounts, locale },
        ).map((draft) => (expense.label ? { ...draft, label: `${draft.label} — ${expense.label}` } : draft))
      : [];
  return { charge, payment, chart };
}

/** A new expense (by hand or generated from a template): its charge, paid or owed. */
export async function postNewExpense(tx: Tx, expense: ExpenseRow, actorId: string | null): Promise<void> {
  const { charge, chart } = await draftsOf(tx, expense, false);
  await repostSource(tx, expense.company_id, charge, actorId, chart);
}

/** An owed expense paid: 401/422 settled from the treasury account (journal CA/BQ). */
export async function postExpensePaid(tx: Tx, expense: ExpenseRow, actorId: string | null): Promise<void> {
  const { payment, chart } = await draftsOf(tx, expense, true);
  await repostSource(tx, expense.company_id, payment, actorId, chart);
}

/** A deleted expense: its live entries (charge and payment) cancelled by mirror entries dated today. */
export async function reverseExpense(tx: Tx, expense: ExpenseRow, actorId: string | null): Promise<void> {
  const { timezone, locale } = await companyCalendar(tx, expense.company_id);
  const date = dateIn(timezone, new Date());
  for (const kind of ['expense_payment', 'expense'] as const)
    await reverseSource(tx, expense.company_id, kind, expense.id, { date, locale, actorId });
}

const POSTED_FIELDS = [
  'amount',
  'net_amount',
  'tax_amount',
  'date',
  'paid_on',
  'due_date',
  'category',
  'item_category',
  'nature',
  'supplier_id',
  'treasury_account_id',
  'tax_deductible',
  'label',
] as const;

/**
 * An expense changed: when a figure the books show moved, its live entries are reversed today and
 * posted again as it now stands. An expense that was never posted is left alone.
 */
export async function repostExpense(
  tx: Tx,
  before: ExpenseRow,
  after: ExpenseRow,
  actorId: string | null,
): Promise<void> {
  const changed =
    POSTED_FIELDS.some((field) => before[field] !== after[field]) ||
    JSON.stringify(before.taxes) !== JSON.stringify(after.taxes);
  if (!changed) return;
  const charges = await liveEntriesOf(tx, after.company_id, 'expense', after.id);
  if (charges.length === 0) return;
  const paidLater = (await liveEntriesOf(tx, after.company_id, 'expense_payment', after.id)).length > 0;
  await reverseExpense(tx, before, actorId);
  const { charge, payment, chart } = await draftsOf(tx, after, paidLater);
  await repostSource(tx, after.company_id, charge, actorId, chart);
  await repostSource(tx, after.company_id, payment, actorId, chart);
}
