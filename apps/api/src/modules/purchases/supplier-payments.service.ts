import {
  billPaymentStatus,
  canPayBill,
  daysOverdue,
  type supplierPaymentCreateSchema,
  supplierPaymentError,
} from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { paymentMethods, suppliers } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompanyRow } from '../invoices/invoices.repo.ts';
import { todayIn } from './purchase-dates.ts';
import { recordPurchasePostings } from './purchase-postings.ts';
import {
  findOpenBills,
  findSupplierBill,
  insertSupplierPayment,
  listSupplierPayments as listPaymentRows,
  type SupplierBillListRow,
  type SupplierPaymentListRow,
  supplierBillTotals,
  updateSupplierBillRow,
} from './supplier-bills.repo.ts';
import {
  billNotFound,
  invalidBillTransition,
  loadSupplierBill,
  type SupplierBillDetail,
} from './supplier-bills.service.ts';

type PaymentCreate = z.output<typeof supplierPaymentCreateSchema>;
const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

export function listSupplierPayments(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<SupplierPaymentListRow>> {
  return listPaymentRows(ctx.db, scope.companyId, query);
}

/**
 * Pays (part of) an entered bill with a payment method. The bill row is locked, so two payments at
 * once cannot both fit under what is due; more than is due is refused (422 over_payment). The bill
 * becomes partially paid or paid, and the payment is posted (401 against the treasury) in the same
 * transaction.
 */
export async function paySupplierBill(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  billId: string,
  input: PaymentCreate,
): Promise<SupplierBillDetail> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const bill = await findSupplierBill(tx, companyId, billId, { lock: true });
    if (!bill) throw billNotFound();
    if (!canPayBill(bill.status)) throw invalidBillTransition(bill.status, 'paid');
    const problem = supplierPaymentError(bill.total - bill.paid_total, input.amount);
    if (problem) throw fieldError('amount', `purchases.${problem}`);
    const [method] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.company_id, companyId),
          eq(paymentMethods.id, input.payment_method_id),
          eq(paymentMethods.is_active, true),
          isNull(paymentMethods.deleted_at),
        ),
      )
      .limit(1);
    if (!method) throw fieldError('payment_method_id', 'payments.unknown_method');
    const company = (await findCompanyRow(tx, companyId))!;
    const payment = await insertSupplierPayment(tx, {
      company_id: companyId,
      bill_id: billId,
      supplier_id: bill.supplier_id,
      payment_method_id: method.id,
      amount: input.amount,
      currency: bill.currency,
      paid_at: input.paid_at ?? todayIn(company.timezone),
      reference: input.reference ?? null,
      note: input.note ?? null,
      created_by: actorId,
    });
    const paid = bill.paid_total + input.amount;
    await updateSupplierBillRow(tx, companyId, billId, {
      paid_total: paid,
      status: billPaymentStatus(bill.total, paid),
    });
    await recordEvent(tx, {
      companyId,
      type: 'supplier_payment.created',
      subjectId: payment.id,
      actorUserId: actorId,
      payload: { bill_id: billId, supplier_id: bill.supplier_id, amount: input.amount },
    });
    await recordPurchasePostings(tx, companyId, actorId, {
      kind: 'supplier_payment',
      payment,
      billReference: bill.reference,
      supplierName: bill.supplier_name,
    });
  });
  return loadSupplierBill(ctx.db, companyId, billId);
}

export interface SupplierBalanceFigures {
  currency: string;
  billed: number;
  paid: number;
  overdue: number;
  today: string;
  openBills: SupplierBillListRow[];
}

/** What we owe one supplier: bills entered minus what was paid on them, and its open bills by due date. */
export async function supplierBalance(
  ctx: AppContext,
  scope: Scope,
  supplierId: string,
): Promise<SupplierBalanceFigures> {
  const { companyId } = scope;
  const [supplier] = await ctx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(eq(suppliers.company_id, companyId), eq(suppliers.id, supplierId), isNull(suppliers.deleted_at)),
    )
    .limit(1);
  if (!supplier) throw new AppError('not_found', { resource: 'resource.supplier' });
  const [company, totals, openBills] = await Promise.all([
    findCompanyRow(ctx.db, companyId),
    supplierBillTotals(ctx.db, companyId, supplierId),
    findOpenBills(ctx.db, companyId, supplierId),
  ]);
  const today = todayIn(company!.timezone);
  const overdue = openBills
    .filter((bill) => daysOverdue(bill.due_date, today) > 0)
    .reduce((sum, bill) => sum + bill.total - bill.paid_total, 0);
  return { currency: company!.currency, billed: totals.billed, paid: totals.paid, overdue, today, openBills };
}
