import {
  type ChartAccount,
  defaultTreasuryAccountCode,
  merchantAccount,
  SYSCOHADA_ACCOUNTS,
  type TreasuryAccountRecord,
  type TreasuryBalance,
  treasuryAccountCodeErrors,
  type treasuryAccountCreateSchema,
  type treasuryAccountUpdateSchema,
} from '@comptoir/core';
import { and, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { balanceBound, companyMoneyFacts, todayIn } from './company-calendar.ts';
import { type AccountFigures, toTreasuryAccountDto } from './treasury.dto.ts';
import {
  findTreasuryAccount,
  hasTransactions,
  insertTreasuryAccount,
  linkedMethods,
  listTreasuryAccounts,
  methodsOf,
  movementTotals,
  netMovements,
  setLinkedMethods,
  type TreasuryAccountRow,
  unreconciledCounts,
  updateTreasuryAccountRow,
} from './treasury-accounts.repo.ts';

type AccountCreate = z.output<typeof treasuryAccountCreateSchema>;
type AccountUpdate = z.output<typeof treasuryAccountUpdateSchema>;

export const accountNotFound = () => new AppError('not_found', { resource: 'resource.treasury_account' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

/** The chart a treasury code is checked against: the seed plus the company's own class-5 accounts. */
async function treasuryChart(db: Executor, companyId: string): Promise<readonly ChartAccount[]> {
  const own = await db
    .select({ code: ledgerAccounts.code, label: ledgerAccounts.label })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.company_id, companyId), like(ledgerAccounts.code, '5%')));
  if (own.length === 0) return SYSCOHADA_ACCOUNTS;
  return [
    ...SYSCOHADA_ACCOUNTS,
    ...own.map((a) => merchantAccount(a.code, { fr: a.label, en: a.label, es: a.label })),
  ];
}

async function assertTreasuryCode(db: Executor, companyId: string, code: string) {
  const [rule] = treasuryAccountCodeErrors(code, await treasuryChart(db, companyId));
  if (rule === 'treasury_code_not_treasury')
    throw fieldError('accounting_code', 'treasury.code_not_treasury');
  if (rule) throw fieldError('accounting_code', 'treasury.code_not_postable');
}

async function assertMethods(db: Executor, companyId: string, ids: string[]) {
  const found = new Set((await methodsOf(db, companyId, ids)).map((m) => m.id));
  ids.forEach((id, index) => {
    if (!found.has(id)) throw fieldError(`payment_method_ids.${index}`, 'treasury.unknown_payment_method');
  });
}

/** Balance now, transactions to reconcile and linked methods of each account, in three queries. */
export async function accountFigures(
  db: Executor,
  companyId: string,
  rows: TreasuryAccountRow[],
  timezone: string,
): Promise<Map<string, AccountFigures>> {
  const ids = rows.map((r) => r.id);
  const { until, through } = balanceBound(undefined, timezone);
  const [nets, unreconciled, methods] = await Promise.all([
    netMovements(db, companyId, ids, until),
    unreconciledCounts(db, companyId, ids),
    linkedMethods(db, companyId, ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        balance: (row.opening_date <= through ? row.opening_balance : 0) + (nets.get(row.id) ?? 0),
        unreconciled_count: unreconciled.get(row.id) ?? 0,
        payment_method_ids: methods.get(row.id) ?? [],
      },
    ]),
  );
}

export async function listAccounts(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<TreasuryAccountRecord>> {
  const page = await listTreasuryAccounts(ctx.db, scope.companyId, query);
  const { timezone } = await companyMoneyFacts(ctx.db, scope.companyId);
  const figures = await accountFigures(ctx.db, scope.companyId, page.rows, timezone);
  return { rows: page.rows.map((row) => toTreasuryAccountDto(row, figures.get(row.id)!)), meta: page.meta };
}

async function accountView(db: Executor, companyId: string, row: TreasuryAccountRow) {
  const { timezone } = await companyMoneyFacts(db, companyId);
  const figures = await accountFigures(db, companyId, [row], timezone);
  return toTreasuryAccountDto(row, figures.get(row.id)!);
}

export async function getAccount(ctx: AppContext, scope: Scope, id: string): Promise<TreasuryAccountRecord> {
  const row = await findTreasuryAccount(ctx.db, scope.companyId, id);
  if (!row) throw accountNotFound();
  return accountView(ctx.db, scope.companyId, row);
}

/** GET /treasury-accounts/:id/balance?at=: the opening balance plus every movement up to `at`. */
export async function accountBalance(
  ctx: AppContext,
  scope: Scope,
  id: string,
  at: string | undefined,
): Promise<TreasuryBalance> {
  const row = await findTreasuryAccount(ctx.db, scope.companyId, id);
  if (!row) throw accountNotFound();
  const { timezone } = await companyMoneyFacts(ctx.db, scope.companyId);
  const { until, through } = balanceBound(at, timezone);
  const totals = await movementTotals(ctx.db, scope.companyId, id, until);
  const opening = row.opening_date <= through ? row.opening_balance : 0;
  return {
    account_id: id,
    at: at ?? until.toISOString(),
    opening_balance: opening,
    total_in: totals.total_in,
    total_out: totals.total_out,
    balance: opening + totals.total_in - totals.total_out,
    currency: row.currency,
  };
}

export async function createAccount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: AccountCreate,
): Promise<TreasuryAccountRecord> {
  const { companyId } = scope;
  const code = input.accounting_code || defaultTreasuryAccountCode(input.kind);
  await assertTreasuryCode(ctx.db, companyId, code);
  const methodIds = [...new Set(input.payment_method_ids ?? [])];
  await assertMethods(ctx.db, companyId, methodIds);
  const facts = await companyMoneyFacts(ctx.db, companyId);
  const row = await ctx.db.transaction(async (tx) => {
    const account = await insertTreasuryAccount(tx, companyId, {
      name: input.name,
      kind: input.kind,
      accounting_code: code,
      currency: facts.currency,
      reference: input.reference ?? null,
      description: input.description ?? null,
      opening_balance: input.opening_balance ?? 0,
      opening_date: input.opening_date ?? todayIn(facts.timezone),
      is_archived: input.is_archived ?? false,
      created_by: actorId,
    });
    if (methodIds.length > 0) await setLinkedMethods(tx, companyId, account.id, methodIds);
    await recordEvent(tx, {
      companyId,
      type: 'treasury_account.created',
      subjectId: account.id,
      actorUserId: actorId,
      payload: { name: account.name, kind: account.kind, accounting_code: account.accounting_code },
    });
    return account;
  });
  return accountView(ctx.db, companyId, row);
}

/** PATCH/PUT: the given fields; payment_method_ids, when given, is the whole list of linked methods. */
export async function updateAccount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: AccountUpdate,
): Promise<TreasuryAccountRecord> {
  const { companyId } = scope;
  const methodIds = input.payment_method_ids ? [...new Set(input.payment_method_ids)] : null;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findTreasuryAccount(tx, companyId, id, { lock: true });
    if (!current) throw accountNotFound();
    const kind = input.kind ?? current.kind;
    // A change of kind carries the code along when it was the kind's own.
    const code =
      input.accounting_code ||
      (input.accounting_code === null ||
      (input.kind &&
        input.kind !== current.kind &&
        current.accounting_code === defaultTreasuryAccountCode(current.kind))
        ? defaultTreasuryAccountCode(kind)
        : current.accounting_code);
    if (code !== current.accounting_code) await assertTreasuryCode(tx, companyId, code);
    if (methodIds) await assertMethods(tx, companyId, methodIds);
    const { payment_method_ids: _ids, accounting_code: _code, ...fields } = input;
    const updated = await updateTreasuryAccountRow(tx, companyId, id, {
      ...fields,
      kind,
      accounting_code: code,
    });
    if (methodIds) await setLinkedMethods(tx, companyId, id, methodIds);
    await recordEvent(tx, {
      companyId,
      type: 'treasury_account.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return updated;
  });
  return accountView(ctx.db, companyId, row);
}

/**
 * Soft delete of an account that never moved money (409 in_use otherwise: archive it instead).
 * Its payment methods are unlinked; their next payment finds an account again.
 */
export async function deleteAccount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findTreasuryAccount(tx, companyId, id, { lock: true });
    if (!current) throw accountNotFound();
    const used = await hasTransactions(tx, companyId, id);
    if (used > 0) {
      throw new AppError('in_use', {
        resource: 'resource.treasury_account',
        used_by: 'resource.transactions',
        count: used,
      });
    }
    await setLinkedMethods(tx, companyId, id, []);
    await updateTreasuryAccountRow(tx, companyId, id, { deleted_at: new Date() });
    await recordEvent(tx, {
      companyId,
      type: 'treasury_account.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { name: current.name },
    });
  });
}
