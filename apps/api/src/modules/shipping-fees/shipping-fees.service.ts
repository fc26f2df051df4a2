import {
  type shippingFeeCreateSchema,
  shippingFeeFieldErrors,
  type shippingFeeUpdateSchema,
} from '@comptoir/core';
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
  findShippingFee,
  insertShippingFee,
  listShippingFees as listShippingFeeRows,
  type ShippingFeeRow,
  shopExists,
  softDeleteShippingFee,
  updateShippingFee as updateShippingFeeRow,
} from './shipping-fees.repo.ts';

type ShippingFeeCreate = z.output<typeof shippingFeeCreateSchema>;
type ShippingFeeUpdate = z.output<typeof shippingFeeUpdateSchema>;

const feeNotFound = () => new AppError('not_found', { resource: 'resource.shipping_fee' });

const BOUNDS = ['min_weight_grams', 'max_weight_grams', 'min_subtotal', 'max_subtotal'] as const;

/** The fee's bounds after the change: given fields win over the current ones. */
function boundsOf(current: Partial<ShippingFeeRow>, input: ShippingFeeUpdate) {
  return Object.fromEntries(
    BOUNDS.map((b) => [b, (input[b] !== undefined ? input[b] : current[b]) ?? null]),
  ) as Record<(typeof BOUNDS)[number], number | null>;
}

async function assertShop(tx: Executor, companyId: string, shopId: string | null | undefined) {
  if (shopId && !(await shopExists(tx, companyId, shopId))) {
    throw new AppError('validation_failed', {}, { shop_id: ['unknown_shop'] });
  }
}

export async function listShippingFees(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<ShippingFeeRow>> {
  return listShippingFeeRows(ctx.db, scope.companyId, query);
}

export async function getShippingFee(ctx: AppContext, scope: Scope, id: string): Promise<ShippingFeeRow> {
  const row = await findShippingFee(ctx.db, scope.companyId, id);
  if (!row) throw feeNotFound();
  return row;
}

export async function createShippingFee(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ShippingFeeCreate,
): Promise<ShippingFeeRow> {
  assertSettingRules(shippingFeeFieldErrors(boundsOf({}, input)));
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await assertShop(tx, companyId, input.shop_id);
    const fee = await insertShippingFee(tx, companyId, { ...input, created_by: actorId });
    await recordEvent(tx, {
      companyId,
      type: 'shipping_fee.created',
      subjectId: fee.id,
      actorUserId: actorId,
      payload: { label: fee.label, amount: fee.amount },
    });
    return fee;
  });
}

export async function updateShippingFee(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ShippingFeeUpdate,
): Promise<ShippingFeeRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findShippingFee(tx, companyId, id);
    if (!current) throw feeNotFound();
    assertSettingRules(shippingFeeFieldErrors(boundsOf(current, input)));
    await assertShop(tx, companyId, input.shop_id);
    const fee = await updateShippingFeeRow(tx, companyId, id, input);
    await recordEvent(tx, {
      companyId,
      type: 'shipping_fee.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return fee;
  });
}

export async function deleteShippingFee(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findShippingFee(tx, companyId, id);
    if (!current) throw feeNotFound();
    await softDeleteShippingFee(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'shipping_fee.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { label: current.label },
    });
  });
}
