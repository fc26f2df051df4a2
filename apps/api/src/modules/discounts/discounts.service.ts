import { type discountCreateSchema, discountFieldErrors, type discountUpdateSchema } from '@comptoir/core';
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
  type DiscountInsert,
  type DiscountRow,
  discountCodeTaken,
  findDiscount,
  insertDiscount,
  listDiscounts as listDiscountRows,
  lockDiscountCodes,
  softDeleteDiscount,
  updateDiscount as updateDiscountRow,
} from './discounts.repo.ts';

type DiscountCreate = z.output<typeof discountCreateSchema>;
type DiscountUpdate = z.output<typeof discountUpdateSchema>;

const discountNotFound = () => new AppError('not_found', { resource: 'resource.discount' });

const instant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The body as columns: ISO instants as dates; fields not given stay undefined (unchanged). */
function toColumns(input: DiscountUpdate): Partial<DiscountInsert> {
  const { starts_at, ends_at, ...rest } = input;
  const values: Partial<DiscountInsert> = { ...rest };
  if (starts_at !== undefined) values.starts_at = instant(starts_at);
  if (ends_at !== undefined) values.ends_at = instant(ends_at);
  return values;
}

export async function listDiscounts(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<DiscountRow>> {
  return listDiscountRows(ctx.db, scope.companyId, query);
}

export async function getDiscount(ctx: AppContext, scope: Scope, id: string): Promise<DiscountRow> {
  const row = await findDiscount(ctx.db, scope.companyId, id);
  if (!row) throw discountNotFound();
  return row;
}

async function assertCodeFree(
  tx: Executor,
  companyId: string,
  code: string | null | undefined,
  exceptId?: string,
) {
  if (!code) return;
  await lockDiscountCodes(tx, companyId);
  if (await discountCodeTaken(tx, companyId, code, exceptId)) {
    throw new AppError('duplicate', { field: 'field.code' }, { code: ['taken'] });
  }
}

/** A new discount; its code (when it has one) is unique among the company's live discounts. */
export async function createDiscount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: DiscountCreate,
): Promise<DiscountRow> {
  assertSettingRules(discountFieldErrors(input));
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await assertCodeFree(tx, companyId, input.code);
    const values = toColumns(input) as DiscountInsert;
    const discount = await insertDiscount(tx, companyId, { ...values, created_by: actorId });
    await recordEvent(tx, {
      companyId,
      type: 'discount.created',
      subjectId: discount.id,
      actorUserId: actorId,
      payload: { code: discount.code, label: discount.label },
    });
    return discount;
  });
}

export async function updateDiscount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: DiscountUpdate,
): Promise<DiscountRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findDiscount(tx, companyId, id);
    if (!current) throw discountNotFound();
    assertSettingRules(discountFieldErrors({ ...current, ...input }));
    if (input.code && input.code !== current.code) await assertCodeFree(tx, companyId, input.code, id);
    const discount = await updateDiscountRow(tx, companyId, id, toColumns(input));
    await recordEvent(tx, {
      companyId,
      type: 'discount.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return discount;
  });
}

/** Soft delete: orders that used the discount keep their copy of it. */
export async function deleteDiscount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findDiscount(tx, companyId, id);
    if (!current) throw discountNotFound();
    await softDeleteDiscount(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'discount.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { code: current.code, label: current.label },
    });
  });
}
