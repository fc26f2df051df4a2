// The ledger as lines, and the two reports read straight from it: the trial balance (balance
// générale) and an account's general ledger (grand livre). The database computes these with SQL
// sums; these functions define what the sums mean and are the oracle its tests compare against.

import type { JournalCode, JournalEntryDraft, LedgerPartner, PostingSourceKind } from './journal.ts';

/** One posted line with what reports need of its entry. */
export interface LedgerLine {
  readonly date: string;
  readonly account: string;
  readonly debit: number;
  readonly credit: number;
  readonly journal?: JournalCode | null;
  readonly entry_id?: string | null;
  readonly label?: string | null;
  readonly reference?: string | null;
  readonly partner?: LedgerPartner | null;
  readonly due_date?: string | null;
  readonly source_kind?: PostingSourceKind | null;
}

/** An entry's lines as ledger lines. */
export function ledgerLinesOf(entry: JournalEntryDraft, entryId?: string | null): LedgerLine[] {
  return entry.lines.map((line) => ({
    date: entry.date,
    account: line.account,
    debit: line.debit,
    credit: line.credit,
    journal: entry.journal,
    entry_id: entryId ?? null,
    label: line.label ?? entry.label,
    reference: entry.reference ?? null,
    partner: line.partner ?? null,
    due_date: line.due_date ?? null,
    source_kind: entry.source?.kind ?? null,
  }));
}

/** Days from `from` to `to`, both included; either side open when absent. */
export interface DateWindow {
  readonly from?: string | null;
  readonly to?: string | null;
}

const inWindow = (date: string, { from, to }: DateWindow) => (!from || date >= from) && (!to || date <= to);

/** Debit − credit of the lines on accounts starting with `prefix`, up to `to` when given. */
export function accountBalance(lines: readonly LedgerLine[], prefix: string, to?: string | null): number {
  let balance = 0;
  for (const line of lines) {
    if (line.account.startsWith(prefix) && (!to || line.date <= to)) balance += line.debit - line.credit;
  }
  return balance;
}

export interface TrialBalanceRow {
  readonly account: string;
  /** debit − credit before the window */
  readonly opening: number;
  /** movements inside the window */
  readonly debit: number;
  readonly credit: number;
  /** opening + debit − credit */
  readonly closing: number;
}

export interface TrialBalance {
  readonly rows: TrialBalanceRow[];
  readonly totals: {
    readonly opening_debit: number;
    readonly opening_credit: number;
    readonly debit: number;
    readonly credit: number;
    readonly closing_debit: number;
    readonly closing_credit: number;
  };
}

/**
 * Trial balance over a window (balance à six colonnes): per account, the balance before the window,
 * the debits and credits inside it, and the balance at its end; `digits` rolls accounts up to that
 * many leading digits (2 gives the main accounts). Accounts with nothing to show are left out. In a
 * ledger of balanced entries, total debits equal total credits in every column pair.
 */
export function trialBalance(
  lines: readonly LedgerLine[],
  options: DateWindow & { readonly digits?: number | null } = {},
): TrialBalance {
  const rows = new Map<string, { opening: number; debit: number; credit: number }>();
  for (const line of lines) {
    if (options.to && line.date > options.to) continue;
    const account = options.digits ? line.account.slice(0, options.digits) : line.account;
    const row = rows.get(account) ?? { opening: 0, debit: 0, credit: 0 };
    if (options.from && line.date < options.from) row.opening += line.debit - line.credit;
    else {
      row.debit += line.debit;
      row.credit += line.credit;
    }
    rows.set(account, row);
  }
  const result = [...rows.entries()]
    .map(([account, row]) => ({ account, ...row, closing: row.opening + row.debit - row.credit }))
    .filter((row) => row.opening !== 0 || row.debit !== 0 || row.credit !== 0)
    .sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const sum = (pick: (row: TrialBalanceRow) => number) => result.reduce((total, row) => total + pick(row), 0);
  return {
    rows: result,
    totals: {
      opening_debit: sum((row) => Math.max(row.opening, 0)),
      opening_credit: sum((row) => Math.max(-row.opening, 0)),
      debit: sum((row) => row.debit),
      credit: sum((row) => row.credit),
      closing_debit: sum((row) => Math.max(row.closing, 0)),
      closing_credit: sum((row) => Math.max(-row.closing, 0)),
    },
  };
}

export interface GeneralLedgerLine extends LedgerLine {
  /** debit − credit after this line, from the opening balance */
  readonly balance: number;
}

export interface GeneralLedger {
  readonly account: string;
  readonly opening: number;
  readonly lines: GeneralLedgerLine[];
  readonly debit: number;
  readonly credit: number;
  readonly closing: number;
}

/**
 * General ledger of an account (or of every account under a heading: '52' gives all the banks):
 * the balance before the window, then each line in date order (same day: the order given, which
 * is posting order) with the running balance, and the balance at the end.
 */
export function generalLedger(
  lines: readonly LedgerLine[],
  account: string,
  window: DateWindow = {},
): GeneralLedger {
  const own = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.account.startsWith(account) && (!window.to || line.date <= window.to));
  const opening = own
    .filter(({ line }) => window.from && line.date < window.from)
    .reduce((total, { line }) => total + line.debit - line.credit, 0);
  const inside = own
    .filter(({ line }) => inWindow(line.date, window))
    .sort((a, b) => (a.line.date < b.line.date ? -1 : a.line.date > b.line.date ? 1 : a.index - b.index));
  let balance = opening;
  let debit = 0;
  let credit = 0;
  const ledgerLines = inside.map(({ line }) => {
    balance += line.debit - line.credit;
    debit += line.debit;
    credit += line.credit;
    return { ...line, balance };
  });
  return { account, opening, lines: ledgerLines, debit, credit, closing: balance };
}
