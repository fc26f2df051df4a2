import {
  type CustomerType,
  type customerCreateSchema,
  customerDisplayName,
  customerNameErrors,
  type customerUpdateSchema,
} from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { type IdempotencyRequest, type IdempotentResult, idempotentCreation } from '../../lib/idempotency.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import {
  type CustomerInsert,
  type CustomerRow,
  findCustomer,
  insertCustomer,
  listCustomers as listCustomerRows,
  phoneTaken,
  softDeleteCustomer,
  updateCustomer as updateCustomerRow,
} from './customers.repo.ts';

/** Bodies as the route's schema leaves them (trimmed, phone as digits, tags tidied). */
type CustomerCreate = z.output<typeof customerCreateSchema>;
type CustomerUpdate = z.output<typeof customerUpdateSchema>;

export const customerNotFound = () => new AppError('not_found', { resource: 'resource.customer' });
const phoneIsTaken = () =>
  new AppError('duplicate', { field: 'field.phone' }, { phone: ['customers.phone_taken'] });
const PHONE_UNIQUE_INDEX = 'customers_company_phone_uq';

/**
 * Phones are stored as digits: a search typed like a phone number ("+237 6 71 23") is searched
 * as its digits so it finds "23767123…". Other searches are left as typed.
 */
export function customerListParams(query: Record<string, unknown>): Record<string, unknown> {
  const search = query.search;
  if (typeof search !== 'string' || !/^[+\d\s().-]+$/.test(search)) return query;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 ? { ...query, search: digits } : query;
}

/** Customers are company-wide: a shop-bound employee finds the same customers as the admin. */
export async function listCustomers(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<CustomerRow>> {
  return listCustomerRows(ctx.db, scope.companyId, query);
}

export async function getCustomer(ctx: AppContext, scope: Scope, id: string): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, scope.companyId, id);
  if (!row) throw customerNotFound();
  return row;
}

/** The stored identity of a customer: its derived name, or a 422 naming the field to fill. */
function identity(fields: {
  type: CustomerType;
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
}): { name: string } {
  const errors = customerNameErrors(fields);
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);
  return { name: customerDisplayName(fields) };
}

async function assertPhoneFree(
  tx: Executor,
  companyId: string,
  phone: string | null | undefined,
  id?: string,
) {
  if (phone && (await phoneTaken(tx, companyId, phone, id))) throw phoneIsTaken();
}

/** The consent stamp follows the switch: set when it turns on, cleared when it turns off. */
function consentFields(next: boolean | undefined, current: CustomerRow | null): Partial<CustomerInsert> {
  if (next === undefined || next === (current?.marketing_consent ?? false)) return {};
  return { marketing_consent: next, marketing_consent_at: next ? new Date() : null };
}

/** A racing write can still hit the unique phone index: the same 409 as the check before it. */
async function mapPhoneRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, PHONE_UNIQUE_INDEX)) throw phoneIsTaken();
    throw error;
  }
}

/**
 * A new customer; its phone (if any) is unique among the company's live customers. With an
 * Idempotency-Key the same request again (a till sending what it created offline, a retry after a
 * lost answer) gets the first answer instead of a second customer.
 */
export async function createCustomer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: CustomerCreate,
  options: {
    idempotency?: IdempotencyRequest;
    respond: (customer: CustomerRow) => unknown;
  },
): Promise<IdempotentResult<CustomerRow>> {
  const { companyId } = scope;
  const type = input.type ?? 'individual';
  const { name } = identity({ ...input, type });
  const creation = { ...options, companyId, scope: 'POST /customers' };
  return mapPhoneRace(() =>
    idempotentCreation(ctx.db, creation, async (tx): Promise<CustomerRow> => {
      await assertPhoneFree(tx, companyId, input.phone);
      const customer = await insertCustomer(tx, companyId, {
        ...input,
        type,
        name,
        ...consentFields(input.marketing_consent, null),
        created_by: actorId,
      });
      await recordEvent(tx, {
        companyId,
        type: 'customer.created',
        subjectId: customer.id,
        actorUserId: actorId,
        payload: { name: customer.name, type: customer.type },
      });
      return customer;
    }),
  );
}

/** PUT and PATCH: changes the given fields (null clears an optional one); the name is derived again. */
export async function updateCustomer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: CustomerUpdate,
): Promise<CustomerRow> {
  const { companyId } = scope;
  return mapPhoneRace(() =>
    ctx.db.transaction(async (tx) => {
      const current = await findCustomer(tx, companyId, id);
      if (!current) throw customerNotFound();
      const { name } = identity({
        type: input.type ?? current.type,
        first_name: input.first_name === undefined ? current.first_name : input.first_name,
        last_name: input.last_name === undefined ? current.last_name : input.last_name,
        company_name: input.company_name === undefined ? current.company_name : input.company_name,
      });
      if (input.phone !== undefined && input.phone !== current.phone) {
        await assertPhoneFree(tx, companyId, input.phone, id);
      }
      const { marketing_consent: _consent, ...rest } = input;
      const customer = await updateCustomerRow(tx, companyId, id, {
        ...rest,
        name,
        ...consentFields(input.marketing_consent, current),
      });
      await recordEvent(tx, {
        companyId,
        type: 'customer.updated',
        subjectId: id,
        actorUserId: actorId,
        payload: { fields: Object.keys(input) },
      });
      return customer;
    }),
  );
}

/** Soft delete: orders and documents that name the customer keep it; its phone becomes free again. */
export async function deleteCustomer(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findCustomer(tx, companyId, id);
    if (!current) throw customerNotFound();
    await softDeleteCustomer(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'customer.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { name: current.name },
    });
  });
}
