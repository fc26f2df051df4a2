// Posting rules for the buying side: supplier bills, supplier payments and refunds, and expenses
// (paid on the spot or owed), with deductible VAT and tax withheld at source.

import {
  assertCalendarDate,
  type JournalEntryDraft,
  type JournalLine,
  type LedgerPartner,
  reverseLines,
  signedLine,
} from './journal.ts';
import { ledgerLabel } from './ledger-labels.ts';
import {
  deductibleVatAccount,
  type ExpenseCategory,
  type ExpenseItemCategory,
  type ExpenseNature,
  expenseAccount,
  type PostingAccounts,
  type PurchaseKind,
  postingAccounts,
  purchaseAccount,
  type TreasuryRef,
  treasuryAccount,
  treasuryJournal,
} from './posting-accounts.ts';
import {
  assertDocumentTotal,
  assertPositive,
  finishEntry,
  type PostedTax,
  type PostingOptions,
} from './posting-sales.ts';

interface ChargeLine {
  readonly account: string;
  readonly net: number;
  readonly taxes?: readonly PostedTax[] | null;
}

/**
 * The debit side of a purchase: each net to its charge account; deductible VAT to the 445x that
 * fits the charge (4452 purchases, 4453 transport, 4454 services); VAT that cannot be deducted
 * added to the charge itself (it is part of the cost); tax withheld at source (negative) credited
 * to 447, since we now owe it to the State instead of the supplier.
 */
function chargeLines(lines: readonly ChargeLine[], accounts: PostingAccounts): JournalLine[] {
  const result: JournalLine[] = [];
  for (const line of lines) {
    result.push(signedLine(line.account, line.net));
    for (const tax of line.taxes ?? []) {
      if (tax.is_withholding) {
        result.push(signedLine(tax.account || accounts.tax_withheld_from_supplier, tax.amount));
      } else if (tax.deductible === false) {
        result.push(signedLine(line.account, tax.amount));
      } else {
        result.push(signedLine(tax.account || deductibleVatAccount(line.account, accounts), tax.amount));
      }
    }
  }
  return result;
}

export interface PurchaseLinePosting {
  readonly kind: PurchaseKind;
  readonly net: number;
  readonly account?: string | null;
  readonly taxes?: readonly PostedTax[] | null;
}

export interface PurchaseBillPosting {
  readonly id: string;
  readonly number?: string | null;
  readonly date: string;
  readonly due_date?: string | null;
  readonly supplier_id: string;
  readonly lines: readonly PurchaseLinePosting[];
  /** What we owe the supplier: the lines' nets and taxes (withholding negative), checked. */
  readonly total: number;
}

const supplier = (id: string): LedgerPartner => ({ kind: 'supplier', id });

/**
 * Supplier bill (journal AC): purchases debited by kind (601 goods, 602 raw materials, 604 stored
 * consumables, 608 packaging, 605 services), VAT as chargeLines says, 401 credited with the total.
 * Goods are bought through 601 and enter stock separately at cost (postStockReceipt).
 */
export function postPurchaseBill(
  bill: PurchaseBillPosting,
  options: PostingOptions = {},
): JournalEntryDraft[] {
  assertCalendarDate(bill.date);
  assertDocumentTotal(bill.lines, bill.total);
  const accounts = postingAccounts(options.accounts);
  const lines = [
    ...chargeLines(
      bill.lines.map((line) => ({ ...line, account: line.account || purchaseAccount(line.kind) })),
      accounts,
    ),
    signedLine(accounts.payable, -bill.total, {
      partner: supplier(bill.supplier_id),
      due_date: bill.due_date,
    }),
  ];
  return finishEntry(
    {
      journal: 'AC',
      date: bill.date,
      label: ledgerLabel(options.locale, 'purchase_bill', { reference: bill.number ?? bill.id }),
      reference: bill.number ?? null,
      source: { kind: 'purchase_bill', id: bill.id },
    },
    lines,
  );
}

export interface SupplierPaymentPosting {
  readonly id: string;
  readonly date: string;
  readonly amount: number;
  readonly supplier_id: string;
  readonly treasury: TreasuryRef;
  readonly reference?: string | null;
}

/** Supplier payment (CA/BQ): 401 debited, settling the bill; the treasury account credited. */
export function postSupplierPayment(payment: SupplierPaymentPosting, options: PostingOptions = {}) {
  return supplierMovement(payment, false, options);
}

/** Supplier refund (money back from a supplier): the payment mirrored. */
export function postSupplierRefund(refund: SupplierPaymentPosting, options: PostingOptions = {}) {
  return supplierMovement(refund, true, options);
}

function supplierMovement(payment: SupplierPaymentPosting, reverse: boolean, options: PostingOptions) {
  assertCalendarDate(payment.date);
  assertPositive(payment.amount);
  const accounts = postingAccounts(options.accounts);
  const money = treasuryAccount(payment.treasury, options.chart);
  const lines = [
    signedLine(accounts.payable, payment.amount, { partner: supplier(payment.supplier_id) }),
    signedLine(money, -payment.amount),
  ];
  return finishEntry(
    {
      journal: treasuryJournal(money),
      date: payment.date,
      label: ledgerLabel(options.locale, reverse ? 'supplier_refund' : 'supplier_payment'),
      reference: payment.reference ?? null,
      source: { kind: reverse ? 'supplier_refund' : 'supplier_payment', id: payment.id },
    },
    reverse ? reverseLines(lines) : lines,
  );
}

export interface ExpensePosting {
  readonly id: string;
  readonly date: string;
  readonly label?: string | null;
  readonly category: ExpenseCategory;
  readonly item_category?: ExpenseItemCategory | null;
  readonly nature?: ExpenseNature | null;
  /** The charge account chosen by hand, over the category's and the nature's. */
  readonly account?: string | null;
  /** Before taxes. */
  readonly net: number;
  readonly taxes?: readonly PostedTax[] | null;
  /** Paid or owed: net plus taxes, checked. */
  readonly total: number;
  /** Who is paid: a supplier, a member of staff, or nobody on record. */
  readonly payee?: LedgerPartner | null;
  /** Paid on the spot from this treasury account; absent when the expense is owed. */
  readonly paid_from?: TreasuryRef | null;
  readonly due_date?: string | null;
}

/** Where an owed expense waits to be paid: 422 for staff pay, else 401 Fournisseurs. */
export function expensePayableAccount(
  expense: Pick<ExpensePosting, 'category' | 'payee'>,
  options: PostingOptions = {},
): string {
  const accounts = postingAccounts(options.accounts);
  const staff = expense.payee?.kind === 'employee' || (expense.category === 'PERSONNEL' && !expense.payee);
  return staff ? accounts.wages_payable : accounts.payable;
}

/**
 * Expense: the charge account from its nature, else its category and item category (SUPPLIER
 * products 601, RAW_MATERIALS 602, PERSONNEL 661, OPERATING_EXPENSES 605/638, OTHER_CHARGES 658),
 * VAT as on a bill. Paid on the spot (CA/BQ): the treasury account credited. Owed (AC): 401, or
 * 422 for staff, credited, settled later by postExpensePayment.
 */
export function postExpense(expense: ExpensePosting, options: PostingOptions = {}): JournalEntryDraft[] {
  assertCalendarDate(expense.date);
  assertDocumentTotal([expense], expense.total);
  const accounts = postingAccounts(options.accounts);
  const charge = expense.account || expenseAccount(expense.category, expense.item_category, expense.nature);
  const debits = chargeLines([{ account: charge, net: expense.net, taxes: expense.taxes }], accounts);
  const money = expense.paid_from ? treasuryAccount(expense.paid_from, options.chart) : null;
  const credit = money
    ? signedLine(money, -expense.total)
    : signedLine(expensePayableAccount(expense, options), -expense.total, {
        partner: expense.payee ?? null,
        due_date: expense.due_date,
      });
  return finishEntry(
    {
      journal: money ? treasuryJournal(money) : 'AC',
      date: expense.date,
      label: expense.label || ledgerLabel(options.locale, 'expense'),
      source: { kind: 'expense', id: expense.id },
    },
    [...debits, credit],
  );
}

export interface ExpensePaymentPosting {
  readonly id: string;
  readonly date: string;
  readonly amount: number;
  readonly expense: Pick<ExpensePosting, 'category' | 'payee'>;
  readonly treasury: TreasuryRef;
}

/** Paying an owed expense later (CA/BQ): its 401/422 debited, the treasury account credited. */
export function postExpensePayment(payment: ExpensePaymentPosting, options: PostingOptions = {}) {
  assertCalendarDate(payment.date);
  assertPositive(payment.amount);
  const money = treasuryAccount(payment.treasury, options.chart);
  return finishEntry(
    {
      journal: treasuryJournal(money),
      date: payment.date,
      label: ledgerLabel(options.locale, 'expense_payment'),
      source: { kind: 'expense_payment', id: payment.id },
    },
    [
      signedLine(expensePayableAccount(payment.expense, options), payment.amount, {
        partner: payment.expense.payee ?? null,
      }),
      signedLine(money, -payment.amount),
    ],
  );
}
