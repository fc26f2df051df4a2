// The SYSCOHADA chart of accounts: what each account is (kind, normal side), the seed list, and the
// rules for finding an account's heading and for adding a merchant's own account.

import { SYSCOHADA_SEED_ROWS } from './chart-of-accounts.data.ts';

export { SYSCOHADA_CLASS_LABELS } from './chart-of-accounts.data.ts';

/** Class 9 (commitments, analytical accounting) is off-balance; it is neither seeded nor accepted. */
export type AccountKind = 'asset' | 'liability' | 'equity' | 'income' | 'expense' | 'off_balance';
export type NormalSide = 'debit' | 'credit';

export interface AccountLabels {
  readonly fr: string;
  readonly en: string;
  readonly es: string;
}

export interface ChartAccount {
  /** The account number: digits, its first digit is the class. */
  readonly code: string;
  readonly labels: AccountLabels;
  /** 1–8 */
  readonly class: number;
  readonly kind: AccountKind;
  /** The side the balance normally sits on (a contra account such as 28x depreciation sits on credit). */
  readonly normal_side: NormalSide;
  /** A heading groups other accounts and takes no postings; a detail account takes them. */
  readonly is_heading: boolean;
}

type Nature = readonly [prefix: string, kind: AccountKind, side: NormalSide];

// The longest matching prefix decides. Class 4 and 5 accounts can end with a balance on either side
// (the balance sheet places them by their balance); these are the sides SYSCOHADA describes them on.
const NATURES: readonly Nature[] = [
  ['1', 'equity', 'credit'],
  ['109', 'equity', 'debit'],
  ['129', 'equity', 'debit'],
  ['139', 'equity', 'debit'],
  ['16', 'liability', 'credit'],
  ['17', 'liability', 'credit'],
  ['18', 'liability', 'credit'],
  ['19', 'liability', 'credit'],
  ['2', 'asset', 'debit'],
  ['28', 'asset', 'credit'],
  ['29', 'asset', 'credit'],
  ['3', 'asset', 'debit'],
  ['39', 'asset', 'credit'],
  ['4', 'liability', 'credit'],
  ['409', 'asset', 'debit'],
  ['41', 'asset', 'debit'],
  ['419', 'liability', 'credit'],
  ['421', 'asset', 'debit'],
  ['4449', 'asset', 'debit'],
  ['445', 'asset', 'debit'],
  ['449', 'asset', 'debit'],
  ['4711', 'asset', 'debit'],
  ['476', 'asset', 'debit'],
  ['478', 'asset', 'debit'],
  ['485', 'asset', 'debit'],
  ['488', 'asset', 'debit'],
  ['49', 'asset', 'credit'],
  ['499', 'liability', 'credit'],
  ['5', 'asset', 'debit'],
  ['56', 'liability', 'credit'],
  ['59', 'asset', 'credit'],
  ['6', 'expense', 'debit'],
  ['7', 'income', 'credit'],
  ['8', 'expense', 'debit'],
  ['82', 'income', 'credit'],
  ['84', 'income', 'credit'],
  ['86', 'income', 'credit'],
  ['88', 'income', 'credit'],
];

/** The longest entry of `table` whose key is a prefix of `code`, if any. */
export function longestPrefixMatch<T extends readonly [string, ...unknown[]]>(
  code: string,
  table: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const row of table) {
    if (code.startsWith(row[0]) && (best === undefined || row[0].length > best[0].length)) best = row;
  }
  return best;
}

/** Kind and normal side of any account number of classes 1–8, seeded or not. */
export function accountNature(code: string): { kind: AccountKind; normal_side: NormalSide } {
  const nature = longestPrefixMatch(code, NATURES);
  if (!isAccountCode(code) || nature === undefined) return { kind: 'off_balance', normal_side: 'debit' };
  return { kind: nature[1], normal_side: nature[2] };
}

/** Digits only, at least two (a main account), class 1–8. */
export function isAccountCode(code: unknown): code is string {
  return typeof code === 'string' && /^[1-8]\d{1,11}$/.test(code);
}

function buildSeed(): ChartAccount[] {
  const codes = SYSCOHADA_SEED_ROWS.map(([code]) => code);
  return SYSCOHADA_SEED_ROWS.map(([code, fr, en, es]) => ({
    code,
    labels: { fr, en, es },
    class: Number(code[0]),
    ...accountNature(code),
    is_heading: codes.some((other) => other !== code && other.startsWith(code)),
  }));
}

/** The seed chart, sorted by code. A heading is a seeded account that other seeded accounts sit under. */
export const SYSCOHADA_ACCOUNTS: readonly ChartAccount[] = Object.freeze(
  buildSeed().sort((a, b) => compareAccountCodes(a.code, b.code)),
);

/** Account numbers in chart order: by digit string, so 401 < 4011 < 402. */
export function compareAccountCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// The seed chart is frozen: its accounts by code, for the lookups every automatic posting makes.
const SEED_BY_CODE: ReadonlyMap<string, ChartAccount> = new Map(SYSCOHADA_ACCOUNTS.map((a) => [a.code, a]));

export function findAccount(
  code: string,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): ChartAccount | undefined {
  if (chart === SYSCOHADA_ACCOUNTS) return SEED_BY_CODE.get(code);
  return chart.find((account) => account.code === code);
}

/** The nearest account of the chart this code sits under (its longest strict prefix), if any. */
export function parentAccount(
  code: string,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): ChartAccount | undefined {
  let parent: ChartAccount | undefined;
  for (const account of chart) {
    if (account.code.length < code.length && code.startsWith(account.code)) {
      if (parent === undefined || account.code.length > parent.code.length) parent = account;
    }
  }
  return parent;
}

/** Every account of the chart this code sits under, from the main account down. */
export function ancestorAccounts(
  code: string,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): ChartAccount[] {
  return chart
    .filter((account) => account.code.length < code.length && code.startsWith(account.code))
    .sort((a, b) => a.code.length - b.code.length);
}

/** Whether entries may post to this code: it is in the chart and is not a heading. */
export function isPostable(code: string, chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS): boolean {
  const account = findAccount(code, chart);
  return account !== undefined && !account.is_heading;
}

/**
 * Where a posting aimed at `code` lands: the code itself when it is a detail account, else the
 * first detail account under it in chart order (a payment method's '52' posts to '521'); a code
 * the chart does not know is kept as it is, for the caller's account check to report.
 */
export function postableAccountFor(
  code: string,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): string {
  const account = findAccount(code, chart);
  if (account === undefined || !account.is_heading) return code;
  const detail = chart
    .filter((other) => !other.is_heading && other.code.startsWith(code) && other.code !== code)
    .sort((a, b) => compareAccountCodes(a.code, b.code))[0];
  return detail?.code ?? code;
}

export type AccountCodeRule =
  | 'account_code_digits'
  | 'account_code_class'
  | 'account_code_no_heading'
  | 'account_code_taken';

/**
 * Checks a merchant's new account number against the chart: digits only (3 to 12), class 1–8, under
 * an existing main account (the SYSCOHADA 2-digit heading, e.g. 52 for 5211), and not already used.
 * Returns the broken rules, none when the code is acceptable. Its kind and normal side then follow
 * from accountNature, like any account's.
 */
export function accountCodeErrors(code: string, chart: readonly ChartAccount[]): AccountCodeRule[] {
  if (typeof code !== 'string' || !/^\d{3,12}$/.test(code)) return ['account_code_digits'];
  if (!/^[1-8]/.test(code)) return ['account_code_class'];
  const errors: AccountCodeRule[] = [];
  if (findAccount(code.slice(0, 2), chart) === undefined) errors.push('account_code_no_heading');
  if (findAccount(code, chart) !== undefined) errors.push('account_code_taken');
  return errors;
}

/** A merchant's account as the chart holds it: a detail account with the nature its number implies. */
export function merchantAccount(code: string, labels: AccountLabels): ChartAccount {
  return { code, labels, class: Number(code[0]), ...accountNature(code), is_heading: false };
}
