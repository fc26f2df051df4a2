// Posting rules for stock at cost, in permanent inventory the SYSCOHADA way: purchases stay in 60x
// and every stock movement is valued at cost against the variation account (603x for bought
// stock, 73x for stock the merchant produced). The class 3 account then always holds the stock's
// value, and purchases + variation give the cost of what was sold (docs/decisions.md).

import { assertAmount, assertCalendarDate, type JournalEntryDraft, signedLine } from './journal.ts';
import { type LedgerLabelKey, ledgerLabel } from './ledger-labels.ts';
import { type PostingAccounts, postingAccounts, type StockKind, stockAccounts } from './posting-accounts.ts';
import { assertPositive, finishEntry } from './posting-sales.ts';

/** The company's language (companies.locale) for the entries' labels (ledgerLabel); English without one. */
export interface StockPostingOptions {
  readonly locale?: string | null;
}

export interface StockValuePosting {
  /** The stock movement (or receipt, or sale) the entry values. */
  readonly id: string;
  readonly date: string;
  readonly kind: StockKind;
  /** At cost (weighted average cost × units), in minor units. */
  readonly value: number;
  readonly label?: string | null;
  readonly reference?: string | null;
}

function stockEntry(
  movement: StockValuePosting,
  signedValue: number,
  source: 'stock_receipt' | 'cost_of_goods_sold' | 'stock_adjustment',
  label: LedgerLabelKey,
  options: StockPostingOptions,
): JournalEntryDraft[] {
  assertCalendarDate(movement.date);
  const { stock, variation } = stockAccounts(movement.kind);
  return finishEntry(
    {
      journal: 'OD',
      date: movement.date,
      label: movement.label || ledgerLabel(options.locale, label),
      reference: movement.reference ?? null,
      source: { kind: source, id: movement.id },
    },
    [signedLine(stock, signedValue), signedLine(variation, -signedValue)],
  );
}

/**
 * Goods received into a warehouse (from a supplier, or back from a customer): the stock account
 * (31 goods, 32 raw materials, 33 other supplies, 36 finished products) debited at cost, the
 * variation (6031, 6032, 6033, 736) credited.
 */
export function postStockReceipt(
  receipt: StockValuePosting,
  options: StockPostingOptions = {},
): JournalEntryDraft[] {
  assertPositive(receipt.value);
  return stockEntry(receipt, receipt.value, 'stock_receipt', 'stock_entry', options);
}

/** Cost of goods sold, when they leave the warehouse: the variation debited, the stock credited. */
export function postCostOfGoodsSold(
  issue: StockValuePosting,
  options: StockPostingOptions = {},
): JournalEntryDraft[] {
  assertPositive(issue.value);
  return stockEntry(issue, -issue.value, 'cost_of_goods_sold', 'stock_issue', options);
}

/** A count difference, breakage or loss: signed value, positive for stock found, negative for stock lost. */
export function postStockAdjustment(
  adjustment: StockValuePosting,
  options: StockPostingOptions = {},
): JournalEntryDraft[] {
  assertAmount(adjustment.value);
  return stockEntry(adjustment, adjustment.value, 'stock_adjustment', 'stock_adjustment', options);
}

/**
 * Stock that enters the books from outside them (opening quantities of a new or imported product):
 * the stock account debited at cost against the opening balance account (104 Compte de
 * l'exploitant by default), not the variation account, so it is neither a purchase nor a profit.
 */
export function postOpeningStock(
  opening: StockValuePosting,
  options: StockPostingOptions & { accounts?: Partial<PostingAccounts> | null } = {},
): JournalEntryDraft[] {
  assertPositive(opening.value);
  assertCalendarDate(opening.date);
  const { stock } = stockAccounts(opening.kind);
  return finishEntry(
    {
      journal: 'OD',
      date: opening.date,
      label: opening.label || ledgerLabel(options.locale, 'opening_stock'),
      reference: opening.reference ?? null,
      source: { kind: 'stock_opening', id: opening.id },
    },
    [
      signedLine(stock, opening.value),
      signedLine(postingAccounts(options.accounts).opening_balance, -opening.value),
    ],
  );
}
