// Posting rules for money that only moves between the company's own places: a cash drawer's
// difference at closing, and transfers between treasury accounts.

import {
  AccountingError,
  assertAmount,
  assertCalendarDate,
  type JournalEntryDraft,
  signedLine,
} from './journal.ts';
import { ledgerLabel } from './ledger-labels.ts';
import { postingAccounts, type TreasuryRef, treasuryAccount, treasuryJournal } from './posting-accounts.ts';
import { assertPositive, finishEntry, type PostingOptions } from './posting-sales.ts';

export interface CashDifferencePosting {
  /** The cash-drawer session. */
  readonly id: string;
  readonly date: string;
  /** Counted − expected: positive when there is more cash than there should be. */
  readonly difference: number;
  readonly treasury: TreasuryRef;
  /**
   * 'result' (default) books it for good: a shortage to 658 Charges diverses, an overage to 758
   * Produits divers. 'suspense' holds it on 4711/4712 Débiteurs/Créditeurs divers until explained.
   */
  readonly treatment?: 'result' | 'suspense';
}

/** Cash difference at a drawer's close (journal CA): the cash account set to what was counted. */
export function postCashDifference(
  session: CashDifferencePosting,
  options: PostingOptions = {},
): JournalEntryDraft[] {
  assertCalendarDate(session.date);
  assertAmount(session.difference);
  const accounts = postingAccounts(options.accounts);
  const money = treasuryAccount(session.treasury, options.chart);
  const suspense = session.treatment === 'suspense';
  const counterpart =
    session.difference > 0
      ? suspense
        ? accounts.suspense_credit
        : accounts.cash_overage
      : suspense
        ? accounts.suspense_debit
        : accounts.cash_shortage;
  return finishEntry(
    {
      journal: treasuryJournal(money),
      date: session.date,
      label: ledgerLabel(options.locale, session.difference > 0 ? 'cash_over' : 'cash_short'),
      source: { kind: 'cash_difference', id: session.id },
    },
    [signedLine(money, session.difference), signedLine(counterpart, -session.difference)],
  );
}

export interface TreasuryTransferPosting {
  readonly id: string;
  readonly date: string;
  /** The day the money reached the destination, when later than `date`. */
  readonly received_on?: string | null;
  /** What reaches the destination. */
  readonly amount: number;
  /** Charged on top by the source (a bank transfer's or a wallet's withdrawal fee). */
  readonly fee?: number | null;
  readonly from: TreasuryRef;
  readonly to: TreasuryRef;
}

/**
 * Transfer between treasury accounts, in two entries through 585 Virements de fonds, each in its
 * own account's journal: the source's (585 debited, source credited, a fee to 631 Frais bancaires)
 * and the destination's (destination debited, 585 credited). Once both are posted, 585 is back to
 * zero; while money is on its way, 585 shows it.
 */
export function postTreasuryTransfer(
  transfer: TreasuryTransferPosting,
  options: PostingOptions = {},
): JournalEntryDraft[] {
  assertCalendarDate(transfer.date);
  const arrival = transfer.received_on ?? transfer.date;
  assertCalendarDate(arrival);
  if (arrival < transfer.date) throw new AccountingError('invalid_date', 'Money arrives after it leaves');
  assertPositive(transfer.amount);
  const fee = transfer.fee ?? 0;
  assertPositive(fee);
  const accounts = postingAccounts(options.accounts);
  const from = treasuryAccount(transfer.from, options.chart);
  const to = treasuryAccount(transfer.to, options.chart);
  if (from === to) throw new AccountingError('invalid_line', 'A transfer goes between two accounts');
  const source = { kind: 'treasury_transfer' as const, id: transfer.id };
  return [
    ...finishEntry(
      {
        journal: treasuryJournal(from),
        date: transfer.date,
        label: ledgerLabel(options.locale, 'transfer_out'),
        source,
      },
      [
        signedLine(accounts.transfer_in_transit, transfer.amount),
        signedLine(accounts.bank_fees, fee),
        signedLine(from, -(transfer.amount + fee)),
      ],
    ),
    ...finishEntry(
      {
        journal: treasuryJournal(to),
        date: arrival,
        label: ledgerLabel(options.locale, 'transfer_in'),
        source,
      },
      [signedLine(to, transfer.amount), signedLine(accounts.transfer_in_transit, -transfer.amount)],
    ),
  ];
}

export interface TreasuryMovementPosting {
  /** The treasury transaction. */
  readonly id: string;
  readonly date: string;
  readonly direction: 'in' | 'out';
  readonly amount: number;
  readonly treasury: TreasuryRef;
  /**
   * What the money is for, when the user names it (101 capital brought in, 641 a tax paid…); else
   * it waits on 4712 Créditeurs divers (money in) or 4711 Débiteurs divers (money out) until the
   * accountant moves it with a miscellaneous entry.
   */
  readonly account?: string | null;
  readonly label?: string | null;
  readonly reference?: string | null;
}

/** A hand-made inflow or outflow (journal CA/BQ): the treasury account against its counter account. */
export function postTreasuryMovement(
  movement: TreasuryMovementPosting,
  options: PostingOptions = {},
): JournalEntryDraft[] {
  assertCalendarDate(movement.date);
  assertAmount(movement.amount);
  if (movement.amount <= 0) throw new AccountingError('invalid_amount', 'A movement moves some money');
  const accounts = postingAccounts(options.accounts);
  const money = treasuryAccount(movement.treasury, options.chart);
  const inflow = movement.direction === 'in';
  const counter = movement.account || (inflow ? accounts.suspense_credit : accounts.suspense_debit);
  if (counter === money) throw new AccountingError('invalid_line', 'A movement needs another account');
  const signed = inflow ? movement.amount : -movement.amount;
  return finishEntry(
    {
      journal: treasuryJournal(money),
      date: movement.date,
      label: movement.label || ledgerLabel(options.locale, inflow ? 'treasury_inflow' : 'treasury_outflow'),
      reference: movement.reference ?? null,
      source: { kind: 'treasury_movement', id: movement.id },
    },
    [signedLine(money, signed), signedLine(counter, -signed)],
  );
}
