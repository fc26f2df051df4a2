import type { customerAddressCreateSchema, customerAddressUpdateSchema } from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  type CustomerAddressRow,
  clearDefaultAddress,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  oldestAddress,
  updateAddress,
} from './customer-addresses.repo.ts';
import { findCustomer, lockCustomer } from './customers.repo.ts';
import { customerNotFound } from './customers.service.ts';

type AddressCreate = z.output<typeof customerAddressCreateSchema>;
type AddressUpdate = z.output<typeof customerAddressUpdateSchema>;

const addressNotFound = () => new AppError('not_found', { resource: 'resource.customer_address' });

export async function listCustomerAddresses(
  ctx: AppContext,
  scope: Scope,
  customerId: string,
): Promise<CustomerAddressRow[]> {
  if (!(await findCustomer(ctx.db, scope.companyId, customerId))) throw customerNotFound();
  return listAddresses(ctx.db, scope.companyId, customerId);
}

/** One transaction on the locked customer, so two requests never both hold the default. */
async function withCustomer<T>(
  ctx: AppContext,
  scope: Scope,
  customerId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, scope.companyId, customerId))) throw customerNotFound();
    return work(tx);
  });
}

const event = (
  tx: Tx,
  scope: Scope,
  actorId: string,
  verb: string,
  address: CustomerAddressRow,
  extra = {},
) =>
  recordEvent(tx, {
    companyId: scope.companyId,
    type: `customer_address.${verb}`,
    subjectId: address.id,
    actorUserId: actorId,
    payload: { customer_id: address.customer_id, ...extra },
  });

/** A new address; it is the default when asked, or when it is the customer's first. */
export async function createCustomerAddress(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  customerId: string,
  input: AddressCreate,
): Promise<CustomerAddressRow> {
  const { companyId } = scope;
  return withCustomer(ctx, scope, customerId, async (tx) => {
    const first = (await countAddresses(tx, companyId, customerId)) === 0;
    const isDefault = input.is_default === true || first;
    if (isDefault) await clearDefaultAddress(tx, companyId, customerId);
    const address = await insertAddress(tx, companyId, customerId, { ...input, is_default: isDefault });
    await event(tx, scope, actorId, 'created', address);
    return address;
  });
}

/** Changes the given fields; making it the default takes the flag off the previous default. */
export async function updateCustomerAddress(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  customerId: string,
  id: string,
  input: AddressUpdate,
): Promise<CustomerAddressRow> {
  const { companyId } = scope;
  return withCustomer(ctx, scope, customerId, async (tx) => {
    const current = await findAddress(tx, companyId, customerId, id);
    if (!current) throw addressNotFound();
    if (input.is_default === true && !current.is_default)
      await clearDefaultAddress(tx, companyId, customerId);
    const address = await updateAddress(tx, companyId, customerId, id, input);
    await event(tx, scope, actorId, 'updated', address, { fields: Object.keys(input) });
    return address;
  });
}

/** Removes an address; when it was the default, the oldest remaining one takes over. */
export async function deleteCustomerAddress(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  customerId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await withCustomer(ctx, scope, customerId, async (tx) => {
    const current = await findAddress(tx, companyId, customerId, id);
    if (!current) throw addressNotFound();
    await deleteAddress(tx, companyId, customerId, id);
    if (current.is_default) {
      const next = await oldestAddress(tx, companyId, customerId);
      if (next) await updateAddress(tx, companyId, customerId, next.id, { is_default: true });
    }
    await event(tx, scope, actorId, 'deleted', current);
  });
}
