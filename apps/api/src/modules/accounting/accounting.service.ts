import {
  accountCodeErrors,
  type accountCreateSchema,
  type accountingLockUpdateSchema,
  findAccount,
  type JournalEntryDraft,
  type journalEntryCreateSchema,
  type journalEntryReverseSchema,
  type LedgerAccount,
  type Locale,
  lockChangeErrors,
  merchantAccount,
  reopenFloor,
} from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { accountingLocks, ledgerAccounts } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { accountView, findMerchantAccount, loadChart, seededCodeOf } from './chart.ts';
import { accountUsed } from './journal.repo.ts';
import {
  companyToday,
  findEntry,
  type JournalEntryRow,
  type lockedUntil,
  postEntries,
  reverseEntry,
} from './ledger.service.ts';

const accountNotFound = () => new AppError('not_found', { resource: 'resource.account' });
const entryNotFound = () => new AppError('not_found', { resource: 'resource.journal_entry' });
const fieldErrors = (field: string, keys: string[]) =>
  new AppError('validation_failed', {}, { [field]: keys });

// ——— Accounts ———

export async function listAccounts(ctx: AppContext, scope: Scope, locale: Locale): Promise<LedgerAccount[]> {
  const chart = await loadChart(ctx.db, scope.companyId);
  return chart.accounts.map((account) =>
    accountView(account, chart.accounts, locale, chart.merchant.get(account.code)),
  );
}

export async function getAccount(
  ctx: AppContext,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<LedgerAccount> {
  const chart = await loadChart(ctx.db, scope.companyId);
  const seeded = seededCodeOf(id);
  const code = seeded ?? [...chart.merchant.values()].find((row) => row.id === id)?.code;
  const account = code ? findAccount(code, chart.accounts) : undefined;
  if (!code || !account) throw accountNotFound();
  return accountView(account, chart.accounts, locale, chart.merchant.get(code));
}

export async function createAccount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: z.output<typeof accountCreateSchema>,
  locale: Locale,
): Promise<LedgerAccount> {
  return ctx.db.transaction(async (tx) => {
    const chart = await loadChart(tx, scope.companyId);
    const errors = accountCodeErrors(input.code, chart.accounts);
    if (errors.length > 0)
      throw fieldErrors(
        'code',
        errors.map((e) => `accounting.${e}`),
      );
    const [row] = await tx
      .insert(ledgerAccounts)
      .values({ company_id: scope.companyId, code: input.code, label: input.label, created_by: actorId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldErrors('code', ['accounting.account_code_taken']);
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'account.created',
      subjectId: row.id,
      actorUserId: actorId,
      payload: { code: row.code },
    });
    const account = merchantAccount(row.code, { fr: row.label, en: row.label, es: row.label });
    return accountView(account, [...chart.accounts, account], locale, row);
  });
}

/** Seeded accounts are the same in every company: they are neither renamed nor deleted. */
async function ownAccount(db: Executor, scope: Scope, id: string) {
  if (seededCodeOf(id)) throw new AppError('default_record', { resource: 'resource.account' });
  const row = await findMerchantAccount(db, scope.companyId, id);
  if (!row) throw accountNotFound();
  return row;
}

export async function updateAccount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  label: string,
  locale: Locale,
): Promise<LedgerAccount> {
  await ownAccount(ctx.db, scope, id);
  await ctx.db
    .update(ledgerAccounts)
    .set({ label })
    .where(and(eq(ledgerAccounts.company_id, scope.companyId), eq(ledgerAccounts.id, id)));
  await recordEvent(ctx.db, {
    companyId: scope.companyId,
    type: 'account.updated',
    subjectId: id,
    actorUserId: actorId,
    payload: { label },
  });
  return getAccount(ctx, scope, id, locale);
}

export async function deleteAccount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await ownAccount(tx, scope, id);
    const used = await accountUsed(tx, scope.companyId, row.code);
    if (used > 0) {
      throw new AppError('in_use', {
        resource: 'resource.account',
        used_by: 'resource.journal_lines',
        count: used,
      });
    }
    await tx
      .delete(ledgerAccounts)
      .where(and(eq(ledgerAccounts.company_id, scope.companyId), eq(ledgerAccounts.id, id)));
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'account.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { code: row.code },
    });
  });
}

// ——— Journal entries ———

export async function getEntry(ctx: AppContext, scope: Scope, id: string): Promise<JournalEntryRow> {
  const row = await findEntry(ctx.db, scope.companyId, id);
  if (!row) throw entryNotFound();
  return row;
}

/** A manual entry (usually OD): balanced, on postable accounts, outside the locked period. */
export async function createManualEntry(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: z.output<typeof journalEntryCreateSchema>,
): Promise<JournalEntryRow> {
  const draft: JournalEntryDraft = {
    journal: input.journal,
    date: input.date,
    label: input.label,
    reference: input.reference ?? null,
    source: null,
    lines: input.lines.map((line) => ({
      account: line.account,
      debit: line.debit,
      credit: line.credit,
      label: line.label ?? null,
      partner: line.partner_type && line.partner_id ? { kind: line.partner_type, id: line.partner_id } : null,
    })),
  };
  return ctx.db.transaction(async (tx) => {
    const [entry] = await postEntries(tx, scope.companyId, [draft], actorId);
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'journal_entry.created',
      subjectId: entry!.id,
      actorUserId: actorId,
      payload: { journal: entry!.journal, total: entry!.total },
    });
    return entry!;
  });
}

/**
 * Reverses a manual entry. An automatic entry follows its document: a sale is cancelled or
 * credited, a payment voided — reversing it here would leave the document and the books apart.
 */
export async function reverseManualEntry(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: z.output<typeof journalEntryReverseSchema>,
): Promise<JournalEntryRow> {
  return ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, scope.companyId, id, { lock: true });
    if (!entry) throw entryNotFound();
    if (entry.source_kind && entry.source_kind !== 'manual') {
      throw new AppError('automatic_entry', { source: `accounting.source.${entry.source_kind}` });
    }
    if (entry.reversal_of) {
      throw new AppError('automatic_entry', { source: 'accounting.source.reversal' });
    }
    const date = input.date ?? (await companyToday(tx, scope.companyId));
    const reversal = await reverseEntry(tx, scope.companyId, entry, {
      date,
      label: input.label ?? null,
      actorId,
    });
    if (!reversal) {
      throw new AppError('document_exists', {
        resource: 'resource.journal_entry',
        document: 'accounting.a_reversal',
      });
    }
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'journal_entry.reversed',
      subjectId: entry.id,
      actorUserId: actorId,
      payload: { reversal_id: reversal.id },
    });
    return reversal;
  });
}

// ——— Period lock ———

export async function getLock(ctx: AppContext, scope: Scope) {
  const [row] = await ctx.db
    .select()
    .from(accountingLocks)
    .where(eq(accountingLocks.company_id, scope.companyId));
  return {
    locked_until: row?.locked_until ?? null,
    reopen_floor: reopenFloor(row?.locked_until ?? null),
    updated_by: row?.updated_by ?? null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

export async function updateLock(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: z.output<typeof accountingLockUpdateSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    // Taken for update: postings in flight hold the row shared, so the new lock waits for them.
    await tx
      .insert(accountingLocks)
      .values({ company_id: scope.companyId, locked_until: null, updated_by: actorId })
      .onConflictDoNothing();
    const current = await lockedUntilForUpdate(tx, scope.companyId);
    const errors = lockChangeErrors(current, input.locked_until, await companyToday(tx, scope.companyId));
    if (errors.length > 0)
      throw fieldErrors(
        'locked_until',
        errors.map((e) => `accounting.${e}`),
      );
    await tx
      .update(accountingLocks)
      .set({ locked_until: input.locked_until, updated_by: actorId, updated_at: new Date() })
      .where(eq(accountingLocks.company_id, scope.companyId));
    await recordEvent(tx, {
      companyId: scope.companyId,
      type: 'accounting.locked',
      subjectId: scope.companyId,
      actorUserId: actorId,
      payload: { from: current, to: input.locked_until },
    });
  });
  return getLock(ctx, scope);
}

async function lockedUntilForUpdate(tx: Parameters<typeof lockedUntil>[0], companyId: string) {
  const [row] = await tx
    .select({ locked_until: accountingLocks.locked_until })
    .from(accountingLocks)
    .where(eq(accountingLocks.company_id, companyId))
    .for('update');
  return row?.locked_until ?? null;
}
