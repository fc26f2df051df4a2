// Journal entries: plain data the API stores as rows, and the checks every entry passes first.
// Amounts are integer minor units of the company's currency, never negative on a line: a line is a
// debit or a credit. Rules that compute a signed amount go through `signedLine`.
// Rounding: posting rules never round. They take a document's amounts as issued (priceOrder rounds
// each tax half away from zero per line) and refuse a document whose nets and taxes do not add up
// to its total; an amount that has to be split is split with `allocateAmount`, whose parts always
// add up to the whole. So an entry balances to the minor unit or is not posted.

import { type ChartAccount, isPostable, SYSCOHADA_ACCOUNTS } from './chart-of-accounts.ts';

/**
 * The journals, with the codes SYSCOHADA bookkeeping commonly uses: VT ventes, AC achats, CA caisse,
 * BQ banque (banks, postal account, mobile money and other financial institutions), OD opérations
 * diverses (stock, VAT settlement, corrections), AN à-nouveaux (opening balances).
 */
export const JOURNAL_CODES = ['VT', 'AC', 'CA', 'BQ', 'OD', 'AN'] as const;
export type JournalCode = (typeof JOURNAL_CODES)[number];

export type PartnerKind = 'customer' | 'supplier' | 'employee';

/** The third party a receivable or payable line is about, for its ledger and ageing. */
export interface LedgerPartner {
  readonly kind: PartnerKind;
  readonly id: string;
}

export interface JournalLine {
  readonly account: string;
  readonly debit: number;
  readonly credit: number;
  readonly label?: string | null;
  readonly partner?: LedgerPartner | null;
  /** When the receivable or payable of this line falls due (YYYY-MM-DD). */
  readonly due_date?: string | null;
}

/** What an entry records, so the API can find the entry of a document and never post it twice. */
export const POSTING_SOURCE_KINDS = [
  'sale',
  'credit_note',
  'payment',
  'refund',
  'purchase_bill',
  'supplier_payment',
  'supplier_refund',
  'expense',
  'expense_payment',
  'stock_receipt',
  'cost_of_goods_sold',
  'stock_adjustment',
  'stock_opening',
  'cash_difference',
  'treasury_transfer',
  'treasury_movement',
  'vat_settlement',
  'manual',
] as const;
export type PostingSourceKind = (typeof POSTING_SOURCE_KINDS)[number];

export interface JournalEntryDraft {
  readonly journal: JournalCode;
  /** The accounting date (YYYY-MM-DD, in the company's time zone). */
  readonly date: string;
  readonly label: string;
  /** The document's number (invoice, bill, receipt), shown in the journal. */
  readonly reference?: string | null;
  readonly source?: { readonly kind: PostingSourceKind; readonly id: string } | null;
  readonly lines: readonly JournalLine[];
}

export type AccountingErrorCode =
  | 'unbalanced_entry'
  | 'invalid_line'
  | 'invalid_amount'
  | 'invalid_date'
  | 'total_mismatch'
  | 'period_locked'
  | 'unknown_account'
  | 'heading_account';

/** A posting that must not be written; the API answers it with its code (409 or 422). */
export class AccountingError extends Error {
  readonly code: AccountingErrorCode;

  constructor(code: AccountingErrorCode, message: string) {
    super(message);
    this.name = 'AccountingError';
    this.code = code;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function assertCalendarDate(value: unknown): asserts value is string {
  if (!isCalendarDate(value))
    throw new AccountingError('invalid_date', `Not a YYYY-MM-DD date: ${String(value)}`);
}

/** A money amount: a safe integer (minor units). */
export function assertAmount(value: unknown, what = 'amount'): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new AccountingError(
      'invalid_amount',
      `${what} must be an integer in minor units: ${String(value)}`,
    );
  }
}

type LineExtras = Omit<JournalLine, 'account' | 'debit' | 'credit'>;

/** A line from a signed amount: positive debits the account, negative credits it. */
export function signedLine(account: string, amount: number, extras: LineExtras = {}): JournalLine {
  assertAmount(amount);
  return amount >= 0
    ? { account, debit: amount + 0, credit: 0, ...extras }
    : { account, debit: 0, credit: -amount, ...extras };
}

const partnerKey = (partner: LedgerPartner | null | undefined) =>
  partner ? `${partner.kind}:${partner.id}` : '';

/**
 * Lines merged per account, partner, label and due date, netted to one side, zero lines dropped;
 * debits first, then credits, each in the order they first appeared. The entry's balance is kept.
 */
export function compactLines(lines: readonly JournalLine[]): JournalLine[] {
  const merged = new Map<string, { line: JournalLine; net: number }>();
  for (const line of lines) {
    const key = [line.account, partnerKey(line.partner), line.label ?? '', line.due_date ?? ''].join('|');
    const current = merged.get(key);
    const net = (current?.net ?? 0) + line.debit - line.credit;
    merged.set(key, { line: current?.line ?? line, net });
  }
  const result = [...merged.values()]
    .filter(({ net }) => net !== 0)
    .map(({ line, net }) => {
      const { debit: _d, credit: _c, ...extras } = line;
      return signedLine(line.account, net, extras);
    });
  return [...result.filter((line) => line.debit > 0), ...result.filter((line) => line.credit > 0)];
}

export function entryTotals(entry: Pick<JournalEntryDraft, 'lines'>): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of entry.lines) {
    debit += line.debit;
    credit += line.credit;
  }
  return { debit, credit };
}

/** What is wrong with an entry's shape and balance, in words; none when it can be posted. */
export function entryProblems(entry: JournalEntryDraft): string[] {
  const problems: string[] = [];
  if (!isCalendarDate(entry.date)) problems.push(`date ${String(entry.date)} is not YYYY-MM-DD`);
  if (entry.lines.length < 2) problems.push('an entry has at least two lines');
  entry.lines.forEach((line, index) => {
    const amounts = [line.debit, line.credit];
    if (!/^\d+$/.test(line.account))
      problems.push(`line ${index + 1}: account ${line.account} is not a number`);
    if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount < 0)) {
      problems.push(`line ${index + 1}: amounts are non-negative integers`);
    } else if (line.debit > 0 === line.credit > 0) {
      problems.push(`line ${index + 1}: a line is either a debit or a credit`);
    }
  });
  const { debit, credit } = entryTotals(entry);
  if (debit !== credit) problems.push(`debits ${debit} ≠ credits ${credit}`);
  return problems;
}

export function isBalanced(entry: JournalEntryDraft): boolean {
  return entryProblems(entry).length === 0;
}

/** Throws `unbalanced_entry` (or `invalid_line`) unless the entry can be posted as it is. */
export function assertBalanced(entry: JournalEntryDraft): void {
  const problems = entryProblems(entry);
  if (problems.length === 0) return;
  const { debit, credit } = entryTotals(entry);
  const code = debit !== credit ? 'unbalanced_entry' : 'invalid_line';
  throw new AccountingError(code, `Entry "${entry.label}": ${problems.join('; ')}`);
}

/** Accounts of the entry the chart does not know, or that are headings: postings go to detail accounts. */
export function entryAccountErrors(
  entry: Pick<JournalEntryDraft, 'lines'>,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): { account: string; code: 'unknown_account' | 'heading_account' }[] {
  const errors: { account: string; code: 'unknown_account' | 'heading_account' }[] = [];
  for (const account of new Set(entry.lines.map((line) => line.account))) {
    if (isPostable(account, chart)) continue;
    const known = chart.some((other) => other.code === account);
    errors.push({ account, code: known ? 'heading_account' : 'unknown_account' });
  }
  return errors;
}

/** The same entry with every debit and credit swapped (a cancellation, a credit note). */
export function reverseLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

/**
 * `total` split in proportion to `weights` (non-negative integers), in whole minor units that add up
 * exactly to `total`: each part is rounded down and the remainders go, one unit each, to the parts
 * with the largest fractions (ties to the earlier part). All weights zero: all to the first part.
 */
export function allocateAmount(total: number, weights: readonly number[]): number[] {
  assertAmount(total, 'total');
  if (weights.length === 0) return [];
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError(`Weights must be non-negative integers: ${weights.join(', ')}`);
  }
  const sumWeights = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (sumWeights === 0n) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const parts = weights.map((weight, index) => {
    const exact = magnitude * BigInt(weight);
    return { index, floor: exact / sumWeights, remainder: exact % sumWeights };
  });
  let left = magnitude - parts.reduce((sum, part) => sum + part.floor, 0n);
  for (const part of [...parts].sort((a, b) =>
    b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : 0,
  )) {
    if (left === 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.floor * sign));
}
