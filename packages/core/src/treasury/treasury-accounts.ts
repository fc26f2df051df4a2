// Treasury accounts (where the company's money sits: cash drawers, banks, mobile-money wallets) and
// the balance of one at a date. The account codes come from the accounting core: a kind's default
// is the one its payment-method kind posts to, and a chosen code must be a postable class-5 account.

import { type ChartAccount, isPostable, SYSCOHADA_ACCOUNTS } from '../accounting/chart-of-accounts.ts';
import { treasuryAccount } from '../accounting/posting-accounts.ts';
import type { PaymentMethodKind } from '../schemas/payment-method.schema.ts';

export const TREASURY_ACCOUNT_KINDS = ['cash', 'bank', 'mobile_money', 'payment_aggregator'] as const;
export type TreasuryAccountKind = (typeof TREASURY_ACCOUNT_KINDS)[number];

const METHOD_KIND_OF: Record<TreasuryAccountKind, PaymentMethodKind> = {
  cash: 'cash',
  bank: 'bank',
  mobile_money: 'mobile_money_operator',
  payment_aggregator: 'payment_agregator',
};

/** The payment-method kind that shares the account's default code (SPEC §3). */
export const paymentMethodKindOf = (kind: TreasuryAccountKind): PaymentMethodKind => METHOD_KIND_OF[kind];

/** The treasury account kind a payment method's money lands in. */
export function treasuryKindOfMethod(kind: PaymentMethodKind): TreasuryAccountKind {
  const found = TREASURY_ACCOUNT_KINDS.find((candidate) => METHOD_KIND_OF[candidate] === kind);
  return found ?? 'cash';
}

/**
 * The accounting code a new account of `kind` takes: its payment-method kind's (cash 571, bank 52,
 * mobile money and aggregators 538), moved down to the first detail account when it is a heading
 * (52 → 521), so the ledger can post to it.
 */
export function defaultTreasuryAccountCode(
  kind: TreasuryAccountKind,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): string {
  return treasuryAccount({ kind: METHOD_KIND_OF[kind] }, chart);
}

export type TreasuryCodeRule = 'treasury_code_not_postable' | 'treasury_code_not_treasury';

// 585/588 carry money between two of the company's own accounts, and 59x are impairments: no money sits there.
const NOT_A_PLACE = ['58', '59'];
const PLACES_UNDER_58 = ['581'];

/**
 * What is wrong with `code` as a treasury account's accounting code: it must be a class-5 account
 * where money sits (not 585 transfers in transit, not 59x impairments) and take postings in the
 * chart (a detail account, not a heading such as 52). Empty when acceptable.
 */
export function treasuryAccountCodeErrors(
  code: string,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): TreasuryCodeRule[] {
  const placeOfMoney =
    code.startsWith('5') &&
    (!NOT_A_PLACE.some((prefix) => code.startsWith(prefix)) ||
      PLACES_UNDER_58.some((prefix) => code.startsWith(prefix)));
  if (!placeOfMoney) return ['treasury_code_not_treasury'];
  return isPostable(code, chart) ? [] : ['treasury_code_not_postable'];
}

export const TRANSACTION_DIRECTIONS = ['in', 'out'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];

/**
 * Why money moved: by hand, between two accounts, a customer's payment or refund (and the reversal
 * of a voided one), an expense paid on the spot or later, cash put in or taken out of a drawer, a
 * drawer's difference at closing, a supplier's payment or refund. With the source's id, the ledger
 * finds the document behind each movement.
 */
export const TRANSACTION_SOURCES = [
  'manual',
  'transfer',
  'payment',
  'refund',
  'payment_void',
  'expense',
  'expense_payment',
  'cash_movement',
  'cash_difference',
  'supplier_payment',
  'supplier_refund',
] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/** Only these are written by hand; the others follow their document and change with it. */
export const isHandMadeSource = (source: TransactionSource): boolean =>
  source === 'manual' || source === 'transfer';

export const signedAmount = (direction: TransactionDirection, amount: number): number =>
  direction === 'in' ? amount : -amount;

export interface DatedMovement {
  readonly direction: TransactionDirection;
  readonly amount: number;
  /** the calendar day it happened on, in the company's time zone (YYYY-MM-DD) */
  readonly date: string;
}

export interface TreasuryOpening {
  readonly opening_balance: number;
  /** YYYY-MM-DD: the day the opening balance was counted */
  readonly opening_date: string;
}

/**
 * An account's balance at the end of `through` (YYYY-MM-DD): the opening balance once its day has
 * come, plus what came in and minus what went out on or before that day. Integers throughout, so
 * the figure is exact; the API computes the same sum in SQL.
 */
export function treasuryBalanceThrough(
  account: TreasuryOpening,
  movements: readonly DatedMovement[],
  through: string,
): number {
  let balance = account.opening_date <= through ? account.opening_balance : 0;
  for (const movement of movements) {
    if (movement.date <= through) balance += signedAmount(movement.direction, movement.amount);
  }
  return balance;
}
