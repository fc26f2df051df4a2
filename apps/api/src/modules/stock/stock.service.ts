import {
  adjustmentChange,
  can,
  type LowStockItem,
  listMeta,
  type StockAdjustmentCreate,
  type StockAdjustmentResult,
  type StockOverviewRow,
  splitLegacyAdjustmentNote,
} from '@comptoir/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { productVariants } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { lowVariantRows, warehouseQuantities } from './low-stock.repo.ts';
import { toBalanceDto, toLowStockDto, toMovementDto, toOverviewDto } from './stock.dto.ts';
import {
  activeWarehouses,
  balancesForVariants,
  balancesOf,
  findVariants,
  findWarehouses,
  inTransitForVariants,
  listBalances as listBalanceRows,
  listMovements as listMovementRows,
  listOverview as listOverviewRows,
  type MovementRow,
  movementsByIds,
  type VariantRef,
} from './stock.repo.ts';
import { applyMovements, type MovementInput } from './stock-ledger.ts';

export const canSeeCost = (scope: Scope) => scope.role === 'super_admin' || can(scope.role, 'products.cost');

export const invalidTransition = (resource: string, from: string, to: string) =>
  new AppError('invalid_transition', {
    resource: `resource.${resource}`,
    from: `stock.status.${from}`,
    to: `stock.status.${to}`,
  });

/**
 * The warehouses named in a body: the company's, live and active, else 422 on that field
 * (a body reference is a bad input, not a missing resource).
 */
export async function requireWarehouses(
  db: Executor,
  companyId: string,
  fields: Record<string, string>,
): Promise<Map<string, { id: string; name: string; allow_negative_stock: boolean }>> {
  // Held until the transaction ends, so the document written next cannot name a warehouse being deleted.
  const rows = await findWarehouses(db, companyId, [...new Set(Object.values(fields))], { keyShare: true });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  for (const [field, id] of Object.entries(fields)) {
    const row = byId.get(id);
    if (!row) errors[field] = ['unknown_warehouse'];
    else if (!row.is_active) errors[field] = ['stock.inactive_warehouse'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);
  return byId;
}

/** Line variants: the company's, live, with tracked stock of their own (no services, bundles or menus). */
export async function requireStockVariants(
  db: Executor,
  companyId: string,
  variantIds: string[],
  field: (index: number) => string,
): Promise<Map<string, VariantRef>> {
  const rows = await findVariants(db, companyId, [...new Set(variantIds)]);
  const byId = new Map(rows.map((r) => [r.variant_id, r]));
  const errors: Record<string, string[]> = {};
  variantIds.forEach((id, index) => {
    const row = byId.get(id);
    if (!row) errors[field(index)] = ['stock.unknown_variant'];
    else if (!row.track_inventory || row.type === 'bundle' || row.type === 'menu') {
      errors[field(index)] = ['stock.untracked_variant'];
    }
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);
  return byId;
}

/**
 * Locks the variants' rows in id order, the ledger's first lock (stock-ledger.ts): balances read
 * afterwards cannot change until the transaction ends, so "new quantity" and count differences are
 * computed against the balance they are applied to.
 */
export async function lockVariants(tx: Tx, companyId: string, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.company_id, companyId), inArray(productVariants.id, variantIds)))
    .orderBy(asc(productVariants.id))
    .for('update');
}

// ---------- reads ----------

export async function listBalances(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  lowStock: boolean | null,
) {
  const page = await listBalanceRows(ctx.db, scope.companyId, query, lowStock);
  const showCost = canSeeCost(scope);
  return { data: page.rows.map((r) => toBalanceDto(r, showCost)), meta: page.meta };
}

export async function stockOverview(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  warehouseId: string | undefined,
): Promise<{
  data: StockOverviewRow[];
  meta: Page<unknown>['meta'];
  warehouses: { id: string; name: string }[];
}> {
  const warehouses = await activeWarehouses(ctx.db, scope.companyId, warehouseId);
  if (warehouseId && warehouses.length === 0)
    throw new AppError('invalid_parameter', { parameter: 'warehouse_id' });
  const page = await listOverviewRows(ctx.db, scope.companyId, query);
  const variantIds = page.rows.map((r) => r.variant_id);
  const [balances, inTransit] = await Promise.all([
    balancesForVariants(ctx.db, scope.companyId, variantIds),
    // For one warehouse, what is on its way to it; else everything on the road.
    inTransitForVariants(ctx.db, scope.companyId, variantIds, warehouseId),
  ]);
  const quantities = new Map(balances.map((b) => [`${b.warehouse_id}|${b.variant_id}`, b.quantity]));
  const ids = warehouses.map((w) => w.id);
  return {
    data: page.rows.map((r) => toOverviewDto(r, ids, quantities, inTransit.get(r.variant_id) ?? 0)),
    meta: page.meta,
    warehouses,
  };
}

export async function listMovements(ctx: AppContext, scope: Scope, query: ListQuery) {
  const page = await listMovementRows(ctx.db, scope.companyId, query);
  return { data: page.rows.map(toMovementDto), meta: page.meta };
}

const LOW_STOCK_MAX = 1000;

/**
 * The low variants (core isVariantLowStock), the most urgent first. ?warehouse_id= does not change
 * which variants are low (the reorder point is the variant's): it shows that warehouse's quantity
 * beside each, 0 where it holds none, instead of every warehouse's.
 */
export async function listLowStock(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  warehouseId: string | undefined,
): Promise<{ data: LowStockItem[]; meta: Page<unknown>['meta'] }> {
  let warehouse: { id: string; name: string } | undefined;
  if (warehouseId) {
    [warehouse] = await findWarehouses(ctx.db, scope.companyId, [warehouseId]);
    if (!warehouse) throw new AppError('invalid_parameter', { parameter: 'warehouse_id' });
  }
  const rows = await lowVariantRows(ctx.db, scope.companyId, LOW_STOCK_MAX);
  const start = (query.page - 1) * query.perPage;
  const shown = rows.slice(start, start + query.perPage);
  const perWarehouse = await warehouseQuantities(
    ctx.db,
    scope.companyId,
    shown.filter((r) => !r.composite).map((r) => r.variant_id),
    warehouse?.id ?? null,
  );
  const data = shown.map((row) => {
    const held = perWarehouse.get(row.variant_id);
    const none =
      warehouse && !row.composite
        ? [{ warehouse_id: warehouse.id, warehouse_name: warehouse.name, quantity: 0 }]
        : [];
    return toLowStockDto(row, held ?? none, canSeeCost(scope));
  });
  return {
    data,
    meta: {
      ...listMeta(query.page, query.perPage, rows.length, data.length),
      total_exact: rows.length < LOW_STOCK_MAX,
    },
  };
}

// ---------- adjustments ----------

/**
 * Posts the lines as `adjustment` movements in one transaction: every line or none. A line gives a
 * ± change or the new quantity, read against the balance locked in the same transaction.
 */
export async function createAdjustment(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: StockAdjustmentCreate,
): Promise<StockAdjustmentResult> {
  const { companyId } = scope;
  const errors: Record<string, string[]> = {};
  input.lines.forEach((line, i) => {
    const given = (line.quantity_change !== undefined ? 1 : 0) + (line.new_quantity !== undefined ? 1 : 0);
    if (given !== 1) errors[`lines.${i}.quantity_change`] = ['stock.quantity_or_new'];
    else if (line.quantity_change === 0) errors[`lines.${i}.quantity_change`] = ['stock.invalid_quantity'];
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);

  // A client from before the reason code sends it written in front of the note: keep the code apart.
  const { reason, note } =
    input.reason === undefined
      ? splitLegacyAdjustmentNote(input.note ?? null)
      : { reason: input.reason, note: input.note ?? null };
  const adjustmentId = uuidv7();
  const movementIds = await ctx.db.transaction(async (tx) => {
    await requireWarehouses(tx, companyId, { warehouse_id: input.warehouse_id });
    const variantIds = input.lines.map((l) => l.variant_id);
    await requireStockVariants(tx, companyId, variantIds, (i) => `lines.${i}.variant_id`);
    await lockVariants(tx, companyId, variantIds);
    const current = await balancesOf(tx, companyId, input.warehouse_id, variantIds);
    const movements: MovementInput[] = [];
    for (const line of input.lines) {
      const change = adjustmentChange(current.get(line.variant_id) ?? 0, line);
      if (change === 0) continue;
      movements.push({
        warehouseId: input.warehouse_id,
        variantId: line.variant_id,
        direction: change > 0 ? 'inbound' : 'outbound',
        quantity: Math.abs(change),
        reason: 'adjustment',
        referenceType: 'stock_adjustment',
        referenceId: adjustmentId,
        ...(reason ? { adjustmentReason: reason } : {}),
        ...(note ? { note } : {}),
      });
    }
    const posted = await applyMovements(tx, companyId, actorId, movements);
    await recordEvent(tx, {
      companyId,
      type: 'stock.adjusted',
      subjectId: adjustmentId,
      actorUserId: actorId,
      payload: {
        warehouse_id: input.warehouse_id,
        lines: posted.map((p) => ({
          variant_id: p.variantId,
          change: p.direction === 'inbound' ? p.quantity : -p.quantity,
          balance_after: p.balanceAfter,
        })),
      },
    });
    return posted.map((p) => p.id);
  });
  const rows: MovementRow[] = await movementsByIds(ctx.db, companyId, movementIds);
  return { id: adjustmentId, warehouse_id: input.warehouse_id, movements: rows.map(toMovementDto) };
}
