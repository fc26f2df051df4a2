import {
  isPostable,
  type JournalEntryDraft,
  ledgerLabel,
  type PaymentMethodKind,
  postableAccountFor,
  postPurchaseBill,
  postStockReceipt,
  postSupplierPayment,
  type TreasuryRef,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentMethods, treasuryAccounts } from '../../db/schema/index.ts';
import { loadChart } from '../accounting/chart.ts';
import {
  companyCalendar,
  dateIn,
  isPosted,
  postEntries,
  reverseSource,
} from '../accounting/ledger.service.ts';
import { instantOf } from '../treasury/company-calendar.ts';
import { insertTransactions } from '../treasury/transactions.repo.ts';
import { accountForMethod } from '../treasury/treasury-movements.ts';
import type { SupplierBillLineRow, SupplierBillRow, SupplierPaymentRow } from './supplier-bills.repo.ts';

// The seam between purchasing and the books: every purchasing fact that moves value is handed here,
// inside the transaction that records it, so the ledger and the treasury commit (or roll back) with
// it — a bill dated in a closed period is refused (409 period_locked) and nothing is written.

export type PurchasePosting =
  /** a bill entered (open): purchases and deductible VAT against 401 (journal AC) */
  | { kind: 'purchase_bill'; bill: SupplierBillRow; lines: SupplierBillLineRow[] }
  /** an entered bill cancelled before anything was paid on it: its entry reversed today */
  | { kind: 'purchase_bill_cancelled'; bill: SupplierBillRow }
  /** goods received into stock at their landed cost: 31 against 6031 (permanent inventory) */
  | { kind: 'stock_receipt'; receiptId: string; receivedAt: Date; value: number; reference: string | null }
  /** money paid to a supplier: 401 against the payment method's treasury account, and a treasury outflow */
  | {
      kind: 'supplier_payment';
      payment: SupplierPaymentRow;
      billReference: string | null;
      supplierName: string;
    };

/** Posts a purchasing fact to the ledger (and, for a payment, the treasury) in the caller's transaction. */
export async function recordPurchasePostings(
  tx: Tx,
  companyId: string,
  actorId: string | null,
  posting: PurchasePosting,
): Promise<void> {
  const { timezone, locale } = await companyCalendar(tx, companyId);
  switch (posting.kind) {
    case 'purchase_bill': {
      const { bill, lines } = posting;
      const drafts = postPurchaseBill({
        id: bill.id,
        number: bill.reference,
        date: bill.bill_date,
        due_date: bill.due_date,
        supplier_id: bill.supplier_id,
        total: bill.total,
        lines: lines.map((line) => ({
          kind: line.kind,
          net: line.subtotal,
          taxes: line.taxes.map((tax) => ({
            amount: tax.amount,
            is_withholding: tax.is_withholding,
            deductible: line.deductible,
          })),
        })),
      });
      const label = ledgerLabel(locale, 'purchase_bill', { reference: bill.reference ?? bill.id });
      await postEntries(tx, companyId, labelled(drafts, label, bill.supplier_name), actorId);
      return;
    }
    case 'purchase_bill_cancelled': {
      const date = dateIn(timezone, new Date());
      await reverseSource(tx, companyId, 'purchase_bill', posting.bill.id, { date, locale, actorId });
      return;
    }
    case 'stock_receipt': {
      const drafts = postStockReceipt({
        id: posting.receiptId,
        date: dateIn(timezone, posting.receivedAt),
        kind: 'goods',
        value: posting.value,
        label: posting.reference
          ? ledgerLabel(locale, 'stock_receipt', { reference: posting.reference })
          : ledgerLabel(locale, 'stock_entry'),
        reference: posting.reference,
      });
      await postEntries(tx, companyId, drafts, actorId);
      return;
    }
    case 'supplier_payment': {
      const { payment } = posting;
      const accountId = await accountForMethod(tx, companyId, payment.payment_method_id);
      await insertTransactions(tx, [
        {
          company_id: companyId,
          account_id: accountId,
          direction: 'out',
          amount: payment.amount,
          occurred_at: instantOf(payment.paid_at, timezone),
          label: [posting.supplierName, posting.billReference].filter(Boolean).join(' — '),
          reference: payment.reference,
          source: 'supplier_payment',
          source_id: payment.id,
          created_by: actorId,
        },
      ]);
      // Like customer payments: 401 is only settled for a bill that is in the books.
      if (!(await isPosted(tx, companyId, 'purchase_bill', payment.bill_id))) return;
      const chart = await loadChart(tx, companyId);
      const drafts = postSupplierPayment(
        {
          id: payment.id,
          date: payment.paid_at,
          amount: payment.amount,
          supplier_id: payment.supplier_id,
          treasury: await treasuryRef(tx, companyId, payment.payment_method_id, accountId, chart.accounts),
          reference: payment.reference ?? posting.billReference,
        },
        { chart: chart.accounts },
      ).map((entry) => ({
        ...entry,
        label: ledgerLabel(
          locale,
          entry.source?.kind === 'supplier_refund' ? 'supplier_refund' : 'supplier_payment',
        ),
      }));
      await postEntries(tx, companyId, drafts, actorId, { chart });
      return;
    }
  }
}

const labelled = (drafts: JournalEntryDraft[], label: string, supplierName: string) =>
  drafts.map((entry) => ({ ...entry, label: `${label} — ${supplierName}` }));

/**
 * Where the money left from, as customer payments post it: the code of the treasury account the
 * method's money sits in (so the ledger's cash and the treasury's agree), else the method's own;
 * a code the chart does not take falls back to the method kind's.
 */
async function treasuryRef(
  tx: Tx,
  companyId: string,
  methodId: string,
  accountId: string,
  accounts: Parameters<typeof isPostable>[1],
): Promise<TreasuryRef> {
  const [row] = await tx
    .select({
      kind: paymentMethods.kind,
      code: sql<string>`coalesce(${treasuryAccounts.accounting_code}, ${paymentMethods.accounting_code})`,
    })
    .from(paymentMethods)
    .leftJoin(
      treasuryAccounts,
      and(eq(treasuryAccounts.id, accountId), eq(treasuryAccounts.company_id, companyId)),
    )
    .where(and(eq(paymentMethods.company_id, companyId), eq(paymentMethods.id, methodId)));
  if (!row) return { kind: 'cash' };
  const code = postableAccountFor(row.code, accounts);
  return { account: isPostable(code, accounts) ? code : null, kind: row.kind as PaymentMethodKind };
}
