import { type taxCreateSchema, taxFieldErrors, type taxUpdateSchema } from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { assertSettingRules } from '../../lib/setting-errors.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  findTax,
  insertTax,
  listTaxes as listTaxRows,
  lockTaxCodes,
  softDeleteTax,
  type TaxRow,
  type Trashed,
  taxCodeTaken,
  updateTax as updateTaxRow,
} from './taxes.repo.ts';

type TaxCreate = z.output<typeof taxCreateSchema>;
type TaxUpdate = z.output<typeof taxUpdateSchema>;

const taxNotFound = () => new AppError('not_found', { resource: 'resource.tax' });

const TRASHED_PARAM = 'filter[trashed]';

/**
 * `filter[trashed]=with|only` shows deleted taxes too (or only them); without it lists hide them.
 * Read apart from the other filters because it widens the company scope rather than narrowing it.
 */
export function splitTrashed(query: Record<string, unknown>): {
  query: Record<string, unknown>;
  trashed: Trashed;
} {
  const { [TRASHED_PARAM]: value, ...rest } = query;
  if (value === undefined) return { query: rest, trashed: 'without' };
  if (value !== 'with' && value !== 'only' && value !== 'without') {
    throw new AppError('invalid_parameter', { parameter: TRASHED_PARAM });
  }
  return { query: rest, trashed: value };
}

export async function listTaxes(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  trashed: Trashed,
): Promise<Page<TaxRow>> {
  return listTaxRows(ctx.db, scope.companyId, query, trashed);
}

/** One tax by id, deleted or not: orders keep pointing at the taxes they were priced with. */
export async function getTax(ctx: AppContext, scope: Scope, id: string): Promise<TaxRow> {
  const row = await findTax(ctx.db, scope.companyId, id, { withDeleted: true });
  if (!row) throw taxNotFound();
  return row;
}

async function assertCodeFree(tx: Executor, companyId: string, code: string, exceptId?: string) {
  await lockTaxCodes(tx, companyId);
  if (await taxCodeTaken(tx, companyId, code, exceptId)) {
    throw new AppError('duplicate', { field: 'field.code' }, { code: ['taken'] });
  }
}

export async function createTax(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: TaxCreate,
): Promise<TaxRow> {
  assertSettingRules(taxFieldErrors(input));
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await assertCodeFree(tx, companyId, input.code);
    const tax = await insertTax(tx, companyId, { ...input, created_by: actorId });
    await recordEvent(tx, {
      companyId,
      type: 'tax.created',
      subjectId: tax.id,
      actorUserId: actorId,
      payload: { code: tax.code },
    });
    return tax;
  });
}

/** PATCH/PUT: the given fields; switching from a rate to a fixed amount sends the other as null. */
export async function updateTax(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: TaxUpdate,
): Promise<TaxRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findTax(tx, companyId, id);
    if (!current) throw taxNotFound();
    assertSettingRules(taxFieldErrors({ ...current, ...input }));
    if (input.code !== undefined && input.code !== current.code)
      await assertCodeFree(tx, companyId, input.code, id);
    const tax = await updateTaxRow(tx, companyId, id, input);
    await recordEvent(tx, {
      companyId,
      type: 'tax.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return tax;
  });
}

/** Soft delete: the tax leaves lists and new sales, and stays readable by id for past orders. */
export async function deleteTax(ctx: AppContext, scope: Scope, actorId: string, id: string): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findTax(tx, companyId, id);
    if (!current) throw taxNotFound();
    await softDeleteTax(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'tax.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { code: current.code },
    });
  });
}
