// What a customer owes and since when: the rules behind a customer's stats and the credit ledger.
// The API's SQL applies the same rules to filter and sort a company's ledger; these functions are
// the reference its tests are checked against.

import { roundHalfAwayFromZero } from '../money/exact-decimal.ts';
import type { OrderStatus, PaymentStatus } from '../orders/order-statuses.ts';

/** Orders that are sales: drafts, quotations and cancelled orders are neither revenue nor debt. */
export const SALE_STATUSES = ['confirmed', 'completed'] as const satisfies readonly OrderStatus[];

/**
 * Payment statuses under which a sale can still owe money: `paid` means paid in full without credit,
 * `fully_credited` that credits cover the total, `cancelled` that the order is void.
 */
export const OPEN_PAYMENT_STATUSES = [
  'pending',
  'partially_paid',
  'partially_credited',
] as const satisfies readonly PaymentStatus[];

/**
 * Days a sale on credit may stay unpaid when no invoice gives it a due date: thirty days from the
 * sale, the most common trade term (and the OHADA default when the parties agreed none).
 */
export const DEFAULT_CREDIT_TERM_DAYS = 30;

const DAY_MS = 86_400_000;

export interface OrderMoney {
  status: OrderStatus;
  total: number;
  /** payments received net of refunds */
  paid: number;
  /** credit notes and approved returns */
  credited: number;
}

const isSale = (status: OrderStatus) => (SALE_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * What the customer still owes on an order: total − paid − credited for a sale, never negative (an
 * overpayment is change or a refund to give, not a credit against other orders); nothing for a
 * draft, a quotation or a cancelled order.
 */
export function amountOwed({ status, total, paid, credited }: OrderMoney): number {
  if (!isSale(status)) return 0;
  return Math.max(0, total - paid - credited);
}

/** What an order brings in: a sale's total net of credits (never negative); nothing for other orders. */
export function orderRevenue({ status, total, credited }: Omit<OrderMoney, 'paid'>): number {
  if (!isSale(status)) return 0;
  return Math.max(0, total - credited);
}

/**
 * When an unpaid sale is due: its live invoice's due date when it has one; otherwise
 * DEFAULT_CREDIT_TERM_DAYS after the sale (its confirmation, or its creation when made confirmed).
 */
export function debtDueAt({ orderedAt, invoiceDueAt }: { orderedAt: Date; invoiceDueAt: Date | null }): Date {
  return invoiceDueAt ?? new Date(orderedAt.getTime() + DEFAULT_CREDIT_TERM_DAYS * DAY_MS);
}

/** A debt is overdue once its due moment has passed and something is still owed. */
export function isOverdue({ owed, dueAt, now }: { owed: number; dueAt: Date; now: Date }): boolean {
  return owed > 0 && dueAt.getTime() < now.getTime();
}

/** Revenue per sale, rounded half away from zero to the minor unit; null before the first sale. */
export function averageBasket(revenue: number, sales: number): number | null {
  if (sales <= 0) return null;
  return Number(roundHalfAwayFromZero({ n: BigInt(revenue), d: BigInt(sales) }));
}

export interface Debt {
  owed: number;
  orderedAt: Date;
  dueAt: Date;
}

export interface DebtSummary {
  /** everything owed */
  balance: number;
  /** the part of it past due */
  overdue: number;
  /** orders with something owed */
  count: number;
  /** the earliest sale still owing; null when nothing is owed */
  oldestUnpaidAt: Date | null;
  /** the earliest due date among them */
  oldestDueAt: Date | null;
}

/** One customer's position from their open debts (debts owing nothing are ignored). */
export function summarizeDebts(debts: readonly Debt[], now: Date): DebtSummary {
  const summary: DebtSummary = { balance: 0, overdue: 0, count: 0, oldestUnpaidAt: null, oldestDueAt: null };
  for (const debt of debts) {
    if (debt.owed <= 0) continue;
    summary.balance += debt.owed;
    summary.count += 1;
    if (isOverdue({ owed: debt.owed, dueAt: debt.dueAt, now })) summary.overdue += debt.owed;
    if (!summary.oldestUnpaidAt || debt.orderedAt < summary.oldestUnpaidAt) {
      summary.oldestUnpaidAt = debt.orderedAt;
    }
    if (!summary.oldestDueAt || debt.dueAt < summary.oldestDueAt) summary.oldestDueAt = debt.dueAt;
  }
  return summary;
}
