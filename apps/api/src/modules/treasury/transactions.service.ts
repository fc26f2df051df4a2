import {
  addDaysToDate,
  isHandMadeSource,
  type TransactionRecord,
  type TransferRecord,
  type transactionCreateSchema,
  type transactionUpdateSchema,
  type transferCreateSchema,
} from '@comptoir/core';
import { and, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { treasuryTransactions } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListQuery, parseListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { dateIn } from '../accounting/ledger.service.ts';
import { companyMoneyFacts, dayStart, instantOf } from './company-calendar.ts';
import {
  findTransaction,
  insertTransactions,
  listTransactions as listTransactionRows,
  type TransactionListRow,
  type TransactionRow,
  transactionListSpec,
  transactionsOfSource,
  updateTransactionRow,
} from './transactions.repo.ts';
import { toTransactionDto } from './treasury.dto.ts';
import { findTreasuryAccount } from './treasury-accounts.repo.ts';
import {
  movementCounterAccount,
  postMovement,
  postTransfer,
  reverseMovement,
  reverseTransfer,
} from './treasury-postings.ts';

type TransactionCreate = z.output<typeof transactionCreateSchema>;
type TransactionUpdate = z.output<typeof transactionUpdateSchema>;
type TransferCreate = z.output<typeof transferCreateSchema>;

const transactionNotFound = () => new AppError('not_found', { resource: 'resource.transaction' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });
const reconciledConflict = () => new AppError('conflict', {}, { reconciled_at: ['treasury.reconciled'] });

/** Filters read here rather than by the list spec: company days and the reconciled flag. */
const OWN_FILTERS = ['filter[occurred_from]', 'filter[occurred_to]', 'filter[reconciled]'] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The list query of GET /transactions (and of the export): the spec's filters plus the dates and reconciled. */
export function parseTransactionQuery(raw: Record<string, unknown>, timezone: string): ListQuery {
  const rest: Record<string, unknown> = {};
  const own: Partial<Record<(typeof OWN_FILTERS)[number], unknown>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if ((OWN_FILTERS as readonly string[]).includes(key)) own[key as (typeof OWN_FILTERS)[number]] = value;
    else rest[key] = value;
  }
  const query = parseListQuery(rest, transactionListSpec);
  const conditions: SQL[] = [];
  const day = (key: (typeof OWN_FILTERS)[number]) => {
    const value = own[key];
    if (value === undefined) return null;
    if (typeof value !== 'string' || !DATE_ONLY.test(value) || Number.isNaN(Date.parse(value)))
      throw new AppError('invalid_parameter', { parameter: key });
    return value;
  };
  const from = day('filter[occurred_from]');
  const to = day('filter[occurred_to]');
  if (from) conditions.push(gte(treasuryTransactions.occurred_at, dayStart(from, timezone)));
  if (to) conditions.push(lt(treasuryTransactions.occurred_at, dayStart(addDaysToDate(to, 1), timezone)));
  const reconciled = own['filter[reconciled]'];
  if (reconciled !== undefined) {
    if (!['true', 'false', '1', '0'].includes(String(reconciled)))
      throw new AppError('invalid_parameter', { parameter: 'filter[reconciled]' });
    conditions.push(
      reconciled === 'true' || reconciled === '1'
        ? isNotNull(treasuryTransactions.reconciled_at)
        : isNull(treasuryTransactions.reconciled_at),
    );
  }
  if (conditions.length === 0) return query;
  return { ...query, where: and(query.where, ...conditions), narrowed: true };
}

export async function listTransactions(
  ctx: AppContext,
  scope: Scope,
  raw: Record<string, unknown>,
  paging?: { page: number; perPage: number },
): Promise<Page<TransactionRecord>> {
  const facts = await companyMoneyFacts(ctx.db, scope.companyId);
  const query = { ...parseTransactionQuery(raw, facts.timezone), ...(paging ?? {}) };
  const page = await listTransactionRows(ctx.db, scope.companyId, query);
  return { rows: page.rows.map((row) => toTransactionDto(row, facts.currency)), meta: page.meta };
}

async function view(db: Executor, companyId: string, id: string): Promise<TransactionRecord> {
  const [row, facts] = await Promise.all([
    findTransaction(db, companyId, id),
    companyMoneyFacts(db, companyId),
  ]);
  if (!row) throw transactionNotFound();
  return toTransactionDto(row, facts.currency);
}

export const getTransaction = (ctx: AppContext, scope: Scope, id: string) =>
  view(ctx.db, scope.companyId, id);

/** A live account of the company that may take new movements (not archived). */
async function usableAccount(tx: Executor, companyId: string, id: string, field: string) {
  const account = await findTreasuryAccount(tx, companyId, id);
  if (!account) throw fieldError(field, 'treasury.unknown_account');
  if (account.is_archived) throw fieldError(field, 'treasury.account_archived');
  return account;
}

export async function createTransaction(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: TransactionCreate,
): Promise<TransactionRecord> {
  const { companyId } = scope;
  const { timezone } = await companyMoneyFacts(ctx.db, companyId);
  const id = await ctx.db.transaction(async (tx) => {
    await usableAccount(tx, companyId, input.account_id, 'account_id');
    const [row] = await insertTransactions(tx, [
      {
        company_id: companyId,
        account_id: input.account_id,
        direction: input.direction,
        amount: input.amount,
        occurred_at: instantOf(input.occurred_at, timezone),
        label: input.label,
        reference: input.reference ?? null,
        notes: input.notes ?? null,
        source: 'manual',
        created_by: actorId,
      },
    ]);
    await postMovement(
      tx,
      companyId,
      {
        transactionId: row!.id,
        date: dateIn(timezone, row!.occurred_at),
        direction: input.direction,
        amount: input.amount,
        accountId: input.account_id,
        ledgerAccount: input.ledger_account ?? null,
        label: input.label,
        reference: input.reference ?? null,
      },
      actorId,
    );
    await recordEvent(tx, {
      companyId,
      type: 'transaction.created',
      subjectId: row!.id,
      actorUserId: actorId,
      payload: { account_id: input.account_id, direction: input.direction, amount: input.amount },
    });
    return row!.id;
  });
  return view(ctx.db, companyId, id);
}

/** Money moved between two accounts: an outflow and an inflow sharing the transfer's id. */
export async function createTransfer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: TransferCreate,
): Promise<TransferRecord> {
  const { companyId } = scope;
  if (input.from_account_id === input.to_account_id)
    throw fieldError('to_account_id', 'treasury.same_account');
  const { timezone } = await companyMoneyFacts(ctx.db, companyId);
  const transferId = uuidv7();
  const legs = await ctx.db.transaction(async (tx) => {
    await usableAccount(tx, companyId, input.from_account_id, 'from_account_id');
    await usableAccount(tx, companyId, input.to_account_id, 'to_account_id');
    const common = {
      company_id: companyId,
      amount: input.amount,
      occurred_at: instantOf(input.occurred_at, timezone),
      label: input.label ?? null,
      reference: input.reference ?? null,
      notes: input.notes ?? null,
      source: 'transfer' as const,
      source_id: transferId,
      created_by: actorId,
    };
    const rows = await insertTransactions(tx, [
      {
        ...common,
        account_id: input.from_account_id,
        direction: 'out',
        counterpart_account_id: input.to_account_id,
      },
      {
        ...common,
        account_id: input.to_account_id,
        direction: 'in',
        counterpart_account_id: input.from_account_id,
      },
    ]);
    await postTransfer(
      tx,
      companyId,
      {
        transferId,
        date: dateIn(timezone, common.occurred_at),
        amount: input.amount,
        fromAccountId: input.from_account_id,
        toAccountId: input.to_account_id,
      },
      actorId,
    );
    await recordEvent(tx, {
      companyId,
      type: 'transaction.transferred',
      subjectId: transferId,
      actorUserId: actorId,
      payload: { from: input.from_account_id, to: input.to_account_id, amount: input.amount },
    });
    return rows;
  });
  const [out, into] = await Promise.all([
    view(ctx.db, companyId, legs.find((l) => l.direction === 'out')!.id),
    view(ctx.db, companyId, legs.find((l) => l.direction === 'in')!.id),
  ]);
  return { transfer_id: transferId, out, in: into };
}

/** The rows an edit or a deletion of `row` touches: a transfer's two legs, else the row alone. */
async function rowsMovingTogether(
  tx: Tx,
  companyId: string,
  row: TransactionListRow,
): Promise<TransactionRow[]> {
  if (row.source !== 'transfer' || !row.source_id) return [row];
  return transactionsOfSource(tx, companyId, 'transfer', row.source_id, { lock: true });
}

/**
 * PATCH/PUT. Any row not reconciled takes a new label, reference and notes; amount, date, account
 * and direction change only on hand-made rows (a transfer's amount and date on both legs, its
 * account on this leg and the other's counterpart). A reconciled row is frozen (409).
 */
export async function updateTransaction(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: TransactionUpdate,
): Promise<TransactionRecord> {
  const { companyId } = scope;
  const { timezone } = await companyMoneyFacts(ctx.db, companyId);
  await ctx.db.transaction(async (tx) => {
    const current = await findTransaction(tx, companyId, id, { lock: true });
    if (!current) throw transactionNotFound();
    const together = await rowsMovingTogether(tx, companyId, current);
    if (together.some((row) => row.reconciled_at)) throw reconciledConflict();
    const moneyFields = (['account_id', 'direction', 'amount', 'occurred_at'] as const).filter(
      (field) => input[field] !== undefined,
    );
    if (moneyFields.length > 0 && !isHandMadeSource(current.source))
      throw fieldError(moneyFields[0]!, 'treasury.not_hand_made');
    if (current.source === 'transfer' && input.direction && input.direction !== current.direction)
      throw fieldError('direction', 'treasury.transfer_direction');
    const other = together.find((row) => row.id !== current.id);
    if (input.account_id && input.account_id !== current.account_id) {
      await usableAccount(tx, companyId, input.account_id, 'account_id');
      if (other && other.account_id === input.account_id)
        throw fieldError('account_id', 'treasury.same_account');
    }
    const shared = {
      ...(input.amount !== undefined ? { amount: input.amount } : {}),
      ...(input.occurred_at !== undefined ? { occurred_at: instantOf(input.occurred_at, timezone) } : {}),
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(input.reference !== undefined ? { reference: input.reference } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    };
    await updateTransactionRow(tx, companyId, id, {
      ...shared,
      ...(input.account_id ? { account_id: input.account_id } : {}),
      ...(input.direction && current.source === 'manual' ? { direction: input.direction } : {}),
    });
    if (other) {
      await updateTransactionRow(tx, companyId, other.id, {
        ...shared,
        ...(input.account_id ? { counterpart_account_id: input.account_id } : {}),
      });
    }
    const counter =
      current.source === 'manual' && moneyFields.length > 0
        ? await movementCounterAccount(tx, companyId, id, current.account_id)
        : null;
    if (counter) {
      // The books follow a hand-made movement: reversed today, posted again against the same account.
      const changed = await findTransaction(tx, companyId, id);
      await reverseMovement(tx, companyId, id, actorId);
      await postMovement(
        tx,
        companyId,
        {
          transactionId: id,
          date: dateIn(timezone, changed!.occurred_at),
          direction: changed!.direction,
          amount: changed!.amount,
          accountId: changed!.account_id,
          ledgerAccount: counter,
          label: changed!.label,
          reference: changed!.reference,
        },
        actorId,
      );
    }
    if (current.source === 'transfer' && current.source_id && other && moneyFields.length > 0) {
      // The books follow: the transfer's entries reversed today and posted again as it now stands.
      const out = current.direction === 'out' ? current : other;
      const into = current.direction === 'out' ? other : current;
      const moved = (row: TransactionRow) => (row.id === id ? input.account_id : undefined) ?? row.account_id;
      await reverseTransfer(tx, companyId, current.source_id, actorId);
      await postTransfer(
        tx,
        companyId,
        {
          transferId: current.source_id,
          date: dateIn(timezone, shared.occurred_at ?? current.occurred_at),
          amount: input.amount ?? current.amount,
          fromAccountId: moved(out),
          toAccountId: moved(into),
        },
        actorId,
      );
    }
    await recordEvent(tx, {
      companyId,
      type: 'transaction.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
  });
  return view(ctx.db, companyId, id);
}

/** Ticks a transaction off against a statement (or clears the tick); asking twice changes nothing. */
export async function setReconciled(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  reconciled: boolean,
): Promise<TransactionRecord> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findTransaction(tx, companyId, id, { lock: true });
    if (!current) throw transactionNotFound();
    if ((current.reconciled_at !== null) === reconciled) return;
    await updateTransactionRow(tx, companyId, id, {
      reconciled_at: reconciled ? new Date() : null,
      reconciled_by: reconciled ? actorId : null,
    });
    await recordEvent(tx, {
      companyId,
      type: reconciled ? 'transaction.reconciled' : 'transaction.unreconciled',
      subjectId: id,
      actorUserId: actorId,
      payload: { account_id: current.account_id },
    });
  });
  return view(ctx.db, companyId, id);
}

/** Deletes a hand-made transaction (both legs of a transfer); reconciled ones stay (409). */
export async function deleteTransaction(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findTransaction(tx, companyId, id, { lock: true });
    if (!current) throw transactionNotFound();
    if (!isHandMadeSource(current.source))
      throw new AppError('conflict', {}, { source: ['treasury.not_hand_made'] });
    const together = await rowsMovingTogether(tx, companyId, current);
    if (together.some((row) => row.reconciled_at)) throw reconciledConflict();
    const now = new Date();
    for (const row of together) await updateTransactionRow(tx, companyId, row.id, { deleted_at: now });
    if (current.source === 'transfer' && current.source_id)
      await reverseTransfer(tx, companyId, current.source_id, actorId);
    if (current.source === 'manual') await reverseMovement(tx, companyId, id, actorId);
    await recordEvent(tx, {
      companyId,
      type: 'transaction.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { source: current.source, amount: current.amount },
    });
  });
}
