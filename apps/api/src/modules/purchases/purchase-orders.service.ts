import {
  can,
  documentReference,
  isPurchaseOrderEditable,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
  type purchaseOrderCreateSchema,
  purchaseOrderTransition,
  type purchaseOrderUpdateSchema,
} from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { suppliers, warehouses } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { type CompanyRow, findCompanyRow } from '../invoices/invoices.repo.ts';
import { yearIn } from '../invoices/invoices.service.ts';
import { companyCurrency, pricePurchaseLines, resolvePurchaseLines } from './purchase-lines.ts';
import {
  addPurchaseOrderHistory,
  billedByLine,
  findPurchaseOrder,
  findPurchaseOrderHistory,
  findPurchaseOrderLines,
  insertPurchaseOrder,
  listPurchaseOrders as listPurchaseOrderRows,
  type PurchaseOrderHistoryRow,
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
  replacePurchaseOrderLines,
  updatePurchaseOrderRow,
} from './purchase-orders.repo.ts';

type PurchaseOrderCreate = z.output<typeof purchaseOrderCreateSchema>;
type PurchaseOrderUpdate = z.output<typeof purchaseOrderUpdateSchema>;

export interface PurchaseOrderDetail {
  row: PurchaseOrderRow;
  lines: PurchaseOrderLineRow[];
  billed: Map<string, number>;
  timeline?: PurchaseOrderHistoryRow[];
}

export const purchaseOrderNotFound = () => new AppError('not_found', { resource: 'resource.purchase_order' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

export const invalidPurchaseOrderTransition = (from: PurchaseOrderStatus, to: string) =>
  new AppError('invalid_transition', {
    resource: 'resource.purchase_order',
    from: `purchases.status.${from}`,
    to: `purchases.status.${to}`,
  });

export async function listPurchaseOrders(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<PurchaseOrderRow>> {
  return listPurchaseOrderRows(ctx.db, scope.companyId, query);
}

/** One purchase order with its lines, what was billed of each, and (detail) its timeline. */
export async function loadPurchaseOrder(
  db: Executor,
  companyId: string,
  id: string,
  options: { timeline?: boolean } = {},
): Promise<PurchaseOrderDetail> {
  const row = await findPurchaseOrder(db, companyId, id);
  if (!row) throw purchaseOrderNotFound();
  const [lines, billed, timeline] = await Promise.all([
    findPurchaseOrderLines(db, companyId, [id]),
    billedByLine(db, companyId, id),
    options.timeline ? findPurchaseOrderHistory(db, companyId, id) : Promise.resolve(undefined),
  ]);
  return { row, lines, billed, ...(timeline ? { timeline } : {}) };
}

export function getPurchaseOrder(ctx: AppContext, scope: Scope, id: string): Promise<PurchaseOrderDetail> {
  return loadPurchaseOrder(ctx.db, scope.companyId, id, { timeline: true });
}

/** A live, active supplier of the company (its name is copied onto the order). */
async function supplierFor(
  db: Executor,
  companyId: string,
  id: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name, active: suppliers.is_active })
    .from(suppliers)
    .where(and(eq(suppliers.company_id, companyId), eq(suppliers.id, id), isNull(suppliers.deleted_at)))
    .limit(1);
  if (!row) throw fieldError('supplier_id', 'purchases.unknown_supplier');
  if (!row.active) throw fieldError('supplier_id', 'purchases.supplier_inactive');
  return row;
}

/** The given warehouse when it is the company's and active, else the default one. */
async function warehouseFor(db: Executor, companyId: string, id: string | undefined): Promise<string> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.company_id, companyId),
        isNull(warehouses.deleted_at),
        eq(warehouses.is_active, true),
        id ? eq(warehouses.id, id) : eq(warehouses.is_default, true),
      ),
    )
    .limit(1);
  if (!row) throw fieldError('warehouse_id', 'unknown_warehouse');
  return row.id;
}

async function pricedLines(
  tx: Tx,
  company: CompanyRow,
  orderId: string,
  lines: PurchaseOrderCreate['lines'],
) {
  const resolved = await resolvePurchaseLines(tx, company.id, lines);
  const { rows, totals } = pricePurchaseLines(companyCurrency(company.currency), resolved);
  return {
    totals,
    orderedQuantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    inserts: rows.map(({ kind: _kind, variant_id, ...row }, index) => ({
      ...row,
      variant_id: variant_id!,
      company_id: company.id,
      purchase_order_id: orderId,
      position: index + 1,
    })),
  };
}

/**
 * Writes a draft purchase order inside `tx`: lines priced with their taxes, history and outbox event.
 * The caller checked the supplier and the warehouse.
 */
export async function insertDraftPurchaseOrder(
  tx: Tx,
  company: CompanyRow,
  actorId: string,
  draft: {
    supplier: { id: string; name: string };
    warehouseId: string;
    expected_at?: string | null | undefined;
    notes?: string | null | undefined;
    lines: PurchaseOrderCreate['lines'];
    /** what the event says the draft came from, e.g. low_stock */
    source?: string;
  },
): Promise<Omit<PurchaseOrderDetail, 'timeline'>> {
  const companyId = company.id;
  const row = await insertPurchaseOrder(tx, {
    company_id: companyId,
    supplier_id: draft.supplier.id,
    supplier_name: draft.supplier.name,
    warehouse_id: draft.warehouseId,
    currency: company.currency,
    expected_at: draft.expected_at ?? null,
    notes: draft.notes ?? null,
    subtotal: 0,
    tax_total: 0,
    deductible_tax_total: 0,
    total: 0,
    ordered_quantity: 0,
    created_by: actorId,
  });
  const priced = await pricedLines(tx, company, row.id, draft.lines);
  const lines = await replacePurchaseOrderLines(tx, companyId, row.id, priced.inserts);
  const updated = await updatePurchaseOrderRow(tx, companyId, row.id, {
    subtotal: priced.totals.subtotal,
    tax_total: priced.totals.tax_total,
    deductible_tax_total: priced.totals.deductible_tax_total,
    total: priced.totals.total,
    ordered_quantity: priced.orderedQuantity,
  });
  await addPurchaseOrderHistory(tx, [
    {
      company_id: companyId,
      purchase_order_id: row.id,
      type: 'created',
      to_value: 'draft',
      user_id: actorId,
    },
  ]);
  await recordEvent(tx, {
    companyId,
    type: 'purchase_order.created',
    subjectId: row.id,
    actorUserId: actorId,
    payload: {
      supplier_id: draft.supplier.id,
      total: updated.total,
      ...(draft.source ? { source: draft.source } : {}),
    },
  });
  return { row: updated, lines, billed: new Map<string, number>() };
}

/** A draft purchase order: lines priced with their taxes, not numbered until approved. */
export async function createPurchaseOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: PurchaseOrderCreate,
): Promise<PurchaseOrderDetail> {
  const { companyId } = scope;
  const detail = await ctx.db.transaction(async (tx) => {
    const company = (await findCompanyRow(tx, companyId))!;
    const supplier = await supplierFor(tx, companyId, input.supplier_id);
    const warehouseId = await warehouseFor(tx, companyId, input.warehouse_id);
    return insertDraftPurchaseOrder(tx, company, actorId, {
      supplier,
      warehouseId,
      expected_at: input.expected_at,
      notes: input.notes,
      lines: input.lines,
    });
  });
  return { ...detail, timeline: await findPurchaseOrderHistory(ctx.db, companyId, detail.row.id) };
}

/** Changes a draft or submitted order (given fields; `lines` replaces them all and re-prices). */
export async function updatePurchaseOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: PurchaseOrderUpdate,
): Promise<PurchaseOrderDetail> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findPurchaseOrder(tx, companyId, id, { lock: true });
    if (!current) throw purchaseOrderNotFound();
    if (!isPurchaseOrderEditable(current.status))
      throw invalidPurchaseOrderTransition(current.status, 'edited');
    const company = (await findCompanyRow(tx, companyId))!;
    const changes: Parameters<typeof updatePurchaseOrderRow>[3] = {};
    if (input.supplier_id !== undefined) {
      const supplier = await supplierFor(tx, companyId, input.supplier_id);
      changes.supplier_id = supplier.id;
      changes.supplier_name = supplier.name;
    }
    if (input.warehouse_id !== undefined)
      changes.warehouse_id = await warehouseFor(tx, companyId, input.warehouse_id);
    if (input.expected_at !== undefined) changes.expected_at = input.expected_at;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.lines !== undefined) {
      const priced = await pricedLines(tx, company, id, input.lines);
      await replacePurchaseOrderLines(tx, companyId, id, priced.inserts);
      Object.assign(changes, {
        subtotal: priced.totals.subtotal,
        tax_total: priced.totals.tax_total,
        deductible_tax_total: priced.totals.deductible_tax_total,
        total: priced.totals.total,
        ordered_quantity: priced.orderedQuantity,
      });
    }
    await updatePurchaseOrderRow(tx, companyId, id, changes);
    await addPurchaseOrderHistory(tx, [
      {
        company_id: companyId,
        purchase_order_id: id,
        type: 'updated',
        to_value: Object.keys(input).join(','),
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'purchase_order.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
  });
  return getPurchaseOrder(ctx, scope, id);
}

/** Throws a draft away (soft delete): it was never numbered, so no gap appears. */
export async function deletePurchaseOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findPurchaseOrder(tx, companyId, id, { lock: true });
    if (!current) throw purchaseOrderNotFound();
    if (current.status !== 'draft') throw invalidPurchaseOrderTransition(current.status, 'deleted');
    await updatePurchaseOrderRow(tx, companyId, id, { deleted_at: new Date() });
    await recordEvent(tx, {
      companyId,
      type: 'purchase_order.deleted',
      subjectId: id,
      actorUserId: actorId,
    });
  });
}

const PREFIX_DEFAULT = 'PO-';

function purchaseOrderPrefix(company: CompanyRow): string {
  const value = (company.variables as unknown as Record<string, unknown>).purchase_order_prefix;
  return typeof value === 'string' ? value : PREFIX_DEFAULT;
}

const ACTION_HISTORY: Record<PurchaseOrderAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  reopen: 'reopened',
  cancel: 'cancelled',
};
const ACTION_TARGET: Record<PurchaseOrderAction, PurchaseOrderStatus> = {
  submit: 'submitted',
  approve: 'approved',
  reopen: 'draft',
  cancel: 'cancelled',
};

/**
 * submit, approve, reopen (a submitted order back to draft) or cancel. Approving commits money, so
 * it also needs products.cost (admins and managers): employees draft and submit, a manager approves.
 * The order takes its gap-free number (PO-2026-0003) when approved, in this transaction.
 */
export async function transitionPurchaseOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  action: PurchaseOrderAction,
  note: string | null | undefined,
): Promise<PurchaseOrderDetail> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findPurchaseOrder(tx, companyId, id, { lock: true });
    if (!current) throw purchaseOrderNotFound();
    if (action === 'approve' && !can(scope.role, 'products.cost')) throw new AppError('forbidden');
    const next = purchaseOrderTransition(current.status, action);
    if (!next) throw invalidPurchaseOrderTransition(current.status, ACTION_TARGET[action]);
    const now = new Date();
    const changes: Parameters<typeof updatePurchaseOrderRow>[3] = { status: next };
    if (action === 'submit') changes.submitted_at = now;
    if (action === 'reopen') changes.submitted_at = null;
    if (action === 'cancel') changes.cancelled_at = now;
    if (action === 'approve') {
      const company = (await findCompanyRow(tx, companyId))!;
      const year = yearIn(company.timezone, now);
      const number = await nextDocumentNumber(tx, companyId, 'purchase_order', year);
      Object.assign(changes, {
        year,
        number,
        reference: documentReference(purchaseOrderPrefix(company), year, number),
        approved_at: now,
        approved_by: actorId,
      });
    }
    const row = await updatePurchaseOrderRow(tx, companyId, id, changes);
    await addPurchaseOrderHistory(tx, [
      {
        company_id: companyId,
        purchase_order_id: id,
        type: ACTION_HISTORY[action],
        from_value: current.status,
        to_value: action === 'approve' ? row.reference : next,
        note: note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: `purchase_order.${ACTION_HISTORY[action]}`,
      subjectId: id,
      actorUserId: actorId,
      payload: { from: current.status, to: next, reference: row.reference },
    });
  });
  return getPurchaseOrder(ctx, scope, id);
}
