import {
  can,
  type SupplierStats,
  type supplierCreateSchema,
  type supplierUpdateSchema,
} from '@comptoir/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  countOpenPurchasing,
  countSupplierProducts,
  findSupplier,
  insertSupplier,
  listSuppliers as listSupplierRows,
  lockSupplierNames,
  nameTaken,
  type SupplierRow,
  softDeleteSupplier,
  supplierCatalogFigures,
  supplierPurchaseFigures,
  updateSupplier as updateSupplierRow,
} from './suppliers.repo.ts';

const supplierNotFound = () => new AppError('not_found', { resource: 'resource.supplier' });
/** Bodies as the route's schema leaves them (trimmed, phone as digits). */
type SupplierCreate = z.output<typeof supplierCreateSchema>;
type SupplierUpdate = z.output<typeof supplierUpdateSchema>;

const nameIsTaken = () => new AppError('validation_failed', {}, { name: ['taken'] });

/**
 * Phones are stored as digits: a search typed like a phone number ("+221 76 555") is searched
 * as its digits so it finds "22176555…". Other searches are left as typed.
 */
export function supplierListParams(query: Record<string, unknown>): Record<string, unknown> {
  const search = query.search;
  if (typeof search !== 'string' || !/^[+\d\s().-]+$/.test(search)) return query;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 ? { ...query, search: digits } : query;
}

/** Suppliers are company-wide: a shop-bound employee sees the same list as the admin. */
export async function listSuppliers(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<SupplierRow>> {
  return listSupplierRows(ctx.db, scope.companyId, query);
}

export async function getSupplier(ctx: AppContext, scope: Scope, id: string): Promise<SupplierRow> {
  const row = await findSupplier(ctx.db, scope.companyId, id);
  if (!row) throw supplierNotFound();
  return row;
}

async function assertNameFree(tx: Executor, companyId: string, name: string, exceptId?: string) {
  await lockSupplierNames(tx, companyId);
  if (await nameTaken(tx, companyId, name, exceptId)) throw nameIsTaken();
}

/** A new supplier; its name is unique among the company's live suppliers, ignoring case. */
export async function createSupplier(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: SupplierCreate,
): Promise<SupplierRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, companyId, input.name);
    const supplier = await insertSupplier(tx, companyId, { ...input, created_by: actorId });
    await recordEvent(tx, {
      companyId,
      type: 'supplier.created',
      subjectId: supplier.id,
      actorUserId: actorId,
      payload: { name: supplier.name },
    });
    return supplier;
  });
}

/** PUT and PATCH: changes the given fields (null clears an optional one). */
export async function updateSupplier(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: SupplierUpdate,
): Promise<SupplierRow> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findSupplier(tx, companyId, id);
    if (!current) throw supplierNotFound();
    if (input.name !== undefined && input.name.toLowerCase() !== current.name.toLowerCase()) {
      await assertNameFree(tx, companyId, input.name, id);
    }
    const supplier = await updateSupplierRow(tx, companyId, id, input);
    await recordEvent(tx, {
      companyId,
      type: 'supplier.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
    return supplier;
  });
}

/**
 * Soft delete, refused (409 in_use) while live products still come from the supplier (they would
 * point at a supplier nobody can see or pick, and supplier rules of collections would silently
 * stop matching), or while purchase orders or bills with it are still open. Deactivating (is_active: false) is the way to retire a supplier still in use.
 */
export async function deleteSupplier(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findSupplier(tx, companyId, id);
    if (!current) throw supplierNotFound();
    const used = await countSupplierProducts(tx, companyId, id);
    if (used > 0) {
      throw new AppError('in_use', {
        resource: 'resource.supplier',
        count: used,
        used_by: 'resource.products',
      });
    }
    // Orders still to receive and bills still to pay would point at a supplier nobody can open.
    const purchasing = await countOpenPurchasing(tx, companyId, id);
    if (purchasing > 0) {
      throw new AppError('in_use', {
        resource: 'resource.supplier',
        count: purchasing,
        used_by: 'resource.purchasing',
      });
    }
    await softDeleteSupplier(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'supplier.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { name: current.name },
    });
  });
}

/** Catalogue figures of one supplier; the stock value at cost only for roles holding products.cost. */
export async function supplierStats(ctx: AppContext, scope: Scope, id: string): Promise<SupplierStats> {
  await getSupplier(ctx, scope, id);
  const [figures, purchases] = await Promise.all([
    supplierCatalogFigures(ctx.db, scope.companyId, id),
    supplierPurchaseFigures(ctx.db, scope.companyId, id),
  ]);
  return {
    products_count: figures.products,
    variants_count: figures.variants,
    stock_value_at_cost: can(scope.role, 'products.cost') ? figures.stockValueAtCost : null,
    purchases_total: purchases.ordered,
    open_balance: purchases.owed,
  };
}
