import {
  defaultAccountingCode,
  type PaymentMethodKind,
  type paymentMethodCreateSchema,
  paymentMethodFieldErrors,
  type paymentMethodUpdateSchema,
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
  clearDefault,
  countOtherActive,
  findPaymentMethod,
  hasDefault,
  insertPaymentMethod,
  listPaymentMethods as listPaymentMethodRows,
  lockPaymentMethods,
  type PaymentMethodInsert,
  type PaymentMethodRow,
  softDeletePaymentMethod,
  updatePaymentMethod as updatePaymentMethodRow,
} from './payment-methods.repo.ts';

type PaymentMethodCreate = z.output<typeof paymentMethodCreateSchema>;
type PaymentMethodUpdate = z.output<typeof paymentMethodUpdateSchema>;

const methodNotFound = () => new AppError('not_found', { resource: 'resource.payment_method' });
const isDefaultRecord = () => new AppError('default_record', { resource: 'resource.payment_method' });
const lastActive = () => new AppError('last_record', { resource: 'resource.payment_method' });
const inactiveDefault = () =>
  new AppError('validation_failed', {}, { is_default: ['payment_methods.inactive_default'] });

/** A sale must always have a way to be paid: the last active method stays active and live. */
async function assertNotLastActive(tx: Executor, companyId: string, method: PaymentMethodRow) {
  if (method.is_active && (await countOtherActive(tx, companyId, method.id)) === 0) throw lastActive();
}

export async function listPaymentMethods(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<PaymentMethodRow>> {
  return listPaymentMethodRows(ctx.db, scope.companyId, query);
}

export async function getPaymentMethod(ctx: AppContext, scope: Scope, id: string): Promise<PaymentMethodRow> {
  const row = await findPaymentMethod(ctx.db, scope.companyId, id);
  if (!row) throw methodNotFound();
  return row;
}

/**
 * A new method; its accounting code defaults from its kind (SPEC §3). It becomes the default when
 * asked, or when the company has none yet and it is active; the previous default stops being one.
 */
export async function createPaymentMethod(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: PaymentMethodCreate,
): Promise<PaymentMethodRow> {
  assertSettingRules(paymentMethodFieldErrors(input));
  const { companyId } = scope;
  const kind: PaymentMethodKind = input.kind ?? 'cash';
  const active = input.is_active ?? true;
  if (input.is_default && !active) throw inactiveDefault();
  return ctx.db.transaction(async (tx) => {
    await lockPaymentMethods(tx, companyId);
    const makeDefault = input.is_default ?? (active && !(await hasDefault(tx, companyId)));
    if (makeDefault) await clearDefault(tx, companyId);
    const values: PaymentMethodInsert = {
      ...input,
      kind,
      accounting_code: input.accounting_code ?? defaultAccountingCode(kind),
      is_default: makeDefault,
      created_by: actorId,
    };
    const method = await insertPaymentMethod(tx, companyId, values);
    await recordEvent(tx, {
      companyId,
      type: 'payment_method.created',
      subjectId: method.id,
      actorUserId: actorId,
      payload: { name: method.name, kind: method.kind, is_default: method.is_default },
    });
    return method;
  });
}

/** The accounting code after a change of kind: it follows the kind unless the merchant chose another. */
function accountingCodeAfter(current: PaymentMethodRow, input: PaymentMethodUpdate): string | undefined {
  if (input.accounting_code) return input.accounting_code;
  const kindChanged = input.kind !== undefined && input.kind !== current.kind;
  const wasDefaultCode = current.accounting_code === defaultAccountingCode(current.kind);
  if (input.accounting_code === null || (kindChanged && wasDefaultCode)) {
    return defaultAccountingCode(input.kind ?? current.kind);
  }
  return undefined;
}

/**
 * PATCH/PUT. is_default: true moves the default here in the same transaction. The default cannot
 * be deactivated (409 default_record), nor can the last active method (409 last_record).
 */
export async function updatePaymentMethod(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: PaymentMethodUpdate,
): Promise<PaymentMethodRow> {
  assertSettingRules(paymentMethodFieldErrors(input));
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await lockPaymentMethods(tx, companyId);
    const current = await findPaymentMethod(tx, companyId, id);
    if (!current) throw methodNotFound();
    const activeAfter = input.is_active ?? current.is_active;
    if (input.is_default && !activeAfter) throw inactiveDefault();
    if (input.is_active === false && current.is_active) {
      if (current.is_default) throw isDefaultRecord();
      await assertNotLastActive(tx, companyId, current);
    }
    if (input.is_default && !current.is_default) await clearDefault(tx, companyId);
    const { accounting_code: _code, ...rest } = input;
    const accountingCode = accountingCodeAfter(current, input);
    const method = await updatePaymentMethodRow(tx, companyId, id, {
      ...rest,
      ...(accountingCode ? { accounting_code: accountingCode } : {}),
    });
    await recordEvent(tx, {
      companyId,
      type: 'payment_method.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return method;
  });
}

/** Soft delete; the default (409 default_record) and the last active method (409 last_record) stay. */
export async function deletePaymentMethod(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    await lockPaymentMethods(tx, companyId);
    const current = await findPaymentMethod(tx, companyId, id);
    if (!current) throw methodNotFound();
    if (current.is_default) throw isDefaultRecord();
    await assertNotLastActive(tx, companyId, current);
    await softDeletePaymentMethod(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'payment_method.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { name: current.name },
    });
  });
}
