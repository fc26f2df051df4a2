// Aged receivables and payables (balance âgée): what each customer or supplier still owes or is
// owed, split by how late it is. Open items come from the documents (what is left to pay on each)
// or, lacking those, from the partner's ledger lines matched oldest first.

import { DEFAULT_CREDIT_TERM_DAYS } from '../customers/customer-credit.ts';
import { assertCalendarDate } from './journal.ts';
import type { LedgerLine } from './ledger.ts';

export const AGEING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface OpenItem {
  readonly partner_id: string | null;
  readonly document_id?: string | null;
  readonly date: string;
  readonly due_date?: string | null;
  /** Still open: positive is owed, negative is money received (or paid) not yet matched. */
  readonly amount: number;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  assertCalendarDate(from);
  assertCalendarDate(to);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Not yet due (or due today) is current; then 1–30, 31–60, 61–90 and more than 90 days late. */
export function ageingBucket(daysOverdue: number): AgeingBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return 'days_1_30';
  if (daysOverdue <= 60) return 'days_31_60';
  if (daysOverdue <= 90) return 'days_61_90';
  return 'over_90';
}

/** When an item falls due: its due date, else `termDays` after its date (30 days by default). */
export function itemDueDate(
  item: Pick<OpenItem, 'date' | 'due_date'>,
  termDays = DEFAULT_CREDIT_TERM_DAYS,
): string {
  if (item.due_date) return item.due_date;
  assertCalendarDate(item.date);
  return new Date(Date.parse(`${item.date}T00:00:00Z`) + termDays * DAY_MS).toISOString().slice(0, 10);
}

export type AgeingAmounts = Record<AgeingBucket, number> & { total: number };

export interface AgedBalanceRow {
  readonly partner_id: string | null;
  readonly amounts: AgeingAmounts;
}

const emptyAmounts = (): AgeingAmounts => ({
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 0,
  total: 0,
});

/**
 * Open items aged at `asOf`, per partner and in total. An unmatched payment (negative) counts as
 * current: it is not late, it lowers what the partner owes.
 */
export function agedBalance(
  items: readonly OpenItem[],
  asOf: string,
  options: { readonly termDays?: number } = {},
): { rows: AgedBalanceRow[]; totals: AgeingAmounts } {
  const rows = new Map<string | null, AgeingAmounts>();
  const totals = emptyAmounts();
  for (const item of items) {
    if (item.amount === 0) continue;
    const late = daysBetween(itemDueDate(item, options.termDays), asOf);
    const bucket = item.amount < 0 ? 'current' : ageingBucket(late);
    const row = rows.get(item.partner_id) ?? emptyAmounts();
    for (const amounts of [row, totals]) {
      amounts[bucket] += item.amount;
      amounts.total += item.amount;
    }
    rows.set(item.partner_id, row);
  }
  const sorted = [...rows.entries()]
    .map(([partner_id, amounts]) => ({ partner_id, amounts }))
    .filter((row) => row.amounts.total !== 0 || AGEING_BUCKETS.some((bucket) => row.amounts[bucket] !== 0))
    .sort((a, b) => b.amounts.total - a.amounts.total);
  return { rows: sorted, totals };
}

/**
 * Open items from the ledger: on receivable accounts (411 by default) debits are what customers
 * owe and credits settle them; on payables (401) the other way round. Per partner, settlements pay
 * the items in due-date order (FIFO), since the ledger does not say which invoice a payment was
 * for; what no item absorbs is left as a negative item (an advance).
 */
export function openItemsFromLedger(
  lines: readonly LedgerLine[],
  options: {
    readonly side: 'receivable' | 'payable';
    readonly account?: string;
    readonly asOf?: string | null;
  },
): OpenItem[] {
  const prefix = options.account ?? (options.side === 'receivable' ? '411' : '401');
  const sign = options.side === 'receivable' ? 1 : -1;
  const byPartner = new Map<string | null, { items: OpenItem[]; paid: number; lastPaid: string }>();
  for (const line of lines) {
    if (!line.account.startsWith(prefix) || (options.asOf && line.date > options.asOf)) continue;
    const partnerId = line.partner?.id ?? null;
    const partner = byPartner.get(partnerId) ?? { items: [], paid: 0, lastPaid: '' };
    const amount = sign * (line.debit - line.credit);
    if (amount > 0) {
      partner.items.push({ partner_id: partnerId, date: line.date, due_date: line.due_date ?? null, amount });
    } else if (amount < 0) {
      partner.paid -= amount;
      if (line.date > partner.lastPaid) partner.lastPaid = line.date;
    }
    byPartner.set(partnerId, partner);
  }
  const open: OpenItem[] = [];
  for (const [partnerId, { items, paid, lastPaid }] of byPartner) {
    let left = paid;
    const ordered = items
      .map((item) => ({ item, due: itemDueDate(item) }))
      .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0));
    for (const { item } of ordered) {
      const applied = Math.min(left, item.amount);
      left -= applied;
      if (item.amount > applied) open.push({ ...item, amount: item.amount - applied });
    }
    if (left > 0) open.push({ partner_id: partnerId, date: lastPaid, due_date: null, amount: -left });
  }
  return open;
}
