import { randomBytes } from 'node:crypto';
import {
  canDecideReturn,
  canRefundReturn,
  derivePaymentStatus,
  documentReference,
  documentTypeCode,
  type Locale,
  type returnApproveSchema,
  returnableQuantity,
  type returnCreateSchema,
  returnedValue,
  taxSummary,
} from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { DocumentLine } from '../../db/schema/documents.ts';
import { warehouses } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { postReturn } from '../accounting/sales-postings.ts';
import { amountInWordsFor } from '../invoices/document-content.ts';
import { findCompanyRow, findCustomerRow, insertDocument } from '../invoices/invoices.repo.ts';
import { numbered, sellerOf, yearIn } from '../invoices/invoices.service.ts';
import {
  addHistory,
  findOrder,
  findOrderLines,
  type OrderLineRow,
  type OrderRow,
  type SaleScope,
  updateOrderRow,
} from '../orders/orders.repo.ts';
import { findActivePaymentMethods, insertPayments, netPaid } from '../payments/payments.repo.ts';
import { applyMovements } from '../stock/stock-ledger.ts';
import { restockWarehouse } from '../warehouses/warehouses.repo.ts';
import {
  findReturn,
  findReturnLines,
  findReturnView,
  insertReturn,
  insertReturnLines,
  listReturns as listReturnRows,
  type ReturnLineRow,
  type ReturnRow,
  type ReturnView,
  returnedByLine,
  updateReturn,
} from './returns.repo.ts';

type ReturnCreateInput = z.output<typeof returnCreateSchema>;
type ReturnApproveInput = z.output<typeof returnApproveSchema>;

const returnNotFound = () => new AppError('not_found', { resource: 'resource.return' });
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });
/** The return as answered: read again with its order's reference and customer, inside the transaction. */
const viewOf = async (tx: Tx, scope: SaleScope, id: string) => (await findReturnView(tx, scope, id))!;

export async function listReturns(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<ReturnView>> {
  return listReturnRows(ctx.db, scope, query);
}

export async function getReturn(
  ctx: AppContext,
  scope: Scope,
  id: string,
): Promise<{ row: ReturnView; lines: ReturnLineRow[] }> {
  // another shop's return is not found for a shop-bound user, as its sale is not
  const row = await findReturnView(ctx.db, scope, id);
  if (!row) throw returnNotFound();
  return { row, lines: await findReturnLines(ctx.db, scope.companyId, [id]) };
}

/**
 * A customer brings goods back: which lines, how many (never more than sold minus what earlier
 * returns took), and what they are worth — their share of each line's total, so partial returns
 * of a line add up exactly to it. Nothing moves until the return is approved.
 */
export async function requestReturn(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ReturnCreateInput,
): Promise<{ row: ReturnView; lines: ReturnLineRow[] }> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, companyId, scope.shopId, input.order_id, { lock: true });
    if (!order) throw fieldError('order_id', 'returns.unknown_order');
    if (order.status !== 'confirmed' && order.status !== 'completed') {
      throw fieldError('order_id', 'returns.order_not_returnable');
    }
    const [orderLines, returned] = await Promise.all([
      findOrderLines(tx, companyId, [order.id]),
      returnedByLine(tx, companyId, order.id),
    ]);
    const lines = input.lines.map((requested, index) => {
      const line = orderLines.find((l) => l.id === requested.order_line_id);
      if (!line || line.source === 'shipping')
        throw fieldError(`lines.${index}.order_line_id`, 'returns.unknown_line');
      const already = returned.get(line.id) ?? 0;
      if (requested.quantity > returnableQuantity(line.quantity, already)) {
        throw fieldError(`lines.${index}.quantity`, 'returns.too_many');
      }
      return {
        line,
        quantity: requested.quantity,
        amount: returnedValue(line.total, line.quantity, already, requested.quantity),
      };
    });
    const company = (await findCompanyRow(tx, companyId))!;
    const now = new Date();
    const year = yearIn(company.timezone, now);
    const number = await nextDocumentNumber(tx, companyId, 'return', year);
    const row = await insertReturn(tx, {
      company_id: companyId,
      number,
      reference: documentReference('RET-', year, number),
      order_id: order.id,
      reason: input.reason ?? null,
      total: lines.reduce((sum, l) => sum + l.amount, 0),
      created_by: actorId,
    });
    const inserted = await insertReturnLines(
      tx,
      lines.map((l) => ({
        company_id: companyId,
        return_id: row.id,
        order_line_id: l.line.id,
        variant_id: l.line.variant_id,
        quantity: l.quantity,
        amount: l.amount,
      })),
    );
    await addHistory(tx, [
      {
        company_id: companyId,
        order_id: order.id,
        type: 'return_requested',
        to_value: row.reference,
        note: row.reason,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'return.requested',
      subjectId: row.id,
      actorUserId: actorId,
      payload: { reference: row.reference, order_id: order.id, total: row.total },
    });
    return { row: await viewOf(tx, scope, row.id), lines: inserted };
  });
}

async function assertWarehouse(tx: Tx, companyId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), eq(warehouses.id, id), isNull(warehouses.deleted_at)))
    .limit(1);
  if (!row) throw fieldError('warehouse_id', 'unknown_warehouse');
}

/**
 * Approves a return (returns.approve), in one transaction: the goods go back into the warehouse
 * (inbound movements, reason "return"), then either the money goes back (a refund payment, never
 * more than was paid) or a credit note lowers what the customer owes. Either way the order's
 * credited total grows by the goods' value and its payment status follows.
 */
export async function approveReturn(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ReturnApproveInput,
  locale: Locale,
): Promise<{ row: ReturnView; lines: ReturnLineRow[] }> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findReturn(tx, scope, id, { lock: true });
    if (!current) throw returnNotFound();
    if (!canDecideReturn(current.status)) throw decided(current);
    const order = (await findOrder(tx, companyId, null, current.order_id, { lock: true }))!;
    // An invoice credited in full took these goods' value off already: crediting them again would
    // credit the order beyond its total (found by the ledger property test).
    if (order.credited_total + current.total > order.total)
      throw fieldError('resolution', 'returns.already_credited');
    const lines = await findReturnLines(tx, companyId, [id]);
    if (input.warehouse_id) await assertWarehouse(tx, companyId, input.warehouse_id);
    // Unnamed: the order's warehouse, or the default one when the order's was deleted since.
    const warehouseId = input.warehouse_id ?? (await restockWarehouse(tx, companyId, order.warehouse_id));

    const restock = lines.flatMap((line) =>
      line.variant_id
        ? [
            {
              warehouseId,
              variantId: line.variant_id,
              direction: 'inbound' as const,
              quantity: line.quantity,
              reason: 'return' as const,
              referenceType: 'return',
              referenceId: id,
            },
          ]
        : [],
    );
    const restocked = await applyMovements(tx, companyId, actorId, restock);

    let refundPaymentId: string | null = null;
    let creditNoteId: string | null = null;
    let refundRow: Awaited<ReturnType<typeof insertPayments>>[number] | null = null;
    let creditNote: { id: string; reference: string } | null = null;
    if (input.resolution === 'refund') {
      const methods = await findActivePaymentMethods(tx, companyId, [input.payment_method_id!]);
      if (!methods.has(input.payment_method_id!))
        throw fieldError('payment_method_id', 'payments.unknown_method');
      if (!canRefundReturn(current.total, order.paid_total))
        throw fieldError('resolution', 'returns.refund_more_than_paid');
      const [refund] = await insertPayments(tx, [
        {
          company_id: companyId,
          order_id: order.id,
          customer_id: order.customer_id,
          payment_method_id: input.payment_method_id!,
          kind: 'refund',
          amount: current.total,
          currency: order.currency,
          reference: current.reference,
          note: input.note ?? null,
          created_by: actorId,
        },
      ]);
      refundPaymentId = refund!.id;
      refundRow = refund!;
    } else {
      creditNote = await returnCreditNote(tx, order, current, lines, actorId, locale);
      creditNoteId = creditNote.id;
    }
    await postReturn(tx, order, { ...current, lines, creditNote, refund: refundRow, restocked }, actorId);

    const paid = await netPaid(tx, companyId, order.id);
    const credited = order.credited_total + current.total;
    await updateOrderRow(tx, companyId, order.id, {
      paid_total: paid,
      credited_total: credited,
      payment_status: derivePaymentStatus({
        total: order.total,
        paid,
        credited,
        cancelled: order.status === 'cancelled',
      }),
    });
    await updateReturn(tx, companyId, id, {
      status: 'approved',
      resolution: input.resolution,
      warehouse_id: warehouseId,
      refund_payment_id: refundPaymentId,
      refund_method_id: input.resolution === 'refund' ? input.payment_method_id! : null,
      credit_note_id: creditNoteId,
      decided_by: actorId,
      decided_at: new Date(),
      decision_note: input.note ?? null,
    });
    await addHistory(tx, [
      {
        company_id: companyId,
        order_id: order.id,
        type: 'return_approved',
        to_value: current.reference,
        note: input.note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'return.approved',
      subjectId: id,
      actorUserId: actorId,
      payload: {
        reference: current.reference,
        order_id: order.id,
        total: current.total,
        resolution: input.resolution,
      },
    });
    return { row: await viewOf(tx, scope, id), lines };
  });
}

const decided = (row: ReturnRow) =>
  new AppError('invalid_transition', {
    resource: 'resource.return',
    from: `returns.status.${row.status}`,
    to: 'returns.status.decided',
  });

/** A credit note for what came back: each returned line's share of its order line, taxes included. */
async function returnCreditNote(
  tx: Tx,
  order: OrderRow,
  row: ReturnRow,
  lines: ReturnLineRow[],
  actorId: string,
  locale: Locale,
) {
  const orderLines = await findOrderLines(tx, order.company_id, [order.id]);
  const byId = new Map<string, OrderLineRow>(orderLines.map((l) => [l.id, l]));
  const documentLines: (DocumentLine & { net: number })[] = lines.map((line) => {
    const source = byId.get(line.order_line_id)!;
    const part = (amount: number) => returnedValue(amount, source.quantity, 0, line.quantity);
    const taxes = source.taxes.map((tax) => ({
      code: tax.code,
      label: tax.label,
      rate: tax.rate,
      amount: part(tax.amount),
    }));
    const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    return {
      title: source.title,
      variant_title: source.variant_title,
      sku: source.sku,
      quantity: line.quantity,
      price: source.price,
      discount: part(source.discount),
      tax_total: taxTotal,
      total: line.amount,
      taxes,
      net: line.amount - taxTotal,
    };
  });
  const company = (await findCompanyRow(tx, order.company_id))!;
  const customer = order.customer_id ? await findCustomerRow(tx, order.company_id, order.customer_id) : null;
  const issuedAt = new Date();
  const { year, number, reference } = await numbered(tx, company, 'credit_note', issuedAt);
  const taxTotal = documentLines.reduce((sum, l) => sum + l.tax_total, 0);
  const discountTotal = documentLines.reduce((sum, l) => sum + l.discount, 0);
  return insertDocument(tx, {
    company_id: order.company_id,
    kind: 'credit_note',
    type_code: documentTypeCode('credit_note'),
    year,
    number,
    reference,
    order_id: order.id,
    customer_id: order.customer_id,
    currency: order.currency,
    subtotal: row.total - taxTotal + discountTotal,
    discount_total: discountTotal,
    tax_total: taxTotal,
    total: row.total,
    lines: documentLines.map(({ net: _net, ...line }) => line),
    tax_lines: taxSummary(documentLines),
    seller: sellerOf(company),
    buyer: customer
      ? { name: customer.name, phone: customer.phone, email: customer.email, tax_id: customer.tax_id }
      : null,
    locale,
    notes: row.reference,
    amount_in_words: amountInWordsFor(company, undefined),
    issued_at: issuedAt,
    public_token: randomBytes(24).toString('base64url'),
    created_by: actorId,
  });
}

export async function rejectReturn(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  note: string | null | undefined,
): Promise<{ row: ReturnView; lines: ReturnLineRow[] }> {
  const { companyId } = scope;
  return ctx.db.transaction(async (tx) => {
    const current = await findReturn(tx, scope, id, { lock: true });
    if (!current) throw returnNotFound();
    if (!canDecideReturn(current.status)) throw decided(current);
    await updateReturn(tx, companyId, id, {
      status: 'rejected',
      decided_by: actorId,
      decided_at: new Date(),
      decision_note: note ?? null,
    });
    await addHistory(tx, [
      {
        company_id: companyId,
        order_id: current.order_id,
        type: 'return_rejected',
        to_value: current.reference,
        note: note ?? null,
        user_id: actorId,
      },
    ]);
    await recordEvent(tx, {
      companyId,
      type: 'return.rejected',
      subjectId: id,
      actorUserId: actorId,
      payload: { reference: current.reference, order_id: current.order_id },
    });
    return { row: await viewOf(tx, scope, id), lines: await findReturnLines(tx, companyId, [id]) };
  });
}
