// Posting rules for the sales side: invoices, credit notes, customer payments and refunds, and the
// point-of-sale sale paid on the spot. Each returns the entries to write (none when there is
// nothing to post); every entry it returns is balanced.

import type { ChartAccount } from './chart-of-accounts.ts';
import {
  AccountingError,
  assertAmount,
  assertBalanced,
  assertCalendarDate,
  compactLines,
  type JournalEntryDraft,
  type JournalLine,
  type PostingSourceKind,
  reverseLines,
  signedLine,
} from './journal.ts';
import { ledgerLabel } from './ledger-labels.ts';
import {
  type PostingAccounts,
  postingAccounts,
  type RevenueKind,
  revenueAccount,
  type TreasuryRef,
  treasuryAccount,
  treasuryJournal,
} from './posting-accounts.ts';

/** A tax as applied to a document line, in minor units (SPEC §9: a withholding tax is negative). */
export interface PostedTax {
  readonly amount: number;
  readonly is_withholding?: boolean | null;
  /** Purchases only: false puts the tax in the cost instead of 445x. Defaults to true. */
  readonly deductible?: boolean | null;
  /** The tax's own account when the company set one (e.g. 4432, or 446 for another turnover tax). */
  readonly account?: string | null;
}

export interface SaleLinePosting {
  readonly kind: RevenueKind;
  /** After discounts, before taxes: SYSCOHADA records the net of reductions shown on the invoice. */
  readonly net: number;
  readonly account?: string | null;
  readonly taxes?: readonly PostedTax[] | null;
}

export interface SalePosting {
  /** The invoice's (or credit note's) id, kept as the entry's source. */
  readonly id: string;
  readonly number?: string | null;
  readonly date: string;
  readonly due_date?: string | null;
  /** null for a walk-in sale: the receivable is then not tied to a customer. */
  readonly customer_id?: string | null;
  readonly lines: readonly SaleLinePosting[];
  /** What the customer owes: the sum of the lines' nets and taxes, checked. */
  readonly total: number;
}

export interface PostingOptions {
  readonly accounts?: Partial<PostingAccounts> | null;
  readonly chart?: readonly ChartAccount[];
  /** The company's language (companies.locale) for the entries' labels (ledgerLabel); English without one. */
  readonly locale?: string | null;
}

/** The entry, checked, or nothing when all its lines cancel out (a sale of 0). */
export function finishEntry(
  entry: Omit<JournalEntryDraft, 'lines'>,
  lines: JournalLine[],
): JournalEntryDraft[] {
  const compacted = compactLines(lines);
  if (compacted.length === 0) return [];
  const result = { ...entry, lines: compacted };
  assertBalanced(result);
  return [result];
}

/** The nets and taxes of document lines must add up to the document's total. */
export function assertDocumentTotal(
  lines: readonly { net: number; taxes?: readonly PostedTax[] | null }[],
  total: number,
): void {
  assertAmount(total, 'total');
  let sum = 0;
  for (const line of lines) {
    assertAmount(line.net, 'net');
    sum += line.net;
    for (const tax of line.taxes ?? []) {
      assertAmount(tax.amount, 'tax');
      sum += tax.amount;
    }
  }
  if (sum !== total)
    throw new AccountingError('total_mismatch', `Lines add up to ${sum}, the total is ${total}`);
}

const customer = (id: string | null | undefined) => (id ? { kind: 'customer' as const, id } : null);

/**
 * Invoice (journal VT): 411 debited with the total owed; each line's net credited to its 70x
 * account (701 goods, 702 own products, 706 services, 7071 shipping billed); each tax credited to
 * 4431 TVA facturée, except a withholding tax (negative): the customer keeps it for the State, so
 * it is a debit of 4492 État, avances et acomptes versés sur impôts, a tax prepaid by us.
 */
export function postSale(sale: SalePosting, options: PostingOptions = {}): JournalEntryDraft[] {
  const label = ledgerLabel(options.locale, 'sale', { reference: sale.number ?? sale.id });
  return saleEntry(sale, 'sale', label, options, false);
}

/**
 * Credit note (journal VT): the invoice's entry mirrored — sales and VAT debited, 411 credited. A
 * return or a cancellation takes the revenue back out of the same 70x accounts.
 */
export function postCreditNote(creditNote: SalePosting, options: PostingOptions = {}): JournalEntryDraft[] {
  const label = ledgerLabel(options.locale, 'credit_note', { reference: creditNote.number ?? creditNote.id });
  return saleEntry(creditNote, 'credit_note', label, options, true);
}

function saleEntry(
  sale: SalePosting,
  kind: PostingSourceKind,
  label: string,
  options: PostingOptions,
  reverse: boolean,
): JournalEntryDraft[] {
  assertCalendarDate(sale.date);
  assertDocumentTotal(sale.lines, sale.total);
  const accounts = postingAccounts(options.accounts);
  const lines: JournalLine[] = [
    signedLine(accounts.receivable, sale.total, {
      partner: customer(sale.customer_id),
      due_date: sale.due_date,
    }),
  ];
  for (const line of sale.lines) {
    lines.push(signedLine(line.account || revenueAccount(line.kind), -line.net));
    for (const tax of line.taxes ?? []) {
      const fallback = tax.is_withholding ? accounts.tax_withheld_by_customer : accounts.vat_collected;
      lines.push(signedLine(tax.account || fallback, -tax.amount));
    }
  }
  return finishEntry(
    { journal: 'VT', date: sale.date, label, reference: sale.number ?? null, source: { kind, id: sale.id } },
    reverse ? reverseLines(lines) : lines,
  );
}

export interface CustomerPaymentPosting {
  readonly id: string;
  readonly date: string;
  /** Received (or, for a refund, paid back), in minor units, positive. */
  readonly amount: number;
  readonly customer_id?: string | null;
  /** Where the money went in (or out): the treasury account or the payment method. */
  readonly treasury: TreasuryRef;
  readonly reference?: string | null;
}

/**
 * Payment received (journal CA for cash, BQ otherwise): the treasury account debited — 571 cash,
 * 521 bank, 538 mobile money and aggregators (SPEC §3), or the treasury account's own code — and
 * 411 credited, settling the customer's receivable.
 */
export function postCustomerPayment(payment: CustomerPaymentPosting, options: PostingOptions = {}) {
  return treasuryMovement(
    payment,
    'payment',
    ledgerLabel(options.locale, 'customer_payment'),
    options,
    false,
  );
}

/** Refund: the payment mirrored — 411 debited, the treasury account credited. */
export function postCustomerRefund(refund: CustomerPaymentPosting, options: PostingOptions = {}) {
  return treasuryMovement(refund, 'refund', ledgerLabel(options.locale, 'customer_refund'), options, true);
}

function treasuryMovement(
  payment: CustomerPaymentPosting,
  kind: PostingSourceKind,
  label: string,
  options: PostingOptions,
  reverse: boolean,
): JournalEntryDraft[] {
  assertCalendarDate(payment.date);
  assertPositive(payment.amount);
  const accounts = postingAccounts(options.accounts);
  const money = treasuryAccount(payment.treasury, options.chart);
  const lines = [
    signedLine(money, payment.amount),
    signedLine(accounts.receivable, -payment.amount, { partner: customer(payment.customer_id) }),
  ];
  return finishEntry(
    {
      journal: treasuryJournal(money),
      date: payment.date,
      label,
      reference: payment.reference ?? null,
      source: { kind, id: payment.id },
    },
    reverse ? reverseLines(lines) : lines,
  );
}

/** A movement of money is positive; zero posts nothing. */
export function assertPositive(amount: number): void {
  assertAmount(amount);
  if (amount < 0) throw new AccountingError('invalid_amount', `A payment is not negative: ${amount}`);
}

export interface PosSalePosting {
  readonly sale: SalePosting;
  /** What was taken at the till, net of change given, per payment method. */
  readonly payments: readonly Omit<CustomerPaymentPosting, 'customer_id' | 'date'>[];
}

/**
 * Point-of-sale sale: the sale's VT entry and one CA/BQ entry per payment, so 411 is debited and
 * credited in the same instant and each payment method's money shows in its own journal. Whatever
 * the payments leave unpaid stays on 411 (a sale partly on credit).
 */
export function postPosSale(pos: PosSalePosting, options: PostingOptions = {}): JournalEntryDraft[] {
  return [
    ...postSale(pos.sale, options),
    ...pos.payments.flatMap((payment) =>
      postCustomerPayment(
        { ...payment, date: pos.sale.date, customer_id: pos.sale.customer_id ?? null },
        options,
      ),
    ),
  ];
}
