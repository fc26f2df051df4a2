// VAT for a period: what was charged to customers (443x), what can be deducted (445x), and the
// entry that settles the return. Settlement entries are left out of the summary, or a settled
// period would show nothing.

import { assertCalendarDate, type JournalEntryDraft, signedLine } from './journal.ts';
import type { DateWindow, LedgerLine } from './ledger.ts';
import { type PostingAccounts, postingAccounts } from './posting-accounts.ts';
import { finishEntry } from './posting-sales.ts';

export interface VatSummary {
  /** Credit − debit of 443x: VAT charged on sales, net of credit notes. */
  readonly collected: number;
  /** Debit − credit of 445x: recoverable VAT on purchases and expenses. */
  readonly deductible: number;
  /** collected − deductible: positive is owed to the State (TVA due), negative is a VAT credit. */
  readonly balance: number;
  readonly due: number;
  readonly credit: number;
  /** Per 443x/445x account, its net in the summary's sense (collected or deductible). */
  readonly accounts: { readonly account: string; readonly amount: number }[];
}

/** The VAT summary of the lines dated inside the window, settlement entries excluded. */
export function vatSummary(lines: readonly LedgerLine[], window: DateWindow = {}): VatSummary {
  const perAccount = new Map<string, number>();
  for (const line of lines) {
    if (line.source_kind === 'vat_settlement') continue;
    if ((window.from && line.date < window.from) || (window.to && line.date > window.to)) continue;
    const collected = line.account.startsWith('443');
    if (!collected && !line.account.startsWith('445')) continue;
    const amount = collected ? line.credit - line.debit : line.debit - line.credit;
    perAccount.set(line.account, (perAccount.get(line.account) ?? 0) + amount);
  }
  const accounts = [...perAccount.entries()]
    .map(([account, amount]) => ({ account, amount }))
    .sort((a, b) => (a.account < b.account ? -1 : 1));
  const total = (prefix: string) =>
    accounts.filter(({ account }) => account.startsWith(prefix)).reduce((sum, { amount }) => sum + amount, 0);
  const collected = total('443');
  const deductible = total('445');
  const balance = collected - deductible;
  return {
    collected,
    deductible,
    balance,
    due: Math.max(balance, 0),
    credit: Math.max(-balance, 0),
    accounts,
  };
}

/**
 * VAT return (journal OD): each 443x debited and each 445x credited by its amount in the summary,
 * so both are cleared for the period; the difference credited to 4441 État, TVA due, or debited
 * to 4449 crédit de TVA à reporter.
 */
export function postVatSettlement(
  settlement: { readonly id: string; readonly date: string; readonly summary: VatSummary },
  options: { readonly accounts?: Partial<PostingAccounts> | null } = {},
): JournalEntryDraft[] {
  assertCalendarDate(settlement.date);
  const accounts = postingAccounts(options.accounts);
  const { summary } = settlement;
  const lines = summary.accounts.map(({ account, amount }) =>
    signedLine(account, account.startsWith('443') ? amount : -amount),
  );
  lines.push(signedLine(accounts.vat_payable, -summary.due), signedLine(accounts.vat_credit, summary.credit));
  return finishEntry(
    {
      journal: 'OD',
      date: settlement.date,
      label: 'Déclaration de TVA',
      source: { kind: 'vat_settlement', id: settlement.id },
    },
    lines,
  );
}
