import {
  type DocumentKind,
  formatDocumentNumber,
  slugify,
  type WarehouseCreate,
  type WarehouseUpdate,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import { assertWithinPlan } from '../plans/plan-limits.ts';
import { lockCompanyDefaults } from '../shops/shops.repo.ts';
import {
  clearDefaultWarehouse,
  countLiveWarehouses,
  findWarehouse,
  heldStock,
  insertWarehouse,
  listWarehouses as listWarehouseRows,
  openCounts,
  softDeleteWarehouse,
  takenCodes,
  transfersThrough,
  unlinkWarehouse,
  updateWarehouse as updateWarehouseRow,
  type WarehouseRow,
} from './warehouses.repo.ts';

const CODE_MAX = 16;
const CODE_UNIQUE_INDEX = 'warehouses_company_code_uq';

const warehouseNotFound = () => new AppError('not_found', { resource: 'resource.warehouse' });
const codeTaken = () => new AppError('duplicate', { field: 'field.code' }, { code: ['taken'] });
const defaultRecord = (field: string) => new AppError('default_record', {}, { [field]: ['default_record'] });

/** "Dépôt Pikine" → "DEPOT-PIKINE": the name's slug, upper-case, in the code alphabet, at most 16 characters. */
export function codeFromName(name: string): string {
  const code = slugify(name).toUpperCase().replace(/\./g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
  return code.slice(0, CODE_MAX).replace(/-+$/, '') || 'WH';
}

/** `base`, then `base-2`, `base-3`… cut so the whole code stays within 16 characters. */
function suffixed(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, CODE_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of the name's code, `-2`, `-3`… that no live warehouse of the company uses. */
async function freeCode(tx: Executor, companyId: string, name: string): Promise<string> {
  const base = codeFromName(name);
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => suffixed(base, start + i));
    const taken = await takenCodes(tx, companyId, candidates);
    const free = candidates.find((code) => !taken.has(code));
    if (free) return free;
  }
}

/**
 * Warehouses are listed company-wide for every role holding warehouses.view, shop-bound
 * employees included: stock is moved between warehouses whichever shop sells from them.
 */
export async function listWarehouses(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<WarehouseRow>> {
  return listWarehouseRows(ctx.db, scope.companyId, query);
}

export async function getWarehouse(ctx: AppContext, scope: Scope, id: string): Promise<WarehouseRow> {
  const row = await findWarehouse(ctx.db, scope.companyId, id);
  if (!row) throw warehouseNotFound();
  return row;
}

/** A new warehouse within the plan, with a code unique in the company (from the name unless given). */
export async function createWarehouse(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: WarehouseCreate,
): Promise<WarehouseRow> {
  const { companyId } = scope;
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        await assertWithinPlan(tx, companyId, 'warehouses');
        if (input.code !== undefined && (await takenCodes(tx, companyId, [input.code])).size > 0) {
          throw codeTaken();
        }
        const code = input.code ?? (await freeCode(tx, companyId, input.name));
        const warehouse = await insertWarehouse(tx, companyId, { ...input, code, is_default: false });
        await recordEvent(tx, {
          companyId,
          type: 'warehouse.created',
          subjectId: warehouse.id,
          actorUserId: actorId,
          payload: { name: warehouse.name, code: warehouse.code },
        });
        return warehouse;
      });
    } catch (error) {
      if (!isUniqueViolation(error, CODE_UNIQUE_INDEX)) throw error;
      // A concurrent creation took the derived code between our check and insert: derive again.
      if (input.code === undefined && attempt < 3) continue;
      throw codeTaken();
    }
  }
}

/**
 * PUT and PATCH: changes the given fields. `is_default: true` moves the default flag here in
 * the same transaction. The default warehouse stays active.
 */
export async function updateWarehouse(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: WarehouseUpdate,
): Promise<WarehouseRow> {
  const { companyId } = scope;
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCompanyDefaults(tx, companyId);
      const current = await findWarehouse(tx, companyId, id);
      if (!current) throw warehouseNotFound();
      const makeDefault = input.is_default === true && !current.is_default;
      if ((current.is_default || makeDefault) && !(input.is_active ?? current.is_active)) {
        throw defaultRecord('is_active');
      }
      if (
        input.code !== undefined &&
        input.code !== current.code &&
        (await takenCodes(tx, companyId, [input.code], id)).size > 0
      ) {
        throw codeTaken();
      }
      const previousDefault = makeDefault ? await clearDefaultWarehouse(tx, companyId, id) : [];
      const { is_default: _default, ...fields } = input;
      const warehouse = await updateWarehouseRow(tx, companyId, id, {
        ...fields,
        ...(makeDefault ? { is_default: true } : {}),
      });
      await recordEvent(tx, {
        companyId,
        type: 'warehouse.updated',
        subjectId: id,
        actorUserId: actorId,
        payload: {
          fields: Object.keys(input),
          ...(makeDefault ? { previous_default_ids: previousDefault } : {}),
        },
      });
      return warehouse;
    });
  } catch (error) {
    if (isUniqueViolation(error, CODE_UNIQUE_INDEX)) throw codeTaken();
    throw error;
  }
}

/**
 * Soft delete, refused (409) while a merchant would lose track of stock: not the company's only
 * warehouse (last_record) nor the default one (default_record), nor one with transfers in transit
 * from or to it (warehouse_in_transit: receiving or cancelling them moves stock through it), nor one
 * that unfinished stock documents name (warehouse_draft_transfers, warehouse_open_counts: shipping or
 * applying them would move stock through a deleted warehouse; docs/decisions.md), nor one
 * holding stock of live products (warehouse_holds_stock) or below zero (warehouse_below_zero): move
 * or adjust it first. Shops selling from it are unlinked in the same transaction. Archiving
 * (is_active: false) is the way to stop using a warehouse that still holds stock.
 */
export async function deleteWarehouse(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    await lockCompanyDefaults(tx, companyId);
    const current = await findWarehouse(tx, companyId, id, { lock: true });
    if (!current) throw warehouseNotFound();
    if ((await countLiveWarehouses(tx, companyId)) <= 1) {
      throw new AppError('last_record', { resource: 'resource.warehouse' });
    }
    if (current.is_default) throw defaultRecord('is_default');
    const references = (kind: DocumentKind, rows: { number: number; created_at: Date }[]) => ({
      count: rows.length,
      references: rows
        .map((row) => formatDocumentNumber(kind, row.created_at.getUTCFullYear(), row.number))
        .join(', '),
    });
    const transit = await transfersThrough(tx, companyId, id, 'in_transit');
    if (transit.length > 0) throw new AppError('warehouse_in_transit', references('stock_transfer', transit));
    const drafts = await transfersThrough(tx, companyId, id, 'draft');
    if (drafts.length > 0)
      throw new AppError('warehouse_draft_transfers', references('stock_transfer', drafts));
    const counts = await openCounts(tx, companyId, id);
    if (counts.length > 0) throw new AppError('warehouse_open_counts', references('stock_count', counts));
    const held = await heldStock(tx, companyId, id);
    if (held.units > 0)
      throw new AppError('warehouse_holds_stock', { units: held.units, variants: held.variants });
    if (held.below > 0) throw new AppError('warehouse_below_zero', { units: held.below });
    const shopIds = await unlinkWarehouse(tx, companyId, id);
    await softDeleteWarehouse(tx, companyId, id);
    await recordEvent(tx, {
      companyId,
      type: 'warehouse.deleted',
      subjectId: id,
      actorUserId: actorId,
      payload: { name: current.name, code: current.code, unlinked_shop_ids: shopIds },
    });
  });
}
