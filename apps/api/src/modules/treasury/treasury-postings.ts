import {
  AccountingError,
  isPostable,
  type JournalEntryDraft,
  type PaymentMethodKind,
  postableAccountFor,
  postTreasuryMovement,
  postTreasuryTransfer,
  type TreasuryRef,
  treasuryAccount,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { journalEntries, treasuryAccounts } from '../../db/schema/index.ts';
import { type CompanyChart, loadChart } from '../accounting/chart.ts';
import {
  companyCalendar,
  dateIn,
  entryLines,
  isPosted,
  liveEntriesOf,
  postEntries,
  reverseSource,
  toAppError,
} from '../accounting/ledger.service.ts';

// The seam between the treasury and the books for the movements the treasury itself originates:
// transfers between two of the company's accounts, and hand-made inflows and outflows. Movements
// that come from another document (payments, refunds, supplier payments, expenses, drawer
// sessions) are posted by that document's module and never here, so nothing is booked twice.

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
  const { locale } = await companyCalendar(tx, companyId);
  const [from, to] = [
    await treasuryRefOf(tx, companyId, transfer.fromAccountId, chart),
    await treasuryRefOf(tx, companyId, transfer.toAccountId, chart),
  ];
  // Two accounts on the same ledger code (two drawers on 571): the money does not move in the books.
  if (treasuryAccount(from, chart.accounts) === treasuryAccount(to, chart.accounts)) return;
  const drafts = postTreasuryTransfer(
    { id: transfer.transferId, date: transfer.date, amount: transfer.amount, from, to },
    { chart: chart.accounts, locale },
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
  const { timezone, locale } = await companyCalendar(tx, companyId);
  const date = dateIn(timezone, new Date());
  await reverseSource(tx, companyId, 'treasury_transfer', transferId, { date, locale, actorId });
}

export interface MovementFacts {
  transactionId: string;
  date: string;
  direction: 'in' | 'out';
  amount: number;
  accountId: string;
  /** the counter account; 4712 (in) or 4711 (out) when absent */
  ledgerAccount?: string | null;
  label?: string | null;
  reference?: string | null;
}

/** A hand-made inflow or outflow: the treasury account against its counter account (CA/BQ). */
export async function postMovement(
  tx: Tx,
  companyId: string,
  movement: MovementFacts,
  actorId: string | null,
): Promise<void> {
  const chart = await loadChart(tx, companyId);
  const treasury = await treasuryRefOf(tx, companyId, movement.accountId, chart);
  // The company's language is only read for a label of ours (a movement the merchant did not name).
  const locale = movement.label ? null : (await companyCalendar(tx, companyId)).locale;
  let drafts: JournalEntryDraft[];
  try {
    drafts = postTreasuryMovement(
      {
        id: movement.transactionId,
        date: movement.date,
        direction: movement.direction,
        amount: movement.amount,
        treasury,
        account: movement.ledgerAccount ?? null,
        label: movement.label ?? null,
        reference: movement.reference ?? null,
      },
      { chart: chart.accounts, locale },
    );
  } catch (error) {
    if (error instanceof AccountingError) throw toAppError(error);
    throw error;
  }
  await repostSource(tx, companyId, drafts, actorId, chart);
}

/**
 * The counter account of a movement's live entry: its line on another account than the treasury
 * account it was posted from; null when the movement is not in the books.
 */
export async function movementCounterAccount(
  tx: Tx,
  companyId: string,
  transactionId: string,
  treasuryAccountId: string,
): Promise<string | null> {
  const [entry] = await liveEntriesOf(tx, companyId, 'treasury_movement', transactionId);
  if (!entry) return null;
  const chart = await loadChart(tx, companyId);
  const money = treasuryAccount(await treasuryRefOf(tx, companyId, treasuryAccountId, chart), chart.accounts);
  const lines = await entryLines(tx, companyId, [entry.id]);
  return lines.find((line) => line.account !== money)?.account ?? null;
}

/** A movement deleted (or changed): its live entry cancelled by a mirror entry dated today. */
export async function reverseMovement(
  tx: Tx,
  companyId: string,
  transactionId: string,
  actorId: string | null,
): Promise<void> {
  const { timezone, locale } = await companyCalendar(tx, companyId);
  const date = dateIn(timezone, new Date());
  await reverseSource(tx, companyId, 'treasury_movement', transactionId, { date, locale, actorId });
}
