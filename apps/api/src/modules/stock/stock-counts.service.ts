import {
  countDifferences,
  type StockCountCreate,
  type StockCountDetail,
  type StockCountUpdate,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { stockBalances, stockCountLines, stockCounts } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { toCountDto, toCountLineDto } from './stock.dto.ts';
import {
  balancesOf,
  countLines,
  findCount,
  listCounts as listCountRows,
  type StockCountRow,
  trackedVariantIds,
} from './stock.repo.ts';
import { invalidTransition, lockVariants, requireStockVariants, requireWarehouses } from './stock.service.ts';
import { applyMovements } from './stock-ledger.ts';

/** A count sheet holds at most this many variants (the default sheet takes the first ones by title). */
const COUNT_MAX_LINES = 5000;

const countNotFound = () => new AppError('not_found', { resource: 'resource.stock_count' });

export async function listCounts(ctx: AppContext, scope: Scope, query: ListQuery) {
  const page = await listCountRows(ctx.db, scope.companyId, query);
  return { data: page.rows.map(toCountDto), meta: page.meta };
}

async function detail(db: Executor, companyId: string, id: string): Promise<StockCountDetail> {
  const row = await findCount(db, companyId, id);
  if (!row) throw countNotFound();
  const lines = await countLines(db, companyId, id, row.warehouse_id);
  return { ...toCountDto(row), lines: lines.map(toCountLineDto) };
}

export const getCount = (ctx: AppContext, scope: Scope, id: string) => detail(ctx.db, scope.companyId, id);

/** The locked count, if it is still a draft (else 409 invalid_transition towards `target`). */
async function lockDraft(tx: Tx, companyId: string, id: string, target: string): Promise<StockCountRow> {
  const current = await findCount(tx, companyId, id, true);
  if (!current) throw countNotFound();
  if (current.status !== 'draft') throw invalidTransition('stock_count', current.status, target);
  return current;
}

/** Writes `values` on the company's count `id`. */
async function setCount(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<typeof stockCounts.$inferInsert>,
) {
  await tx
    .update(stockCounts)
    .set(values)
    .where(and(eq(stockCounts.company_id, companyId), eq(stockCounts.id, id)));
}

/** A draft count sheet numbered SC-<year>-<n>; expected quantities are the live balances until applied. */
export async function createCount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: StockCountCreate,
): Promise<StockCountDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await requireWarehouses(tx, companyId, { warehouse_id: input.warehouse_id });
    const variantIds = input.variant_ids ?? (await trackedVariantIds(tx, companyId, COUNT_MAX_LINES));
    if (input.variant_ids) await requireStockVariants(tx, companyId, variantIds, (i) => `variant_ids.${i}`);
    const now = new Date();
    const number = await nextDocumentNumber(tx, companyId, 'stock_count', now.getUTCFullYear());
    const id = uuidv7();
    await tx.insert(stockCounts).values({
      id,
      company_id: companyId,
      number,
      warehouse_id: input.warehouse_id,
      note: input.note ?? null,
      created_by: actorId,
      created_at: now,
      updated_at: now,
    });
    if (variantIds.length > 0) {
      await tx
        .insert(stockCountLines)
        .values(variantIds.map((variant_id) => ({ company_id: companyId, count_id: id, variant_id })));
    }
    await recordEvent(tx, {
      companyId,
      type: 'stock_count.created',
      subjectId: id,
      actorUserId: actorId,
      payload: { number, warehouse_id: input.warehouse_id, lines: variantIds.length },
    });
    return detail(tx, companyId, id);
  });
}

/** Enters counted quantities on a draft (a variant not on the sheet yet is added to it). */
export async function updateCount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: StockCountUpdate,
): Promise<StockCountDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await lockDraft(tx, companyId, id, 'draft');
    const lines = input.lines ?? [];
    if (lines.length > 0) {
      await requireStockVariants(
        tx,
        companyId,
        lines.map((l) => l.variant_id),
        (i) => `lines.${i}.variant_id`,
      );
      await tx
        .insert(stockCountLines)
        .values(
          lines.map((l) => ({
            company_id: companyId,
            count_id: id,
            variant_id: l.variant_id,
            counted_quantity: l.counted_quantity,
          })),
        )
        .onConflictDoUpdate({
          target: [stockCountLines.count_id, stockCountLines.variant_id],
          set: { counted_quantity: sql`excluded.counted_quantity` },
        });
    }
    await setCount(tx, companyId, id, {
      ...(input.note !== undefined ? { note: input.note } : {}),
      updated_at: new Date(),
    });
    await recordEvent(tx, {
      companyId,
      type: 'stock_count.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { lines: lines.length },
    });
    return detail(tx, companyId, id);
  });
}

/**
 * Posts counted − expected as `count` movements, the expected quantity being the balance at this
 * moment (read under the variants' locks), and freezes it on the lines. Uncounted lines change nothing.
 */
export async function applyCount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<StockCountDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await lockDraft(tx, companyId, id, 'applied');
    await requireWarehouses(tx, companyId, { warehouse_id: current.warehouse_id });
    const lines = await countLines(tx, companyId, id, current.warehouse_id);
    const variantIds = lines.map((l) => l.variant_id);
    await lockVariants(tx, companyId, variantIds);
    const balances = await balancesOf(tx, companyId, current.warehouse_id, variantIds);
    // Freeze the balances the differences are computed against (locked above, so the same as read).
    await tx
      .update(stockCountLines)
      .set({
        expected_quantity: sql`coalesce((select b.quantity from ${stockBalances} b where b.warehouse_id = ${current.warehouse_id} and b.variant_id = "stock_count_lines"."variant_id"), 0)`,
      })
      .where(and(eq(stockCountLines.company_id, companyId), eq(stockCountLines.count_id, id)));
    const expected = lines.map((l) => ({
      variant_id: l.variant_id,
      expected: balances.get(l.variant_id) ?? 0,
      counted: l.counted_quantity,
    }));
    const differences = countDifferences(expected);
    await applyMovements(
      tx,
      companyId,
      actorId,
      differences.map((d) => ({
        warehouseId: current.warehouse_id,
        variantId: d.variant_id,
        direction: d.direction,
        quantity: d.quantity,
        reason: 'count',
        referenceType: 'stock_count',
        referenceId: id,
      })),
    );
    const now = new Date();
    await setCount(tx, companyId, id, {
      status: 'applied',
      applied_by: actorId,
      applied_at: now,
      updated_at: now,
    });
    await recordEvent(tx, {
      companyId,
      type: 'stock_count.applied',
      subjectId: id,
      actorUserId: actorId,
      payload: {
        warehouse_id: current.warehouse_id,
        differences: differences.map((d) => ({ variant_id: d.variant_id, difference: d.difference })),
      },
    });
    return detail(tx, companyId, id);
  });
}

export async function cancelCount(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<StockCountDetail> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    await lockDraft(tx, companyId, id, 'cancelled');
    await setCount(tx, companyId, id, { status: 'cancelled', updated_at: new Date() });
    await recordEvent(tx, { companyId, type: 'stock_count.cancelled', subjectId: id, actorUserId: actorId });
    return detail(tx, companyId, id);
  });
}
