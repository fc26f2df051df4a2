// A customer's account statement: what they bought, paid and were credited over a period, with a
// running balance. It reads the same sales as the credit ledger (customer-credit.ts) and ends on the
// same figure: an order adds to the balance what it owes, never less than nothing.

import { isCalendarDate } from '../accounting/journal.ts';
import { windowDays } from '../analytics/sales.ts';
import { presetDays } from '../dates/ranges.ts';

/**
 * What moves a customer's account. A sale (confirmed or completed, not cancelled) is a debit of its
 * total; a payment a credit; a refund paid back a debit; an approved return and a credit note that
 * no return made are credits. Drafts, quotations, cancelled orders and voided payments count for
 * nothing, as in the credit ledger.
 */
export const STATEMENT_LINE_KINDS = ['sale', 'payment', 'refund', 'return', 'credit_note'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** Debit kinds raise what the customer owes; the others lower it. */
const DEBITS: readonly StatementLineKind[] = ['sale', 'refund'];

/** The longest period a statement covers, in days: a year, leap day included. */
export const STATEMENT_MAX_DAYS = 366;

/** The periods the statement screen offers; the default is the current month. */
export const STATEMENT_PRESETS = ['this_month', 'last_month', 'this_year', 'custom'] as const;
export type StatementPreset = (typeof STATEMENT_PRESETS)[number];

export interface CustomerStatementEvent {
  kind: StatementLineKind;
  order_id: string;
  /** when it happened */
  at: Date;
  /** the day it happened on in the company's calendar, YYYY-MM-DD */
  day: string;
  /** its face value, minor units, positive */
  amount: number;
  reference: string;
  description: string | null;
}

export interface CustomerStatementEntry extends CustomerStatementEvent {
  /** what it added to the balance */
  debit: number;
  /** what it took off the balance */
  credit: number;
  /** the balance after it */
  balance: number;
}

export interface CustomerStatementFigures {
  opening_balance: number;
  lines: CustomerStatementEntry[];
  closing_balance: number;
  totals: { debit: number; credit: number };
}

/**
 * The effect of each event of one order on what the customer owes. The order owes its sale's total
 * less what was paid (net of refunds) and credited, never below zero (core's amountOwed): a credit
 * note on a sale already paid is money to hand back, not a credit on other sales, so it moves the
 * balance only by what the order still owed, and refunding that money moves nothing either.
 * The sale comes first whatever the clock says; the other events follow in time order.
 */
export function orderEffects(
  events: readonly CustomerStatementEvent[],
): { event: CustomerStatementEvent; effect: number }[] {
  const sorted = [...events].sort(
    (a, b) => Number(b.kind === 'sale') - Number(a.kind === 'sale') || a.at.getTime() - b.at.getTime(),
  );
  let raw = 0;
  return sorted.map((event) => {
    const before = Math.max(0, raw);
    raw += DEBITS.includes(event.kind) ? event.amount : -event.amount;
    return { event, effect: Math.max(0, raw) - before };
  });
}

/**
 * The statement of `from`–`to` (days, both included) from every event of the customer's sales:
 * the opening balance is what the events before `from` left owing, then one line per event of
 * the period with the running balance, oldest first. Events after `to` are left out. An event
 * dated before its sale (a payment backdated) is listed with the sale.
 */
export function buildCustomerStatement(
  events: readonly CustomerStatementEvent[],
  { from, to }: { from: string; to: string },
): CustomerStatementFigures {
  const byOrder = new Map<string, CustomerStatementEvent[]>();
  for (const event of events) byOrder.set(event.order_id, [...(byOrder.get(event.order_id) ?? []), event]);

  const moves: { event: CustomerStatementEvent; effect: number; sortAt: number; rank: number }[] = [];
  for (const orderEvents of byOrder.values()) {
    const sale = orderEvents.find((e) => e.kind === 'sale');
    for (const { event, effect } of orderEffects(orderEvents)) {
      const notBefore = sale && event.kind !== 'sale' && event.at < sale.at ? sale : event;
      moves.push({
        event: notBefore === event ? event : { ...event, at: sale!.at, day: sale!.day },
        effect,
        sortAt: notBefore.at.getTime(),
        rank: event.kind === 'sale' ? 0 : 1,
      });
    }
  }
  moves.sort((a, b) => a.sortAt - b.sortAt || a.rank - b.rank);

  const inPeriod = moves.filter(({ event }) => event.day >= from && event.day <= to);
  const opening = moves.reduce((sum, { event, effect }) => (event.day < from ? sum + effect : sum), 0);
  let balance = opening;
  const totals = { debit: 0, credit: 0 };
  const lines = inPeriod.map(({ event, effect }): CustomerStatementEntry => {
    const debit = Math.max(0, effect);
    const credit = Math.max(0, -effect);
    totals.debit += debit;
    totals.credit += credit;
    balance += effect;
    return { ...event, debit, credit, balance };
  });
  return { opening_balance: opening, lines, closing_balance: balance, totals };
}

export type StatementRangeError =
  | { field: 'from' | 'to'; code: 'invalid_date' }
  | { field: 'from'; code: 'from_after_to' }
  | { field: 'to'; code: 'range_too_long' };

/**
 * The days a statement covers from the days asked for (YYYY-MM-DD) and today in the company's
 * calendar: neither → the current month; only `from` → up to today; only `to` → from the first of
 * its month. Refused: a day that is not one, `from` after `to`, more than STATEMENT_MAX_DAYS days.
 */
export function statementRange(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } | { error: StatementRangeError } {
  for (const field of ['from', 'to'] as const) {
    const value = asked[field];
    if (value !== undefined && !isCalendarDate(value)) return { error: { field, code: 'invalid_date' } };
  }
  if (asked.from === undefined && asked.to === undefined) return presetDays('this_month', today);
  const to = asked.to ?? today;
  const from = asked.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) return { error: { field: 'from', code: 'from_after_to' } };
  if (windowDays(from, to) > STATEMENT_MAX_DAYS) return { error: { field: 'to', code: 'range_too_long' } };
  return { from, to };
}

/** The days of a preset of the statement screen when it is `today`; custom days are kept as given. */
export function statementPresetDays(
  preset: StatementPreset,
  today: string,
  custom: { from: string; to: string } = { from: today, to: today },
): { from: string; to: string } {
  return preset === 'custom' ? custom : presetDays(preset, today);
}

/** Whether a value is a preset of the statement screen. */
export const isStatementPreset = (value: unknown): value is StatementPreset =>
  (STATEMENT_PRESETS as readonly unknown[]).includes(value);
