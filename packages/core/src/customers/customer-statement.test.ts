import { describe, expect, it } from 'vitest';
import { amountOwed } from './customer-credit.ts';
import {
  buildCustomerStatement,
  type CustomerStatementEvent,
  orderEffects,
  STATEMENT_MAX_DAYS,
  statementPresetDays,
  statementRange,
} from './customer-statement.ts';

const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00Z`);
const event = (
  kind: CustomerStatementEvent['kind'],
  order: string,
  day: string,
  amount: number,
  time = '10:00',
): CustomerStatementEvent => ({
  kind,
  order_id: order,
  at: at(day, time),
  day,
  amount,
  reference: `${kind}-${order}-${day}`,
  description: null,
});

describe('which events move a statement, and by how much', () => {
  it('debits a sale and a refund, credits a payment, a return and a credit note', () => {
    const effects = orderEffects([
      event('sale', 'a', '2026-03-01', 50_000),
      event('payment', 'a', '2026-03-02', 20_000),
      event('refund', 'a', '2026-03-03', 5_000),
      event('return', 'a', '2026-03-04', 10_000),
      event('credit_note', 'a', '2026-03-05', 5_000),
    ]).map((e) => e.effect);

    expect(effects).toEqual([50_000, -20_000, 5_000, -10_000, -5_000]);
  });

  it('never takes an order below nothing: a credit note on a paid sale moves the balance by nothing', () => {
    const effects = orderEffects([
      event('sale', 'a', '2026-03-01', 10_000),
      event('payment', 'a', '2026-03-01', 10_000, '11:00'),
      event('credit_note', 'a', '2026-03-02', 10_000),
      // the money handed back for it
      event('refund', 'a', '2026-03-03', 10_000),
    ]).map((e) => e.effect);

    expect(effects).toEqual([10_000, -10_000, 0, 0]);
  });

  it('ends each order on what the credit ledger says it owes', () => {
    const events = [
      event('sale', 'a', '2026-03-01', 30_000),
      event('payment', 'a', '2026-03-02', 25_000),
      event('return', 'a', '2026-03-03', 10_000),
    ];
    const total = orderEffects(events).reduce((sum, e) => sum + e.effect, 0);
    expect(total).toBe(amountOwed({ status: 'confirmed', total: 30_000, paid: 25_000, credited: 10_000 }));
  });

  it('puts the sale first even when a payment is dated before it', () => {
    const effects = orderEffects([
      event('payment', 'a', '2026-02-28', 4_000),
      event('sale', 'a', '2026-03-01', 10_000),
    ]);
    expect(effects.map((e) => [e.event.kind, e.effect])).toEqual([
      ['sale', 10_000],
      ['payment', -4_000],
    ]);
  });
});

describe('a statement over a period', () => {
  const events = [
    event('sale', 'old', '2026-02-10', 40_000),
    event('payment', 'old', '2026-02-20', 15_000),
    event('payment', 'old', '2026-03-05', 5_000),
    event('sale', 'new', '2026-03-12', 12_000),
    event('return', 'new', '2026-03-15', 2_000),
    event('payment', 'new', '2026-04-02', 10_000),
  ];

  it('opens on what was owed before its first day and runs the balance line by line', () => {
    const statement = buildCustomerStatement(events, { from: '2026-03-01', to: '2026-03-31' });

    expect(statement.opening_balance).toBe(25_000);
    expect(statement.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['payment', 0, 5_000, 20_000],
      ['sale', 12_000, 0, 32_000],
      ['return', 0, 2_000, 30_000],
    ]);
    expect(statement.totals).toEqual({ debit: 12_000, credit: 7_000 });
    expect(statement.closing_balance).toBe(30_000);
  });

  it('leaves out what came after its last day', () => {
    const statement = buildCustomerStatement(events, { from: '2026-04-01', to: '2026-04-30' });
    expect(statement.opening_balance).toBe(30_000);
    expect(statement.closing_balance).toBe(20_000);
    expect(buildCustomerStatement(events, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      opening_balance: 0,
      lines: [],
      closing_balance: 0,
      totals: { debit: 0, credit: 0 },
    });
  });

  it('has no lines but keeps the balance in a quiet period', () => {
    const statement = buildCustomerStatement(events, { from: '2026-02-21', to: '2026-03-04' });
    expect(statement).toMatchObject({ opening_balance: 25_000, lines: [], closing_balance: 25_000 });
  });

  it('lists a payment dated before its sale with the sale, never as an advance', () => {
    const statement = buildCustomerStatement(
      [event('payment', 'a', '2026-02-28', 4_000), event('sale', 'a', '2026-03-01', 10_000)],
      { from: '2026-03-01', to: '2026-03-31' },
    );
    expect(statement.opening_balance).toBe(0);
    expect(statement.lines.map((l) => [l.kind, l.day, l.balance])).toEqual([
      ['sale', '2026-03-01', 10_000],
      ['payment', '2026-03-01', 6_000],
    ]);
  });

  it('does not change the events it is given', () => {
    const copy = structuredClone(events);
    buildCustomerStatement(events, { from: '2026-03-01', to: '2026-03-31' });
    expect(events).toEqual(copy);
  });
});

describe('the days a statement covers', () => {
  it('is the current month by default', () => {
    expect(statementRange({}, '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('runs to today from a first day alone, and from the first of the month to a last day alone', () => {
    expect(statementRange({ from: '2026-01-10' }, '2026-02-14')).toEqual({
      from: '2026-01-10',
      to: '2026-02-14',
    });
    expect(statementRange({ to: '2026-05-20' }, '2026-02-14')).toEqual({
      from: '2026-05-01',
      to: '2026-05-20',
    });
  });

  it('refuses a day that is not one, a first day after the last, and more than a year', () => {
    expect(statementRange({ from: '2026-02-30' }, '2026-03-01')).toEqual({
      error: { field: 'from', code: 'invalid_date' },
    });
    expect(statementRange({ to: 'yesterday' }, '2026-03-01')).toEqual({
      error: { field: 'to', code: 'invalid_date' },
    });
    expect(statementRange({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-01')).toEqual({
      error: { field: 'from', code: 'from_after_to' },
    });
    expect(statementRange({ from: '2025-01-01', to: '2026-01-02' }, '2026-03-01')).toEqual({
      error: { field: 'to', code: 'range_too_long' },
    });
    // a leap year is a whole year too
    expect(statementRange({ from: '2028-01-01', to: '2028-12-31' }, '2028-03-01')).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    expect(STATEMENT_MAX_DAYS).toBe(366);
  });

  it('gives the days of the screen presets', () => {
    expect(statementPresetDays('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(statementPresetDays('this_year', '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(statementPresetDays('custom', '2026-01-15', { from: '2026-01-02', to: '2026-01-03' })).toEqual({
      from: '2026-01-02',
      to: '2026-01-03',
    });
  });
});
