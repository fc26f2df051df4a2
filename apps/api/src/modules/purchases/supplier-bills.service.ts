import {
  addDaysToDate,
  type BillingBasis,
  billableQuantity,
  type billFromOrderSchema,
  canBillPurchaseOrder,
  canCancelBill,
  documentReference,
  isBillEditable,
  type SupplierBillStatus,
  type supplierBillCreateSchema,
  type supplierBillUpdateSchema,
} from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { type CompanyRow, findCompanyRow } from '../invoices/invoices.repo.ts';
import { todayIn, yearOf } from './purchase-dates.ts';
import {
  companyCurrency,
  type PricedPurchaseLineRow,
  pricePurchaseLines,
  purchaseKindsOf,
  type ResolvedPurchaseLine,
  resolvePurchaseLines,
} from './purchase-lines.ts';
import {
  addPurchaseOrderHistory,
  billedByLine,
  findPurchaseOrder,
  findPurchaseOrderLines,
} from './purchase-orders.repo.ts';
import { purchaseOrderNotFound } from './purchase-orders.service.ts';
import { recordPurchasePostings } from './purchase-postings.ts';
import {
  findBillPayments,
  findSupplierBill,
  findSupplierBillLines,
  insertSupplierBill,
  listSupplierBills as listSupplierBillRows,
  replaceSupplierBillLines,
  type SupplierBillLineRow,
  type SupplierBillListRow,
  type SupplierPaymentListRow,
  updateSupplierBillRow,
} from './supplier-bills.repo.ts';

type BillCreate = z.output<typeof supplierBillCreateSchema>;
type BillFromOrder = z.output<typeof billFromOrderSchema>;
type BillUpdate = z.output<typeof supplierBillUpdateSchema>;

export interface SupplierBillDetail {
  row: SupplierBillListRow;
  lines: SupplierBillLineRow[];
  payments: SupplierPaymentListRow[];
}

export const billNotFound = () => new AppError('not_found', { resource: 'resource.supplier_bill' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

export const invalidBillTransition = (from: SupplierBillStatus, to: string) =>
  new AppError('invalid_transition', {
    resource: 'resource.supplier_bill',
    from: `purchases.bill_status.${from}`,
    to: `purchases.bill_status.${to}`,
  });

export async function listSupplierBills(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<SupplierBillListRow>> {
  return listSupplierBillRows(ctx.db, scope.companyId, query);
}

export async function loadSupplierBill(
  db: Executor,
  companyId: string,
  id: string,
): Promise<SupplierBillDetail> {
  const row = await findSupplierBill(db, companyId, id);
  if (!row) throw billNotFound();
  const [lines, payments] = await Promise.all([
    findSupplierBillLines(db, companyId, [id]),
    findBillPayments(db, companyId, [id]),
  ]);
  return { row, lines, payments };
}

export function getSupplierBill(ctx: AppContext, scope: Scope, id: string): Promise<SupplierBillDetail> {
  return loadSupplierBill(ctx.db, scope.companyId, id);
}

/** A live supplier of the company, with its payment terms (bills may still be entered for an inactive one). */
async function billSupplier(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name, terms: suppliers.payment_terms_days })
    .from(suppliers)
    .where(and(eq(suppliers.company_id, companyId), eq(suppliers.id, id), isNull(suppliers.deleted_at)))
    .limit(1);
  if (!row) throw fieldError('supplier_id', 'purchases.unknown_supplier');
  return row;
}

/** The bill's dates: today by default, due after the supplier's payment terms (on receipt without). */
function billDates(
  company: CompanyRow,
  terms: number | null,
  input: { bill_date?: string | undefined; due_date?: string | null | undefined },
  current?: { bill_date: string; due_date: string | null },
) {
  const billDate = input.bill_date ?? current?.bill_date ?? todayIn(company.timezone);
  const dueDate =
    input.due_date !== undefined
      ? (input.due_date ?? addDaysToDate(billDate, terms ?? 0))
      : current && input.bill_date === undefined
        ? current.due_date
        : addDaysToDate(billDate, terms ?? 0);
  if (dueDate !== null && dueDate < billDate) throw fieldError('due_date', 'purchases.due_before_bill');
  return { bill_date: billDate, due_date: dueDate };
}

function lineInserts(
  companyId: string,
  billId: string,
  rows: PricedPurchaseLineRow[],
  orderLineIds?: string[],
) {
  return rows.map((row, index) => ({
    ...row,
    company_id: companyId,
    bill_id: billId,
    position: index + 1,
    purchase_order_line_id: orderLineIds?.[index] ?? null,
  }));
}

async function insertDraftBill(
  tx: Tx,
  company: CompanyRow,
  actorId: string,
  values: {
    supplier: { id: string; name: string };
    purchaseOrderId: string | null;
    header: { supplier_reference?: string | null | undefined; notes?: string | null | undefined };
    dates: { bill_date: string; due_date: string | null };
    lines: ResolvedPurchaseLine[];
    orderLineIds?: string[];
  },
): Promise<string> {
  const { rows, totals } = pricePurchaseLines(companyCurrency(company.currency), values.lines);
  const bill = await insertSupplierBill(tx, {
    company_id: company.id,
    supplier_id: values.supplier.id,
    supplier_name: values.supplier.name,
    purchase_order_id: values.purchaseOrderId,
    supplier_reference: values.header.supplier_reference ?? null,
    notes: values.header.notes ?? null,
    ...values.dates,
    currency: company.currency,
    subtotal: totals.subtotal,
    tax_total: totals.tax_total,
    deductible_tax_total: totals.deductible_tax_total,
    total: totals.total,
    created_by: actorId,
  });
  await replaceSupplierBillLines(
    tx,
    company.id,
    bill.id,
    lineInserts(company.id, bill.id, rows, values.orderLineIds),
  );
  await recordEvent(tx, {
    companyId: company.id,
    type: 'supplier_bill.created',
    subjectId: bill.id,
    actorUserId: actorId,
    payload: {
      supplier_id: values.supplier.id,
      purchase_order_id: values.purchaseOrderId,
      total: bill.total,
    },
  });
  return bill.id;
}

/** A bill typed in from the supplier's invoice, not tied to a purchase order (a draft until entered). */
export async function createSupplierBill(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: BillCreate,
): Promise<SupplierBillDetail> {
  const { companyId } = scope;
  const id = await ctx.db.transaction(async (tx) => {
    const company = (await findCompanyRow(tx, companyId))!;
    const supplier = await billSupplier(tx, companyId, input.supplier_id);
    return insertDraftBill(tx, company, actorId, {
      supplier,
      purchaseOrderId: null,
      header: input,
      dates: billDates(company, supplier.terms, input),
      lines: await resolvePurchaseLines(tx, companyId, input.lines),
    });
  });
  return loadSupplierBill(ctx.db, companyId, id);
}

/**
 * A draft bill for what an order still has to be billed: by default the units received and not billed
 * yet (pay for what arrived), or every ordered unit not billed yet (basis 'ordered', for a supplier paid
 * before shipping). Each line keeps the order's unit cost and tax snapshot. The order is locked, so two
 * bills drawn at once never bill the same units.
 */
export async function createBillFromOrder(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  orderId: string,
  input: BillFromOrder,
): Promise<SupplierBillDetail> {
  const { companyId } = scope;
  const basis: BillingBasis = input.basis ?? 'received';
  const id = await ctx.db.transaction(async (tx) => {
    const order = await findPurchaseOrder(tx, companyId, orderId, { lock: true });
    if (!order) throw purchaseOrderNotFound();
    if (!canBillPurchaseOrder(order.status)) {
      throw new AppError('invalid_transition', {
        resource: 'resource.purchase_order',
        from: `purchases.status.${order.status}`,
        to: 'purchases.status.billed',
      });
    }
    // One after the other: a transaction's client runs one query at a time.
    const company = await findCompanyRow(tx, companyId);
    const lines = await findPurchaseOrderLines(tx, companyId, [orderId]);
    const billed = await billedByLine(tx, companyId, orderId);
    const billable = lines
      .map((line) => ({ line, quantity: billableQuantity(line, billed.get(line.id) ?? 0, basis) }))
      .filter((b) => b.quantity > 0);
    if (billable.length === 0) throw fieldError('basis', `purchases.nothing_to_bill_${basis}`);
    const supplier = await billSupplier(tx, companyId, order.supplier_id);
    const kinds = await purchaseKindsOf(tx, companyId, [
      ...new Set(billable.flatMap((b) => (b.line.product_id ? [b.line.product_id] : []))),
    ]);
    const billId = await insertDraftBill(tx, company!, actorId, {
      supplier: { id: supplier.id, name: order.supplier_name },
      purchaseOrderId: orderId,
      header: input,
      dates: billDates(company!, supplier.terms, input),
      orderLineIds: billable.map((b) => b.line.id),
      lines: billable.map(({ line, quantity }) => ({
        variantId: line.variant_id,
        productId: line.product_id,
        title: line.title,
        variantTitle: line.variant_title,
        sku: line.sku,
        kind: (line.product_id ? kinds.get(line.product_id) : undefined) ?? 'goods',
        quantity,
        unitCost: line.unit_cost,
        deductible: line.deductible,
        taxes: line.taxes,
      })),
    });
    await addPurchaseOrderHistory(tx, [
      {
        company_id: companyId,
        purchase_order_id: orderId,
        type: 'billed',
        to_value: basis,
        user_id: actorId,
      },
    ]);
    return billId;
  });
  return loadSupplierBill(ctx.db, companyId, id);
}

/** Changes a draft bill: its header, and the lines of a bill typed in by hand (an order's lines stay the order's). */
export async function updateSupplierBill(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: BillUpdate,
): Promise<SupplierBillDetail> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findSupplierBill(tx, companyId, id, { lock: true });
    if (!current) throw billNotFound();
    if (!isBillEditable(current.status)) throw invalidBillTransition(current.status, 'edited');
    if (input.lines && current.purchase_order_id)
      throw fieldError('lines', 'purchases.bill_lines_from_order');
    const company = (await findCompanyRow(tx, companyId))!;
    const supplier = await billSupplier(tx, companyId, current.supplier_id);
    const changes: Parameters<typeof updateSupplierBillRow>[3] = billDates(
      company,
      supplier.terms,
      input,
      current,
    );
    if (input.supplier_reference !== undefined) changes.supplier_reference = input.supplier_reference;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.lines) {
      const resolved = await resolvePurchaseLines(tx, companyId, input.lines);
      const { rows, totals } = pricePurchaseLines(companyCurrency(company.currency), resolved);
      await replaceSupplierBillLines(tx, companyId, id, lineInserts(companyId, id, rows));
      Object.assign(changes, {
        subtotal: totals.subtotal,
        tax_total: totals.tax_total,
        deductible_tax_total: totals.deductible_tax_total,
        total: totals.total,
      });
    }
    await updateSupplierBillRow(tx, companyId, id, changes);
    await recordEvent(tx, {
      companyId,
      type: 'supplier_bill.updated',
      subjectId: id,
      actorUserId: actorId,
      payload: { fields: Object.keys(input) },
    });
  });
  return loadSupplierBill(ctx.db, companyId, id);
}

const BILL_PREFIX = 'BILL-';

/**
 * Enters a draft bill: it takes its gap-free number (BILL-2026-0012, numbered in the year of its bill
 * date), becomes open, owes its total, and is posted to the books in this transaction.
 */
export async function openSupplierBill(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<SupplierBillDetail> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findSupplierBill(tx, companyId, id, { lock: true });
    if (!current) throw billNotFound();
    if (current.status !== 'draft') throw invalidBillTransition(current.status, 'open');
    const company = (await findCompanyRow(tx, companyId))!;
    const variables = company.variables as unknown as Record<string, unknown>;
    const prefix = typeof variables.bill_prefix === 'string' ? variables.bill_prefix : BILL_PREFIX;
    const year = yearOf(current.bill_date);
    const number = await nextDocumentNumber(tx, companyId, 'supplier_bill', year);
    const row = await updateSupplierBillRow(tx, companyId, id, {
      status: current.total > 0 ? 'open' : 'paid',
      year,
      number,
      reference: documentReference(prefix, year, number),
      opened_at: new Date(),
    });
    await recordEvent(tx, {
      companyId,
      type: 'supplier_bill.opened',
      subjectId: id,
      actorUserId: actorId,
      payload: {
        reference: row.reference,
        supplier_id: row.supplier_id,
        total: row.total,
        due_date: row.due_date,
      },
    });
    await recordPurchasePostings(tx, companyId, actorId, {
      kind: 'purchase_bill',
      bill: row,
      lines: await findSupplierBillLines(tx, companyId, [id]),
    });
  });
  return loadSupplierBill(ctx.db, companyId, id);
}

/** Cancels a draft or an open bill nothing was paid on; its units of an order can be billed again. */
export async function cancelSupplierBill(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
): Promise<SupplierBillDetail> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findSupplierBill(tx, companyId, id, { lock: true });
    if (!current) throw billNotFound();
    if (!canCancelBill(current.status, current.paid_total))
      throw invalidBillTransition(current.status, 'cancelled');
    const row = await updateSupplierBillRow(tx, companyId, id, {
      status: 'cancelled',
      cancelled_at: new Date(),
    });
    if (current.status !== 'draft') {
      await recordPurchasePostings(tx, companyId, actorId, { kind: 'purchase_bill_cancelled', bill: row });
    }
    await recordEvent(tx, {
      companyId,
      type: 'supplier_bill.cancelled',
      subjectId: id,
      actorUserId: actorId,
      payload: { reference: current.reference, was: current.status },
    });
  });
  return loadSupplierBill(ctx.db, companyId, id);
}
