import { type AdjustmentReason, isCompositeType, variantDisplayName } from '@comptoir/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { execRows, valuesList } from '../../db/raw-rows.ts';
import { compositeStocks } from '../../db/schema/catalog.ts';
import type { STOCK_REASON_VALUES } from '../../db/schema/stock.ts';
import { AppError } from '../../lib/app-error.ts';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid.ts';
import {
  type AvailabilityChange,
  compositeAvailabilityChanges,
  recordLowStockCrossings,
} from './stock-low-events.ts';
import { postStockValueChanges } from './stock-postings.ts';

export type StockReason = (typeof STOCK_REASON_VALUES)[number];

/** One stock change to post; `quantity` is positive, `direction` gives the sign. */
export interface MovementInput {
  warehouseId: string;
  variantId: string;
  direction: 'inbound' | 'outbound';
  quantity: number;
  reason: StockReason;
  referenceType?: string;
  referenceId?: string;
  /** only for `adjustment` movements: the hand adjustment's reason code */
  adjustmentReason?: AdjustmentReason;
  note?: string;
}

export interface PostedMovement {
  id: string;
  warehouseId: string;
  variantId: string;
  direction: 'inbound' | 'outbound';
  quantity: number;
  balanceAfter: number;
}

interface VariantInfo {
  id: string;
  title: string;
  sku: string | null;
  productTitle: string;
  type: string;
  trackInventory: boolean;
}

/**
 * Bundles inside bundles are expanded this deep at most (a cycle must not loop forever). The API no longer lets a
 * bundle or menu be a component (core componentProblem); this still moves stock for one made before it refused.
 */
const MAX_COMPOSITE_DEPTH = 4;

const variantNotFound = () => new AppError('not_found', { resource: 'resource.variant' });
const warehouseNotFound = () => new AppError('not_found', { resource: 'resource.warehouse' });

/** A quantity past the 32-bit columns (PostgreSQL 22003) is a bad input, not a server error. */
async function guardOverflow<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.cause?.code ?? e.code) === '22003') {
      throw new AppError('validation_failed', {}, { quantity: ['stock.quantity_too_large'] });
    }
    throw error;
  }
}

/** "T-shirt — M / Red (TS-M-R)": how an item is named in an insufficient-stock message. */
export function itemLabel(v: { productTitle: string; title: string; sku: string | null }): string {
  const name = variantDisplayName(v.productTitle, v.title);
  return v.sku ? `${name} (${v.sku})` : name;
}

/**
 * The company's variants among `ids`, soft-deleted ones included: documents issued before a
 * deletion (a transfer in transit, a count sheet) must still be able to move their stock.
 * Callers that create new documents refuse deleted variants themselves.
 */
async function loadVariants(tx: Tx, companyId: string, ids: string[]): Promise<Map<string, VariantInfo>> {
  // A malformed id is one no variant has (the uuid[] cast would refuse the whole statement).
  const valid = ids.filter((id) => UUID_PATTERN.test(id));
  if (valid.length === 0) return new Map();
  // Hand-written (db/raw-rows.ts): read by every sale.
  const rows = await execRows(tx, {
    name: 'stock_variants',
    text: `select v.id, v.title, v.sku, p.title, p.type, p.track_inventory
      from product_variants v join products p on p.id = v.product_id
      where v.company_id = $1 and v.id = any($2::uuid[])`,
    values: [companyId, valid],
  });
  return new Map(
    rows.map(([id, title, sku, productTitle, type, trackInventory]) => [
      id as string,
      {
        id: id as string,
        title: title as string,
        sku: sku as string | null,
        productTitle: productTitle as string,
        type: type as VariantInfo['type'],
        trackInventory: trackInventory as boolean,
      },
    ]),
  );
}

/** Replaces bundle/menu movements by their components' movements (quantity × component quantity). */
async function expandComposites(
  tx: Tx,
  companyId: string,
  movements: MovementInput[],
  variants: Map<string, VariantInfo>,
): Promise<MovementInput[]> {
  let current = movements;
  for (let depth = 0; ; depth++) {
    const compositeIds = [
      ...new Set(
        current.filter((m) => isCompositeType(variants.get(m.variantId)?.type)).map((m) => m.variantId),
      ),
    ];
    if (compositeIds.length === 0) return current;
    if (depth >= MAX_COMPOSITE_DEPTH) {
      // A bundle containing itself (directly or not): refuse rather than post nothing.
      throw new AppError('validation_failed', {}, { variant_id: ['stock.composite_cycle'] });
    }
    const parts = await tx
      .select()
      .from(compositeStocks)
      .where(
        and(eq(compositeStocks.company_id, companyId), inArray(compositeStocks.variant_id, compositeIds)),
      );
    const missing = parts.map((p) => p.component_variant_id).filter((id) => !variants.has(id));
    for (const [id, info] of await loadVariants(tx, companyId, [...new Set(missing)])) variants.set(id, info);
    const next: MovementInput[] = [];
    for (const m of current) {
      if (!compositeIds.includes(m.variantId)) {
        next.push(m);
        continue;
      }
      for (const part of parts.filter((p) => p.variant_id === m.variantId)) {
        next.push({
          ...m,
          variantId: part.component_variant_id,
          quantity: m.quantity * part.quantity,
          // The component movement points at what caused it, or at the composite when nothing did.
          referenceType: m.referenceType ?? 'product_variant',
          referenceId: m.referenceId ?? m.variantId,
          note: m.note ?? `${variants.get(m.variantId)?.productTitle ?? ''} × ${m.quantity}`,
        });
      }
    }
    current = next;
  }
}

/**
 * THE way stock changes (owned by the stock module): inside the caller's transaction, locks each
 * (warehouse, variant) balance, refuses with AppError('insufficient_stock') (409) when an outbound
 * movement would take a warehouse that forbids negative stock below zero, writes the movement rows,
 * updates stock_balances and product_variants.quantity, expands outbound/inbound movements of bundle
 * and menu variants into their components (composite_stocks), and records low-stock events.
 *
 * Lock order, the same for every caller so two transactions never wait on each other in a cycle:
 * the warehouses FOR KEY SHARE (only a warehouse deletion's FOR UPDATE conflicts with it, and a
 * deletion takes no variant or balance lock), then the touched product_variants rows by id (their
 * `quantity` is updated anyway, and product edits lock them before posting opening stock), then the
 * balances by (warehouse_id, variant_id)
 * in one upsert whose rows are listed in that order. Variants of untracked products (services,
 * digital goods) post nothing. Opening, adjustment, count and transfer-loss movements post their
 * value at cost to the ledger (stock-postings.ts); the other reasons are posted by the module that
 * owns them.
 */
const insertMovementsText = new Map<number, string>();

export async function applyMovements(
  tx: Tx,
  companyId: string,
  actorId: string | null,
  movements: MovementInput[],
): Promise<PostedMovement[]> {
  for (const m of movements) {
    if (!Number.isInteger(m.quantity) || m.quantity <= 0) {
      throw new AppError('validation_failed', {}, { quantity: ['stock.invalid_quantity'] });
    }
  }
  if (movements.length === 0) return [];

  const variants = await loadVariants(tx, companyId, [...new Set(movements.map((m) => m.variantId))]);
  for (const m of movements) if (!variants.has(m.variantId)) throw variantNotFound();
  const expanded = (await expandComposites(tx, companyId, movements, variants)).filter(
    (m) => variants.get(m.variantId)?.trackInventory,
  );
  if (expanded.length === 0) return [];

  const warehouseIds = [...new Set(expanded.map((m) => m.warehouseId))];
  // FOR KEY SHARE (what the movement rows' foreign key takes anyway, taken here first): a warehouse
  // deletion locks its row FOR UPDATE while it checks that the warehouse holds nothing, so a posting
  // waits for it and then finds the warehouse gone, rather than leaving stock in a deleted warehouse.
  const warehouseRows = (
    await execRows(tx, {
      name: 'stock_warehouses_key_share',
      text: `select id, name, allow_negative_stock from warehouses
        where company_id = $1 and id = any($2::uuid[]) and deleted_at is null
        for key share`,
      values: [companyId, warehouseIds],
    })
  ).map(([id, name, allowNegative]) => ({
    id: id as string,
    name: name as string,
    allowNegative: allowNegative as boolean,
  }));
  const warehouseById = new Map(warehouseRows.map((w) => [w.id, w]));
  for (const id of warehouseIds) if (!warehouseById.has(id)) throw warehouseNotFound();

  // 1. Variant rows, locked in id order; their quantity before the change.
  const variantIds = [...new Set(expanded.map((m) => m.variantId))].sort();
  const locked = (
    await execRows(tx, {
      name: 'stock_variants_lock',
      text: `select id, quantity, reorder_point from product_variants
        where company_id = $1 and id = any($2::uuid[])
        order by id
        for update`,
      values: [companyId, variantIds],
    })
  ).map(([id, quantity, reorder]) => ({
    id: id as string,
    quantity: quantity as number,
    reorder: reorder as number | null,
  }));
  const before = new Map(locked.map((v) => [v.id, v]));

  // 2. Net change per balance, applied in one upsert in (warehouse_id, variant_id) order.
  const delta = new Map<string, number>();
  const keyOf = (m: { warehouseId: string; variantId: string }) => `${m.warehouseId}|${m.variantId}`;
  for (const m of expanded) {
    const signed = m.direction === 'inbound' ? m.quantity : -m.quantity;
    delta.set(keyOf(m), (delta.get(keyOf(m)) ?? 0) + signed);
  }
  const keys = [...delta.keys()].sort();
  const upsertText = `insert into stock_balances as b (company_id, warehouse_id, variant_id, quantity)
    values ${valuesList(keys.length, 4, ['::uuid', '::uuid', '::uuid', '::integer'])}
    on conflict (warehouse_id, variant_id)
    do update set quantity = b.quantity + excluded.quantity, updated_at = now()
    returning b.warehouse_id, b.variant_id, b.quantity`;
  const balanceRows = await guardOverflow(() =>
    execRows(tx, {
      name: `stock_balances_upsert_${keys.length}`,
      text: upsertText,
      values: keys.flatMap((key) => {
        const [warehouseId, variantId] = key.split('|');
        return [companyId, warehouseId, variantId, delta.get(key)];
      }),
    }),
  );
  const balances = balanceRows.map((r) => ({
    warehouse_id: r[0] as string,
    variant_id: r[1] as string,
    quantity: r[2] as number,
  }));
  const after = new Map(balances.map((b) => [`${b.warehouse_id}|${b.variant_id}`, Number(b.quantity)]));

  for (const key of keys) {
    const change = delta.get(key) ?? 0;
    const quantity = after.get(key) ?? 0;
    const [warehouseId, variantId] = key.split('|') as [string, string];
    const warehouse = warehouseById.get(warehouseId);
    if (change < 0 && quantity < 0 && !warehouse?.allowNegative) {
      // Throwing rolls the caller's transaction back, the upsert with it.
      const variant = variants.get(variantId);
      throw new AppError('insufficient_stock', {
        available: Math.max(quantity - change, 0),
        item: variant ? itemLabel(variant) : variantId,
        warehouse: warehouse?.name ?? '',
      });
    }
  }

  // 3. Variant totals (their rows are locked already), and the low-stock event when a variant (or a
  // bundle made of it) crosses its reorder point; before the movement rows, whose insert holds the
  // company's movement counter.
  const variantDelta = new Map<string, number>();
  for (const m of expanded) {
    variantDelta.set(
      m.variantId,
      (variantDelta.get(m.variantId) ?? 0) + (m.direction === 'inbound' ? m.quantity : -m.quantity),
    );
  }
  const changed = variantIds.filter((id) => (variantDelta.get(id) ?? 0) !== 0);
  if (changed.length > 0) {
    const changes = changed.map((_, i) => `($${2 * i + 2}::uuid, $${2 * i + 3}::integer)`);
    await guardOverflow(() =>
      execRows(tx, {
        name: `product_variants_stock_${changed.length}`,
        text: `update product_variants as v set quantity = v.quantity + d.change, updated_at = now()
          from (values ${changes.join(', ')}) as d(id, change)
          where v.company_id = $1::uuid and v.id = d.id`,
        values: [companyId, ...changed.flatMap((id) => [id, variantDelta.get(id)])],
      }),
    );
  }
  // Stocked variants by their own total; bundles and menus by what their components now allow.
  const stocked: AvailabilityChange[] = changed.flatMap((variantId) => {
    const previous = before.get(variantId);
    const info = variants.get(variantId);
    if (!previous) return [];
    return [
      {
        variantId,
        item: info ? itemLabel(info) : variantId,
        before: previous.quantity,
        after: previous.quantity + (variantDelta.get(variantId) ?? 0),
        reorderPoint: previous.reorder,
      },
    ];
  });
  const netDelta = new Map(changed.map((id) => [id, variantDelta.get(id) ?? 0]));
  await recordLowStockCrossings(tx, companyId, actorId, [
    ...stocked,
    ...(await compositeAvailabilityChanges(tx, companyId, netDelta, itemLabel)),
  ]);

  // 4. Movement rows, each with the balance right after it (movements of one key in input order).
  const running = new Map<string, number>();
  for (const key of keys) running.set(key, (after.get(key) ?? 0) - (delta.get(key) ?? 0));
  const rows = expanded.map((m) => {
    const key = keyOf(m);
    const balanceAfter = (running.get(key) ?? 0) + (m.direction === 'inbound' ? m.quantity : -m.quantity);
    running.set(key, balanceAfter);
    return {
      company_id: companyId,
      warehouse_id: m.warehouseId,
      variant_id: m.variantId,
      direction: m.direction,
      quantity: m.quantity,
      reason: m.reason,
      reference_type: m.referenceType ?? null,
      reference_id: m.referenceId ?? null,
      adjustment_reason: m.adjustmentReason ?? null,
      note: m.note ?? null,
      balance_after: balanceAfter,
      user_id: actorId,
    };
  });
  // Hand-written (db/raw-rows.ts): ids made here, nothing read back.
  const inserted = rows.map(() => ({ id: uuidv7() }));
  let text = insertMovementsText.get(rows.length);
  if (!text) {
    text = `insert into stock_movements (id, company_id, warehouse_id, variant_id, direction, quantity, reason, reference_type, reference_id, adjustment_reason, note, balance_after, user_id) values ${valuesList(rows.length, 13)}`;
    insertMovementsText.set(rows.length, text);
  }
  await execRows(tx, {
    name: `stock_movements_insert_${rows.length}`,
    text,
    values: rows.flatMap((r, i) => [
      inserted[i]!.id,
      r.company_id,
      r.warehouse_id,
      r.variant_id,
      r.direction,
      r.quantity,
      r.reason,
      r.reference_type,
      r.reference_id,
      r.adjustment_reason,
      r.note,
      r.balance_after,
      r.user_id,
    ]),
  });

  // 5. The value at cost of opening stock, adjustments and count differences, in the books.
  await postStockValueChanges(
    tx,
    companyId,
    actorId,
    rows.map((r, i) => ({
      id: inserted[i]?.id ?? '',
      variantId: r.variant_id,
      direction: r.direction,
      quantity: r.quantity,
      reason: r.reason,
      referenceType: r.reference_type,
      referenceId: r.reference_id,
    })),
  );

  return rows.map((r, i) => ({
    id: inserted[i]?.id ?? '',
    warehouseId: r.warehouse_id,
    variantId: r.variant_id,
    direction: r.direction,
    quantity: r.quantity,
    balanceAfter: r.balance_after,
  }));
}
