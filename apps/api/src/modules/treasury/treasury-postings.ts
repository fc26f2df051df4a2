import {
  isPostable,
  type JournalEntryDraft,
  type PaymentMethodKind,
  postableAccountFor,
  postTreasuryTransfer,
  type TreasuryRef,
  treasuryAccount,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { journalEntries, treasuryAccounts } from '../../db/schema/index.ts';
import { type CompanyChart, loadChart } from '../accounting/chart.ts';
import {
  companyTimezone,
  dateIn,
  isPosted,
  postEntries,
  reverseSource,
} from '../accounting/ledger.service.ts';

// The seam between the treasury and the books for the movements the treasury itself originates:
// transfers between two of the company's accounts. Movements that come from another document
// (payments, refunds, supplier payments, expenses, drawer sessions) are posted by that document's
// module and never here, so nothing is booked twice.

const KIND_OF_ACCOUNT: Record<string, PaymentMethodKind> = {
  cash: 'cash',
  bank: 'bank',
  mobile_money: 'mobile_money_operator',
  payment_aggregator: 'payment_agregator',
};

/** Where a treasury account's money sits in the ledger: its own code, else its kind's default. */
export async function treasuryRefOf(
  tx: Tx,
  companyId: string,
  accountId: string,
  chart: CompanyChart,
): Promise<TreasuryRef> {
  const [row] = await tx
    .select({ kind: treasuryAccounts.kind, code: treasuryAccounts.accounting_code })
    .from(treasuryAccounts)
    .where(and(eq(treasuryAccounts.company_id, companyId), eq(treasuryAccounts.id, accountId)));
  if (!row) return { kind: 'cash' };
  const code = postableAccountFor(row.code, chart.accounts);
  return {
    account: isPostable(code, chart.accounts) ? code : null,
    kind: KIND_OF_ACCOUNT[row.kind] ?? 'cash',
  };
}

/**
 * Posts drafts whose source may already be in the books with its entries reversed (a corrected
 * expense): postEntries posts a source once, so the corrected entries are written without a source
 * and then given it, as the next parts, so a later reversal finds them.
 */
export async function repostSource(
  tx: Tx,
  companyId: string,
  drafts: readonly JournalEntryDraft[],
  actorId: string | null,
  chart?: CompanyChart,
): Promise<void> {
  const source = drafts[0]?.source;
  if (!source || !(await isPosted(tx, companyId, source.kind, source.id))) {
    await postEntries(tx, companyId, drafts, actorId, { chart });
    return;
  }
  const [last] = await tx
    .select({ part: sql<number>`max(${journalEntries.source_part})` })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.company_id, companyId),
        eq(journalEntries.source_kind, source.kind),
        eq(journalEntries.source_id, source.id),
      ),
    );
  const written = await postEntries(
    tx,
    companyId,
    drafts.map((draft) => ({ ...draft, source: null })),
    actorId,
    { chart },
  );
  let part = Number(last?.part ?? -1);
  for (const entry of written) {
    part += 1;
    await tx
      .update(journalEntries)
      .set({ source_kind: source.kind, source_id: source.id, source_part: part })
      .where(and(eq(journalEntries.company_id, companyId), eq(journalEntries.id, entry.id)));
  }
}

export interface TransferFacts {
  transferId: string;
  date: string;
  amount: number;
  fromAccountId: string;
  toAccountId: string;
}

/** A transfer between two treasury accounts: through 585, one entry in each account's journal. */
export async function postTransfer(
  tx: Tx,
  companyId: string,
  transfer: TransferFacts,
  actorId: string | null,
): Promise<void> {
  const chart = await loadChart(tx, companyId);
  const [from, to] = [
    await treasuryRefOf(tx, companyId, transfer.fromAccountId, chart),
    await treasuryRefOf(tx, companyId, transfer.toAccountId, chart),
  ];
  // Two accounts on the same ledger code (two drawers on 571): the money does not move in the books.
  if (treasuryAccount(from, chart.accounts) === treasuryAccount(to, chart.accounts)) return;
  const drafts = postTreasuryTransfer(
    { id: transfer.transferId, date: transfer.date, amount: transfer.amount, from, to },
    { chart: chart.accounts },
  );
  await repostSource(tx, companyId, drafts, actorId, chart);
}

/** A transfer deleted (or moved): its live entries cancelled by mirror entries dated today. */
export async function reverseTransfer(
  tx: Tx,
  companyId: string,
  transferId: string,
  actorId: string | null,
): Promise<void> {
  const date = dateIn(await companyTimezone(tx, companyId), new Date());
  await reverseSource(tx, companyId, 'treasury_transfer', transferId, { date, actorId });
}
